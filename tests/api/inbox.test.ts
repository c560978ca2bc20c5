/**
 * The header's inbox: registrations from the public form, payments (at the desk and
 * through VNPay's IPN) and leave requests appear for whoever may see their branch,
 * never another academy's; read and unread are each user's own; the package's
 * `notification.received` and the admin-app roles gate it.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { academyIdOf, addStaff, STAFF_PASSWORD } from '../helpers/staff';
import { VnpaySimulator } from '../helpers/vnpay-simulator';

type Call = ReturnType<typeof as>;
interface Item {
  kind: string;
  record_id: number;
  resource: string;
  title: string;
  at: string;
  read: boolean;
}

const t = useTestApp();
let admin: Call;
let manager: Call;
let otherAdmin: Call;
let academyId: number;
let branchIds: number[];
let sim: VnpaySimulator;

const inbox = async (call: Call, lang = 'vi'): Promise<{ unread_count: number; items: Item[] }> => {
  const res = await call({ method: 'GET', url: '/v1/api/admin/inbox?size=50', headers: { 'accept-language': lang } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};
const find = (items: Item[], kind: string, id: number) => items.find((i) => i.kind === kind && i.record_id === id);

/** A visitor's registration on the public form, at a branch's first slot. */
async function register(branchId: number, name: string): Promise<number> {
  const { id: academy } = (await t.app.inject({ method: 'GET', url: '/v1/api/public/settings', headers: { host: DEMO_HOST } })).json().data
    .academy;
  const branches = (
    await t.app.inject({ method: 'GET', url: `/v1/api/public/branches/eras?academyId=${academy}`, headers: { host: DEMO_HOST } })
  ).json().data;
  const branch = branches.find((b: { id: number }) => b.id === branchId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/api/public/practices',
    headers: { host: DEMO_HOST },
    payload: {
      name,
      date_of_birth: '2016-04-02',
      branch_id: branchId,
      schedules: [branch.schedules[0]],
      parent_name: 'Phạm Văn Long',
      mobile: '0912345678',
      address: '1 Kim Mã, Ba Đình',
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

async function playerOf(branchId: number) {
  return t.db
    .selectFrom('players')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('branch_id', '=', branchId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .executeTakeFirstOrThrow();
}

async function revenue(branchId: number, status: number, title = 'Học phí tháng 6'): Promise<number> {
  const category = await t.db
    .selectFrom('transaction_categories')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('category_type', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const player = await playerOf(branchId);
  const res = await admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: {
      title,
      category_id: category.id,
      branch_id: branchId,
      player_id: player.id,
      amount: 1_250_000,
      at_date: '2026-06-01',
      payment_type: 1,
      transaction_status: status,
    },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const origin = `http://localhost:${(t.app.server.address() as AddressInfo).port}`;
  sim = await new VnpaySimulator({
    tmnCode: 'ACADEMY1',
    hashSecret: 'SIMULATORHASHSECRET0123456789',
    ipnUrl: `${origin}/v1/api/public/vnpay/ipn`,
  }).start();
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  academyId = await academyIdOf(t.db, 'demo');
  branchIds = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', academyId).orderBy('id').execute()).map((b) => b.id);
  await addStaff(t.db, 'demo', 'second_admin', 'admin');
  otherAdmin = as(t.app, (await login(t.app, 'second_admin', STAFF_PASSWORD)).access_token);
  const settings = {
    is_active: true,
    mode: 'SANDBOX',
    merchant_key: 'ACADEMY1',
    merchant_secret_key: 'unused',
    checksum_key: 'SIMULATORHASHSECRET0123456789',
    end_point: sim.pageUrl,
    callback_url: origin,
  };
  expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { payment_settings: settings } })).statusCode).toBe(200);
});
afterAll(() => sim?.close());

