/**
 * Tuition paid online at the academy's VNPay, against the local VNPay simulator
 * (tests/helpers/vnpay-simulator.ts), which checks our signed payment address and
 * calls our IPN over HTTP as VNPay does: so the server listens on a real port here.
 * Payment links expire (a fake clock moves past their lifetime) and can be revoked.
 */
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TUITION_LINK_DAYS } from '../../domain/tuition-fee';
import { FEATURES } from '../../resources.config';
import { readVietQr } from '../../domain/vietqr';
import { as, BETA_HOST, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { firstPlayerFeeFields, type FeeFields } from '../helpers/fee-fields';
import { addStaff, academyIdOf, STAFF_PASSWORD } from '../helpers/staff';
import { signParams, VnpaySimulator } from '../helpers/vnpay-simulator';

const t = useTestApp();
const HASH_SECRET = 'SIMULATORHASHSECRET0123456789';
const TMN_CODE = 'ACADEMY1';
let sim: VnpaySimulator;
let origin: string;
let admin: ReturnType<typeof as>;
let fields: FeeFields;

const gateway = () => ({
  is_active: true,
  mode: 'SANDBOX',
  merchant_key: TMN_CODE,
  merchant_secret_key: 'unused-by-vnpay',
  checksum_key: HASH_SECRET,
  end_point: sim.pageUrl,
  callback_url: origin,
});
const saveGateway = async (over: object = {}) => {
  const res = await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { payment_settings: { ...gateway(), ...over } } });
  expect(res.statusCode).toBe(200);
};

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  sim = await new VnpaySimulator({ tmnCode: TMN_CODE, hashSecret: HASH_SECRET, ipnUrl: `${origin}/v1/api/public/vnpay/ipn` }).start();
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  await saveGateway();
  const academyId = await academyIdOf(t.db, 'demo');
  fields = await firstPlayerFeeFields(t.db, academyId);
});
afterAll(() => sim?.close());

