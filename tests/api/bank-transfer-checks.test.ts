/**
 * The look at SePay's transaction list for what its webhook missed: the stand-ins keep the
 * academy's account (tests/helpers/sepay-stand-in.ts) and serve its list as SePay documents
 * it (sepay-api-stand-in.ts). A transfer whose webhook never came is booked by the look, once;
 * one the webhook brought is left as it is; a refused token is recorded for the admin.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { firstPlayerFeeFields, type FeeFields } from '../helpers/fee-fields';
import { academyIdOf } from '../helpers/staff';
import { SepayStandIn } from '../helpers/sepay-stand-in';
import { startSepayApi, type SepayApi } from '../helpers/sepay-api-stand-in';
import { checkAllTransfers } from '../../server/modules/tuition/bank-transfer-checks';

const t = useTestApp();
const API_KEY = 'sepay-webhook-key-0123456789';
const TOKEN = 'SEPAYAPITOKEN0123456789';
const CHECK = '/v1/api/admin/bank-transfers/check';
let sepay: SepayStandIn;
let api: SepayApi;
let admin: ReturnType<typeof as>;
let academyId: number;
let fields: FeeFields;

const saveSettings = (over: object = {}) =>
  admin({
    method: 'PUT',
    url: '/v1/api/admin/settings',
    payload: {
      bank_transfer_settings: {
        is_enable: true,
        provider: 'SEPAY',
        webhook_api_key: API_KEY,
        api_token: TOKEN,
        api_url: api.apiUrl,
        ...over,
      },
    },
  });

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  academyId = await academyIdOf(t.db, 'demo');
  const { account_number } = await t.db
    .selectFrom('academies')
    .select('account_number')
    .where('id', '=', academyId)
    .executeTakeFirstOrThrow();
  sepay = new SepayStandIn(
    { url: `${origin}/v1/api/public/bank-transfers/sepay`, apiKey: API_KEY },
    { bank: 'Vietcombank', number: account_number! },
  );
  api = await startSepayApi(sepay, TOKEN);
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  expect((await saveSettings()).statusCode).toBe(200);
  fields = await firstPlayerFeeFields(t.db, academyId);
});
afterAll(() => api?.close());

async function newFee(amount: number): Promise<{ id: number; code: string }> {
  const res = await admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: { title: 'Học phí tháng 11', ...fields, amount, at_date: '2026-11-01', payment_type: 2, transaction_status: 2 },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().data.id, code: res.json().data.transfer_code };
}
const feeStatus = async (id: number) =>
  (await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}` })).json().data.transaction_status;
const transfersOf = (providerId: number) =>
  t.db.selectFrom('bank_transfers').selectAll().where('academy_id', '=', academyId).where('provider_id', '=', String(providerId)).execute();

describe('the look for transfers the webhook missed', () => {
  it('books a transfer whose webhook never came, once, and leaves one the webhook brought as it was', async () => {
    const missed = await newFee(1_200_000);
    const brought = await newFee(800_000);
    const missedTransfer = sepay.transfer(1_200_000, `CK ${missed.code} hoc phi`);
    const broughtTransfer = sepay.transfer(800_000, `CK ${brought.code}`);
    expect((await sepay.deliver(broughtTransfer)).delivered).toBe(true);

    const first = await admin({ method: 'POST', url: CHECK });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({ checked_at: expect.any(String), failure: null, listed: expect.any(Number), booked: 1 });
    expect(api.violations).toEqual([]);
    expect(await feeStatus(missed.id)).toBe(1);
    expect(await transfersOf(missedTransfer.id)).toEqual([
      expect.objectContaining({ status: 'MATCHED', found_by: 'LIST', revenue_id: missed.id }),
    ]);
    expect(await transfersOf(broughtTransfer.id)).toEqual([expect.objectContaining({ status: 'MATCHED', found_by: 'WEBHOOK' })]);

    // Looked at again, and SePay's late webhook for the missed one: nothing twice.
    expect((await admin({ method: 'POST', url: CHECK })).json().data.booked).toBe(0);
    expect((await sepay.deliver(missedTransfer)).delivered).toBe(true);
    expect(await transfersOf(missedTransfer.id)).toHaveLength(1);
    const last = await admin({ method: 'GET', url: CHECK });
    expect(last.json().data.last).toMatchObject({ failure: null, booked: 0 });
  });

  it('is what the server does every few minutes, for every academy with a token', async () => {
    const { id, code } = await newFee(650_000);
    sepay.transfer(650_000, code);
    const errors: unknown[] = [];
    await checkAllTransfers(t.db, t.app.models.get('revenues')!, { privateHosts: true }, (e) => errors.push(e));
    expect(errors).toEqual([]);
    expect(await feeStatus(id)).toBe(1);
  });

  it('records a token SePay refuses, and SePay out of reach, for the admin to see', async () => {
    expect((await saveSettings({ api_token: 'REVOKED-TOKEN-0000' })).statusCode).toBe(200);
    const refused = await admin({ method: 'POST', url: CHECK, headers: { 'accept-language': 'en' } });
    expect(refused.json().data).toMatchObject({ failure: 'AUTH_FAILED', listed: 0, booked: 0 });
    expect((await admin({ method: 'GET', url: CHECK })).json().data.last).toMatchObject({ failure: 'AUTH_FAILED' });
    api.tooMany = true;
    try {
      expect((await saveSettings()).statusCode).toBe(200);
      expect((await admin({ method: 'POST', url: CHECK })).json().data).toMatchObject({ failure: 'PROVIDER_ERROR' });
    } finally {
      api.tooMany = false;
    }
  });

  it('answers 409 while matching is off or no token is saved, in the caller’s language', async () => {
    for (const over of [{ is_enable: false }, { api_token: '' }]) {
      expect((await saveSettings(over)).statusCode).toBe(200);
      const res = await admin({ method: 'POST', url: CHECK, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ success: false, code: 'BANK_TRANSFER_CHECK_OFF', message: expect.stringContaining('API token') });
    }
    expect((await saveSettings()).statusCode).toBe(200);
  });

  it('is the admin’s: a manager and a teacher are refused', async () => {
    for (const [user, password] of [
      ['manager', 'Manager@123'],
      ['teacher', 'Teacher@123'],
    ]) {
      const caller = as(t.app, (await login(t.app, user, password)).access_token);
      for (const method of ['GET', 'POST'] as const) expect((await caller({ method, url: CHECK })).statusCode).toBe(403);
    }
  });
});
