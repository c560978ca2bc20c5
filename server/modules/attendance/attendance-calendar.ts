/**
 * Lesson days from a class's weekly slots (spec §3 day of week: "1" Monday …
 * "7" Sunday), on plain YYYY-MM-DD calendar days.
 */
import { addDays } from './attendance-policy';

export interface WeeklySlot {
  day_of_week: string;
}

/** ISO weekday of a day: 1 Monday … 7 Sunday. */
export function weekdayOf(day: string): number {
  const d = new Date(`${day}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

/** The days from `from` to `to` (inclusive) on which one of the slots falls, in order. */
export function lessonDays(slots: WeeklySlot[], from: string, to: string): string[] {
  const weekdays = new Set(slots.map((s) => Number(s.day_of_week)));
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (weekdays.has(weekdayOf(day))) days.push(day);
  return days;
}
