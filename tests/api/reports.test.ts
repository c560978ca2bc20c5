/**
 * The reports against sums worked out by hand on rows this file inserts in
 * 2019 (far from the seeded demo, which lives around today): across month and
 * quarter ends, on the academy's clock (Asia/Ho_Chi_Minh, UTC+7), with each
 * report's filters, the branch narrowing and the gates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { insertRows } from '../../server/seed/insert-rows';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;
let academyId: number;
/** B1 and B2 are the manager's branches; B3 is not. */
let B1: number, B2: number, B3: number;
let C1: number, C2: number;
let catA: number, catB: number, expA: number, expB: number;
let productId: number, productCategory: number;

const insert = (resource: string, rows: Array<Record<string, unknown>>) => insertRows(t.db, t.app.models.get(resource)!, academyId, rows);
const get = async (caller: ReturnType<typeof as>, url: string, headers: Record<string, string> = {}) => {
  const res = await caller({ method: 'GET', url, headers });
  return { status: res.statusCode, body: res.json() };
};
const data = async (url: string, headers: Record<string, string> = {}, caller = admin) => {
  const res = await get(caller, url, headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
/** `{period: {seriesKey: value}}` of a report's non-empty cells. */
const cells = (report: { rows: Array<Record<string, unknown>> }, measure: string) => {
  const out: Record<string, Record<string, number>> = {};
  for (const r of report.rows) (out[r.period as string] ??= {})[r.key as string] = r[measure] as number;
  return out;
};

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  [B1, B2, B3] = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', academyId).orderBy('id').execute()).map(
    (b) => b.id as number,
  );
  C1 = (
    await t.db
      .selectFrom('classes')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('branch_id', '=', B1)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id as number;
  C2 = (
    await t.db
      .selectFrom('classes')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('branch_id', '=', B2)
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id as number;

  [catA, catB, expA, expB] = await insert('transaction_categories', [
    { name: 'Thu A', category_type: 3, target: 'NONE', auditing_status: 1 },
    { name: 'Thu B', category_type: 3, target: 'NONE', auditing_status: 1 },
    { name: 'Chi A', category_type: 1, target: 'NONE', auditing_status: 1 },
    { name: 'Chi B', category_type: 1, target: 'NONE', auditing_status: 1 },
  ]);
  const revenue = (at_date: string, branch_id: number, category_id: number, amount: number, payment_type = 1, transaction_status = 1) => ({
    title: 'Thu',
    at_date,
    branch_id,
    category_id,
    amount,
    payment_type,
    transaction_status,
  });
  await insert('revenues', [
    revenue('2019-01-31', B1, catA, 100),
    revenue('2019-02-01', B1, catA, 200, 2),
    revenue('2019-03-31', B2, catB, 400),
    revenue('2019-04-01', B1, catB, 800),
    revenue('2019-04-01', B1, catA, 1600, 1, 4), // new, not paid: no revenue yet
    revenue('2019-12-31', B3, catA, 3200),
    revenue('2020-01-01', B1, catA, 6400),
  ]);
  await insert('expenses', [
    { title: 'Chi', at_date: '2019-03-31', branch_id: B1, category_id: expA, amount: 50, payment_type: 1 },
    { title: 'Chi', at_date: '2019-04-01', branch_id: B2, category_id: expA, amount: 70, payment_type: 1 },
    { title: 'Chi', at_date: '2019-06-30', branch_id: B1, category_id: expB, amount: 30, payment_type: 2 },
  ]);

  [productCategory] = await insert('categories', [{ name: 'Báo cáo', auditing_status: 1 }]);
  [productId] = await insert('products', [
    { name: 'Áo báo cáo', code: 'RPT01', category_id: productCategory, retail_price: 300, selling_price: 250, auditing_status: 1 },
  ]);
  const supplier = (await t.db.selectFrom('suppliers').select('id').where('academy_id', '=', academyId).executeTakeFirstOrThrow()).id;
  await insert('inventory_histories', [
    { product_id: productId, supplier_id: supplier, quantity: 10, unit_price: 100, shipping_fee: 100, at_date: '2019-01-15' },
    { product_id: productId, supplier_id: supplier, quantity: 5, unit_price: 120, shipping_fee: 0, at_date: '2019-04-10' },
  ]);
  const order = (order_date: string, branch_id: number, order_status: number, quantity: number, amount: number) => ({
    order_date,
    branch_id,
    order_status,
    customer_name: 'Khách',
    customer_mobile: '0912345678',
    payment_type: 1,
    transaction_status: 4,
    items: [{ product_id: productId, quantity, product_name: 'Áo báo cáo', selling_price: 250, amount }],
    amount,
    transaction_amount: amount,
  });
  await insert('orders', [order('2019-03-31', B1, 7, 2, 500), order('2019-04-01', B1, 3, 1, 300), order('2019-04-02', B2, 7, 1, 250)]);

  const players = await t.db
    .selectFrom('players')
    .select(['id', 'class_id'])
    .where('academy_id', '=', academyId)
    .where('class_id', 'in', [C1, C2])
    .orderBy('id')
    .execute();
  const [p1, p2] = players.filter((p) => p.class_id === C1).map((p) => p.id as number);
  const [p3] = players.filter((p) => p.class_id === C2).map((p) => p.id as number);
  const check = (class_id: number, branch_id: number, player_id: number, at_date: string, check_in: number) => ({
    academy_id: academyId,
    class_id,
    branch_id,
    player_id,
    at_date,
    check_in,
  });
  await t.db
    .insertInto('attendances')
    .values([
      check(C1, B1, p1, '2019-01-31', 1),
      check(C1, B1, p2, '2019-01-31', 0),
      check(C1, B1, p1, '2019-02-01', 1),
      check(C2, B2, p3, '2019-03-31', 1),
      check(C2, B2, p3, '2019-04-01', 0),
      check(C1, B1, p2, '2019-04-01', -1), // not marked: neither present nor absent
    ])
    .execute();

  // Joined at 23:30 and 00:30 local time around a month's end, 23:59 at a quarter's end, and the new year's first minutes.
  const joiner = (name: string, class_id: number, branch_id: number, auditing_status: number) => ({
    name,
    date_of_birth: '2012-05-05',
    class_id,
    branch_id,
    parent_name: 'Phụ huynh',
    mobile: '0912345678',
    auditing_status,
  });
  const [x1, x2, x3, x4] = await insert('players', [
    joiner('Một', C1, B1, 1),
    joiner('Hai', C1, B1, 0),
    joiner('Ba', C2, B2, 1),
    joiner('Bốn', C1, B1, 1),
  ]);
  const joinedAt: Array<[number, string]> = [
    [x1, '2019-01-31T16:30:00Z'],
    [x2, '2019-01-31T17:30:00Z'],
    [x3, '2019-03-31T16:59:00Z'],
    [x4, '2019-12-31T17:00:00Z'],
  ];
  for (const [id, at] of joinedAt) await t.db.updateTable('players').set({ create_date: at }).where('id', '=', id).execute();
  await t.db
    .updateTable('players')
    .set({ deleted_at: sql`now()` })
    .where('id', '=', x3)
    .execute();
});

describe('revenue report', () => {
  it('sums paid revenue by month and category, month ends in their own month', async () => {
    const report = await data('/v1/api/revenues/MONTH?fromDate=2019-01-01&toDate=2019-12-31');
    expect(cells(report, 'amount')).toEqual({
      '2019-01-01': { [catA]: 100 },
      '2019-02-01': { [catA]: 200 },
      '2019-03-01': { [catB]: 400 },
      '2019-04-01': { [catB]: 800 },
      '2019-12-01': { [catA]: 3200 },
    });
    expect(report.periods).toHaveLength(12);
    expect(report.periods[4]).toEqual({ period: '2019-05-01', amount: 0, count: 0 });
    expect(report.total).toEqual({ amount: 4700, count: 5 });
    expect(report.series).toEqual([
      { key: String(catA), name: 'Thu A', amount: 3500, count: 3, percent: 74.5 },
      { key: String(catB), name: 'Thu B', amount: 1200, count: 2, percent: 25.5 },
    ]);
  });

  it('puts a quarter end in its quarter and the next day in the next', async () => {
    const report = await data('/v1/api/revenues/QUARTER?fromDate=2019-01-01&toDate=2019-12-31');
    expect(cells(report, 'amount')).toEqual({
      '2019-01-01': { [catA]: 300, [catB]: 400 },
      '2019-04-01': { [catB]: 800 },
      '2019-10-01': { [catA]: 3200 },
    });
    expect(report.periods.map((p: { amount: number }) => p.amount)).toEqual([700, 800, 0, 3200]);
  });

  it('groups by day and by year', async () => {
    const days = await data('/v1/api/revenues/DATE?fromDate=2019-01-31&toDate=2019-02-01');
    expect(days.periods).toEqual([
      { period: '2019-01-31', amount: 100, count: 1 },
      { period: '2019-02-01', amount: 200, count: 1 },
    ]);
    const years = await data('/v1/api/revenues/YEAR?fromDate=2019-01-01&toDate=2020-01-01');
    expect(years.periods.map((p: { amount: number }) => p.amount)).toEqual([4700, 6400]);
  });

  it('narrows by category and payment type', async () => {
    expect((await data(`/v1/api/revenues/MONTH?fromDate=2019-01-01&toDate=2019-12-31&categoryIds=${catB}`)).total).toEqual({
      amount: 1200,
      count: 2,
    });
    expect((await data('/v1/api/revenues/MONTH?fromDate=2019-01-01&toDate=2019-12-31&paymentTypes=2')).total).toEqual({
      amount: 200,
      count: 1,
    });
  });

  it('follows the branch header and a manager sees only their branches', async () => {
    expect((await data('/v1/api/revenues/YEAR?fromDate=2019-01-01&toDate=2019-12-31', { branchIds: String(B1) })).total.amount).toBe(1100);
    expect((await data('/v1/api/revenues/YEAR?fromDate=2019-01-01&toDate=2019-12-31', {}, manager)).total.amount).toBe(1500);
    expect(
      (await data('/v1/api/revenues/YEAR?fromDate=2019-01-01&toDate=2019-12-31', { branchIds: String(B3) }, manager)).total.amount,
    ).toBe(0);
  });
});

describe('expense and profit-and-loss reports', () => {
  it('sums expenses by quarter and category, filtered by category', async () => {
    const report = await data('/v1/api/expenses/QUARTER?fromDate=2019-01-01&toDate=2019-12-31');
    expect(cells(report, 'amount')).toEqual({ '2019-01-01': { [expA]: 50 }, '2019-04-01': { [expA]: 70, [expB]: 30 } });
    expect(report.total).toEqual({ amount: 150, count: 3 });
    expect((await data(`/v1/api/expenses/QUARTER?fromDate=2019-01-01&toDate=2019-12-31&categoryIds=${expB}`)).total).toEqual({
      amount: 30,
      count: 1,
    });
  });

  it('answers paid revenue, expense and profit by quarter', async () => {
    const report = await data('/v1/api/profit-and-loss/QUARTER?fromDate=2019-01-01&toDate=2019-12-31');
    expect(report.periods).toEqual([
      { period: '2019-01-01', revenue: 700, expense: 50, profit: 650 },
      { period: '2019-04-01', revenue: 800, expense: 100, profit: 700 },
      { period: '2019-07-01', revenue: 0, expense: 0, profit: 0 },
      { period: '2019-10-01', revenue: 3200, expense: 0, profit: 3200 },
    ]);
    expect(report.total).toEqual({ revenue: 4700, expense: 150, profit: 4550 });
    const b2 = await data('/v1/api/profit-and-loss/YEAR?fromDate=2019-01-01&toDate=2019-12-31', { branchIds: String(B2) });
    expect(b2.total).toEqual({ revenue: 400, expense: 70, profit: 330 });
  });
});

describe('orders and inventory reports', () => {
  it('counts orders and their totals by quarter and status, filtered by status', async () => {
    const report = await data('/v1/api/orders/QUARTER?fromDate=2019-01-01&toDate=2019-12-31');
    expect(cells(report, 'count')).toEqual({ '2019-01-01': { 7: 1 }, '2019-04-01': { 3: 1, 7: 1 } });
    expect(cells(report, 'amount')).toEqual({ '2019-01-01': { 7: 500 }, '2019-04-01': { 3: 300, 7: 250 } });
    expect(report.total).toEqual({ count: 3, amount: 1050 });
    expect(report.series.map((s: { name: string }) => s.name)).toEqual(['Đã huỷ', 'Hoàn thành']);
    expect((await data('/v1/api/orders/QUARTER?fromDate=2019-01-01&toDate=2019-12-31&orderStatuses=7')).total).toEqual({
      count: 2,
      amount: 750,
    });
    expect((await data('/v1/api/orders/QUARTER?fromDate=2019-01-01&toDate=2019-12-31', { branchIds: String(B2) })).total).toEqual({
      count: 1,
      amount: 250,
    });
  });

  it("gives a product's opening, movements, closing stock and value over the range; cancelled orders sell nothing", async () => {
    const report = await data(`/v1/api/inventories/QUARTER?fromDate=2019-04-01&toDate=2019-06-30&categoryIds=${productCategory}`);
    expect(report.products).toEqual([
      {
        id: productId,
        name: 'Áo báo cáo',
        code: 'RPT01',
        opening: 8,
        taken_in: 5,
        sold: 1,
        closing: 12,
        unit_cost: 113,
        stock_value: 1356,
      },
    ]);
    expect(cells(report, 'quantity')).toEqual({ '2019-04-01': { taken_in: 5, sold: 1 } });
    expect(cells(report, 'value')).toEqual({ '2019-04-01': { taken_in: 600, sold: 250 } });
    expect(report.total).toMatchObject({
      opening: 8,
      taken_in: 5,
      sold: 1,
      closing: 12,
      stock_value: 1356,
      taken_in_value: 600,
      sold_value: 250,
    });
  });

  it('ends on the same stock as the inventory list when the range reaches today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const report = await data(`/v1/api/inventories/YEAR?fromDate=2019-01-01&toDate=${today.slice(0, 4)}-12-31`);
    const levels = (await data('/v1/api/admin/inventories?size=100')).content as Array<{ id: number; in_stock: number }>;
    expect(levels.length).toBeGreaterThan(1);
    for (const level of levels) expect(report.products.find((p: { id: number }) => p.id === level.id)?.closing).toBe(level.in_stock);
  });
});

