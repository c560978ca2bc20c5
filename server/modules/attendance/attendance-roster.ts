/**
 * Who is on a class's attendance list and what was marked for them: the class
 * (within the caller's branches), its people — players of the class and guests
 * with a place in it, or the class's teachers — and their check-ins in a range.
 * A person who has a check-in there stays listed even after leaving the class. A player frozen
 * (bảo lưu) over the whole range is not listed unless marked there.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { withinBranches, withinOwnBranches } from '../../core/branch-scope';
import type { Mark } from './attendance-policy';
import { bookedInto } from '../sessions/makeup-credits';

/** The two attendance lists: players (sessions left, leave requests) and teachers (sessions taught). */
export type AttendanceKind = 'player' | 'teacher';

export const KINDS = {
  player: { table: 'players', column: 'player_id', list: 'player_check_in' },
  teacher: { table: 'managers', column: 'manager_id', list: 'teacher_check_in' },
} as const;

export interface AttendanceClass {
  id: number;
  name: string;
  branch_id: number;
  branch_name: string | null;
  schedules: Array<{ day_of_week: string; start_time: string; end_time: string }>;
  manager_ids: number[];
}

export interface Person {
  id: number;
  name: string;
  avatar: string | null;
  date_of_birth: string | null;
  mobile: string | null;
  /** Players: sessions left. */
  number_of_units?: number;
  /** Players: taking part as a guest (a place in the class beyond their own). */
  guest?: boolean;
  /** Players: frozen over the whole range (listed only for a check-in there). */
  frozen?: boolean;
  /** Players: on the list for a make-up lesson booked there. */
  makeup?: boolean;
}

export interface StoredMark extends Mark {
  id: number;
  /** Sessions the mark took from a player's balance. */
  taken: number;
  person_id: number;
  at_date: string;
  note: string | null;
}

/** The class, if it is the caller's academy's and within their branches; 404 otherwise. */
export async function classInScope(ctx: RequestContext, classId: number): Promise<AttendanceClass> {
  const row = await ctx.db
    .selectFrom('classes as c')
    .leftJoin('branches as b', (j) => j.onRef('b.id', '=', 'c.branch_id').onRef('b.academy_id', '=', 'c.academy_id'))
    .select(['c.id', 'c.name', 'c.branch_id', 'b.name as branch_name', 'c.schedules', 'c.manager_ids'])
    .where('c.academy_id', '=', ctx.academy.id)
    .where('c.deleted_at', 'is', null)
    .where('c.id', '=', classId)
    .where(withinBranches(ctx.branchIds, 'c.branch_id'))
    .executeTakeFirst();
  if (!row) throw notFound(ctx.t('attendance.errors.classNotFound'));
  return { ...row, schedules: row.schedules ?? [], manager_ids: row.manager_ids ?? [] } as AttendanceClass;
}

/**
 * Holds the class's row until the transaction ends: saves of its attendance and bookings into its
 * lessons wait for each other here, so each reads what the one before left.
 */
export async function lockClass(tx: Pick<RequestContext, 'db' | 'academy'>, classId: number): Promise<void> {
  await tx.db
    .selectFrom('classes')
    .select('id')
    .where('academy_id', '=', tx.academy.id)
    .where('id', '=', classId)
    .forNoKeyUpdate()
    .execute();
}

/** People with a check-in of this class between two days. */
function markedIds(ctx: RequestContext, kind: AttendanceKind, classId: number, from: string, to: string) {
  const { column } = KINDS[kind];
  return ctx.db
    .selectFrom('attendances')
    .select(column)
    .where('academy_id', '=', ctx.academy.id)
    .where('class_id', '=', classId)
    .where('at_date', '>=', from)
    .where('at_date', '<=', to)
    .where(column, 'is not', null);
}

/** The class's list for the days from `from` to `to`, by name. */
export async function rosterOf(
  ctx: RequestContext,
  kind: AttendanceKind,
  klass: AttendanceClass,
  from: string,
  to: string,
): Promise<Person[]> {
  return kind === 'player' ? playersOf(ctx, klass, from, to) : teachersOf(ctx, klass, from, to);
}

/** Players whose enrolment is frozen on every day from `from` to `to`. */
export function frozenIds(ctx: RequestContext, from: string, to: string) {
  return ctx.db
    .selectFrom('player_freezes')
    .select('player_id')
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('from_date', '<=', from)
    .where('to_date', '>=', to);
}

async function playersOf(ctx: RequestContext, klass: AttendanceClass, from: string, to: string): Promise<Person[]> {
  const frozen = frozenIds(ctx, from, to);
  const makeups = bookedInto(ctx, klass.id, from, to);
  const guests = ctx.db
    .selectFrom('player_classes')
    .select('player_id')
    .where('academy_id', '=', ctx.academy.id)
    .where('class_id', '=', klass.id)
    .where('deleted_at', 'is', null);
  const rows = await ctx.db
    .selectFrom('players')
    .select(['id', 'name', 'avatar', 'date_of_birth', 'mobile', 'number_of_units', 'class_id'])
    .select((eb) => [eb('id', 'in', frozen).as('frozen'), eb('id', 'in', makeups).as('makeup')])
    .where('academy_id', '=', ctx.academy.id)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('deleted_at', 'is', null),
          eb('auditing_status', '=', 1),
          eb('id', 'not in', frozen),
          eb.or([eb('class_id', '=', klass.id), eb('id', 'in', guests)]),
        ]),
        eb('id', 'in', markedIds(ctx, 'player', klass.id, from, to)),
        eb('id', 'in', makeups),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(
    ({ class_id, number_of_units, frozen, makeup, ...p }) =>
      ({
        ...p,
        number_of_units: Number(number_of_units ?? 0),
        guest: class_id !== klass.id,
        frozen: Boolean(frozen),
        makeup: Boolean(makeup),
      }) as Person,
  );
}

/**
 * The class's teachers and those marked there. A branch manager's list holds
 * only their branches' teachers: a check-in counts in a teacher's pay, so it is
 * for the teacher's own branches to record.
 */
async function teachersOf(ctx: RequestContext, klass: AttendanceClass, from: string, to: string): Promise<Person[]> {
  const rows = await ctx.db
    .selectFrom('managers')
    .select(['id', 'name', 'avatar', 'date_of_birth', 'mobile'])
    .where('academy_id', '=', ctx.academy.id)
    .where(withinOwnBranches(ctx, 'branch_id') ?? sql<boolean>`true`)
    .where((eb) =>
      eb.or([
        klass.manager_ids.length ? eb.and([eb('deleted_at', 'is', null), eb('id', 'in', klass.manager_ids)]) : sql<boolean>`false`,
        eb('id', 'in', markedIds(ctx, 'teacher', klass.id, from, to)),
      ]),
    )
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows as Person[];
}

/** The class's check-ins of one kind between two days. */
export async function marksOf(ctx: RequestContext, kind: AttendanceKind, classId: number, from: string, to: string): Promise<StoredMark[]> {
  const { column } = KINDS[kind];
  const rows = await ctx.db
    .selectFrom('attendances')
    .select(['id', sql.ref(column).as('person_id'), 'at_date', 'check_in', 'units', 'note', 'taken'])
    .where('academy_id', '=', ctx.academy.id)
    .where('class_id', '=', classId)
    .where('at_date', '>=', from)
    .where('at_date', '<=', to)
    .where(column, 'is not', null)
    .execute();
  return rows as StoredMark[];
}