/** A new unpaid fee of the demo's first player. */
async function newFee(amount = 1_250_000, status = 4): Promise<number> {
  const res = await admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: { title: 'Học phí tháng 5', ...fields, amount, at_date: '2026-05-01', payment_type: 1, transaction_status: status },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const linkOf = async (id: number) => {
  const res = await admin({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link` });
  expect(res.statusCode).toBe(200);
  return new URL(res.json().data.url);
};

/** The demo academy's bank (settings → general), and one no VietQR reaches. */
const DEMO_BANK = 'Vietcombank - CN Hà Nội';
const NO_VIETQR_BANK = 'Quỹ tín dụng nhân dân';
const setBank = (bank_name: string) => t.db.updateTable('academies').set({ bank_name }).where('code', '=', 'demo').execute();

/** Runs `check` while the academy's fees cannot be paid by transfer. */
async function withoutBank(check: () => Promise<unknown>) {
  await setBank(NO_VIETQR_BANK);
  try {
    await check();
  } finally {
    await setBank(DEMO_BANK);
  }
}

const parent = (method: 'GET' | 'POST', url: string, payload?: object, host = DEMO_HOST, lang = 'vi') =>
  t.app.inject({ method, url, payload, headers: { host, 'accept-language': lang } });

/** The parent presses "Pay with VNPay": the signed address of VNPay's page. */
async function startPayment(id: number): Promise<string> {
  const token = (await linkOf(id)).searchParams.get('token')!;
  const res = await parent('POST', `/v1/api/public/tuition/${id}/vnpay`, { token });
  expect(res.statusCode).toBe(201);
  return res.json().data.payment_url;
}

const revenue = async (id: number) =>
  await t.db
    .selectFrom('revenues')
    .select(['transaction_status', 'payment_type', 'gateway_transaction_no'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const attempts = async (id: number) =>
  t.db.selectFrom('tuition_payments').select(['status', 'gateway_transaction_no']).where('revenue_id', '=', id).orderBy('id').execute();
/** The revenues booked for a fee's attempts that could not pay it (unapplied-payment.ts). */
const booked = async (id: number) =>
  t.db
    .selectFrom('tuition_payments as p')
    .innerJoin('revenues as r', (j) => j.onRef('r.academy_id', '=', 'p.academy_id').onRef('r.id', '=', 'p.booked_revenue_id'))
    .select([
      'r.title',
      'r.amount',
      'r.transaction_status',
      'r.payment_type',
      'r.gateway_transaction_no',
      'r.player_id',
      'r.branch_id',
      'r.category_id',
      'r.note',
    ])
    .where('p.revenue_id', '=', id)
    .orderBy('p.id')
    .execute();
const returnOf = async (returnUrl: string) => (await parent('GET', `/v1/api/public/vnpay/return${new URL(returnUrl).search}`)).json().data;

describe('the payment link', () => {
  it("gives an unpaid fee a link at the academy's public address that shows the fee to a parent without signing in", async () => {
    const id = await newFee();
    const link = await linkOf(id);
    expect(link.origin).toBe(origin);
    expect(link.pathname).toBe('/view/tuition');
    const page = await parent('GET', `/v1/api/public/tuition/${id}?token=${link.searchParams.get('token')}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data).toMatchObject({
      id,
      title: 'Học phí tháng 5',
      amount: 1_250_000,
      payable: true,
      gateway: { name: 'VNPAY', mode: 'SANDBOX' },
    });
    expect(page.json().data.player_name).toBeTruthy();
  });

  it("shows how to pay by bank transfer: the academy's account, the amount, the fee's code, and a VietQR of them", async () => {
    const id = await newFee();
    const token = (await linkOf(id)).searchParams.get('token');
    const { transfer_code } = await t.db.selectFrom('revenues').select('transfer_code').where('id', '=', id).executeTakeFirstOrThrow();
    const { transfer } = (await parent('GET', `/v1/api/public/tuition/${id}?token=${token}`)).json().data;
    // The demo academy banks at "Vietcombank - CN Hà Nội" (its settings → general).
    expect(transfer).toMatchObject({
      bank_bin: '970436',
      bank_short_name: 'Vietcombank',
      account_number: '0011004455667',
      amount: 1_250_000,
      message: transfer_code,
    });
    expect(readVietQr(transfer.vietqr)).toMatchObject({
      bin: '970436',
      account: '0011004455667',
      amount: 1_250_000,
      message: transfer_code,
      crcValid: true,
    });
  });

  it('shows no transfer while the academy banks somewhere no VietQR reaches', async () => {
    const id = await newFee();
    const token = (await linkOf(id)).searchParams.get('token');
    await withoutBank(async () =>
      expect((await parent('GET', `/v1/api/public/tuition/${id}?token=${token}`)).json().data).toMatchObject({
        payable: true,
        transfer: null,
      }),
    );
  });

  it("refuses a wrong token, another fee's token and another academy's host alike (404)", async () => {
    const [a, b] = [await newFee(), await newFee()];
    const token = (await linkOf(a)).searchParams.get('token');
    for (const [id, host] of [
      [b, DEMO_HOST],
      [a, BETA_HOST],
    ] as const) {
      const res = await parent('GET', `/v1/api/public/tuition/${id}?token=${token}`, undefined, host, 'en');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'This fee was not found, or the link is not valid' });
    }
    expect((await parent('POST', `/v1/api/public/tuition/${a}/vnpay`, { token: 'forged' })).statusCode).toBe(404);
  });

  it('is refused for a paid fee, and says so while VNPay is not set up', async () => {
    const paid = await newFee(500_000, 1);
    const refused = await admin({
      method: 'POST',
      url: `/v1/api/admin/transactions/${paid}/payment-link`,
      headers: { 'accept-language': 'en' },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'FEE_NOT_PAYABLE',
      message: 'This fee is already paid or needs no payment',
    });

    const id = await newFee();
    const token = (await linkOf(id)).searchParams.get('token')!;
    await saveGateway({ is_active: false });
    try {
      // Without VNPay a fee is still paid by transfer: its link is made, at the academy's address the office uses.
      const byTransfer = await admin({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link` });
      expect(byTransfer.statusCode).toBe(200);
      expect(new URL(byTransfer.json().data.url).host).toBe(DEMO_HOST);
      expect((await parent('GET', `/v1/api/public/tuition/${id}?token=${token}`)).json().data).toMatchObject({
        payable: true,
        gateway: null,
        transfer: { bank_bin: '970436' },
      });
      await withoutBank(async () => {
        const res = await admin({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link` });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({
          success: false,
          code: 'PAYMENT_NOT_SET_UP',
          message: expect.stringContaining('hoặc bật VNPay'),
        });
      });
      expect((await parent('POST', `/v1/api/public/tuition/${id}/vnpay`, { token })).json()).toMatchObject({
        code: 'GATEWAY_NOT_CONFIGURED',
      });
      expect((await parent('GET', '/v1/api/public/settings')).json().data.payment_gateways).toEqual([]);
    } finally {
      await saveGateway();
    }
    expect((await parent('GET', '/v1/api/public/settings')).json().data.payment_gateways).toEqual(['VNPAY']);
  });

  it('is gated like the revenues: no teacher, no manager outside their branches, no token', async () => {
    const id = await newFee();
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link`, headers: { host: DEMO_HOST } }))
        .statusCode,
    ).toBe(401);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link` })).statusCode).toBe(403);
    const academyId = await academyIdOf(t.db, 'demo');
    const other = await t.db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('id', '<>', fields.branch_id)
      .executeTakeFirstOrThrow();
    await addStaff(t.db, 'demo', 'tuition_manager', 'manager', [other.id]);
    const manager = as(t.app, (await login(t.app, 'tuition_manager', STAFF_PASSWORD)).access_token);
    expect((await manager({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link` })).statusCode).toBe(404);
  });
});

describe("a link's lifetime", () => {
  const page = (id: number, token: string, lang = 'vi') =>
    parent('GET', `/v1/api/public/tuition/${id}?token=${encodeURIComponent(token)}`, undefined, DEMO_HOST, lang);
  const pay = (id: number, token: string, lang = 'vi') => parent('POST', `/v1/api/public/tuition/${id}/vnpay`, { token }, DEMO_HOST, lang);
  const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;
  const linkAnswer = async (id: number, call = admin) => {
    const res = await call({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link` });
    expect(res.statusCode).toBe(200);
    return res.json().data as { url: string; expires_at: string };
  };
  const revoke = (id: number, call = admin) => call({ method: 'DELETE', url: `/v1/api/admin/transactions/${id}/payment-link` });

  it(`lasts ${TUITION_LINK_DAYS} days, and the same link is given back while it is open`, async () => {
    const id = await newFee();
    const before = Date.now();
    const first = await linkAnswer(id);
    const lifetime = new Date(first.expires_at).getTime() - before;
    expect(lifetime).toBeGreaterThan(TUITION_LINK_DAYS * 86_400_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(TUITION_LINK_DAYS * 86_400_000 + 60_000);
    expect(await linkAnswer(id)).toEqual(first);
  });

  it("opens nothing once expired, saying so in the parent's language; asked again, a new link works", async () => {
    const id = await newFee();
    const { url } = await linkAnswer(id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + TUITION_LINK_DAYS * 86_400_000 + 60_000 });
    try {
      for (const [lang, message] of [
        ['vi', 'Liên kết thanh toán này đã hết hạn'],
        ['en', 'This payment link has expired'],
      ]) {
        const res = await page(id, tokenOf(url), lang);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ success: false, code: 'LINK_EXPIRED', message: expect.stringContaining(message) });
      }
      expect((await pay(id, tokenOf(url))).json()).toMatchObject({ code: 'LINK_EXPIRED' });
      const later = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
      const fresh = await linkAnswer(id, later);
      expect(fresh.url).not.toBe(url);
      expect(new Date(fresh.expires_at).getTime()).toBeGreaterThan(Date.now());
      expect((await page(id, tokenOf(fresh.url))).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is revoked by whoever may make it: its page then says so and takes no payment, and a new link works', async () => {
    const id = await newFee();
    const { url } = await linkAnswer(id);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await revoke(id, teacher)).statusCode).toBe(403);
    const academyId = await academyIdOf(t.db, 'demo');
    const other = await t.db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('id', '<>', fields.branch_id)
      .executeTakeFirstOrThrow();
    await addStaff(t.db, 'demo', 'revoke_manager', 'manager', [other.id]);
    const manager = as(t.app, (await login(t.app, 'revoke_manager', STAFF_PASSWORD)).access_token);
    expect((await revoke(id, manager)).statusCode).toBe(404);
    expect((await page(id, tokenOf(url))).statusCode).toBe(200);

    const res = await revoke(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ revenue_id: id, revoked: 1 });
    for (const [lang, message] of [
      ['vi', 'Học viện đã thu hồi liên kết thanh toán này'],
      ['en', 'The academy has revoked this payment link'],
    ]) {
      const refused = await page(id, tokenOf(url), lang);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ success: false, code: 'LINK_REVOKED', message: expect.stringContaining(message) });
    }
    expect((await pay(id, tokenOf(url))).json()).toMatchObject({ code: 'LINK_REVOKED' });
    expect(await t.db.selectFrom('tuition_payments').select('id').where('revenue_id', '=', id).execute()).toEqual([]);
    const audited = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'resource', 'status_code'])
      .where('academy_id', '=', academyId)
      .where('record_id', '=', id)
      .where('method', '=', 'DELETE')
      .orderBy('id')
      .execute();
    expect(audited.map((a) => [a.action, a.resource, a.status_code])).toEqual([
      ['DENIED', 'revenues', 403],
      ['UPDATE', 'revenues', 404],
      ['UPDATE', 'revenues', 200],
    ]);

    const fresh = await linkAnswer(id);
    expect(fresh.url).not.toBe(url);
    expect((await page(id, tokenOf(fresh.url))).statusCode).toBe(200);
  });

  it('shows, once the fee is paid, only that it is paid and the academy', async () => {
    const id = await newFee(1_250_000);
    const token = tokenOf((await linkAnswer(id)).url);
    expect((await page(id, token)).json().data).toMatchObject({
      title: 'Học phí tháng 5',
      amount: 1_250_000,
      player_name: expect.any(String),
      branch_name: expect.any(String),
    });
    expect(
      (await admin({ method: 'POST', url: `/v1/api/admin/transactions/${id}/collect`, payload: { payment_type: 1 } })).statusCode,
    ).toBe(200);
    const paid = await page(id, token);
    expect(paid.statusCode).toBe(200);
    const academyName = (await t.db.selectFrom('academies').select('name').where('code', '=', 'demo').executeTakeFirstOrThrow()).name;
    expect(paid.json().data).toMatchObject({
      id,
      transaction_status: 1,
      payable: false,
      academy_name: academyName,
      title: null,
      amount: null,
      player_name: null,
      branch_name: null,
      transfer: null,
    });
    expect(JSON.stringify(paid.json())).not.toContain('Học phí tháng 5');
    expect((await pay(id, token)).json()).toMatchObject({ code: 'FEE_NOT_PAYABLE' });
  });
});

