/**
 * The dashboard: every figure equals the same sum worked out here in plain SQL
 * over the seeded rows, for the year asked, within the branches the caller may see.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;

describe('dashboard', () => {
  const t = useTestApp();
  let admin: Call;
  let manager: Call;
  let academyId: number;
  let branchIds: number[];
  const year = Number(academyToday(DEFAULT_TIME_ZONE).slice(0, 4));

  const dashboard = async (call: Call, y: number, headers: Record<string, string> = {}) => {
    const res = await call({ method: 'GET', url: `/v1/api/admin/dashboard?year=${y}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  /** The figures as plain SQL sees them, over the given branches. */
  async function expected(y: number, branches: number[]) {
    const one = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(t.db)).rows[0];
    const from = `${y}-01-01`;
    const to = `${y}-12-31`;
    const inBranches = sql.join(branches);
    const revenue = await one(
      sql<{
        n: number;
      }>`select coalesce(sum(amount), 0)::bigint as n from revenues where academy_id = ${academyId} and deleted_at is null and transaction_status = 1 and at_date between ${from} and ${to} and branch_id in (${inBranches})`,
    );
    const expense = await one(
      sql<{
        n: number;
      }>`select coalesce(sum(amount), 0)::bigint as n from expenses where academy_id = ${academyId} and deleted_at is null and at_date between ${from} and ${to} and branch_id in (${inBranches})`,
    );
    const classes = await one(
      sql<{
        n: number;
      }>`select count(*)::int as n from classes where academy_id = ${academyId} and deleted_at is null and auditing_status = 1 and branch_id in (${inBranches})`,
    );
    const orders = await one(
      sql<{
        n: number;
      }>`select count(*)::int as n from orders where academy_id = ${academyId} and deleted_at is null and order_date between ${from} and ${to} and branch_id in (${inBranches})`,
    );
    const players = await one(
      sql<{
        n: number;
      }>`select count(*)::int as n from players where academy_id = ${academyId} and deleted_at is null and auditing_status = 1 and branch_id in (${inBranches})`,
    );
    const trials = await one(
      sql<{
        n: number;
      }>`select count(*)::int as n from practices where academy_id = ${academyId} and deleted_at is null and to_char(create_date at time zone 'Asia/Ho_Chi_Minh', 'YYYY') = ${String(y)} and branch_id in (${inBranches})`,
    );
    const months = await sql<{ m: number; revenue: number; expense: number }>`
      select m,
        (select coalesce(sum(amount), 0)::bigint from revenues where academy_id = ${academyId} and deleted_at is null and transaction_status = 1 and branch_id in (${inBranches}) and extract(year from at_date) = ${y} and extract(month from at_date) = m) as revenue,
        (select coalesce(sum(amount), 0)::bigint from expenses where academy_id = ${academyId} and deleted_at is null and branch_id in (${inBranches}) and extract(year from at_date) = ${y} and extract(month from at_date) = m) as expense
      from generate_series(1, 12) as m order by m`.execute(t.db);
    return {
      revenue_total: Number(revenue.n),
      expense_total: Number(expense.n),
      class_count: classes.n,
      order_count: orders.n,
      player_count: players.n,
      free_trial_count: trials.n,
      by_month: months.rows.map((r) => ({ month: r.m, revenue: Number(r.revenue), expense: Number(r.expense) })),
    };
  }

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
    branchIds = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', academyId).orderBy('id').execute()).map(
      (b) => b.id,
    );
  });

  it("answers the year's figures over every branch for the admin, each equal to its sum over the rows", async () => {
    const data = await dashboard(admin, year);
    const want = await expected(year, branchIds);
    expect(data).toMatchObject({ year, ...want });
    expect(data.revenue_total).toBeGreaterThan(0);
    expect(data.expense_total).toBeGreaterThan(0);
    expect(data.by_month).toHaveLength(12);
    expect(data.start_year).toBeLessThanOrEqual(year);
  });

  it('lists the five latest paid revenues, expenses, redeems and orders of the year, with their ids', async () => {
    const { recent } = await dashboard(admin, year);
    const latest = async (table: string, date: string, extra = sql``) =>
      (
        await sql<{ id: number }>`select id from ${sql.table(table)} where academy_id = ${academyId} and deleted_at is null ${extra}
        and extract(year from ${sql.ref(date)}) = ${year} order by ${sql.ref(date)} desc, id desc limit 5`.execute(t.db)
      ).rows.map((r) => r.id);
    expect(recent.revenues.map((r: { id: number }) => r.id)).toEqual(await latest('revenues', 'at_date', sql`and transaction_status = 1`));
    expect(recent.expenses.map((r: { id: number }) => r.id)).toEqual(await latest('expenses', 'at_date'));
    expect(recent.redeems.map((r: { id: number }) => r.id)).toEqual(await latest('redeems', 'issue_date'));
    expect(recent.orders.map((r: { id: number }) => r.id)).toEqual(await latest('orders', 'order_date'));
    expect(recent.revenues[0]).toMatchObject({
      amount: expect.any(Number),
      category: { id: expect.any(Number), name: expect.any(String) },
    });
    expect(recent.redeems[0]).toMatchObject({
      reward: { id: expect.any(Number), name: expect.any(String) },
      player: { id: expect.any(Number) },
    });
  });

  it('counts a row in the year of its date: 31 December and 1 January fall apart', async () => {
    const past = year - 3;
    const category = await t.db
      .selectFrom('transaction_categories')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('category_type', '=', 3)
      .executeTakeFirstOrThrow();
    const row = {
      academy_id: academyId,
      title: 'Tài trợ cuối năm',
      category_id: category.id,
      branch_id: branchIds[0],
      payment_type: 1,
      transaction_status: 1,
    };
    await t.db
      .insertInto('revenues')
      .values([
        { ...row, amount: 1_000_000, at_date: `${past}-12-31` },
        { ...row, amount: 7_000_000, at_date: `${past + 1}-01-01` },
        { ...row, amount: 50_000_000, at_date: `${past}-12-30`, transaction_status: 4 },
      ])
      .execute();
    const before = await dashboard(admin, past);
    expect(before.revenue_total).toBe((await expected(past, branchIds)).revenue_total);
    expect(before.by_month[11].revenue).toBeGreaterThanOrEqual(1_000_000);
    const december = (await expected(past, branchIds)).by_month[11].revenue;
    expect(before.by_month[11].revenue).toBe(december);
    const after = await dashboard(admin, past + 1);
    expect(after.by_month[0].revenue).toBe((await expected(past + 1, branchIds)).by_month[0].revenue);
    expect(after.by_month[0].revenue).toBeGreaterThanOrEqual(7_000_000);
    // An unpaid revenue is no revenue yet.
    expect(before.revenue_total).toBeLessThan(50_000_000);
    expect(before.start_year).toBeLessThanOrEqual(past);
  });

  it('narrows every figure to the branch of the branchIds header', async () => {
    const data = await dashboard(admin, year, { branchids: String(branchIds[2]) });
    expect(data).toMatchObject(await expected(year, [branchIds[2]]));
    const all = await dashboard(admin, year);
    expect(data.player_count).toBeLessThan(all.player_count);
  });

  it("shows a manager their own branches only, even when they ask for another's", async () => {
    const own = (
      await t.db
        .selectFrom('users')
        .select('branch_ids')
        .where('academy_id', '=', academyId)
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).branch_ids as number[];
    expect(own.length).toBeLessThan(branchIds.length);
    // The manager's token carries their first branch; the header widens to both of theirs.
    expect(await dashboard(manager, year, { branchids: own.join(',') })).toMatchObject(await expected(year, own));
    const foreign = branchIds.find((b) => !own.includes(b))!;
    const refused = await dashboard(manager, year, { branchids: String(foreign) });
    expect(refused).toMatchObject({
      revenue_total: 0,
      expense_total: 0,
      class_count: 0,
      player_count: 0,
      order_count: 0,
      free_trial_count: 0,
    });
  });

  it('takes a year between 2000 and 2100 and needs a signed-in user', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/dashboard?year=99' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/dashboard?year=2026&x=1' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/api/admin/dashboard' })).statusCode).toBe(401);
    expect((await dashboard(admin, year)).year).toBe(year);
  });
});
