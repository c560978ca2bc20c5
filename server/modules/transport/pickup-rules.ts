/**
 * The rules of transport attendance, pure so they are tested on their own:
 * which riders a stop expects on a day and direction, the transport mode of a
 * branch, what a change of check-in does to the transport fee, and the counts.
 */
import type { AcademySettings } from '../../../schemas/settings';
import { dayOfWeek } from '../schedules/timetable';
import { ABSENT, PRESENT } from '../../../domain/check-in';
import type { Direction } from '../../../domain/pickups';

/** Spec §3 transport fee type. */
export const FEE = { free: 0, perTurn: 1, monthly: 2 } as const;

export interface RiderPlan {
  days: string[];
  is_departure_turn: boolean;
  is_return_turn: boolean;
}

/** Whether a rider rides on `day` (YYYY-MM-DD) in `direction`: one of their pickup days, and that turn taken. */
export function isDue(rider: RiderPlan, day: string, direction: Direction): boolean {
  const turn = direction === 'forward' ? rider.is_departure_turn : rider.is_return_turn;
  return turn && rider.days.includes(dayOfWeek(day));
}

/** Several rider rows of one player at one stop read as one: every day and turn of any of them. */
export function mergeRiders(rows: RiderPlan[]): RiderPlan {
  return {
    days: [...new Set(rows.flatMap((r) => r.days))].sort(),
    is_departure_turn: rows.some((r) => r.is_departure_turn),
    is_return_turn: rows.some((r) => r.is_return_turn),
  };
}

export type TransportMode = AcademySettings['transport_settings'][number];

/** A branch's transport mode when it offers transport, else null. */
export function transportOf(settings: Pick<AcademySettings, 'transport_settings'>, branchId: number): TransportMode | null {
  const mode = settings.transport_settings.find((m) => m.branch_id === branchId);
  return mode?.is_enable ? mode : null;
}

/**
 * What a change of a turn's check-in does to the money: a turn that becomes
 * present is charged (per turn, or the month's charge if not yet made), one that
 * stops being present gives its charge back. Re-saving the same mark does nothing.
 */
export function feeChange(before: number, after: number): 'charge' | 'refund' | null {
  const was = before === PRESENT;
  const is = after === PRESENT;
  return was === is ? null : is ? 'charge' : 'refund';
}

export function tally(marks: Array<{ check_in: number }>): { total_present: number; total_absent: number } {
  return {
    total_present: marks.filter((m) => m.check_in === PRESENT).length,
    total_absent: marks.filter((m) => m.check_in === ABSENT).length,
  };
}
