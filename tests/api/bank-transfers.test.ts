/**
 * Tuition paid by bank transfer, matched through SePay's webhook: the local stand-in
 * (tests/helpers/sepay-stand-in.ts) keeps the academy's account and calls the webhook over
 * HTTP as SePay documents it, so the server listens on a real port here. A transfer carrying a
 * fee's code and amount pays it once however often it comes; anything else waits in the
 * reconciliation queue, where the admin assigns it or sets it aside.
 */
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';
import { firstPlayerFeeFields, type FeeFields } from '../helpers/fee-fields';
import { academyIdOf } from '../helpers/staff';
import { SepayStandIn } from '../helpers/sepay-stand-in';
import { pdfFirstPage, pdfText } from '../helpers/pdf-text';
import { scanQr } from '../helpers/scan-qr';
import { readVietQr } from '../../domain/vietqr';

const t = useTestApp();
const API_KEY = 'sepay-webhook-key-0123456789';
let sepay: SepayStandIn;
let admin: ReturnType<typeof as>;
let academyId: number;
let fields: FeeFields;

const settings = (over: object = {}) => ({ is_enable: true, provider: 'SEPAY', webhook_api_key: API_KEY, ...over });
const saveSettings = (over: object = {}) =>
  admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { bank_transfer_settings: settings(over) } });

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  sepay = new SepayStandIn({ url: `${origin}/v1/api/public/bank-transfers/sepay`, apiKey: API_KEY });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  expect((await saveSettings()).statusCode).toBe(200);
  academyId = await academyIdOf(t.db, 'demo');
  fields = await firstPlayerFeeFields(t.db, academyId);
});