describe('GET /v1/api/admin/inbox', () => {
  it('starts with nothing unread: what came before the account counts as read', async () => {
    const { unread_count, items } = await inbox(otherAdmin);
    expect(unread_count).toBe(0);
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.read)).toBe(true);
    expect(items.map((i) => i.at)).toEqual(
      items
        .map((i) => i.at)
        .sort()
        .reverse(),
    );
  });

  it('lists a registration, a payment at the desk, one paid through VNPay and a leave request, each titled in the caller language', async () => {
    const before = (await inbox(admin)).unread_count;
    const practice = await register(branchIds[0], 'Phạm Gia Bảo');
    const paid = await revenue(branchIds[0], 1, 'Học phí tại quầy');
    const unpaid = await revenue(branchIds[0], 4, 'Học phí trực tuyến');
    const player = await playerOf(branchIds[0]);
    const leave = await admin({
      method: 'POST',
      url: '/v1/api/admin/time-off',
      payload: { branch_id: branchIds[0], player_id: player.id, at_date: '2026-06-10', reason: 'Ốm' },
    });
    expect(leave.statusCode).toBe(201);
    const timeOff = leave.json().data.id;

    let view = await inbox(admin, 'en');
    expect(find(view.items, 'registration', practice)).toMatchObject({
      resource: 'practices',
      title: 'New free-trial registration: Phạm Gia Bảo',
      read: false,
    });
    expect(find(view.items, 'payment', paid)).toMatchObject({
      resource: 'revenues',
      title: 'Payment received 1.250.000 đ: Học phí tại quầy',
      read: false,
    });
    expect(find(view.items, 'payment', unpaid)).toBeUndefined();
    expect(find(view.items, 'time_off', timeOff)).toMatchObject({
      resource: 'time_offs',
      title: expect.stringMatching(/^Leave request: .+ on 10\/06\/2026$/),
      read: false,
    });
    expect(view.unread_count).toBe(before + 3);
    expect(find((await inbox(admin, 'vi')).items, 'registration', practice)!.title).toBe('Đăng ký học thử mới: Phạm Gia Bảo');

    // The parent pays the open fee through VNPay: its IPN turns it paid, and the inbox says so.
    const token = new URL(
      (await admin({ method: 'POST', url: `/v1/api/admin/transactions/${unpaid}/payment-link` })).json().data.url,
    ).searchParams.get('token');
    const start = await t.app.inject({
      method: 'POST',
      url: `/v1/api/public/tuition/${unpaid}/vnpay`,
      headers: { host: DEMO_HOST },
      payload: { token },
    });
    expect(start.statusCode).toBe(201);
    await sim.settle(start.json().data.payment_url, 'pay');
    view = await inbox(admin, 'en');
    expect(find(view.items, 'payment', unpaid)).toMatchObject({ title: 'Paid online 1.250.000 đ: Học phí trực tuyến', read: false });
    expect(view.unread_count).toBe(before + 4);
  });

  it('keeps to the branches the caller may see, and never shows another academy', async () => {
    const [own, foreign] = [await register(branchIds[1], 'Lê Minh Anh'), await register(branchIds[2], 'Trần Thu Hà')];
    const seen = await inbox(manager);
    expect(find(seen.items, 'registration', own)).toBeDefined();
    expect(find(seen.items, 'registration', foreign)).toBeUndefined();
    expect(find((await inbox(admin)).items, 'registration', foreign)).toBeDefined();
    // The admin picking one branch in the header sees that branch alone.
    const picked = await admin({ method: 'GET', url: '/v1/api/admin/inbox?size=50', headers: { branchids: String(branchIds[1]) } });
    expect(find(picked.json().data.items, 'registration', foreign)).toBeUndefined();

    const betaAcademy = await academyIdOf(t.db, 'beta');
    await t.db
      .updateTable('academies')
      .set({ package_id: t.db.selectFrom('packages').select('id').where('code', '=', 'full') })
      .where('id', '=', betaAcademy)
      .execute();
    try {
      const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
      const items = (await inbox(beta)).items;
      const demoIds = await t.db.selectFrom('practices').select('id').where('academy_id', '=', academyId).execute();
      expect(items.filter((i) => i.kind === 'registration' && demoIds.some((d) => d.id === i.record_id))).toEqual([]);
      // Nor may it mark the demo's record read.
      expect(
        (await beta({ method: 'POST', url: '/v1/api/admin/inbox/read', payload: { kind: 'registration', record_id: own } })).statusCode,
      ).toBe(404);
    } finally {
      await t.db
        .updateTable('academies')
        .set({ package_id: t.db.selectFrom('packages').select('id').where('code', '=', 'basic') })
        .where('id', '=', betaAcademy)
        .execute();
    }
  });

  it('keeps read and unread per user: one opened item, then all', async () => {
    const practice = await register(branchIds[0], 'Vũ Hoàng Nam');
    const mine = await inbox(admin);
    const theirs = await inbox(otherAdmin);
    expect(theirs.unread_count).toBeGreaterThan(0);

    const read = await admin({ method: 'POST', url: '/v1/api/admin/inbox/read', payload: { kind: 'registration', record_id: practice } });
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toEqual({ unread_count: mine.unread_count - 1 });
    expect(find((await inbox(admin)).items, 'registration', practice)!.read).toBe(true);
    // Again: still read once.
    expect(
      (await admin({ method: 'POST', url: '/v1/api/admin/inbox/read', payload: { kind: 'registration', record_id: practice } })).json().data
        .unread_count,
    ).toBe(mine.unread_count - 1);
    expect((await inbox(otherAdmin)).unread_count).toBe(theirs.unread_count);

    const all = await admin({ method: 'POST', url: '/v1/api/admin/inbox/seen' });
    expect(all.statusCode).toBe(200);
    expect(all.json().data).toEqual({ unread_count: 0 });
    const after = await inbox(admin);
    expect(after.unread_count).toBe(0);
    expect(after.items.every((i) => i.read)).toBe(true);
    expect((await inbox(otherAdmin)).unread_count).toBe(theirs.unread_count);

    // What arrives afterwards is unread again.
    const next = await register(branchIds[0], 'Đỗ Khánh Linh');
    const latest = await inbox(admin);
    expect(latest.unread_count).toBe(1);
    expect(latest.items[0]).toMatchObject({ kind: 'registration', record_id: next, read: false });
  });

  it('dates a fee paid at the desk by when it was paid, not when it was written: it comes unread, at the top', async () => {
    const fee = await revenue(branchIds[0], 4, 'Học phí ghi trước, thu sau');
    expect((await admin({ method: 'POST', url: '/v1/api/admin/inbox/seen' })).json().data).toEqual({ unread_count: 0 });
    const category = await t.db
      .selectFrom('revenues')
      .select(['category_id', 'player_id'])
      .where('academy_id', '=', academyId)
      .where('id', '=', fee)
      .executeTakeFirstOrThrow();
    const paid = await admin({
      method: 'PUT',
      url: `/v1/api/admin/transactions/${fee}`,
      payload: {
        title: 'Học phí ghi trước, thu sau',
        ...category,
        branch_id: branchIds[0],
        amount: 1_250_000,
        at_date: '2026-06-01',
        payment_type: 1,
        transaction_status: 1,
      },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data.paid_at).toBeTruthy();
    const latest = await inbox(admin);
    expect(latest.unread_count).toBe(1);
    expect(latest.items[0]).toMatchObject({ kind: 'payment', record_id: fee, read: false });
    // Edited while paid, it keeps the moment it was paid.
    const stamp = paid.json().data.paid_at;
    const edited = await admin({
      method: 'PUT',
      url: `/v1/api/admin/transactions/${fee}`,
      payload: { ...paid.json().data, note: 'Phụ huynh nộp tiền mặt', branch: undefined, category: undefined, player: undefined },
    });
    expect(edited.json().data?.paid_at ?? edited.body).toBe(stamp);
  });
});