describe('the package', () => {
  const switchPackage = async (code: string) => {
    const academyId = await academyIdOf(t.db, 'demo');
    await sql`update academies set package_id = (select id from packages where code = ${code}) where id = ${academyId}`.execute(t.db);
  };
  const linkStatus = async (id: number) =>
    await admin({ method: 'POST', url: `/v1/api/admin/transactions/${id}/payment-link`, headers: { 'accept-language': 'en' } });

  it('without payment integration but with revenues, makes a link while the fee can be paid by transfer, and says what to set up otherwise', async () => {
    await t.db
      .insertInto('packages')
      .values({
        code: 'no-gateway',
        name: 'Không cổng thanh toán',
        features: FEATURES.filter((f) => f !== 'setup.payment_gateway'),
        limit_players: 500,
      })
      .onConflict((c) => c.column('code').doNothing())
      .execute();
    const id = await newFee();
    await switchPackage('no-gateway');
    try {
      await expect.poll(async () => (await (await parent('GET', '/v1/api/public/settings')).json()).data.payment_gateways).toEqual([]);
      const link = await linkStatus(id);
      expect(link.statusCode).toBe(200);
      const token = new URL(link.json().data.url).searchParams.get('token');
      expect((await parent('GET', `/v1/api/public/tuition/${id}?token=${token}`)).json().data).toMatchObject({
        gateway: null,
        transfer: { bank_bin: '970436' },
      });
      await withoutBank(async () =>
        expect((await linkStatus(id)).json()).toMatchObject({
          success: false,
          code: 'PAYMENT_NOT_SET_UP',
          message: "Parents have no way to pay yet: pick the academy's bank and enter its account number in Settings → General.",
        }),
      );
    } finally {
      await switchPackage('full');
      await t.db.deleteFrom('packages').where('code', '=', 'no-gateway').execute();
      await expect
        .poll(async () => (await (await parent('GET', '/v1/api/public/settings')).json()).data.payment_gateways)
        .toEqual(['VNPAY']);
    }
  });

  it('without payment integration makes no link and shows no gateway, yet records a payment VNPay took before', async () => {
    const id = await newFee();
    const token = (await linkOf(id)).searchParams.get('token')!;
    const payment = await startPayment(id);
    await switchPackage('basic');
    try {
      // The academy is read again once the database tells of the change.
      await expect.poll(async () => (await linkStatus(id)).statusCode).toBe(403);
      expect((await linkStatus(id)).json()).toMatchObject({ success: false, code: 'FEATURE_NOT_IN_PACKAGE' });
      expect((await parent('GET', '/v1/api/public/settings')).json().data.payment_gateways).toEqual([]);
      expect((await parent('GET', `/v1/api/public/tuition/${id}?token=${token}`)).json().data).toMatchObject({
        payable: true,
        gateway: null,
      });
      expect((await parent('POST', `/v1/api/public/tuition/${id}/vnpay`, { token })).statusCode).toBe(403);
      expect((await sim.settle(payment, 'pay')).answers.map((a) => a.RspCode)).toEqual(['00']);
      expect((await revenue(id)).transaction_status).toBe(1);
    } finally {
      await switchPackage('full');
      await expect.poll(async () => (await linkStatus(await newFee())).statusCode).toBe(200);
    }
  });
});

