/**
 * Leave requests under the attendance policy (settings `attendance_settings`),
 * pure so it is tested on its own: whether a request may be made at all and
 * whether it fits the player's monthly allowance.
 */
import type { AcademySettings } from '../../../schemas/settings';

/** Spec §3 time-off status: a rejected request does not use the allowance. */
export const REJECTED = 2;

export type TimeOffRefusal = 'disabled' | 'limit';

export interface LeaveRequest {
  player_id: number;
  at_date: string;
  status: number;
}

/** The calendar month a request uses the allowance of, or null when it uses none. */
export function allowanceMonth(request: LeaveRequest): string | null {
  return request.status === REJECTED ? null : request.at_date.slice(0, 7);
}

/**
 * Whether `request` (new, or `before` changed into it) may stand beside the
 * player's `others` requests of that month that use the allowance: new requests
 * need leave requests enabled, and a request entering a month's allowance must fit it.
 */
export function timeOffRefusal(
  policy: Pick<AcademySettings['attendance_settings'], 'is_time_off_setting_enable' | 'max_time_off'>,
  request: LeaveRequest,
  othersThatMonth: number,
  before?: LeaveRequest,
): TimeOffRefusal | null {
  if (!before && !policy.is_time_off_setting_enable) return 'disabled';
  const month = allowanceMonth(request);
  const entersMonth = month !== null && (!before || before.player_id !== request.player_id || allowanceMonth(before) !== month);
  return entersMonth && othersThatMonth >= policy.max_time_off ? 'limit' : null;
}
