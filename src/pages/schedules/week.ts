/**
 * The week view's arithmetic, pure: the week's days, the time rows (distinct
 * ranges, all-day first), the occurrences of a cell, and which occurrences a
 * conflict names. Days are 'YYYY-MM-DD', times 'HH:mm'.
 */
import dayjs, { type Dayjs } from 'dayjs';
import { API_DATE_FORMAT } from '../../../domain/dates';
import type { Conflict, Occurrence } from '../../../domain/timetable';

export type { Occurrence };

/** The Monday of the week holding `day`. */
export function mondayOf(day: Dayjs): Dayjs {
  return day.startOf('day').subtract((day.day() + 6) % 7, 'day');
}

/** The seven days from `monday`, as the API writes them. */
export function weekDays(monday: Dayjs): string[] {
  return Array.from({ length: 7 }, (_, i) => monday.add(i, 'day').format(API_DATE_FORMAT));
}

/** Spec §3 day of week of a day: '1' Monday … '7' Sunday. */
export function dayOfWeek(day: string): string {
  return String(((dayjs(day).day() + 6) % 7) + 1);
}

export const ALL_DAY = 'all-day';

/** The row an occurrence sits in: its time range, or the all-day row. */
export const rowOf = (o: Occurrence) => (o.all_day ? ALL_DAY : `${o.start_time} - ${o.end_time}`);

/** The distinct rows of the occurrences: all-day first, then by start and end time. */
export function timeRows(items: Occurrence[]): string[] {
  const rows = [...new Set(items.map(rowOf))];
  return rows.sort((a, b) => (a === ALL_DAY ? -1 : b === ALL_DAY ? 1 : a.localeCompare(b)));
}

/** The occurrences of one row on one day, classes before events, by name. */
export function cellOf(items: Occurrence[], row: string, day: string): Occurrence[] {
  return items
    .filter((o) => o.date === day && rowOf(o) === row)
    .sort((a, b) => a.kind.localeCompare(b.kind) || a.name.localeCompare(b.name));
}

/** Identifies an occurrence across the items and the conflicts. */
export const occurrenceKey = (o: Occurrence) => `${o.kind}:${o.id}:${o.date}:${o.start_time}:${o.end_time}`;

/** Each occurrence named by a conflict, with every reason it is flagged. */
export function conflictReasons(conflicts: Conflict[]): Map<string, string[]> {
  const reasons = new Map<string, string[]>();
  for (const c of conflicts) {
    for (const o of c.occurrences) reasons.set(occurrenceKey(o), [...(reasons.get(occurrenceKey(o)) ?? []), c.reason]);
  }
  return reasons;
}

/** Whether `now` (HH:mm) falls in a row's range. */
export function rowHolds(row: string, now: string): boolean {
  if (row === ALL_DAY) return false;
  const [start, end] = row.split(' - ');
  return start <= now && now < end;
}
