import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { academyToday } from '../../server/core/academy-clock';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';
import { firstPlayerFeeFields, type FeeFields } from '../helpers/fee-fields';
import { academyIdOf, addStaff, STAFF_PASSWORD } from '../helpers/staff';

const t = useTestApp();
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
});

describe('PATCH /v1/api/admin/time-off/{id}', () => {
  it('approves and rejects a leave request, and refuses an unknown status', async () => {
    const [request] = (await admin({ method: 'GET', url: '/v1/api/admin/time-off?statuses=0&size=1' })).json().data.content;
    const approved = await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 1 } });
    expect(approved.json().data).toMatchObject({ id: request.id, status: 1, reason: request.reason });
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 2 } })).json().data.status).toBe(
      2,
    );
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 9 } })).statusCode).toBe(422);
    expect((await admin({ method: 'PATCH', url: '/v1/api/admin/time-off/999999', payload: { status: 1 } })).statusCode).toBe(404);
  });
});

describe('POST /v1/api/admin/inventories/{id}/expenses', () => {
  it('records the stock-in’s expense once: quantity × unit price + shipping', async () => {
    const branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    const [stockIn] = (await admin({ method: 'GET', url: '/v1/api/admin/inventories/history?size=1' })).json().data.content;
    const res = await admin({
      method: 'POST',
      url: `/v1/api/admin/inventories/${stockIn.id}/expenses`,
      payload: { branch_id: branchId, payment_type: 2, at_date: '2026-11-21' },
    });
    expect(res.statusCode).toBe(201);
    const expense = res.json().data;
    expect(expense).toMatchObject({
      amount: stockIn.quantity * stockIn.unit_price + stockIn.shipping_fee,
      branch_id: branchId,
      at_date: '2026-11-21',
    });
    expect((await admin({ method: 'GET', url: `/v1/api/admin/inventories/${stockIn.id}` })).json().data.expense).toEqual({
      id: expense.id,
      name: expense.title,
    });
    const again = await admin({
      method: 'POST',
      url: `/v1/api/admin/inventories/${stockIn.id}/expenses`,
      payload: { branch_id: branchId, payment_type: 1 },
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('POST /v1/api/admin/transactions/{id}/collect', () => {
  let fields: FeeFields;
  beforeAll(async () => {
    const academyId = await academyIdOf(t.db, 'demo');
    fields = await firstPlayerFeeFields(t.db, academyId);
  });
  /** A fee of the demo's first player, unpaid unless told. */
  const fee = async (transaction_status = 4, over: object = {}) => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/transactions',
      payload: {
        title: 'Học phí tháng 12',
        ...fields,
        amount: 1_200_000,
        at_date: '2026-12-01',
        payment_type: 2,
        transaction_status,
        note: 'Kỳ 2',
        ...over,
      },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id as number;
  };
  const collect = (id: number, payload: object, call = admin, lang = 'vi') =>
    call({ method: 'POST', url: `/v1/api/admin/transactions/${id}/collect`, payload, headers: { 'accept-language': lang } });

  it("marks a new, pending or failed fee paid, keeping what else it says; the day is the academy's today unless told", async () => {
    for (const status of [4, 2, 3]) {
      const id = await fee(status);
      const res = await collect(id, { payment_type: 1, at_date: '2026-12-03' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({
        id,
        transaction_status: 1,
        payment_type: 1,
        at_date: '2026-12-03',
        title: 'Học phí tháng 12',
        amount: 1_200_000,
        note: 'Kỳ 2',
        ...fields,
      });
    }
    const id = await fee();
    const res = await collect(id, { payment_type: 2 });
    expect(res.json().data).toMatchObject({ transaction_status: 1, payment_type: 2, at_date: academyToday(DEFAULT_TIME_ZONE) });
  });

  it("refuses a fee already paid (409) and a gateway payment (422, naming the field), in the caller's language", async () => {
    const paid = await fee(1);
    const again = await collect(paid, { payment_type: 1 }, admin, 'en');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, code: 'ALREADY_PAID', message: 'This fee has already been paid' });
    const gateway = await collect(await fee(), { payment_type: 3 }, admin, 'en');
    expect(gateway.statusCode).toBe(422);
    expect(gateway.json().errors).toEqual([{ field: 'payment_type', message: expect.stringContaining('choose cash or bank transfer') }]);
    expect((await collect(paid, { payment_type: 1, at_date: '2026-02-30' })).statusCode).toBe(400);
  });

  it('collects a fee once when two collections come at once', async () => {
    const id = await fee();
    const answers = await Promise.all([collect(id, { payment_type: 1 }), collect(id, { payment_type: 2 })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it('is gated as changing a revenue is: role, package and branch', async () => {
    const id = await fee();
    expect(
      (await t.app.inject({ method: 'POST', url: `/v1/api/admin/transactions/${id}/collect`, payload: { payment_type: 1 } })).statusCode,
    ).toBe(401);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await collect(id, { payment_type: 1 }, teacher)).json()).toMatchObject({ code: 'FORBIDDEN_ROLE' });
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    expect((await collect(id, { payment_type: 1 }, beta)).json()).toMatchObject({ code: 'FEATURE_NOT_IN_PACKAGE' });
    const academyId = await academyIdOf(t.db, 'demo');
    const other = await t.db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('id', '<>', fields.branch_id)
      .executeTakeFirstOrThrow();
    await addStaff(t.db, 'demo', 'collect_manager', 'manager', [other.id]);
    const manager = as(t.app, (await login(t.app, 'collect_manager', STAFF_PASSWORD)).access_token);
    expect((await collect(id, { payment_type: 1 }, manager)).statusCode).toBe(404);
    expect((await collect(await fee(1), { payment_type: 1 }, manager)).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}` })).json().data.transaction_status).toBe(4);
  });

  it('is audited, refused or not, and tells the parent of the payment once', async () => {
    const academyId = await academyIdOf(t.db, 'demo');
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
    await t.db
      .updateTable('players')
      .set({ email: 'phuhuynh.thu@example.test' })
      .where('academy_id', '=', academyId)
      .where('id', '=', fields.player_id)
      .execute();
    try {
      const id = await fee();
      expect((await collect(id, { payment_type: 1 })).statusCode).toBe(200);
      expect((await collect(id, { payment_type: 1 })).statusCode).toBe(409);
      const audited = await t.db
        .selectFrom('audit_logs')
        .select(['action', 'resource', 'status_code'])
        .where('academy_id', '=', academyId)
        .where('record_id', '=', id)
        .where('path', '=', `/v1/api/admin/transactions/${id}/collect`)
        .orderBy('id')
        .execute();
      expect(audited).toEqual([
        { action: 'UPDATE', resource: 'revenues', status_code: 200 },
        { action: 'UPDATE', resource: 'revenues', status_code: 409 },
      ]);
      const told = await t.db
        .selectFrom('notifications')
        .select('recipient')
        .where('academy_id', '=', academyId)
        .where('event', '=', 'PAYMENT_RECORDED')
        .where('record_id', '=', id)
        .execute();
      expect(told).toEqual([{ recipient: 'phuhuynh.thu@example.test' }]);
    } finally {
      await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { email_settings: { ...email, is_enable: false } } });
    }
  });
});