describe('inbox gates and errors', () => {
  it('is refused to a package without notification.received, with the package code', async () => {
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    for (const [method, url] of [
      ['GET', '/v1/api/admin/inbox'],
      ['POST', '/v1/api/admin/inbox/seen'],
    ] as const) {
      const res = await beta({ method, url, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'FEATURE_NOT_IN_PACKAGE',
        message: 'Your current plan does not include this feature',
      });
    }
  });

  it('is refused to roles outside the admin app and without a token', async () => {
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    const res = await teacher({ method: 'GET', url: '/v1/api/admin/inbox' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN_ROLE');
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/admin/inbox', headers: { host: DEMO_HOST } })).statusCode).toBe(401);
  });

  it('answers 400 for a bad size or kind and 404 for a record that is not there, in the caller language', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/inbox?size=500' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/inbox?page=x' })).statusCode).toBe(400);
    const bad = await admin({ method: 'POST', url: '/v1/api/admin/inbox/read', payload: { kind: 'orders', record_id: 1 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    const missing = await admin({
      method: 'POST',
      url: '/v1/api/admin/inbox/read',
      headers: { 'accept-language': 'en' },
      payload: { kind: 'payment', record_id: 2_000_000_000 },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, code: 'NOT_FOUND', message: 'Not found' });
    // A revenue not yet paid is no payment to open.
    const open = await revenue(branchIds[0], 4);
    expect(
      (await admin({ method: 'POST', url: '/v1/api/admin/inbox/read', payload: { kind: 'payment', record_id: open } })).statusCode,
    ).toBe(404);
  });

  it('marks all read with no body or an empty one, and refuses any other body in the envelope, in the caller language', async () => {
    const seen = (opts: { payload?: unknown; headers?: Record<string, string> }) =>
      admin({
        method: 'POST',
        url: '/v1/api/admin/inbox/seen',
        ...opts,
        headers: { 'accept-language': 'en', ...opts.headers },
      } as Parameters<Call>[0]);
    for (const fine of [{}, { payload: {} }]) expect((await seen(fine)).json()).toMatchObject({ success: true, data: { unread_count: 0 } });
    const refused: Array<[string, { payload?: unknown; headers?: Record<string, string> }, string]> = [
      ['an unknown field', { payload: { before: '2026-01-01' } }, 'before'],
      ['a field sent as a form', { payload: 'all=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 'all'],
      ['a list', { payload: '[]', headers: { 'content-type': 'application/json' } }, ''],
      ['a JSON null', { payload: 'null', headers: { 'content-type': 'application/json' } }, ''],
      ['a number', { payload: '7', headers: { 'content-type': 'application/json' } }, ''],
      ['text', { payload: 'all', headers: { 'content-type': 'text/plain' } }, ''],
    ];
    for (const [what, opts, field] of refused) {
      const res = await seen(opts);
      expect({ what, status: res.statusCode }).toEqual({ what, status: 400 });
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: 'Some fields are invalid, please check them',
        errors: [{ field }],
      });
    }
  });
});
