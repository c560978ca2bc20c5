/**
 * The transport check-in dialog's editing state, pure: each rider's mark
 * (a check-in, domain/check-in.ts, and a note), the click
 * cycle of the tri-state box, "all present", the counts and the stop after this one.
 */
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';

export interface PickupMark {
  check_in: number;
  note: string;
}

/** Marks by player id. */
export type PickupMarks = Record<number, PickupMark>;

/** Each click moves empty → present → absent → empty (reference §6.2). */
export function nextCheckIn(checkIn: number): number {
  return checkIn === NONE ? PRESENT : checkIn === PRESENT ? ABSENT : NONE;
}

export function marksOf(items: Array<{ player_id: number; check_in: number; note: string | null }>): PickupMarks {
  return Object.fromEntries(items.map((i) => [i.player_id, { check_in: i.check_in, note: i.note ?? '' }]));
}

/** Every rider present, notes kept. */
export function allPresent(marks: PickupMarks): PickupMarks {
  return Object.fromEntries(Object.entries(marks).map(([id, m]) => [id, { ...m, check_in: PRESENT }]));
}

export function countMarks(marks: PickupMarks): { present: number; absent: number } {
  const values = Object.values(marks);
  return { present: values.filter((m) => m.check_in === PRESENT).length, absent: values.filter((m) => m.check_in === ABSENT).length };
}

/** Whether anything differs from what was loaded. */
export function isDirty(loaded: PickupMarks, current: PickupMarks): boolean {
  return Object.keys(current).some(
    (id) =>
      loaded[Number(id)]?.check_in !== current[Number(id)].check_in ||
      (loaded[Number(id)]?.note ?? '').trim() !== current[Number(id)].note.trim(),
  );
}

/** The save body's rows. */
export function itemsOf(marks: PickupMarks) {
  return Object.entries(marks).map(([id, m]) => ({ player_id: Number(id), check_in: m.check_in, note: m.note.trim() || null }));
}

/** The stop after `id` in pickup order, or null after the last. */
export function nextStop<T extends { id: number }>(stops: T[], id: number): T | null {
  const at = stops.findIndex((s) => s.id === id);
  return at >= 0 && at + 1 < stops.length ? stops[at + 1] : null;
}