describe('paying through VNPay', () => {
  it('signs the payment address as VNPay documents it: amount ×100, a reference per attempt, our return page', async () => {
    const id = await newFee(1_250_000);
    const [first, second] = [sim.paymentOf(await startPayment(id)), sim.paymentOf(await startPayment(id))];
    expect(first).toMatchObject({
      vnp_Amount: '125000000',
      vnp_TmnCode: TMN_CODE,
      vnp_CurrCode: 'VND',
      vnp_ReturnUrl: `${origin}/view/tuition-return`,
    });
    expect(first.vnp_TxnRef).not.toBe(second.vnp_TxnRef);
    expect(first.vnp_OrderInfo).toMatch(/^Thanh toan hoc phi thang 5/);
  });

  it('records a paid IPN once however many times it comes, and the return page says paid', async () => {
    const id = await newFee();
    const { answers, returnUrl } = await sim.settle(await startPayment(id), 'pay', { ipnCalls: 3 });
    expect(answers.map((a) => a.RspCode)).toEqual(['00', '02', '02']);
    expect(answers[0]).toEqual({ RspCode: '00', Message: 'Confirm Success' });
    const transactionNo = new URL(returnUrl).searchParams.get('vnp_TransactionNo');
    expect(await revenue(id)).toEqual({ transaction_status: 1, payment_type: 3, gateway_transaction_no: transactionNo });
    expect(await attempts(id)).toEqual([{ status: 'SUCCESS', gateway_transaction_no: transactionNo }]);
    expect(await returnOf(returnUrl)).toMatchObject({ outcome: 'PAID', transaction_no: transactionNo, fee: { id, transaction_status: 1 } });
    // The audit log tells who paid the fee: VNPay, once, though it reported three times.
    const audited = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'user_name', 'method', 'status_code'])
      .where('resource', '=', 'revenues')
      .where('record_id', '=', id)
      .where('path', '=', '/v1/api/public/vnpay/ipn')
      .execute();
    expect(audited).toEqual([{ action: 'UPDATE', user_name: 'VNPay', method: 'GET', status_code: 200 }]);
  });

  it("tells the parent of the payment once, in the IPN's transaction, however many times it comes", async () => {
    const academyId = await academyIdOf(t.db, 'demo');
    await t.db
      .updateTable('players')
      .set({ email: 'phuhuynh.vnpay@example.test' })
      .where('academy_id', '=', academyId)
      .where('id', '=', fields.player_id)
      .execute();
    const email = {
      is_enable: true,
      host: '127.0.0.1',
      port: 2525,
      secure: false,
      user: '',
      smtp_password: '',
      sender: 'thongbao@ngoisao.test',
    };
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { email_settings: email } })).statusCode).toBe(200);
    try {
      const id = await newFee(950_000);
      const { answers } = await sim.settle(await startPayment(id), 'pay', { ipnCalls: 2 });
      expect(answers.map((a) => a.RspCode)).toEqual(['00', '02']);
      const told = await t.db
        .selectFrom('notifications')
        .select(['recipient', 'subject', 'body'])
        .where('academy_id', '=', academyId)
        .where('event', '=', 'PAYMENT_RECORDED')
        .where('record_id', '=', id)
        .execute();
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        recipient: 'phuhuynh.vnpay@example.test',
        subject: expect.stringContaining('Đã nhận thanh toán 950.000 đ'),
      });
      expect(told[0].body).toContain('Nội dung: Học phí tháng 5');
    } finally {
      await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { email_settings: { ...email, is_enable: false } } });
    }
  });

  it('pays once when the same IPN arrives many times at once', async () => {
    const id = await newFee();
    const payment = sim.paymentOf(await startPayment(id));
    const report = sim.report(payment, 'pay');
    const answers = (await Promise.all(Array.from({ length: 5 }, () => sim.callIpn(report)))).flat();
    expect(answers.map((a) => a.RspCode).sort()).toEqual(['00', '02', '02', '02', '02']);
    expect((await attempts(id)).filter((a) => a.status === 'SUCCESS')).toHaveLength(1);
  });

  it('refuses a forged signature (97) and a wrong amount (04), paying nothing', async () => {
    const id = await newFee();
    const forged = await sim.settle(await startPayment(id), 'pay', { forgeSignature: true });
    expect(forged.answers).toEqual([{ RspCode: '97', Message: 'Fail checksum' }]);
    expect(await returnOf(forged.returnUrl)).toMatchObject({ outcome: 'INVALID', fee: null });
    const wrong = await sim.settle(await startPayment(id), 'pay', { amountDelta: -100_000 });
    expect(wrong.answers).toEqual([{ RspCode: '04', Message: 'Invalid amount' }]);
    expect((await revenue(id)).transaction_status).toBe(4);
    expect((await attempts(id)).map((a) => a.status)).toEqual(['NEW', 'NEW']);
  });

  it('answers 01 for an order it never made, signed or not', async () => {
    const payment = sim.paymentOf(await startPayment(await newFee()));
    const report = sim.report({ ...payment, vnp_TxnRef: 'R999999TNOSUCHREF' }, 'pay');
    expect(await sim.callIpn(report)).toEqual([{ RspCode: '01', Message: 'Order not found' }]);
  });

  it("answers 99 in VNPay's words to a call VNPay could not have made", async () => {
    for (const query of ['other=1', `vnp_TxnRef=${'R'.repeat(1001)}`]) {
      const res = await parent('GET', `/v1/api/public/vnpay/ipn?${query}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ RspCode: '99', Message: 'Unknown error' });
    }
  });

  it('records a cancelled payment as failed, leaves the fee unpaid and lets the parent try again', async () => {
    const id = await newFee();
    const cancelled = await sim.settle(await startPayment(id), 'cancel');
    expect(cancelled.answers.map((a) => a.RspCode)).toEqual(['00']);
    expect(await returnOf(cancelled.returnUrl)).toMatchObject({ outcome: 'FAILED' });
    expect((await revenue(id)).transaction_status).toBe(4);
    const paid = await sim.settle(await startPayment(id), 'pay');
    expect(paid.answers.map((a) => a.RspCode)).toEqual(['00']);
    expect((await attempts(id)).map((a) => a.status)).toEqual(['FAIL', 'SUCCESS']);
  });

  it('books a second attempt paid after the first as money of its own to reconcile, never paying the fee twice', async () => {
    const id = await newFee();
    const [first, second] = [await startPayment(id), await startPayment(id)];
    const paid = await sim.settle(first, 'pay');
    const again = await sim.settle(second, 'pay', { ipnCalls: 2 });
    expect(again.answers.map((a) => a.RspCode)).toEqual(['00', '02']);
    expect((await revenue(id)).gateway_transaction_no).toBe(new URL(paid.returnUrl).searchParams.get('vnp_TransactionNo'));
    const secondNo = new URL(again.returnUrl).searchParams.get('vnp_TransactionNo');
    expect(await booked(id)).toEqual([
      {
        title: 'Thanh toán trực tuyến cần đối soát: Học phí tháng 5',
        amount: 1_250_000,
        transaction_status: 1,
        payment_type: 3,
        gateway_transaction_no: secondNo,
        player_id: fields.player_id,
        branch_id: fields.branch_id,
        category_id: fields.category_id,
        note: expect.stringContaining(`mã giao dịch VNPay ${secondNo}`),
      },
    ]);
    expect((await attempts(id)).map((a) => a.status)).toEqual(['SUCCESS', 'UNAPPLIED']);
    // The parent's money was received: their return page says so.
    expect(await returnOf(again.returnUrl)).toMatchObject({ outcome: 'PAID', transaction_no: secondNo });
  });

  it("books the money of a fee deleted or changed while the parent was on VNPay's page, leaving the fee as it is", async () => {
    const deleted = await newFee();
    const deletedPayment = await startPayment(deleted);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/transactions/${deleted}` })).statusCode).toBeLessThan(300);
    expect((await sim.settle(deletedPayment, 'pay')).answers.map((a) => a.RspCode)).toEqual(['00']);
    expect(await booked(deleted)).toMatchObject([{ amount: 1_250_000, transaction_status: 1 }]);

    const changed = await newFee(800_000);
    const changedPayment = await startPayment(changed);
    const edited = { title: 'Học phí tháng 5', ...fields, amount: 900_000, at_date: '2026-05-01', payment_type: 1, transaction_status: 4 };
    expect((await admin({ method: 'PUT', url: `/v1/api/admin/transactions/${changed}`, payload: edited })).statusCode).toBe(200);
    expect((await sim.settle(changedPayment, 'pay')).answers.map((a) => a.RspCode)).toEqual(['00']);
    expect((await revenue(changed)).transaction_status).toBe(4);
    expect(await booked(changed)).toMatchObject([{ amount: 800_000, transaction_status: 1 }]);
  });

  it("cannot pay another academy's fee: its report, sent to another academy's address, finds no order", async () => {
    const betaId = await academyIdOf(t.db, 'beta');
    await sql`update academies set settings = coalesce(settings, '{}'::jsonb) || ${JSON.stringify({ payment_settings: gateway() })}::jsonb where id = ${betaId}`.execute(
      t.db,
    );
    const id = await newFee();
    const report = sim.report(sim.paymentOf(await startPayment(id)), 'pay');
    const betaIpn = new VnpaySimulator({ ...sim.account, ipnUrl: `${origin.replace('localhost', BETA_HOST)}/v1/api/public/vnpay/ipn` });
    expect(await betaIpn.callIpn(report)).toEqual([{ RspCode: '01', Message: 'Order not found' }]);
    expect((await revenue(id)).transaction_status).toBe(4);
    // Signed with the secret VNPay shares with another merchant: not this academy's report.
    const otherSecret = { ...report, vnp_SecureHash: signParams(report, 'another-merchant-secret') };
    expect(await sim.callIpn(otherSecret)).toEqual([{ RspCode: '97', Message: 'Fail checksum' }]);
  });
});

