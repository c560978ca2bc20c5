/**
 * The subscription service (spec §7 /api-public): plan, usage, coupons, prices
 * computed on the server, and payments through the built-in sandbox gateway,
 * whose signed callback settles each payment once. Prices below are worked out
 * by hand from the seeded fees (server/seed/seed-subscription.ts):
 *   basic: hub setup 5.000.000, mobile setup 15.000.000, 1.000.000 a month, 10.000.000 a year, 2.000 per extra player a month
 *   full:  hub setup 10.000.000, mobile setup 20.000.000, 2.500.000 a month, 25.000.000 a year
 * Academy demo (full) paid its hub setup last year; beta (basic) runs on a paid plan with no
 * payment on record, so its hub counts as set up all the same; hethan (basic, lapsed) paid
 * its setup and a year of maintenance; the trials nangcap and dungthu have set up nothing.
 */
import { academyToday } from '../../server/core/academy-clock';
import { sql, type NotNull } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { gatewayKeys, signOutcome, type GatewayOutcome } from '../../server/modules/plan/gateway-signing';
import { as, BETA_HOST, login, testConfig, useTestApp } from '../helpers/build-test-app';
import { SLIP_HEADER, UNDECLARED, slipUndeclaredFields } from '../helpers/undeclared-fields';

type Call = ReturnType<typeof as>;

const t = useTestApp();
const keys = gatewayKeys(testConfig.jwtSecret);
let admin: Call;
let manager: Call;
let betaAdmin: Call;
let trialAdmin: Call;
const ids = new Map<string, number>();

const ORDER = '/api-public/payments';
const TRIAL_HOST = 'nangcap.localhost';
const preview = (call: Call, payload: object) => call({ method: 'POST', url: `${ORDER}?preview=true`, payload });
const order = (packageCode: string, plan_choice: string, duration: number, duration_unit: 'MONTH' | 'YEAR', extra: object = {}) => ({
  package_id: ids.get(packageCode),
  plan_choice,
  duration,
  duration_unit,
  ...extra,
});
const academyRow = (code: string) =>
  t.db
    .selectFrom('academies')
    .select(['id', 'expired_on', 'package_id', 'payment_status', 'payment_url'])
    .$narrowType<{ expired_on: NotNull }>()
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
const couponUses = async (code: string) =>
  (await t.db.selectFrom('coupons').select('used_count').where('code', '=', code).executeTakeFirstOrThrow()).used_count;
/** PostgreSQL's own calendar arithmetic, the one the server extends with. */
const plusMonths = async (iso: string, months: number) =>
  (await sql<{ at: string }>`select (${iso}::timestamptz + make_interval(months => ${months}::int)) as at`.execute(t.db)).rows[0].at;

/** The payer at the sandbox gateway: opens the link, picks a method and an outcome. */
async function atGateway(paymentUrl: string, outcome: 'pay' | 'cancel' | 'decline' | 'received', paymentType = 3, host = 'localhost') {
  const url = new URL(paymentUrl, 'http://gateway');
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers: { host } });
  expect(page.statusCode).toBe(200);
  expect(page.headers['content-type']).toContain('text/html');
  return t.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token')!, payment_type: String(paymentType), outcome }).toString(),
  });
}

function signed(outcome: Omit<GatewayOutcome, 'timestamp' | 'reference'> & Partial<GatewayOutcome>): {
  outcome: GatewayOutcome;
  signature: string;
} {
  const full = { reference: 'SBX-TEST-1', timestamp: Date.now(), ...outcome };
  return { outcome: full, signature: signOutcome(keys, full) };
}

const callback = (outcome: GatewayOutcome, signature?: string, host = 'localhost') =>
  t.app.inject({
    method: 'POST',
    url: '/api-public/payments/callback',
    headers: { host, ...(signature && { 'x-gateway-signature': signature }) },
    payload: outcome,
  });

beforeAll(async () => {
  slipUndeclaredFields(t.app);
  for (const p of await t.db.selectFrom('packages').select(['id', 'code']).execute()) ids.set(p.code, p.id);
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  betaAdmin = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
  trialAdmin = as(t.app, (await login(t.app, 'admin', 'Admin@123', TRIAL_HOST)).access_token, TRIAL_HOST);
});

