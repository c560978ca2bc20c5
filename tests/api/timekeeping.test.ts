/** Timekeeping: a month's sessions per teacher equal the teachers' present check-ins, narrowed to the branches asked for; admins only. */
import { sql, type NotNull } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyMonth } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
type Item = {
  manager: { id: number; name: string };
  branch: { id: number; name: string };
  salary_type: string;
  sessions: number;
  days_taught: number;
  absences: number;
  days: Array<{ date: string; sessions: number; absences: number; classes: Array<{ id: number; check_in: number; units: number }> }>;
};

function lastMonth(): string {
  const [y, m] = academyMonth(DEFAULT_TIME_ZONE).split('-').map(Number);
  return new Date(Date.UTC(y, m - 2, 1)).toISOString().slice(0, 7);
}

describe('timekeeping', () => {
  const t = useTestApp();
  let admin: Call;
  let academyId: number;
  const month = lastMonth();
  const statistic = (m: string, headers: Record<string, string> = {}) =>
    admin({ method: 'GET', url: `/v1/api/admin/managers/attendances-statistic?month=${m}`, headers });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
  });

  it("answers every active teacher with the month's sessions, days and absences as the check-ins add up", async () => {
    const res = await statistic(month);
    expect(res.statusCode).toBe(200);
    const { items, sessions } = res.json().data as { items: Item[]; sessions: number };
    const teachers = await t.db
      .selectFrom('managers')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('auditing_status', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    expect(items.map((i) => i.manager.id).sort()).toEqual(teachers.map((m) => m.id).sort());

    const sums = await sql<{ manager_id: number; sessions: number; absences: number; days: number }>`
      select manager_id,
        coalesce(sum(units) filter (where check_in = 1), 0)::int as sessions,
        count(*) filter (where check_in = 0)::int as absences,
        count(distinct at_date) filter (where check_in = 1)::int as days
      from attendances
      where academy_id = ${academyId} and manager_id is not null and to_char(at_date, 'YYYY-MM') = ${month}
      group by manager_id`.execute(t.db);
    expect(sums.rows.length).toBeGreaterThan(0);
    for (const row of sums.rows) {
      const item = items.find((i) => i.manager.id === row.manager_id)!;
      expect({ sessions: item.sessions, absences: item.absences, days: item.days_taught }).toEqual({
        sessions: row.sessions,
        absences: row.absences,
        days: row.days,
      });
      expect(item.days.reduce((n, d) => n + d.sessions, 0)).toBe(row.sessions);
    }
    expect(sessions).toBe(sums.rows.reduce((n, r) => n + r.sessions, 0));
  });

  it('breaks a teacher down by day and class, units counted', async () => {
    const teacher = await t.db
      .selectFrom('managers')
      .select(['id', 'branch_id'])
      .$narrowType<{ branch_id: NotNull }>()
      .where('academy_id', '=', academyId)
      .where('salary_type', '=', 'SESSION')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const klass = await t.db
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('branch_id', '=', teacher.branch_id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const quiet = '2024-02';
    await t.db
      .insertInto('attendances')
      .values([
        {
          academy_id: academyId,
          branch_id: teacher.branch_id,
          class_id: klass.id,
          manager_id: teacher.id,
          at_date: `${quiet}-29`,
          check_in: 1,
          units: 2,
          note: 'Dạy bù',
        },
        {
          academy_id: academyId,
          branch_id: teacher.branch_id,
          class_id: klass.id,
          manager_id: teacher.id,
          at_date: `${quiet}-01`,
          check_in: 0,
          units: 1,
        },
      ])
      .execute();
    const item = ((await statistic(quiet)).json().data.items as Item[]).find((i) => i.manager.id === teacher.id)!;
    expect(item).toMatchObject({ sessions: 2, absences: 1, days_taught: 1 });
    expect(item.days).toEqual([
      { date: `${quiet}-01`, sessions: 0, absences: 1, classes: [{ id: klass.id, name: klass.name, check_in: 0, units: 1, note: null }] },
      {
        date: `${quiet}-29`,
        sessions: 2,
        absences: 0,
        classes: [{ id: klass.id, name: klass.name, check_in: 1, units: 2, note: 'Dạy bù' }],
      },
    ]);
  });

  it('narrows to the branches of the branchIds header', async () => {
    const branch = await t.db
      .selectFrom('branches')
      .select(['id', 'name'])
      .where('academy_id', '=', academyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const items = (await statistic(month, { branchids: String(branch.id) })).json().data.items as Item[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((i) => i.branch.id === branch.id)).toBe(true);
  });

  it('is for admins only and takes a YYYY-MM month', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: `/v1/api/admin/managers/attendances-statistic?month=${month}` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/admin/managers/attendances-statistic?month=${month}` })).statusCode).toBe(
      401,
    );
    expect((await statistic('2026-1')).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/managers/attendances-statistic' })).statusCode).toBe(400);
  });
});