describe('attendance report', () => {
  it('counts present and absent check-ins by month and class, unmarked ones left out', async () => {
    const report = await data('/v1/api/attendances/MONTH?fromDate=2019-01-01&toDate=2019-04-30');
    expect(cells(report, 'present')).toEqual({
      '2019-01-01': { [C1]: 1 },
      '2019-02-01': { [C1]: 1 },
      '2019-03-01': { [C2]: 1 },
      '2019-04-01': { [C2]: 0 },
    });
    expect(cells(report, 'absent')).toEqual({
      '2019-01-01': { [C1]: 1 },
      '2019-02-01': { [C1]: 0 },
      '2019-03-01': { [C2]: 0 },
      '2019-04-01': { [C2]: 1 },
    });
    expect(report.total).toEqual({ present: 3, absent: 2, percent_present: 60, percent_absent: 40, players: 3 });
  });

  it('names classes that share a name in several branches by their branch too', async () => {
    const names = await t.db
      .selectFrom('classes')
      .innerJoin('branches', 'branches.id', 'classes.branch_id')
      .select(['classes.id', 'classes.name', 'branches.name as branch'])
      .where('classes.id', 'in', [C1, C2])
      .execute();
    expect(names[0].name).toBe(names[1].name);
    const report = await data('/v1/api/attendances/YEAR?fromDate=2019-01-01&toDate=2019-12-31');
    expect(report.series.map((s: { key: string; name: string }) => [Number(s.key), s.name]).sort()).toEqual(
      names.map((c) => [c.id, `${c.name} (${c.branch})`]).sort(),
    );
  });

  it('narrows by class and by branch', async () => {
    expect((await data(`/v1/api/attendances/MONTH?fromDate=2019-01-01&toDate=2019-04-30&classIds=${C2}`)).total).toMatchObject({
      present: 1,
      absent: 1,
      players: 1,
    });
    expect(
      (await data('/v1/api/attendances/QUARTER?fromDate=2019-01-01&toDate=2019-06-30', { branchIds: String(B1) })).total,
    ).toMatchObject({ present: 2, absent: 1, players: 2 });
  });

  it('reads whole months from the monthly counts and the edge days from the check-ins, alike', async () => {
    // Ranges that start and end inside a month: only the days within count.
    expect((await data('/v1/api/attendances/MONTH?fromDate=2019-01-31&toDate=2019-03-31')).total).toMatchObject({
      present: 3,
      absent: 1,
      players: 3,
    });
    expect((await data('/v1/api/attendances/MONTH?fromDate=2019-02-01&toDate=2019-03-30')).total).toMatchObject({
      present: 1,
      absent: 0,
      players: 1,
    });
    // A mark changed or removed changes the months it counted in at once.
    const row = await t.db
      .selectFrom('attendances')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('at_date', '=', '2019-02-01')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('attendances').set({ check_in: 0 }).where('academy_id', '=', academyId).where('id', '=', row.id).execute();
    expect((await data('/v1/api/attendances/MONTH?fromDate=2019-01-01&toDate=2019-04-30')).total).toMatchObject({
      present: 2,
      absent: 3,
      players: 3,
    });
    await t.db.deleteFrom('attendances').where('academy_id', '=', academyId).where('id', '=', row.id).execute();
    expect((await data('/v1/api/attendances/MONTH?fromDate=2019-02-01&toDate=2019-02-28')).total).toMatchObject({
      present: 0,
      absent: 0,
      players: 0,
    });
    await t.db
      .insertInto('attendances')
      .values({
        academy_id: academyId,
        class_id: C1,
        branch_id: B1,
        player_id: (await t.db.selectFrom('players').select('id').where('class_id', '=', C1).orderBy('id').executeTakeFirstOrThrow()).id,
        at_date: '2019-02-01',
        check_in: 1,
      })
      .execute();
  });
});