describe('plan, usage and catalogue', () => {
  it('answers the academy, its package with fees, days left and players used against the limit', async () => {
    const res = await admin({ method: 'GET', url: '/api-public/academies/my-academy' });
    expect(res.statusCode).toBe(200);
    const active = await t.db
      .selectFrom('players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('academy_id', '=', (await academyRow('demo')).id)
      .where('deleted_at', 'is', null)
      .where('auditing_status', '=', 1)
      .executeTakeFirstOrThrow();
    expect(res.json().data).toMatchObject({
      code: 'demo',
      package: {
        code: 'full',
        limit_players: 2000,
        maintain_fee: 2_500_000,
        maintain_fee_per_year: 25_000_000,
        showing_maintain_fee_per_year: 36_000_000,
      },
      usage: { players_used: Number(active.n), players_limit: 2000 },
      lapsed: null,
    });
    expect(res.json().data.days_left).toBeGreaterThanOrEqual(364);
  });

  it('lists the packages with their fees, without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-public/packages', headers: { host: 'localhost' } });
    const basic = res.json().data.find((p: { code: string }) => p.code === 'basic');
    expect(basic).toMatchObject({
      setup_hub_fee: 5_000_000,
      setup_mobile_fee: 15_000_000,
      maintain_fee: 1_000_000,
      showing_maintain_fee: 1_200_000,
      out_size_user_fee: 2_000,
      limit_players: 500,
    });
  });

  it('names every feature, and the package features of the caller', async () => {
    const all = (
      await t.app.inject({ method: 'GET', url: '/api-public/features', headers: { host: 'localhost', 'accept-language': 'en' } })
    ).json().data;
    expect(all).toContainEqual({ name: 'general.basic', meaning_name: 'Basic' });
    const mine = (await betaAdmin({ method: 'GET', url: '/api-public/features/my-features' }))
      .json()
      .data.map((f: { name: string }) => f.name);
    expect(mine).toContain('general.basic');
    expect(mine).not.toContain('shop.product');
  });

  it('answers the platform settings to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-public/settings', headers: { host: 'localhost' } });
    expect(res.json().data.common_setting).toEqual({ application_email: 'hotro@academyhub.vn', application_hotline: '1900 636 686' });
  });

  it("lists the academy's invoices, newest first, an unpaid one past its due date as OVER_DUE", async () => {
    const res = await admin({ method: 'POST', url: '/api-public/invoices', payload: { page: 0, size: 10 } });
    expect(res.statusCode).toBe(200);
    const { content, total_elements } = res.json().data;
    expect(total_elements).toBe(3);
    expect(content.map((i: { status: string }) => i.status)).toEqual(['OVER_DUE', 'PAID', 'PAID']);
    expect(content[1]).toMatchObject({
      amount: 22_500_000,
      plan_choice: 'MAINTAIN_YEARLY',
      package_name: 'Toàn diện',
      number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
    });
    const overdue = (await admin({ method: 'POST', url: '/api-public/invoices', payload: { statuses: ['OVER_DUE'] } })).json().data;
    expect(overdue.content).toHaveLength(1);
    expect((await betaAdmin({ method: 'POST', url: '/api-public/invoices', payload: {} })).json().data.total_elements).toBe(0);
  });
});

describe('coupons', () => {
  it('checks a code, whatever its case, and says why one cannot be used', async () => {
    const ok = await manager({ method: 'GET', url: '/api-public/coupons/khaitruong10' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ code: 'KHAITRUONG10', percent: 10, amount: null, state: 'ACTIVE', remaining: 99 });
    const en = { 'accept-language': 'en' };
    expect((await admin({ method: 'GET', url: '/api-public/coupons/NOPE', headers: en })).json()).toMatchObject({
      code: 'COUPON_NOT_FOUND',
      message: 'This coupon code does not exist',
    });
    expect((await admin({ method: 'GET', url: '/api-public/coupons/NOPE' })).statusCode).toBe(404);
    const expired = await admin({ method: 'GET', url: '/api-public/coupons/TET2025', headers: en });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toMatchObject({ code: 'COUPON_EXPIRED', message: 'This coupon has expired' });
    const usedUp = await admin({ method: 'GET', url: '/api-public/coupons/VIP50' });
    expect(usedUp.statusCode).toBe(422);
    expect(usedUp.json()).toMatchObject({ code: 'COUPON_USED_UP', message: 'Mã giảm giá đã hết lượt sử dụng' });
  });

  it('lists the coupons to an admin only', async () => {
    const list = (await admin({ method: 'GET', url: '/api-public/coupons' })).json().data;
    expect(list.map((c: { code: string; state: string }) => `${c.code}:${c.state}`)).toEqual([
      'KHAITRUONG10:ACTIVE',
      'GIAM500K:ACTIVE',
      'TET2025:EXPIRED',
      'VIP50:USED_UP',
    ]);
    expect((await manager({ method: 'GET', url: '/api-public/coupons' })).statusCode).toBe(403);
  });
});

