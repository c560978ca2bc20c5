/**
 * The platform generator (server/seed/seed-platform.ts) on a copy of the demo database:
 * three academies whose rows keep every invariant the app relies on — each row's
 * relations inside its own academy and branch, the class's timetable on its players,
 * search text as the app writes it, dates within the two years — and whose admin signs
 * in on the academy's host and sees a dashboard with figures.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { searchTextOf } from '../../server/core/search-text';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { planAcademies, platformTargets, seedPlatform, type PlatformSummary } from '../../server/seed/seed-platform';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { rowsAgainstTheirKind } from '../helpers/reference-kinds';

const N = 3;

describe('platform generator', () => {
  const t = useTestApp();
  const plan = planAcademies(N);
  let summary: PlatformSummary;
  let ids: number[];

  /** Rows a query finds: each invariant is "no row breaks it". */
  const rows = async (query: ReturnType<typeof sql>) => (await query.execute(t.db)).rows as Array<Record<string, unknown>>;
  const platform = sql`(select id from academies where code ~ '^p[0-9]{4,}$')`;

  beforeAll(async () => {
    summary = await seedPlatform(t.db, { academies: N, chunk: 2 });
    ids = (await rows(sql`select id from academies where id in ${platform} order by code`)).map((r) => Number(r.id));
  });

  it('adds the planned academies on the full package with a year to run, their planned players, branches and classes', async () => {
    expect(ids).toHaveLength(N);
    const found = await rows(sql`
      select a.code, k.code as package, a.expired_on > now() + interval '300 days' as running,
        (select count(*)::int from players p where p.academy_id = a.id) as players,
        (select count(*)::int from branches b where b.academy_id = a.id) as branches,
        (select count(*)::int from classes c where c.academy_id = a.id) as classes,
        (select count(*)::int from users u where u.academy_id = a.id) as users
      from academies a join packages k on k.id = a.package_id where a.id in ${platform} order by a.code`);
    expect(found).toEqual(
      plan.map((p) => ({
        code: p.code,
        package: 'full',
        running: true,
        players: p.players,
        branches: p.branches,
        classes: p.classes,
        users: 3,
      })),
    );
    expect(summary.players).toBe(plan.reduce((n, p) => n + p.players, 0));
    for (const p of plan) {
      expect(p.players).toBeGreaterThanOrEqual(50);
      expect(p.players).toBeLessThanOrEqual(500);
      expect(p.branches).toBeGreaterThanOrEqual(1);
      expect(p.branches).toBeLessThanOrEqual(4);
    }
  });

  it('plans one academy in two hundred with 10,000 players, about 300 on average', () => {
    const big = planAcademies(1000);
    expect(big.filter((p) => p.players === 10_000)).toHaveLength(5);
    const players = big.reduce((n, p) => n + p.players, 0);
    expect(players).toBeGreaterThan(270_000);
    expect(players).toBeLessThan(330_000);
    expect(planAcademies(100).filter((p) => p.players === 10_000)).toHaveLength(1);
  });

  it("keeps every relation inside its academy, and a player in their class's branch and timetable", async () => {
    expect(
      await rows(sql`
      select p.id from players p left join classes c on c.id = p.class_id
      where p.academy_id in ${platform} and (c.id is null or c.academy_id <> p.academy_id or c.branch_id <> p.branch_id or c.schedules <> p.schedules)`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select c.id from classes c left join branches b on b.id = c.branch_id left join managers m on m.id = (c.manager_ids ->> 0)::int
      where c.academy_id in ${platform} and (b.academy_id is distinct from c.academy_id or m.academy_id is distinct from c.academy_id
        or m.branch_id is distinct from c.branch_id or jsonb_array_length(c.manager_ids) <> 1)`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select a.id from attendances a left join classes c on c.id = a.class_id left join players p on p.id = a.player_id left join managers m on m.id = a.manager_id
      where a.academy_id in ${platform} and (c.academy_id is distinct from a.academy_id or c.branch_id is distinct from a.branch_id
        or (a.player_id is not null and (p.academy_id is distinct from a.academy_id or p.class_id is distinct from a.class_id))
        or (a.manager_id is not null and m.academy_id is distinct from a.academy_id))
      limit 5`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select r.id from revenues r left join players p on p.id = r.player_id left join transaction_categories k on k.id = r.category_id
        left join orders o on o.id = r.order_id
      where r.academy_id in ${platform} and (k.academy_id is distinct from r.academy_id
        or (r.player_id is not null and (p.academy_id <> r.academy_id or p.branch_id <> r.branch_id))
        or (r.order_id is not null and (o.academy_id <> r.academy_id or o.revenue_id <> r.id)))
      limit 5`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select s.id from manager_payslips s join managers m on m.id = s.manager_id left join expenses e on e.id = s.expense_id
      where s.academy_id in ${platform} and (m.academy_id <> s.academy_id or m.branch_id <> s.branch_id
        or (s.payslip_status = 2) <> (e.id is not null) or e.academy_id <> s.academy_id or e.amount <> s.total_amount)`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select o.id from orders o left join players p on p.id = o.player_id cross join jsonb_array_elements(o.items) line
        left join products x on x.id = (line ->> 'product_id')::int
      where o.academy_id in ${platform} and (x.academy_id is distinct from o.academy_id or (o.player_id is not null and p.academy_id <> o.academy_id)
        or o.transaction_amount <> o.amount + o.shipping_fee - o.discount_value)`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select d.id from redeems d join players p on p.id = d.player_id join rewards w on w.id = d.reward_id
      where d.academy_id in ${platform} and (p.academy_id <> d.academy_id or p.branch_id <> d.branch_id or w.academy_id <> d.academy_id)`),
    ).toEqual([]);
    expect(
      await rows(sql`
      select u.id from users u where u.academy_id in ${platform} and exists (
        select 1 from jsonb_array_elements(u.branch_ids) b left join branches x on x.id = (b #>> '{}')::int where x.academy_id is distinct from u.academy_id)`),
    ).toEqual([]);
  });

  it("writes timetables of the app's shape, and attendance on those days over the two years before today", async () => {
    const slots = await rows(sql`select distinct s from classes c, jsonb_array_elements(c.schedules) s where c.academy_id in ${platform}`);
    for (const { s } of slots) {
      expect(Object.keys(s as object).sort()).toEqual(['day_of_week', 'end_time', 'start_time']);
      const slot = s as Record<string, string>;
      expect(slot.day_of_week).toMatch(/^[1-7]$/);
      expect(slot.start_time < slot.end_time).toBe(true);
    }
    const today = academyToday(DEFAULT_TIME_ZONE);
    expect(
      await rows(sql`
      select a.id from attendances a join classes c on c.id = a.class_id
      where a.academy_id in ${platform} and (a.at_date < ${addDays(today, -730)}::date or a.at_date >= ${today}::date
        or not exists (select 1 from jsonb_array_elements(c.schedules) s where (s ->> 'day_of_week')::int = extract(isodow from a.at_date)))
      limit 5`),
    ).toEqual([]);
    const [figures] = await rows(sql`
      select count(*) filter (where player_id is not null)::int as players, count(*) filter (where check_in = 1)::float / count(*) as present,
        (select count(*)::int from players where academy_id in ${platform}) as people
      from attendances where academy_id in ${platform}`);
    const perPlayer = Number(figures.players) / Number(figures.people);
    expect(perPlayer).toBeGreaterThan(30);
    expect(perPlayer).toBeLessThan(150);
    expect(Number(figures.present)).toBeGreaterThan(0.8);
    expect(
      await rows(sql`select id from revenues where academy_id in ${platform} and at_date > ${today}::date
      union all select id from expenses where academy_id in ${platform} and at_date > ${today}::date
      union all select id from orders where academy_id in ${platform} and order_date > ${today}::date`),
    ).toEqual([]);
  });

  it('books no money under a category of another kind, and sells no product below its stock', async () => {
    expect(await rowsAgainstTheirKind(t.db)).toEqual([]);
    expect(await rows(sql`select id, in_stock from products where academy_id in ${platform} and in_stock < 0`)).toEqual([]);
  });

  it('fills search text exactly as the app does', async () => {
    for (const table of [
      'branches',
      'users',
      'managers',
      'classes',
      'players',
      'revenues',
      'expenses',
      'manager_payslips',
      'orders',
      'products',
      'practices',
      'transaction_categories',
      'redeems',
    ]) {
      const fields = table === 'users' ? ['name', 'user_name', 'mobile'] : t.app.models.get(table)!.search;
      const sample = await rows(sql`select * from ${sql.table(table)} where academy_id in ${platform} order by random() limit 50`);
      expect(sample.length, table).toBeGreaterThan(0);
      // A revenue's transfer code joins its search text in the database (server/db/transfer-codes.ts).
      const code = (row: Record<string, unknown>) => (table === 'revenues' ? ` ${String(row.transfer_code).toLowerCase()}` : '');
      for (const row of sample) expect(row.search_text, `${table} ${row.id}`).toBe(searchTextOf(row, fields) + code(row));
    }
  });

  it("lets each academy's admin sign in on its host and see a dashboard with figures", async () => {
    const year = Number(academyToday(DEFAULT_TIME_ZONE).slice(0, 4));
    for (const { code } of plan) {
      const host = `${code}.localhost`;
      const { access_token } = await login(t.app, 'admin', 'Admin@123', host);
      const res = await as(t.app, access_token, host)({ method: 'GET', url: `/v1/api/admin/dashboard?year=${year}` });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.player_count).toBeGreaterThan(0);
      expect(data.revenue_total).toBeGreaterThan(0);
      expect(data.expense_total).toBeGreaterThan(0);
      expect(data.start_year).toBeLessThan(year);
      for (const list of ['revenues', 'expenses', 'orders']) expect(data.recent[list].length, list).toBeGreaterThan(0);
    }
  });

  it('tells a benchmark the biggest and a typical academy', async () => {
    const targets = await platformTargets(t.db);
    const sizes = [...plan].sort((a, b) => a.players - b.players || a.idx - b.idx);
    expect(targets?.biggest.code).toBe(sizes.at(-1)!.code);
    expect(targets?.typical.code).toBe(sizes[1].code);
    expect(ids).toContain(targets?.biggest.id);
  });
});