describe('player reports', () => {
  it("counts joins on the academy's clock: 23:30 on the 31st is January, 00:30 the next day February", async () => {
    const report = await data('/v1/api/players/report?filterUnit=MONTH&fromDate=2019-01-01&toDate=2019-12-31');
    expect(cells(report, 'joined')).toEqual({ '2019-01-01': { [C1]: 1 }, '2019-02-01': { [C1]: 1 }, '2019-03-01': { [C2]: 1 } });
    expect(report.total).toEqual({ joined: 3 });
    const years = await data('/v1/api/players/report?filterUnit=YEAR&fromDate=2019-01-01&toDate=2020-12-31');
    expect(years.rows.find((r: { period: string }) => r.period === '2020-01-01')?.joined).toBe(1);
  });

  it.each([
    [1, { '2019-02-01': 1 }],
    [2, { '2019-01-01': 1 }],
    [3, { '2019-03-01': 1 }],
  ])('filter %i keeps not active, active or deleted players', async (filter, want) => {
    const report = await data(`/v1/api/players/report?filterUnit=MONTH&fromDate=2019-01-01&toDate=2019-12-31&filter=${filter}`);
    expect(
      Object.fromEntries(
        report.periods.filter((p: { joined: number }) => p.joined).map((p: { period: string; joined: number }) => [p.period, p.joined]),
      ),
    ).toEqual(want);
  });

  it('gives the roster by class as the rows stand, narrowed by class', async () => {
    const roster = await data(`/v1/api/players/report-all?classIds=${C1}`);
    const counts = await t.db
      .selectFrom('players')
      .where('academy_id', '=', academyId)
      .where('class_id', '=', C1)
      .select([
        sql<number>`count(*) filter (where deleted_at is null and auditing_status = 1)`.as('active'),
        sql<number>`count(*) filter (where deleted_at is null and auditing_status = 0)`.as('not_active'),
        sql<number>`count(*) filter (where deleted_at is not null)`.as('deleted'),
        sql<number>`count(*)`.as('total'),
      ])
      .executeTakeFirstOrThrow();
    expect(roster.classes).toHaveLength(1);
    expect(roster.classes[0]).toMatchObject({
      class: { id: C1 },
      active: Number(counts.active),
      not_active: Number(counts.not_active),
      deleted: Number(counts.deleted),
      total: Number(counts.total),
    });
    expect(roster.total.total).toBe(Number(counts.total));
  });

  it('leaves a player read by id untouched by the static report paths', async () => {
    const [player] = await t.db.selectFrom('players').select('id').where('academy_id', '=', academyId).limit(1).execute();
    expect((await get(admin, `/v1/api/players/${player.id}`)).status).toBe(200);
  });
});

