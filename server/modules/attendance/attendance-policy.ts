/**
 * The arithmetic of a check-in under the academy's attendance policy (settings
 * `attendance_settings`), pure so it is tested on its own: how many sessions a
 * mark takes, whether a balance may go that low, how many units
 * one check-in may count, which days may still be marked, and the points won.
 */
import type { AcademySettings } from '../../../schemas/settings';
import { ABSENT, PRESENT, type CheckIn } from '../../../domain/check-in';

export type AttendancePolicy = AcademySettings['attendance_settings'];

export interface Mark {
  check_in: CheckIn;
  units: number;
}

/** Point action "attendance" (spec §3 point action 1). */
export const ATTENDANCE_POINT_ACTION = 1;

/**
 * Sessions a mark takes from the balance: a present check-in its units; an absence one session
 * where the policy counts absences without leave and no make-up credit was granted for the
 * lesson (the credit holds that session for the make-up instead); nothing otherwise.
 */
export function sessionsOf(policy: Pick<AttendancePolicy, 'is_absence_counted'>, mark: Mark | undefined, credited: boolean): number {
  if (mark?.check_in === PRESENT) return mark.units;
  return mark?.check_in === ABSENT && policy.is_absence_counted && !credited ? 1 : 0;
}

/** Most units one check-in may count: several only when the policy allows multiple attendance. */
export function maxUnits(policy: AttendancePolicy): number {
  return policy.is_multi_attendee_enable ? Math.max(1, policy.max_unit_per_lesson) : 1;
}

export type BalanceRefusal = 'noSessions' | 'debtLimit';

/**
 * Why a balance may not drop from `balance` by `taken` sessions, or null when it may.
 * Giving sessions back is always fine; going below zero needs learning debt
 * allowed, and never past `max_own` owed.
 */
export function balanceRefusal(policy: AttendancePolicy, balance: number, taken: number): BalanceRefusal | null {
  const after = balance - taken;
  if (taken <= 0 || after >= 0) return null;
  if (!policy.is_own_setting_enable) return 'noSessions';
  return after < -policy.max_own ? 'debtLimit' : null;
}

export type DateRefusal = 'futureDay' | 'tooOld';

/** Why attendance of `day` may not be taken on `today` (both YYYY-MM-DD), or null. */
export function dateRefusal(policy: AttendancePolicy, day: string, today: string): DateRefusal | null {
  if (day > today) return 'futureDay';
  if (policy.time_limit_in_days > 0 && day < addDays(today, -policy.time_limit_in_days)) return 'tooOld';
  return null;
}

/** Points a change of mark earns (negative: taken back), `perCheckIn` for each present check-in. */
export function pointsEarned(before: Mark | undefined, after: Mark | undefined, perCheckIn: number): number {
  const was = before?.check_in === PRESENT;
  const is = after?.check_in === PRESENT;
  return was === is ? 0 : is ? perCheckIn : -perCheckIn;
}

/** Points the settings give for one present check-in (0 when the action is off). */
export function attendancePoints(settings: Pick<AcademySettings, 'point_settings'>): number {
  const action = settings.point_settings.actions.find((a) => a.id === ATTENDANCE_POINT_ACTION);
  return action && action.value > 0 ? action.value : 0;
}

/** YYYY-MM-DD shifted by whole days (calendar arithmetic, no time zone involved). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
