/**
 * A class-day's roster as the teacher marks it, read through the office's attendance code
 * (attendance-day.ts): each player, cut to what the players schema gives the teacher
 * (`x-audiences`), with their mark and the office's flags (a fee still unpaid, a low balance:
 * attendance/player-flags.ts). Then the teacher's own check-in, whose note is the lesson's note.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { readableKeys } from '../../core/audience';
import { dayRoster } from '../attendance/attendance-day';
import { NONE } from '../../../domain/check-in';
import type { DayRoster } from '../../../domain/attendance';
import type { RosterPlayer, TeacherRoster } from '../../../domain/teacher-area';
import type { Teacher } from './teacher-of';

/** The players of a day's list as the teacher reads them. */
function playersOf(models: FastifyInstance['models'], day: DayRoster): RosterPlayer[] {
  const readable = new Set(readableKeys(models.get('players')!, 'teacher'));
  return day.content.map((row) => {
    const declared = Object.fromEntries(Object.entries(row).filter(([key]) => readable.has(key)));
    return {
      ...(declared as Pick<RosterPlayer, 'id' | 'name' | 'avatar' | 'date_of_birth' | 'number_of_units'>),
      guest: row.guest ?? false,
      frozen: row.frozen ?? false,
      makeup: row.makeup ?? false,
      fee_unpaid: row.fee_unpaid ?? false,
      low_balance: row.low_balance ?? false,
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
    players: playersOf(models, players),
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