describe('a payment through the SANDBOX', () => {
  const year = new Date().getFullYear();
  const range = `fromDate=${year}-01-01&toDate=${year}-12-31`;
  const get = async (url: string) => (await admin({ method: 'GET', url })).json().data;
  /** Every total the money shows: the list's, each report's and its export's, the dashboard's. */
  async function totals() {
    const dashboard = await get(`/v1/api/admin/dashboard?year=${year}`);
    const exported = (await admin({ method: 'GET', url: `/v1/api/revenues/MONTH/export?format=csv&${range}` })).body;
    return {
      list: (await get('/v1/api/admin/transactions?size=1')).sub_total,
      paidList: (await get('/v1/api/admin/transactions?size=1&transactionStatuses=1')).sub_total,
      revenueReport: (await get(`/v1/api/revenues/MONTH?${range}`)).total.amount,
      revenueExport: exported.trim().split('\r\n').at(-1),
      profitAndLoss: (await get(`/v1/api/profit-and-loss/MONTH?${range}`)).total,
      dashboard: {
        revenue: dashboard.revenue_total,
        byMonth: dashboard.by_month,
        recent: dashboard.recent.revenues.map((r: { id: number }) => r.id),
      },
    };
  }
  const shown = async (id: number) =>
    (await get(`/v1/api/admin/transactions/${id}`)) as { transaction_status: number; test_payment: boolean | null };

  it('marks the fee paid as a test payment, left out of every total', async () => {
    const before = await totals();
    const id = await newFee(1_700_000);
    expect((await sim.settle(await startPayment(id), 'pay')).answers.map((a) => a.RspCode)).toEqual(['00']);
    expect(await shown(id)).toMatchObject({ transaction_status: 1, test_payment: true });
    expect(await totals()).toEqual(before);
  });

  it('books money of a second attempt as a test payment too, left out of every total', async () => {
    const before = await totals();
    const id = await newFee(600_000);
    const [first, second] = [await startPayment(id), await startPayment(id)];
    await sim.settle(first, 'pay');
    await sim.settle(second, 'pay');
    const [unapplied] = await t.db
      .selectFrom('tuition_payments')
      .select('booked_revenue_id')
      .where('revenue_id', '=', id)
      .where('status', '=', 'UNAPPLIED')
      .execute();
    expect(await shown(unapplied.booked_revenue_id as number)).toMatchObject({ transaction_status: 1, test_payment: true });
    expect(await totals()).toEqual(before);
  });

  it('is no test once the fee is unpaid again: collected then, it counts', async () => {
    const id = await newFee(450_000);
    await sim.settle(await startPayment(id), 'pay');
    const before = await totals();
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/transactions/${id}`, payload: { transaction_status: 4 } })).statusCode).toBe(
      200,
    );
    expect(await shown(id)).toMatchObject({ transaction_status: 4, test_payment: null });
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/transactions/${id}`, payload: { transaction_status: 1 } })).statusCode).toBe(
      200,
    );
    expect((await totals()).paidList).toBe(before.paidList + 450_000);
  });

  it('counts a LIVE payment as money received', async () => {
    await saveGateway({ mode: 'LIVE' });
    try {
      const before = await totals();
      const id = await newFee(2_100_000);
      await sim.settle(await startPayment(id), 'pay');
      expect(await shown(id)).toMatchObject({ transaction_status: 1, test_payment: false });
      const after = await totals();
      expect([
        after.paidList - before.paidList,
        after.revenueReport - before.revenueReport,
        after.profitAndLoss.revenue - before.profitAndLoss.revenue,
        after.dashboard.revenue - before.dashboard.revenue,
      ]).toEqual([2_100_000, 2_100_000, 2_100_000, 2_100_000]);
    } finally {
      await saveGateway();
    }
  });
});
