/**
 * One person's check-ins over a range of days (`GET /players/{id}/attendances`,
 * `GET /managers/{id}/attendances`), newest first and paged, each with its class
 * and branch, plus the present / absent counts over the whole range.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { badRange, notFound } from '../../core/errors';
import { ABSENT, PRESENT, type CheckIn } from '../../../domain/check-in';
import { KINDS, type AttendanceKind } from './attendance-roster';
import type { PersonHistory } from '../../../domain/attendance';

export interface HistoryQuery {
  fromDate?: string;
  toDate?: string;
  page?: number;
  size?: number;
}

export async function personHistory(
  ctx: RequestContext,
  kind: AttendanceKind,
  personId: number,
  query: HistoryQuery,
): Promise<PersonHistory> {
  const { table, column } = KINDS[kind];
  const person = await ctx.db
    .selectFrom(table)
    .select(['id', 'name'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('id', '=', personId)
    .where(withinBranches(ctx.branchIds, 'branch_id'))
    .executeTakeFirst();
  if (!person) throw notFound(ctx.t('errors.notFound'));
  if (query.fromDate && query.toDate && query.fromDate > query.toDate) {
    throw badRange('order', ctx.t('attendance.errors.badRange'), 'toDate');
  }

  let base = ctx.db
    .selectFrom('attendances as a')
    .where('a.academy_id', '=', ctx.academy.id)
    .where(`a.${column}`, '=', personId)
    .where(withinBranches(ctx.branchIds, 'a.branch_id'));
  if (query.fromDate) base = base.where('a.at_date', '>=', query.fromDate);
  if (query.toDate) base = base.where('a.at_date', '<=', query.toDate);

  const page = query.page ?? 0;
  const size = query.size ?? 10;
  const totals = await base
    .select([
      sql<number>`count(*)`.as('total'),
      sql<number>`count(*) filter (where a.check_in = ${PRESENT})`.as('present'),
      sql<number>`count(*) filter (where a.check_in = ${ABSENT})`.as('absent'),
      sql<number>`coalesce(sum(a.units) filter (where a.check_in = ${PRESENT}), 0)`.as('units'),
    ])
    .executeTakeFirstOrThrow();
  const content = await base
    .leftJoin('classes as c', (j) => j.onRef('c.id', '=', 'a.class_id').onRef('c.academy_id', '=', 'a.academy_id'))
    .leftJoin('branches as b', (j) => j.onRef('b.id', '=', 'a.branch_id').onRef('b.academy_id', '=', 'a.academy_id'))
    .select([
      'a.id',
      'a.at_date',
      'a.check_in',
      'a.units',
      'a.note',
      'a.class_id',
      'c.name as class_name',
      'a.branch_id',
      'b.name as branch_name',
    ])
    // check_in holds the check-in enumeration (schemas/enums.json); the column is a plain integer.
    .$narrowType<{ check_in: CheckIn }>()
    .orderBy('a.at_date', 'desc')
    .orderBy('a.id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const total = Number(totals.total);
  return {
    page,
    size,
    total_elements: total,
    total_pages: Math.ceil(total / size),
    present: Number(totals.present),
    absent: Number(totals.absent),
    /** Sessions taken by the present check-ins (a check-in may count several). */
    units_present: Number(totals.units),
    content,
  };
}
