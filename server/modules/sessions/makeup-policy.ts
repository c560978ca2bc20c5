/**
 * Make-up credits under the attendance policy (`attendance_settings`), pure so it is tested on
 * its own: whether an approved leave request grants one, when it lapses, and which lesson of a
 * class a day holds.
 */
import type { AttendancePolicy } from '../attendance/attendance-policy';
import { addDays } from '../attendance/attendance-policy';
import { weekdayOf } from '../attendance/attendance-calendar';

export type MakeupRefusal = 'off' | 'noLesson' | 'notice' | 'allowance';

interface Slot {
  day_of_week: string;
  start_time: string;
}

/** When the class's lesson of `day` starts (its earliest slot that weekday), or null on a day without one. */
export function lessonStart(slots: Slot[], day: string): string | null {
  const starts = slots
    .filter((s) => Number(s.day_of_week) === weekdayOf(day))
    .map((s) => s.start_time)
    .sort();
  return starts[0] ?? null;
}

/**
 * Why a leave request grants no credit, or null when it grants one: credits are on, the day has a
 * lesson, the request came `noticeHours` or more before it starts, and the player's credits for
 * that month's lessons, and against the pack in use that day, are fewer than the allowances.
 */
export function makeupRefusal(
  policy: AttendancePolicy,
  request: { hasLesson: boolean; noticeHours: number; grantedThatMonth: number; grantedThatPack: number },
): MakeupRefusal | null {
  if (!policy.is_makeup_enable) return 'off';
  if (!request.hasLesson) return 'noLesson';
  if (request.noticeHours < policy.makeup_notice_hours) return 'notice';
  if (request.grantedThatMonth >= policy.makeup_per_month) return 'allowance';
  const perPack = policy.makeup_per_pack;
  return perPack !== undefined && request.grantedThatPack >= perPack ? 'allowance' : null;
}

/** The last day a credit for the lesson of `missed` may be used. */
export const creditExpiry = (policy: AttendancePolicy, missed: string): string => addDays(missed, policy.makeup_valid_days);
