/**
 * A class-day's roster as the teacher marks it, read through the office's attendance code
 * (attendance-day.ts): each player, cut to what the players schema gives the teacher
 * (`x-audiences`), with their mark and two flags the office already has figures for: a fee
 * still unpaid (the revenues' "unpaid" filter group) and a low balance (sessions left at or
 * below the academy's threshold for telling the parent, or none left). Then the teacher's
 * own check-in, whose note is the lesson's note.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { readableKeys } from '../../core/audience';
import { dayRoster } from '../attendance/attendance-day';
import { readSettings } from '../settings/settings-service';
import { NONE } from '../../../domain/check-in';
import type { DayRoster } from '../../../domain/attendance';
import type { RosterPlayer, TeacherRoster } from '../../../domain/teacher-area';
import type { Teacher } from './teacher-of';

/** The values of the revenues' "unpaid" status group, as the revenue list's filter reads them. */
function unpaidStatuses(models: FastifyInstance['models']): number[] {
  const status = models.get('revenues')?.schema.properties.transaction_status;
  return (status?.['x-filter-groups']?.unpaid?.values ?? []).map(Number);
}

/** Players with a fee not yet paid. */
async function unpaidPlayers(ctx: RequestContext, statuses: number[], playerIds: number[]): Promise<Set<number>> {
  if (!playerIds.length || !statuses.length) return new Set();
  const rows = await ctx.db
    .selectFrom('revenues')
    .select('player_id')
    .distinct()
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', 'in', playerIds)
    .where('transaction_status', 'in', statuses)
    .execute();
  return new Set(rows.map((r) => Number(r.player_id)));
}

/** The players of a day's list as the teacher reads them. */
async function playersOf(ctx: RequestContext, models: FastifyInstance['models'], day: DayRoster): Promise<RosterPlayer[]> {
  const readable = new Set(readableKeys(models.get('players')!, 'teacher'));
  const threshold = (await readSettings(ctx)).email_settings.low_sessions_threshold;
  const unpaid = await unpaidPlayers(
    ctx,
    unpaidStatuses(models),
    day.content.map((p) => p.id),
  );
  return day.content.map((row) => {
    const declared = Object.fromEntries(Object.entries(row).filter(([key]) => readable.has(key)));
    const left = Number(row.number_of_units ?? 0);
    return {
      ...(declared as Pick<RosterPlayer, 'id' | 'name' | 'avatar' | 'date_of_birth' | 'number_of_units'>),
      guest: row.guest ?? false,
      fee_unpaid: unpaid.has(row.id),
      low_balance: left <= Math.max(threshold ?? 0, 0),
      time_off: row.time_off ?? null,
      check_in: row.check_in,
      units: row.units,
      note: row.note,
    };
  });
}

/** The teacher's own row of the teachers' list of the day. */
export function myCheckIn(teachers: DayRoster, teacher: Teacher): TeacherRoster['my_check_in'] {
  const own = teachers.content.find((row) => row.id === teacher.id);
  return { manager_id: teacher.id, check_in: own?.check_in ?? NONE, note: own?.note ?? null };
}

/** The roster from the office's day lists of players and of teachers (`ctx` a teaching context, the class checked). */
export async function teacherRoster(
  ctx: RequestContext,
  models: FastifyInstance['models'],
  teacher: Teacher,
  players: DayRoster,
  teachers?: DayRoster,
): Promise<TeacherRoster> {
  const staff = teachers ?? (await dayRoster(ctx, 'teacher', players.class.id, players.date));
  return {
    class: players.class,
    date: players.date,
    lesson_day: players.lesson_day,
    max_units: players.max_units,
    locked: players.locked,
    ...(players.locked_message !== undefined && { locked_message: players.locked_message }),
    counts: players.counts,
    players: await playersOf(ctx, models, players),
    my_check_in: myCheckIn(staff, teacher),
  };
}

export async function readTeacherRoster(
  ctx: RequestContext,
  models: FastifyInstance['models'],
  teacher: Teacher,
  classId: number,
  day: string,
): Promise<TeacherRoster> {
  return teacherRoster(ctx, models, teacher, await dayRoster(ctx, 'player', classId, day));
}
