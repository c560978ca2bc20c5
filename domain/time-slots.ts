/**
 * Weekly time slots (`enums#/$defs/time_slot`): `{day_of_week: "1".."7"
 * (7 = Sunday), start_time: "HH:mm", end_time: "HH:mm"}`. How a slot reads,
 * in what order slots come, and what a new one starts as. Pure.
 */
import type { PropertySchema } from '../schemas/vocabulary';

export interface TimeSlot {
  day_of_week: string;
  start_time: string;
  end_time: string;
}

/** A property holding time slots: `x-widget: time-slots`, or an array whose rows are `time_slot` objects (day + `x-time-range`). */
export function isTimeSlotArray(property: PropertySchema): boolean {
  if (property['x-widget'] === 'time-slots') return true;
  const row = property.type === 'array' ? property.items : undefined;
  return row?.['x-time-range']?.join() === 'start_time,end_time' && Boolean(row.properties?.day_of_week);
}

/** "Thứ 2 | 17:00 - 18:30"; `dayName` gives the day in the current language. */
export function slotLabel(slot: TimeSlot, dayName: (day: string) => string): string {
  return `${dayName(slot.day_of_week)} | ${slot.start_time} - ${slot.end_time}`;
}

/** By day (Monday first), then start time; a new array. HH:mm is zero-padded, so text order is time order. */
export function sortSlots(slots: readonly TimeSlot[]): TimeSlot[] {
  return [...slots].sort((a, b) => Number(a.day_of_week) - Number(b.day_of_week) || a.start_time.localeCompare(b.start_time));
}

/** A new row: Monday, with the last row's times, or an after-school 17:00–18:30. */
export function newSlot(slots: readonly TimeSlot[]): TimeSlot {
  const last = slots.at(-1);
  return { day_of_week: '1', start_time: last?.start_time ?? '17:00', end_time: last?.end_time ?? '18:30' };
}

/** The slots of a stored value, skipping anything that is not a slot (a value may be null or from an older shape). */
export function toSlots(value: unknown): TimeSlot[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (v): v is TimeSlot => typeof v?.day_of_week === 'string' && typeof v.start_time === 'string' && typeof v.end_time === 'string',
  );
}

const slotKey = (slot: TimeSlot) => `${slot.day_of_week}|${slot.start_time}|${slot.end_time}`;

/** The chosen slots another record does not offer: what choosing that record (another class) drops. */
export function slotsNotOffered(chosen: readonly TimeSlot[], offered: readonly TimeSlot[]): TimeSlot[] {
  const offeredKeys = new Set(offered.map(slotKey));
  return chosen.filter((slot) => !offeredKeys.has(slotKey(slot)));
}
