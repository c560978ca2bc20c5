/**
 * The timetable of spec §7 `GET /[admin/]schedules`: the active classes' weekly
 * slots and the active events as occurrences between two days, the clashes
 * among them, and the schedule-mode pause. Teachers clash across every branch
 * the caller may see, so a clash with a class of another branch still shows.
 */
import { sql, type NotNull, type RawBuilder } from 'kysely';
import type { RequestContext } from '../../core/context';
import { badRange, badRequest } from '../../core/errors';
import { withinBranches, withinOwnBranches } from '../../core/branch-scope';
import { readSettings } from '../settings/settings-service';
import { classOccurrences, daysBetween, eventOccurrences, findConflicts, type ClassPlan, type Conflict, type EventPlan } from './timetable';
import type { Named, Occurrence, Timetable } from '../../../domain/timetable';
import { isApiDate } from '../../../domain/dates';

/** Longest range one call answers: two months, enough for a month view with its edges. */
export const MAX_RANGE_DAYS = 62;

export interface TimetableQuery {
  fromDate?: string;
  toDate?: string;
  classIds?: number[];
}

/** The range asked for, or a 400 in the reader's language. */
export function checkedRange(ctx: RequestContext, query: TimetableQuery): { from: string; to: string } {
  const errors = (['fromDate', 'toDate'] as const)
    .filter((f) => !isApiDate(query[f]))
    .map((field) => ({ field, message: ctx.t('schedules.errors.day') }));
  if (errors.length) throw badRequest(errors[0].message, errors);
  const from = query.fromDate!;
  const to = query.toDate!;
  if (to < from) throw badRange('order', ctx.t('schedules.errors.order'), 'toDate');
  if (daysBetween(from, to) + 1 > MAX_RANGE_DAYS)
    throw badRange('tooLong', ctx.t('schedules.errors.tooLong', { days: MAX_RANGE_DAYS }), 'toDate');
  return { from, to };
}

/** Names of branches or teachers; a manager's answer names only their branches' (another branch's teacher stays unnamed). */
async function namesOf(ctx: RequestContext, table: 'branches' | 'managers', ids: number[]): Promise<Map<number, Named>> {
  if (!ids.length) return new Map();
  const own = withinOwnBranches(ctx, table === 'branches' ? 'id' : 'branch_id');
  const rows = await ctx.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('id', 'in', [...new Set(ids)])
    .$if(own !== null, (q) => q.where(own!))
    .execute();
  return new Map(rows.map((r) => [r.id, { id: r.id, name: String(r.name) }]));
}

/** The condition on a class or event that it is active, this academy's, in `branches` (null = every branch). */
function activeIn(ctx: RequestContext, branches: number[] | null): RawBuilder<boolean> {
  return sql<boolean>`academy_id = ${ctx.academy.id} and deleted_at is null and auditing_status = 1 and ${withinBranches(branches, 'branch_id')}`;
}

async function classPlans(ctx: RequestContext, branches: number[] | null): Promise<ClassPlan[]> {
  const rows = await ctx.db
    .selectFrom('classes')
    .where(activeIn(ctx, branches))
    .select(['id', 'name', 'branch_id', 'manager_ids', 'schedules'])
    // A class's schema requires its branch.
    .$narrowType<{ branch_id: NotNull }>()
    .execute();
  const teachers = await namesOf(
    ctx,
    'managers',
    rows.flatMap((r) => r.manager_ids ?? []),
  );
  const branchNames = await namesOf(
    ctx,
    'branches',
    rows.map((r) => r.branch_id),
  );
  return rows.map((r) => ({
    id: r.id,
    name: String(r.name),
    branch: branchNames.get(r.branch_id) ?? { id: r.branch_id, name: '' },
    teachers: (r.manager_ids ?? []).flatMap((id) => teachers.get(id) ?? []),
    schedules: r.schedules ?? [],
  }));
}

async function eventPlans(ctx: RequestContext, branches: number[] | null, from: string, to: string): Promise<EventPlan[]> {
  const rows = await ctx.db
    .selectFrom('events')
    .where(activeIn(ctx, branches))
    .select(['id', 'title', 'branch_id', 'location', 'start_date', 'end_date', 'repeat_type', 'schedules'])
    .where('start_date', '<=', to)
    // A repeating event may come back in the range however long ago it began.
    .where((eb) => eb.or([eb('end_date', '>=', from), eb('repeat_type', 'is not', null)]))
    // An event's schema requires its branch.
    .$narrowType<{ branch_id: NotNull }>()
    .execute();
  const branchNames = await namesOf(
    ctx,
    'branches',
    rows.map((r) => r.branch_id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: String(r.title),
    branch: branchNames.get(r.branch_id) ?? { id: r.branch_id, name: '' },
    location: r.location,
    start_date: String(r.start_date),
    end_date: String(r.end_date),
    repeat_type: r.repeat_type,
    schedules: (r.schedules ?? []).flatMap((s) => (s.at_time ? [{ at_time: s.at_time, content: s.content ?? '' }] : [])),
  }));
}

const timeOf = (o: Occurrence) => `${o.start_time} - ${o.end_time}`;

/** Why two occurrences clash, in the reader's language. */
function reason(ctx: RequestContext, c: Conflict): string {
  const [first, second] = c.occurrences;
  return c.type === 'teacher'
    ? ctx.t('schedules.conflicts.teacher', {
        teacher: c.teacher?.name,
        first: first.name,
        firstTime: timeOf(first),
        second: second.name,
        secondTime: timeOf(second),
      })
    : ctx.t('schedules.conflicts.class', { name: first.name, firstTime: timeOf(first), secondTime: timeOf(second) });
}

export async function timetable(ctx: RequestContext, query: TimetableQuery): Promise<Timetable> {
  const { from, to } = checkedRange(ctx, query);
  const own = ctx.user.branchIds.length ? ctx.user.branchIds : null;
  const [classes, events, settings] = await Promise.all([
    classPlans(ctx, own),
    eventPlans(ctx, ctx.branchIds, from, to),
    readSettings(ctx),
  ]);

  const wanted = new Set(query.classIds ?? []);
  const shown = (o: Occurrence) =>
    (ctx.branchIds === null || ctx.branchIds.includes(o.branch.id)) &&
    (o.kind === 'event' ? !wanted.size : !wanted.size || wanted.has(o.id));
  const lessons = classOccurrences(classes, from, to);
  const items = [...lessons.filter(shown), ...eventOccurrences(events, from, to).filter(shown)].sort(
    (a, b) => a.date.localeCompare(b.date) || a.start_time.localeCompare(b.start_time) || a.name.localeCompare(b.name),
  );
  const conflicts = findConflicts(lessons)
    .filter((c) => c.occurrences.some(shown))
    .map((c) => ({ ...c, reason: reason(ctx, c) }));
  const { is_enable, message } = settings.schedule_settings;
  return { items, conflicts, paused: { is_enable, message } };
}
