/**
 * Timekeeping: what each teacher of the branch scope did in a month, read from
 * their check-ins in `attendances` (a teacher's present check-in is a session
 * taught, counted by its units; an absent one is an absence).
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { monthBounds } from '../../core/academy-clock';
import type { TeacherDay, TeacherMonth, Timekeeping } from '../../../domain/timekeeping';
import { ABSENT, PRESENT, type CheckIn } from '../../../domain/check-in';

/** Teachers the caller may see: the branch scope's, active or (for a past month) with check-ins in it. */
function teachersInScope(ctx: RequestContext) {
  const q = ctx.db.selectFrom('managers').where('managers.academy_id', '=', ctx.academy.id).where('managers.deleted_at', 'is', null);
  return q.where(withinBranches(ctx.branchIds, 'managers.branch_id'));
}

/** Sessions taught in the month per teacher id (units of present check-ins). */
export async function sessionsTaught(ctx: RequestContext, month: string, managerIds: number[]): Promise<Map<number, number>> {
  if (!managerIds.length) return new Map();
  const { from, next } = monthBounds(month);
  const rows = await ctx.db
    .selectFrom('attendances')
    .select(['manager_id', sql<number>`coalesce(sum(units), 0)`.as('sessions')])
    .where('academy_id', '=', ctx.academy.id)
    .where('manager_id', 'in', managerIds)
    .where('check_in', '=', PRESENT)
    .where('at_date', '>=', from)
    .where('at_date', '<', next)
    .groupBy('manager_id')
    .execute();
  return new Map(rows.map((r) => [Number(r.manager_id), Number(r.sessions)]));
}

export async function attendanceStatistic(ctx: RequestContext, month: string): Promise<Timekeeping> {
  const { from, next } = monthBounds(month);
  const checkIns = await ctx.db
    .selectFrom('attendances as a')
    .innerJoin('classes as c', (j) => j.onRef('c.id', '=', 'a.class_id').onRef('c.academy_id', '=', 'a.academy_id'))
    .select(['a.manager_id', 'a.at_date', 'a.check_in', 'a.units', 'a.note', 'c.id as class_id', 'c.name as class_name'])
    .where('a.academy_id', '=', ctx.academy.id)
    .where('a.manager_id', 'in', teachersInScope(ctx).select('managers.id'))
    .where('a.at_date', '>=', from)
    .where('a.at_date', '<', next)
    .orderBy('a.at_date')
    .orderBy('c.name')
    .execute();
  const withCheckIns = [...new Set(checkIns.map((c) => Number(c.manager_id)))];
  const teachers = await teachersInScope(ctx)
    .leftJoin('branches as b', (j) => j.onRef('b.id', '=', 'managers.branch_id').onRef('b.academy_id', '=', 'managers.academy_id'))
    .select([
      'managers.id',
      'managers.name',
      'managers.salary_type',
      'managers.auditing_status',
      'b.id as branch_id',
      'b.name as branch_name',
    ])
    .where((eb) => eb.or([eb('managers.auditing_status', '=', 1), ...(withCheckIns.length ? [eb('managers.id', 'in', withCheckIns)] : [])]))
    .orderBy('b.name')
    .orderBy('managers.name')
    .execute();

  const items = teachers.map((teacher): TeacherMonth => {
    const own = checkIns.filter((c) => Number(c.manager_id) === teacher.id);
    const days = new Map<string, TeacherDay>();
    for (const c of own) {
      const date = String(c.at_date);
      const day = days.get(date) ?? { date, sessions: 0, absences: 0, classes: [] };
      if (c.check_in === PRESENT) day.sessions += Number(c.units);
      if (c.check_in === ABSENT) day.absences += 1;
      day.classes.push({
        id: Number(c.class_id),
        name: String(c.class_name),
        check_in: Number(c.check_in) as CheckIn,
        units: Number(c.units),
        note: c.note ?? null,
      });
      days.set(date, day);
    }
    const list = [...days.values()];
    return {
      manager: { id: Number(teacher.id), name: String(teacher.name) },
      branch: teacher.branch_id ? { id: Number(teacher.branch_id), name: String(teacher.branch_name) } : null,
      salary_type: teacher.salary_type ?? null,
      auditing_status: Number(teacher.auditing_status),
      sessions: list.reduce((sum, d) => sum + d.sessions, 0),
      days_taught: list.filter((d) => d.sessions > 0).length,
      absences: list.reduce((sum, d) => sum + d.absences, 0),
      days: list,
    };
  });
  return { month, items, sessions: items.reduce((sum, i) => sum + i.sessions, 0) };
}
