/**
 * One class's attendance on one day (`GET /admin/attendances/player|teacher`):
 * each person with their mark (-1 when none yet), units and note; for players
 * their sessions left, any leave request for that day and their flags (a fee
 * unpaid, a low balance: player-flags.ts); the counts; and what
 * the policy allows here (units per check-in, whether the day may still be marked).
 */
import type { RequestContext } from '../../core/context';
import type { NotNull } from 'kysely';
import { academyToday } from '../../core/academy-clock';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';
import { dateRefusal, maxUnits, type AttendancePolicy } from './attendance-policy';
import { weekdayOf } from './attendance-calendar';
import { classInScope, KINDS, marksOf, rosterOf, type AttendanceClass, type AttendanceKind } from './attendance-roster';
import type { DayRoster, DayRow, TimeOff } from '../../../domain/attendance';
import { readSettings } from '../settings/settings-service';
import { playerFlags, type PlayerFlags } from './player-flags';

export function countMarks(rows: Array<{ check_in: number }>): DayRoster['counts'] {
  return {
    present: rows.filter((r) => r.check_in === PRESENT).length,
    absent: rows.filter((r) => r.check_in === ABSENT).length,
    none: rows.filter((r) => r.check_in === NONE).length,
  };
}

/** Whether a day may be marked, and the message saying why not. */
export function dayLock(ctx: RequestContext, policy: AttendancePolicy, day: string) {
  const refusal = dateRefusal(policy, day, academyToday(ctx.academy.timeZone));
  return refusal
    ? { locked: refusal, locked_message: ctx.t(`attendance.errors.${refusal}`, { days: policy.time_limit_in_days }) }
    : { locked: null };
}

export const classSummary = (klass: AttendanceClass) => ({
  id: klass.id,
  name: klass.name,
  branch_id: klass.branch_id,
  branch_name: klass.branch_name,
});

export async function dayRoster(ctx: RequestContext, kind: AttendanceKind, classId: number, day: string): Promise<DayRoster> {
  const klass = await classInScope(ctx, classId);
  const { attendance_settings: policy, email_settings } = await readSettings(ctx);
  const people = await rosterOf(ctx, kind, klass, day, day);
  const marks = new Map((await marksOf(ctx, kind, klass.id, day, day)).map((m) => [m.person_id, m]));
  const timeOffs =
    kind === 'player'
      ? await timeOffsOn(
          ctx,
          people.map((p) => p.id),
          day,
        )
      : new Map<number, TimeOff>();
  const flags = kind === 'player' ? await playerFlags(ctx, people, email_settings.low_sessions_threshold) : new Map<number, PlayerFlags>();
  const content: DayRow[] = people.map((person) => {
    const mark = marks.get(person.id);
    return {
      ...person,
      [KINDS[kind].column]: person.id,
      check_in: mark?.check_in ?? NONE,
      units: mark?.units ?? 1,
      note: mark?.note ?? null,
      ...(kind === 'player' && { time_off: timeOffs.get(person.id) ?? null, ...flags.get(person.id) }),
    };
  });
  return {
    class: classSummary(klass),
    date: day,
    lesson_day: klass.schedules.some((s) => Number(s.day_of_week) === weekdayOf(day)),
    max_units: maxUnits(policy),
    ...dayLock(ctx, policy, day),
    counts: countMarks(content),
    content,
  };
}

/** The latest leave request of each player for the day. */
async function timeOffsOn(ctx: RequestContext, playerIds: number[], day: string): Promise<Map<number, TimeOff>> {
  if (!playerIds.length) return new Map();
  const rows = await ctx.db
    .selectFrom('time_offs')
    .select(['id', 'player_id', 'status', 'reason'])
    // Asked by player: each row has one.
    .$narrowType<{ player_id: NotNull }>()
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('at_date', '=', day)
    .where('player_id', 'in', playerIds)
    .orderBy('id')
    .execute();
  return new Map(rows.map(({ player_id, ...t }) => [player_id, t as TimeOff]));
}