describe('report gates and bad input', () => {
  it('keeps profit and loss for admins', async () => {
    const res = await get(manager, '/v1/api/profit-and-loss/MONTH?fromDate=2019-01-01&toDate=2019-12-31');
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('FORBIDDEN_ROLE');
    expect((await get(manager, '/v1/api/revenues/MONTH?fromDate=2019-01-01&toDate=2019-12-31')).status).toBe(200);
  });

  it('refuses a report the package does not include', async () => {
    const full = await t.db.selectFrom('packages').select(['id', 'features']).where('code', '=', 'full').executeTakeFirstOrThrow();
    const without = (full.features as string[]).filter((f) => f !== 'report.revenue' && f !== 'general.report');
    await t.db.updateTable('packages').set({ features: without }).where('id', '=', full.id).execute();
    try {
      const range = 'fromDate=2019-01-01&toDate=2019-12-31';
      for (const url of [
        `/v1/api/revenues/MONTH?${range}`,
        `/v1/api/attendances/MONTH?${range}`,
        `/v1/api/players/report?filterUnit=MONTH&${range}`,
        '/v1/api/players/report-all',
      ]) {
        const res = await get(admin, url);
        expect(res.status, url).toBe(403);
        expect(res.body.code).toBe('FEATURE_NOT_IN_PACKAGE');
      }
      expect((await get(admin, '/v1/api/expenses/MONTH?fromDate=2019-01-01&toDate=2019-12-31')).status).toBe(200);
    } finally {
      await t.db.updateTable('packages').set({ features: full.features }).where('id', '=', full.id).execute();
    }
  });

  it("refuses a bad unit, a missing or reversed range and too many days, in the reader's language", async () => {
    const unit = await get(admin, '/v1/api/revenues/WEEK?fromDate=2019-01-01&toDate=2019-12-31');
    expect(unit.status).toBe(400);
    expect(unit.body.message).toBe(vi.reports.errors.unit);
    const missing = await get(admin, '/v1/api/revenues/MONTH?fromDate=2019-01-01');
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ field: 'toDate', message: vi.reports.errors.date }]);
    const reversed = await get(admin, '/v1/api/orders/MONTH?fromDate=2019-02-01&toDate=2019-01-31', { 'accept-language': 'en' });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toBe(en.reports.errors.order);
    // A range of the right form that no report can show has a code of its own (no BAD_REQUEST: its form is right).
    expect(reversed.body.code).toBe('RANGE_REVERSED');
    const long = await get(admin, '/v1/api/attendances/DATE?fromDate=2019-01-01&toDate=2020-01-02', { 'accept-language': 'en' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('The period is too long: at most 366 days, choose a shorter period or a larger unit');
    expect(long.body.code).toBe('RANGE_TOO_LONG');
    expect((await get(admin, '/v1/api/attendances/DATE?fromDate=2019-01-01&toDate=2019-12-31')).status).toBe(200);
    expect((await get(admin, '/v1/api/players/report?fromDate=2019-01-01&toDate=2019-12-31')).status).toBe(400);
    expect((await get(admin, '/v1/api/expenses/MONTH?fromDate=2019-02-30&toDate=2019-03-01')).status).toBe(400);
  });
});