describe('prices computed on the server', () => {
  const totals = async (call: Call, body: object) => {
    const res = await preview(call, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('prices each plan choice and duration of the current package (hub already set up)', async () => {
    const cases: Array<[string, number, 'MONTH' | 'YEAR', number]> = [
      ['HUB', 6, 'MONTH', 15_000_000],
      ['HUB', 1, 'YEAR', 25_000_000],
      ['HUB', 2, 'YEAR', 50_000_000],
      ['HUB', 3, 'YEAR', 75_000_000],
      ['HUB_MOBILE', 6, 'MONTH', 35_000_000],
      ['HUB_MOBILE', 1, 'YEAR', 45_000_000],
      ['HUB_MOBILE', 2, 'YEAR', 70_000_000],
      ['HUB_MOBILE', 3, 'YEAR', 95_000_000],
      ['MAINTAIN_MONTHLY', 6, 'MONTH', 15_000_000],
      ['MAINTAIN_MONTHLY', 1, 'YEAR', 30_000_000],
      ['MAINTAIN_MONTHLY', 2, 'YEAR', 60_000_000],
      ['MAINTAIN_MONTHLY', 3, 'YEAR', 90_000_000],
      ['MAINTAIN_YEARLY', 1, 'YEAR', 25_000_000],
      ['MAINTAIN_YEARLY', 2, 'YEAR', 50_000_000],
      ['MAINTAIN_YEARLY', 3, 'YEAR', 75_000_000],
    ];
    for (const [choice, duration, unit, total] of cases) {
      const quote = await totals(admin, order('full', choice, duration, unit));
      expect({ choice, duration, unit, total: quote.total, discount: quote.discount, action: quote.action }).toEqual({
        choice,
        duration,
        unit,
        total,
        discount: 0,
        action: 'RENEWAL',
      });
    }
  });

  it('shows the breakdown: a setup not yet paid, the maintenance, the coupon', async () => {
    const quote = await totals(trialAdmin, order('basic', 'HUB_MOBILE', 2, 'YEAR', { coupon_code: 'KHAITRUONG10' }));
    expect(quote).toMatchObject({
      package: { code: 'basic' },
      lines: [
        { fee_type: 'INSTALLATION_HUB_FEE', quantity: 1, unit_amount: 5_000_000, amount: 5_000_000 },
        { fee_type: 'INSTALLATION_MOBILE_FEE', quantity: 1, unit_amount: 15_000_000, amount: 15_000_000 },
        { fee_type: 'MAINTENANCE_FEE_YEAR', quantity: 2, unit_amount: 10_000_000, amount: 20_000_000 },
      ],
      subtotal: 40_000_000,
      discount: 4_000_000,
      total: 36_000_000,
      extends_months: 24,
      coupon: { code: 'KHAITRUONG10', percent: 10, amount: null },
    });
    expect(quote).not.toHaveProperty('coupon_id');
    expect(await totals(trialAdmin, order('basic', 'HUB', 6, 'MONTH'))).toMatchObject({ subtotal: 11_000_000, total: 11_000_000 });
    expect(await totals(trialAdmin, order('basic', 'HUB', 1, 'YEAR', { coupon_code: 'giam500k' }))).toMatchObject({
      subtotal: 15_000_000,
      discount: 500_000,
      total: 14_500_000,
    });
    expect(await totals(admin, order('full', 'HUB', 1, 'YEAR', { coupon_code: 'KHAITRUONG10' }))).toMatchObject({
      subtotal: 25_000_000,
      discount: 2_500_000,
      total: 22_500_000,
    });
  });

  it('prices an upgrade to another package as UPGRADE, its setup only for an academy that never ran on a paid plan', async () => {
    expect(await totals(trialAdmin, order('full', 'HUB', 1, 'YEAR'))).toMatchObject({
      action: 'UPGRADE',
      subtotal: 35_000_000,
      total: 35_000_000,
    });
    expect(await totals(betaAdmin, order('full', 'HUB', 1, 'YEAR'))).toMatchObject({
      action: 'UPGRADE',
      lines: [{ fee_type: 'MAINTENANCE_FEE_YEAR' }],
      total: 25_000_000,
    });
  });

  it('never charges a setup twice: an academy that has run on a paid plan renews, lapsed or not, for its maintenance', async () => {
    const hethan = as(t.app, (await login(t.app, 'admin', 'Admin@123', 'hethan.localhost')).access_token, 'hethan.localhost');
    // The lapsed academy paid its setup and a year of maintenance before it ran out.
    const history = (await hethan({ method: 'GET', url: `${ORDER}/my-payments` })).json().data.content;
    expect(
      history.map((p: { plan_choice: string; status: string; breakdown: Array<{ fee_type: string }> }) => [
        p.plan_choice,
        p.status,
        p.breakdown.map((l) => l.fee_type),
      ]),
    ).toEqual([
      ['MAINTAIN_YEARLY', 'SUCCESS', ['MAINTENANCE_FEE_YEAR']],
      ['HUB', 'SUCCESS', ['INSTALLATION_HUB_FEE', 'MAINTENANCE_FEE_YEAR']],
    ]);
    for (const [call, action] of [
      [hethan, 'CONTINUE_PAYMENT'],
      [betaAdmin, 'RENEWAL'],
    ] as const) {
      for (const choice of ['HUB', 'MAINTAIN_YEARLY']) {
        expect(await totals(call, order('basic', choice, 1, 'YEAR'))).toMatchObject({
          action,
          lines: [{ fee_type: 'MAINTENANCE_FEE_YEAR', amount: 10_000_000 }],
          total: 10_000_000,
        });
      }
      // The mobile app was never set up: its setup is charged, the Hub's is not.
      expect((await totals(call, order('basic', 'HUB_MOBILE', 1, 'YEAR'))).lines.map((l: { fee_type: string }) => l.fee_type)).toEqual([
        'INSTALLATION_MOBILE_FEE',
        'MAINTENANCE_FEE_YEAR',
      ]);
    }
    // A trial has paid nothing.
    expect((await trialAdmin({ method: 'GET', url: `${ORDER}/my-payments` })).json().data.total_elements).toBe(0);
  });

  it('charges the extra fee for the players over the limit, per month', async () => {
    const beta = await academyRow('beta');
    const active = Number(
      (
        await t.db
          .selectFrom('players')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('academy_id', '=', beta.id)
          .where('deleted_at', 'is', null)
          .where('auditing_status', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    await t.db
      .updateTable('packages')
      .set({ limit_players: active - 25 })
      .where('code', '=', 'basic')
      .execute();
    try {
      expect(await totals(betaAdmin, order('basic', 'EXTRA_FEE', 6, 'MONTH'))).toMatchObject({
        lines: [{ fee_type: 'OUTSIZE_FEE', players: 25, quantity: 6, unit_amount: 2_000, amount: 300_000 }],
        total: 300_000,
        extends_months: 0,
      });
      expect(await totals(betaAdmin, order('basic', 'EXTRA_FEE', 1, 'YEAR'))).toMatchObject({ total: 600_000 });
      const usage = (await betaAdmin({ method: 'GET', url: '/api-public/academies/my-academy' })).json().data.usage;
      expect(usage).toEqual({ players_used: active, players_limit: active - 25 });
    } finally {
      await t.db.updateTable('packages').set({ limit_players: 500 }).where('code', '=', 'basic').execute();
    }
  });

  it('refuses what the rules do not allow, each with its field and message', async () => {
    const refused = async (call: Call, body: object, status: number, code: string, field?: string) => {
      const res = await preview(call, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().code).toBe(code);
      if (field) expect(res.json().errors[0]).toMatchObject({ field, message: expect.any(String) });
    };
    await refused(admin, order('full', 'MAINTAIN_YEARLY', 6, 'MONTH'), 422, 'YEARLY_NEEDS_YEARS', 'duration');
    await refused(admin, order('full', 'EXTRA_FEE', 1, 'YEAR'), 422, 'NO_PLAYERS_OVER_LIMIT', 'plan_choice');
    await refused(admin, order('basic', 'EXTRA_FEE', 1, 'YEAR'), 422, 'EXTRA_FEE_CURRENT_ONLY', 'plan_choice');
    await refused(admin, order('full', 'HUB', 4, 'YEAR'), 422, 'DURATION_NOT_OFFERED', 'duration');
    await refused(admin, order('trial', 'HUB', 1, 'YEAR'), 422, 'TRIAL_NOT_FOR_SALE', 'package_id');
    await refused(admin, { ...order('full', 'HUB', 1, 'YEAR'), package_id: 99_999 }, 422, 'PACKAGE_NOT_FOUND', 'package_id');
    await refused(admin, order('full', 'HUB', 1, 'YEAR', { action: 'UPGRADE' }), 422, 'ACTION_MISMATCH', 'action');
    await refused(admin, order('full', 'HUB', 1, 'YEAR', { coupon_code: 'NOPE' }), 422, 'COUPON_NOT_FOUND', 'coupon_code');
    await refused(admin, order('full', 'HUB', 1, 'YEAR', { coupon_code: 'TET2025' }), 422, 'COUPON_EXPIRED', 'coupon_code');
    await refused(admin, order('full', 'HUB', 1, 'YEAR', { coupon_code: 'VIP50' }), 422, 'COUPON_USED_UP', 'coupon_code');
    // The client cannot name its price: an amount is not part of an order.
    await refused(admin, { ...order('full', 'HUB', 1, 'YEAR'), amount: 1 }, 400, 'BAD_REQUEST');
  });

  it('refuses a manager the admin-only choices, and lets them buy the others', async () => {
    for (const choice of ['MAINTAIN_MONTHLY', 'MAINTAIN_YEARLY', 'EXTRA_FEE']) {
      const res = await manager({
        method: 'POST',
        url: ORDER,
        payload: order('full', choice, 1, 'YEAR'),
        headers: { 'accept-language': 'en' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ADMIN_ONLY_CHOICE', message: "Only the academy's admin may choose this option" });
    }
    expect((await preview(manager, order('full', 'HUB_MOBILE', 1, 'YEAR'))).json().data.total).toBe(45_000_000);
  });
});

describe('paying through the sandbox gateway', () => {
  it('creates the payment and its invoice, pays it, and extends the plan from its current expiry', async () => {
    const before = await academyRow('demo');
    const usesBefore = await couponUses('KHAITRUONG10');
    const created = await admin({ method: 'POST', url: ORDER, payload: order('full', 'HUB', 1, 'YEAR', { coupon_code: 'KHAITRUONG10' }) });
    expect(created.statusCode).toBe(201);
    const payment = created.json().data;
    expect(payment).toMatchObject({
      action: 'RENEWAL',
      status: 'NEW',
      amount: 22_500_000,
      subtotal: 25_000_000,
      discount: 2_500_000,
      coupon_code: 'KHAITRUONG10',
      invoice: { status: 'NEW', number: expect.stringMatching(/^INV-\d{4}-\d{6}$/) },
      payment_url: expect.stringMatching(new RegExp(`^/sandbox-gateway/${payment.id}\\?token=[\\w-]+&lang=vi$`)),
    });
    // A week from the academy's today, in its time zone (in the evening, UTC is a day behind Hanoi).
    const { time_zone } = await t.db.selectFrom('academies').select('time_zone').where('id', '=', before.id).executeTakeFirstOrThrow();
    const due = new Date(payment.invoice.due_date).getTime() - new Date(academyToday(time_zone)).getTime();
    expect(due).toBe(7 * 86_400_000);

    const page = await t.app.inject({ method: 'GET', url: payment.payment_url, headers: { host: 'localhost' } });
    expect(page.body).toContain(payment.invoice.number);
    expect(page.body).toContain('22.500.000 đ');
    expect(page.body).toContain('Học viện Bóng đá Ngôi Sao');

    const paid = await atGateway(payment.payment_url, 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/my-plan/payment?paymentId=${payment.id}`);
    const after = await academyRow('demo');
    expect(after.expired_on).toBe(await plusMonths(before.expired_on, 12));
    const settled = (await admin({ method: 'GET', url: `${ORDER}/${payment.id}` })).json().data;
    expect(settled).toMatchObject({
      status: 'SUCCESS',
      payment_type: 3,
      gateway_reference: expect.stringMatching(/^SBX-/),
      payable: false,
      payment_url: null,
      period_start: before.expired_on,
      period_end: after.expired_on,
      invoice: { status: 'PAID', paid_date: expect.any(String) },
    });
    expect(await couponUses('KHAITRUONG10')).toBe(usesBefore + 1);

    // Paying the same invoice again changes nothing: the gateway says it is paid, a replayed callback is a no-op.
    const again = await atGateway(payment.payment_url, 'pay');
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('Hoá đơn này đã được thanh toán.');
    const replay = signed({ payment_id: payment.id, status: 'SUCCESS', payment_type: 3, amount: 22_500_000 });
    const repeated = await callback(replay.outcome, replay.signature);
    expect(repeated.json().data).toEqual({ payment_id: payment.id, status: 'SUCCESS', applied: false });
    const cancelAfter = signed({ payment_id: payment.id, status: 'CANCEL', payment_type: 3, amount: 22_500_000 });
    expect((await callback(cancelAfter.outcome, cancelAfter.signature)).json().data.applied).toBe(false);
    expect((await academyRow('demo')).expired_on).toBe(after.expired_on);
    expect(await couponUses('KHAITRUONG10')).toBe(usesBefore + 1);
  });

  it('settles a payment once however many identical callbacks arrive at the same time', async () => {
    const before = await academyRow('demo');
    const usesBefore = await couponUses('GIAM500K');
    const payment = (
      await admin({ method: 'POST', url: ORDER, payload: order('full', 'MAINTAIN_YEARLY', 2, 'YEAR', { coupon_code: 'GIAM500K' }) })
    ).json().data;
    expect(payment.amount).toBe(49_500_000);
    const report = signed({ payment_id: payment.id, status: 'SUCCESS', payment_type: 3, amount: 49_500_000 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => callback(report.outcome, report.signature)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.json().data.applied)).toHaveLength(1);
    expect((await academyRow('demo')).expired_on).toBe(await plusMonths(before.expired_on, 24));
    expect(await couponUses('GIAM500K')).toBe(usesBefore + 1);
    const invoices = await t.db.selectFrom('invoices').select(['status']).where('payment_id', '=', payment.id).execute();
    expect(invoices).toEqual([{ status: 'PAID' }]);
  });

  it('refuses a forged, tampered or stale callback', async () => {
    const payment = (await admin({ method: 'POST', url: ORDER, payload: order('full', 'HUB', 6, 'MONTH') })).json().data;
    const report = signed({ payment_id: payment.id, status: 'SUCCESS', payment_type: 3, amount: payment.amount });
    const refusedWith = async (outcome: GatewayOutcome, signature?: string) => {
      const res = await callback(outcome, signature);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('INVALID_SIGNATURE');
    };
    await refusedWith(report.outcome);
    await refusedWith(report.outcome, signOutcome(gatewayKeys('some-other-secret-that-is-long-enough-to-sign'), report.outcome));
    await refusedWith({ ...report.outcome, amount: 1 }, report.signature);
    await refusedWith({ ...report.outcome, status: 'SUCCESS', payment_id: payment.id + 1 }, report.signature);
    const stale = signed({
      payment_id: payment.id,
      status: 'SUCCESS',
      payment_type: 3,
      amount: payment.amount,
      timestamp: Date.now() - 10 * 60_000,
    });
    await refusedWith(stale.outcome, stale.signature);
    // Signed, but not this payment's amount.
    const wrongAmount = signed({ payment_id: payment.id, status: 'SUCCESS', payment_type: 3, amount: 1 });
    expect((await callback(wrongAmount.outcome, wrongAmount.signature)).statusCode).toBe(409);
    // Another academy's host does not reach this payment.
    expect((await callback(report.outcome, report.signature, BETA_HOST)).statusCode).toBe(404);
    const url = new URL(payment.payment_url, 'http://x');
    const badLink = await t.app.inject({ method: 'GET', url: `${url.pathname}?token=forged`, headers: { host: 'localhost' } });
    expect(badLink.statusCode).toBe(403);
    expect(badLink.body).toContain('Liên kết thanh toán không hợp lệ');
    expect((await admin({ method: 'GET', url: `${ORDER}/${payment.id}` })).json().data.status).toBe('NEW');
    expect((await betaAdmin({ method: 'GET', url: `${ORDER}/${payment.id}` })).statusCode).toBe(404);
  });

  it('records a cancelled and a declined attempt without touching the plan, and lets the payer pay later', async () => {
    const before = await academyRow('demo');
    const payment = (await admin({ method: 'POST', url: ORDER, payload: order('full', 'HUB', 6, 'MONTH') })).json().data;
    expect((await atGateway(payment.payment_url, 'cancel')).statusCode).toBe(303);
    let now = (await admin({ method: 'GET', url: `${ORDER}/${payment.id}` })).json().data;
    expect(now).toMatchObject({ status: 'CANCEL', invoice: { status: 'NEW' }, payable: true });
    expect(await academyRow('demo')).toEqual(before);

    expect((await atGateway(payment.payment_url, 'decline')).statusCode).toBe(303);
    now = (await admin({ method: 'GET', url: `${ORDER}/${payment.id}` })).json().data;
    expect(now).toMatchObject({ status: 'FAIL', invoice: { status: 'NEW' } });
    expect(await academyRow('demo')).toEqual(before);

    expect((await atGateway(now.payment_url, 'pay')).statusCode).toBe(303);
    expect((await admin({ method: 'GET', url: `${ORDER}/${payment.id}` })).json().data.status).toBe('SUCCESS');
    expect((await academyRow('demo')).expired_on).toBe(await plusMonths(before.expired_on, 6));
  });

  it('lists my payments newest first, with a link only for those still payable', async () => {
    const res = await admin({ method: 'GET', url: '/api-public/payments/my-payments?size=100' });
    const { content, total_elements } = res.json().data;
    expect(total_elements).toBe(content.length);
    const dates = content.map((p: { create_date: string }) => p.create_date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const p of content) expect(p.payment_url === null).toBe(!p.payable);
    expect(content.find((p: { status: string }) => p.status === 'CANCEL')).toMatchObject({
      invoice: { status: 'OVER_DUE' },
      payable: false,
      payment_url: null,
    });
    expect((await betaAdmin({ method: 'GET', url: '/api-public/payments/my-payments' })).json().data.total_elements).toBe(0);
  });
});

describe('a lapsed academy paying its way back', () => {
  const HETHAN = 'hethan.localhost';
  const DUNGTHU = 'dungthu.localhost';

  it('continues an expired plan by bank transfer: pending blocks with its link, the money arriving unblocks', async () => {
    const hethan = as(t.app, (await login(t.app, 'manager', 'Manager@123', HETHAN)).access_token, HETHAN);
    expect((await hethan({ method: 'GET', url: '/v1/api/admin/players' })).json().code).toBe('001.003.002');
    expect((await hethan({ method: 'GET', url: '/api-public/academies/my-academy' })).json().data).toMatchObject({
      lapsed: { code: '001.003.002', reason: 'ACADEMY_EXPIRED' },
      days_left: 0,
    });

    const nothing = await hethan({ method: 'GET', url: `${ORDER}/continue-payment`, headers: { 'accept-language': 'en' } });
    expect(nothing.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'There is no pending payment to continue' });

    const res = await hethan({
      method: 'POST',
      url: `${ORDER}/create-payment-active-academy`,
      payload: { duration: 1, duration_unit: 'YEAR' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json().data;
    // Basic, hub set up when it first paid: a year's maintenance, 10.000.000.
    expect(payment).toMatchObject({ action: 'CONTINUE_PAYMENT', plan_choice: 'HUB', package: { code: 'basic' }, amount: 10_000_000 });

    expect((await atGateway(payment.payment_url, 'pay', 2, HETHAN)).statusCode).toBe(303);
    const pending = await hethan({ method: 'GET', url: '/v1/api/admin/academies/my-academy' });
    expect(pending.json()).toMatchObject({
      code: '001.003.003',
      data: { payment_url: expect.stringMatching(new RegExp(`^/sandbox-gateway/${payment.id}\\?token=`)) },
    });
    expect((await hethan({ method: 'GET', url: `${ORDER}/${payment.id}` })).json().data).toMatchObject({
      status: 'PENDING',
      payment_type: 2,
      payable: true,
    });
    // The blocking screen continues it through the continue-payment call, which answers a fresh link to it.
    const continued = await hethan({ method: 'GET', url: `${ORDER}/continue-payment` });
    expect(continued.statusCode).toBe(200);
    expect(continued.json().data).toMatchObject({
      id: payment.id,
      status: 'PENDING',
      payment_url: expect.stringMatching(new RegExp(`^/sandbox-gateway/${payment.id}\\?token=`)),
    });

    const startedAt = new Date().toISOString();
    expect((await atGateway(pending.json().data.payment_url, 'received', 2, HETHAN)).statusCode).toBe(303);
    const academy = await hethan({ method: 'GET', url: '/v1/api/admin/academies/my-academy' });
    expect(academy.statusCode).toBe(200);
    // Expired three days ago: the new year counts from now, not from the old expiry.
    const expiry = new Date(academy.json().data.expired_on).getTime();
    expect(expiry).toBeGreaterThanOrEqual(new Date(await plusMonths(startedAt, 12)).getTime());
    expect(expiry).toBeLessThan(new Date(await plusMonths(startedAt, 12)).getTime() + 60_000);
    expect((await hethan({ method: 'GET', url: '/v1/api/admin/players' })).statusCode).toBe(200);
    expect(await academyRow('hethan')).toMatchObject({ payment_status: 'NONE', payment_url: null });
  });

  it('buys a package when the trial is over, switching package', async () => {
    const dungthu = as(t.app, (await login(t.app, 'admin', 'Admin@123', DUNGTHU)).access_token, DUNGTHU);
    const blocked = await dungthu({ method: 'GET', url: '/v1/api/admin/academies/my-academy' });
    expect(blocked.json().code).toBe('001.003.001');
    const nothingToContinue = await dungthu({
      method: 'POST',
      url: `${ORDER}/create-payment-active-academy`,
      payload: { duration: 1, duration_unit: 'YEAR' },
    });
    expect(nothingToContinue.json()).toMatchObject({ code: 'TRIAL_NOT_FOR_SALE' });

    const payment = (
      await dungthu({ method: 'POST', url: ORDER, payload: order('basic', 'HUB', 6, 'MONTH', { action: 'UPGRADE' }) })
    ).json().data;
    expect(payment).toMatchObject({ action: 'UPGRADE', amount: 11_000_000 });
    expect((await atGateway(payment.payment_url, 'pay', 3, DUNGTHU)).statusCode).toBe(303);
    const academy = (await dungthu({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data;
    expect(academy.package).toMatchObject({ code: 'basic', is_trial: false });
    expect(new Date(academy.expired_on).getTime()).toBeGreaterThan(Date.now() + 180 * 86_400_000);
    const features = (await dungthu({ method: 'GET', url: '/api-public/features/my-features' }))
      .json()
      .data.map((f: { name: string }) => f.name);
    expect(features).toContain('manager.course');
  });

  it('answers create-payment-active-academy with 409 while the plan still runs', async () => {
    const res = await admin({
      method: 'POST',
      url: `${ORDER}/create-payment-active-academy`,
      payload: { duration: 1, duration_unit: 'YEAR' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ACADEMY_ACTIVE');
  });
});

describe('answers as declared', () => {
  it('lets no field outside its schema leave: plan, packages, coupons, invoices, prices and payments', async () => {
    const slip = { [SLIP_HEADER]: '1' };
    const mine = await admin({ method: 'GET', url: '/api-public/payments/my-payments', headers: slip });
    expect(mine.statusCode).toBe(200);
    const { id } = mine.json().data.content[0];
    const answers = [
      mine,
      await admin({ method: 'GET', url: `/api-public/payments/${id}`, headers: slip }),
      await admin({ method: 'POST', url: `${ORDER}?preview=true`, payload: order('full', 'HUB', 1, 'YEAR'), headers: slip }),
      await admin({ method: 'GET', url: '/api-public/academies/my-academy', headers: slip }),
      await admin({ method: 'GET', url: '/api-public/packages', headers: slip }),
      await admin({ method: 'GET', url: '/api-public/features', headers: slip }),
      await admin({ method: 'GET', url: '/api-public/coupons', headers: slip }),
      await admin({ method: 'GET', url: '/api-public/coupons/KHAITRUONG10', headers: slip }),
      await admin({ method: 'POST', url: '/api-public/invoices', payload: { page: 0, size: 5 }, headers: slip }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.raw.req.url).toBe(200);
      expect(res.body, res.raw.req.url).not.toContain(UNDECLARED);
    }
  });
});