/** A new unpaid fee of the demo's first player: its id and transfer code. */
async function newFee(amount = 1_500_000): Promise<{ id: number; code: string }> {
  const res = await admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: { title: 'Học phí tháng 6', ...fields, amount, at_date: '2026-06-01', payment_type: 2, transaction_status: 2 },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id, code: res.json().data.transfer_code };
}
const fee = async (id: number) => (await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}` })).json().data;
const transfersOf = (providerId: number) =>
  t.db.selectFrom('bank_transfers').selectAll().where('academy_id', '=', academyId).where('provider_id', '=', String(providerId)).execute();
const paymentNotices = (revenueId: number) =>
  t.db
    .selectFrom('notifications')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('event', '=', 'PAYMENT_RECORDED')
    .where('record_id', '=', revenueId)
    .execute();

describe('the webhook', () => {
  it('pays the fee whose code and amount the transfer carries, once however often SePay calls', async () => {
    const { id, code } = await newFee();
    const transfer = sepay.transfer(1_500_000, `MBVCB.1234.${code.toLowerCase()}.CT tu 0123 NGUYEN VAN A toi ACADEMY`);
    const first = await sepay.deliver(transfer);
    expect(first).toEqual({ status: 200, body: { success: true }, delivered: true });
    // Again, and three at once, as SePay's retries and a slow answer can make it.
    const again = await Promise.all([transfer, transfer, transfer].map((tr) => sepay.deliver(tr)));
    expect(again.every((d) => d.delivered)).toBe(true);

    const paid = await fee(id);
    expect(paid).toMatchObject({
      transaction_status: 1,
      payment_type: 2,
      amount: 1_500_000,
      gateway_transaction_no: transfer.referenceCode,
    });
    const rows = await transfersOf(transfer.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'MATCHED', reason: null, revenue_id: id, provider: 'SEPAY', bank: 'Vietcombank' });
    expect(Number(rows[0].amount)).toBe(1_500_000);
    expect(await paymentNotices(id)).toHaveLength(1);
  });

  it('queues what it cannot match, with why, and pays nothing', async () => {
    const { id, code } = await newFee(2_000_000);
    const cases = [
      { transfer: sepay.transfer(1_900_000, `HOC PHI ${code}`), reason: 'AMOUNT_DIFFERS' },
      { transfer: sepay.transfer(2_000_000, 'HOC PHI THANG 6 CHAU AN'), reason: 'NO_CODE' },
      { transfer: sepay.transfer(2_000_000, 'HP22222 HOC PHI'), reason: 'UNKNOWN_CODE' },
    ];
    for (const { transfer, reason } of cases) {
      expect((await sepay.deliver(transfer)).delivered).toBe(true);
      expect(await transfersOf(transfer.id)).toEqual([expect.objectContaining({ status: 'UNMATCHED', reason, revenue_id: null })]);
    }
    expect((await fee(id)).transaction_status).toBe(2);

    // A second transfer for a fee already paid by the first: the money waits too.
    const paidFee = await newFee(300_000);
    await sepay.deliver(sepay.transfer(300_000, paidFee.code));
    const twice = sepay.transfer(300_000, paidFee.code);
    await sepay.deliver(twice);
    expect(await transfersOf(twice.id)).toEqual([expect.objectContaining({ status: 'UNMATCHED', reason: 'NOT_PAYABLE' })]);
    expect(await paymentNotices(paidFee.id)).toHaveLength(1);
  });

  it('acknowledges money going out without booking it', async () => {
    const out = sepay.transfer(500_000, 'TRA TIEN DIEN', { type: 'out' });
    expect((await sepay.deliver(out)).delivered).toBe(true);
    expect(await transfersOf(out.id)).toEqual([]);
  });

  it('refuses a missing or wrong key, and an academy whose matching is off, so SePay retries', async () => {
    const { id, code } = await newFee();
    const transfer = sepay.transfer(1_500_000, code);
    for (const key of [null, 'not-the-key-0123456789', `${API_KEY}x`]) {
      const refused = await sepay.deliver(transfer, key);
      expect(refused).toMatchObject({ status: 401, delivered: false, body: { success: false, code: 'BAD_WEBHOOK_KEY' } });
    }
    // Another academy (beta) has no key: the demo's key opens nothing there.
    const beta = await t.app.inject({
      method: 'POST',
      url: '/v1/api/public/bank-transfers/sepay',
      headers: { host: BETA_HOST, authorization: `Apikey ${API_KEY}` },
      payload: transfer,
    });
    expect(beta.statusCode).toBe(401);

    expect((await saveSettings({ is_enable: false })).statusCode).toBe(200);
    expect(await sepay.deliver(transfer)).toMatchObject({ status: 403, delivered: false, body: { code: 'BANK_TRANSFERS_OFF' } });
    expect(await transfersOf(transfer.id)).toEqual([]);
    expect((await fee(id)).transaction_status).toBe(2);

    // Set right again, SePay's next retry books it.
    expect((await saveSettings()).statusCode).toBe(200);
    expect((await sepay.deliver(transfer)).delivered).toBe(true);
    expect((await fee(id)).transaction_status).toBe(1);
  });

  it('refuses a payload that is not SePay’s with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/public/bank-transfers/sepay',
      headers: { authorization: `Apikey ${API_KEY}` },
      payload: { id: 1, content: 'x', transferType: 'sideways', transferAmount: -5, transactionDate: 'yesterday' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });
});

describe('settings', () => {
  it('asks for a webhook key of 16 characters or more to switch matching on, and never answers it', async () => {
    const res = await saveSettings({ webhook_api_key: 'short' });
    expect(res.statusCode).toBe(422);
    expect(JSON.stringify(res.json().errors)).toContain('webhook_api_key');
    const read = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.bank_transfer_settings;
    expect(read.is_enable).toBe(true);
    expect(JSON.stringify(read)).not.toContain(API_KEY);
  });
});

describe('the reconciliation queue', () => {
  /** A transfer of `amount` for the fee's code that waits (its amount is not the fee's). */
  const waiting = async (amount: number, code: string) => {
    const transfer = sepay.transfer(amount, `CK ${code}`);
    await sepay.deliver(transfer);
    const [row] = await transfersOf(transfer.id);
    expect(row.status).toBe('UNMATCHED');
    return row.id;
  };
  const assign = (transferId: number, revenueId: number) =>
    admin({ method: 'POST', url: `/v1/api/admin/bank-transfers/${transferId}/assign`, payload: { revenue_id: revenueId } });

  it('lists the waiting transfers for the admin, and not for a manager', async () => {
    const { code } = await newFee(700_000);
    const id = await waiting(650_000, code);
    const list = await admin({ method: 'GET', url: '/v1/api/admin/bank-transfers?statuses=UNMATCHED&size=100' });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.content.map((r: { id: number }) => r.id)).toContain(id);
    expect(list.json().data.content.every((r: { status: string }) => r.status === 'UNMATCHED')).toBe(true);
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/admin/bank-transfers' })).statusCode).toBe(403);
    expect(
      (await manager({ method: 'POST', url: `/v1/api/admin/bank-transfers/${id}/set-aside`, payload: { note: 'x' } })).statusCode,
    ).toBe(403);
  });

  it('assigns more than the fee: the fee paid, what is over booked beside it, and the transfer settled once', async () => {
    const { id, code } = await newFee(1_000_000);
    const transferId = await waiting(1_200_000, code);
    const res = await assign(transferId, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: transferId, status: 'ASSIGNED', revenue_id: id });
    expect(await fee(id)).toMatchObject({ transaction_status: 1, payment_type: 2, amount: 1_000_000 });
    const over = await t.db
      .selectFrom('revenues')
      .select(['amount', 'transaction_status', 'payment_type', 'title'])
      .where('academy_id', '=', academyId)
      .where('player_id', '=', fields.player_id)
      .where('title', 'like', 'Tiền chuyển thừa%')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect({ ...over, amount: Number(over.amount) }).toMatchObject({ amount: 200_000, transaction_status: 1, payment_type: 2 });
    expect(await paymentNotices(id)).toHaveLength(1);

    const again = await assign(transferId, (await newFee()).id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('TRANSFER_SETTLED');
  });

  it('assigns less than the fee: the fee split into the part paid and the rest still to pay', async () => {
    const { id, code } = await newFee(1_000_000);
    const transferId = await waiting(600_000, code);
    expect((await assign(transferId, id)).statusCode).toBe(200);
    expect(await fee(id)).toMatchObject({ transaction_status: 1, amount: 600_000 });
    const rest = await t.db
      .selectFrom('revenues')
      .select(['id', 'amount', 'transaction_status', 'transfer_code', 'split_from_id'])
      .where('academy_id', '=', academyId)
      .where('title', '=', 'Học phí tháng 6 (phần còn lại)')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(rest.amount)).toBe(400_000);
    expect(rest.transaction_status).toBe(2);
    expect(rest.transfer_code).toMatch(/^HP/);
    expect(rest.split_from_id).toBe(id);

    // The receipt of the part paid says what is still to pay and how, with the rest's VietQR to scan.
    const receipt = await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}/pdf` });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    expect(text).toContain('Còn phải đóng');
    expect(text).toMatch(/Số tiền còn lại\s+400\.000 đ/);
    expect(text).toMatch(new RegExp(`Nội dung chuyển khoản\\s+${rest.transfer_code}`));
    expect(readVietQr(scanQr(pdfFirstPage(receipt.rawPayload)))).toMatchObject({
      account: '0011004455667',
      amount: 400_000,
      message: rest.transfer_code,
      crcValid: true,
    });

    // Once the rest is paid too, the receipt has nothing more to ask for.
    await sepay.deliver(sepay.transfer(400_000, rest.transfer_code!));
    expect(await fee(rest.id)).toMatchObject({ transaction_status: 1 });
    expect(pdfText((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}/pdf` })).rawPayload)).not.toContain(
      'Còn phải đóng',
    );
  });

  it('refuses a paid fee and a fee that is not there, and sets a transfer aside with why', async () => {
    const paid = await newFee(100_000);
    await sepay.deliver(sepay.transfer(100_000, paid.code));
    const transferId = await waiting(90_000, paid.code);
    const toPaid = await assign(transferId, paid.id);
    expect(toPaid.statusCode).toBe(409);
    expect(toPaid.json().code).toBe('ALREADY_PAID');
    const missing = await assign(transferId, 2_000_000_000);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors[0].field).toBe('revenue_id');

    const aside = await admin({
      method: 'POST',
      url: `/v1/api/admin/bank-transfers/${transferId}/set-aside`,
      payload: { note: 'Đã hoàn tiền' },
    });
    expect(aside.statusCode).toBe(200);
    expect(aside.json().data).toMatchObject({ status: 'SET_ASIDE', note: 'Đã hoàn tiền' });
    const unknown = await admin({ method: 'POST', url: '/v1/api/admin/bank-transfers/2000000000/set-aside', payload: { note: 'x' } });
    expect(unknown.statusCode).toBe(404);
  });
});
