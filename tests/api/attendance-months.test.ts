/**
 * attendance_months, the attendance report's monthly counts, against the check-ins themselves
 * after each kind of statement its triggers follow: the seeded history (one insert of thousands
 * of rows), an upsert that both adds and changes marks, updates that move marks across months,
 * classes and check-in values, and deletes.
 */
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

interface MonthCount {
  academy_id: number;
  month: string;
  branch_id: number;
  class_id: number;
  player_id: number;
  present: number;
  absent: number;
}

const key = (r: MonthCount) => `${r.academy_id}/${r.month}/${r.branch_id}/${r.class_id}/${r.player_id}`;
const byKey = (rows: MonthCount[]) => rows.map((r) => ({ ...r, month: String(r.month) })).sort((a, b) => key(a).localeCompare(key(b)));

/** The counts kept, leaving out rows at zero (kept until their month is recounted), and the counts worked out afresh. */
async function keptAndCounted() {
  const kept = await sql<MonthCount>`
    select academy_id, month::text as month, branch_id, class_id, player_id, present, absent
    from attendance_months where present <> 0 or absent <> 0`.execute(t.db);
  const counted = await sql<MonthCount>`
    select academy_id, date_trunc('month', at_date)::date::text as month, branch_id, class_id, player_id,
      count(*) filter (where check_in = 1)::int as present, count(*) filter (where check_in = 0)::int as absent
    from attendances where player_id is not null group by 1, 2, 3, 4, 5
    having count(*) filter (where check_in = 1) > 0 or count(*) filter (where check_in = 0) > 0`.execute(t.db);
  return { kept: byKey(kept.rows), counted: byKey(counted.rows) };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(counted.length).toBeGreaterThan(0);
  expect(kept).toEqual(counted);
}

describe('the monthly attendance counts', () => {
  it('match the seeded history, inserted thousands of rows per statement', async () => {
    await expectCountsKept();
  });

  it('follow an upsert that adds some marks and changes others in one statement', async () => {
    await sql`
      insert into attendances (academy_id, branch_id, class_id, player_id, at_date, check_in, units)
      select academy_id, branch_id, class_id, player_id, at_date + (case when id % 2 = 0 then 0 else 400 end), 1 - check_in, 1
      from (select * from attendances where player_id is not null and check_in in (0, 1) order by id limit 60) a
      on conflict (academy_id, class_id, player_id, at_date) where player_id is not null
      do update set check_in = excluded.check_in`.execute(t.db);
    await expectCountsKept();
  });

  it('follow updates moving marks to another month and class, and changing their value', async () => {
    const { rows } = await sql<{ id: number; class_id: number }>`
      select a.id, other.id as class_id from attendances a
      join classes other on other.academy_id = a.academy_id and other.id <> a.class_id
      where a.player_id is not null order by a.id desc limit 1`.execute(t.db);
    await sql`update attendances set class_id = ${rows[0].class_id} where id = ${rows[0].id}`.execute(t.db);
    await sql`update attendances set at_date = at_date - 1000 where player_id is not null and id % 7 = 0`.execute(t.db);
    await sql`update attendances set check_in = -1 where player_id is not null and id % 11 = 0`.execute(t.db);
    await sql`update attendances set check_in = 1 where player_id is not null and check_in = 0 and id % 3 = 0`.execute(t.db);
    await expectCountsKept();
  });

  it('follow deletes, and leave teachers’ check-ins out', async () => {
    await sql`delete from attendances where id % 5 = 0`.execute(t.db);
    await sql`update attendances set check_in = 0 where manager_id is not null`.execute(t.db);
    await expectCountsKept();
  });
});
