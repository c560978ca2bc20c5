/**
 * The timetable as occurrences on calendar days, worked out from the stored
 * weekly class slots and the events, and the clashes between them (a teacher
 * or a class booked twice at overlapping times). Pure: no database, no clock.
 * Days are 'YYYY-MM-DD', times 'HH:mm' (zero-padded, so text order is time order).
 */
import type { Named, Occurrence } from '../../../domain/timetable';

export interface ClassPlan {
  id: number;
  name: string;
  branch: Named;
  teachers: Named[];
  schedules: Array<{ day_of_week: string; start_time: string; end_time: string }>;
}

/** Spec §3 event repeat: weekly 1, monthly 2, yearly 3, daily 4. */
export const REPEAT = { weekly: 1, monthly: 2, yearly: 3, daily: 4 } as const;

export interface EventPlan {
  id: number;
  title: string;
  branch: Named;
  location: string | null;
  start_date: string;
  end_date: string;
  repeat_type: number | null;
  schedules: Array<{ at_time: string; content: string }>;
}

export interface Conflict {
  type: 'teacher' | 'class';
  date: string;
  /** The teacher booked twice (type teacher). */
  teacher: Named | null;
  occurrences: [Occurrence, Occurrence];
}

const DAY_MS = 86_400_000;
const toTime = (day: string) => Date.parse(`${day}T00:00:00Z`);
const fromTime = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days from `a` to `b` (negative when b is earlier). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toTime(b) - toTime(a)) / DAY_MS);
}

export function addDays(day: string, days: number): string {
  return fromTime(toTime(day) + days * DAY_MS);
}

/** Every day from `from` to `to` inclusive. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Spec §3 day of week of a day: '1' Monday … '7' Sunday. */
export function dayOfWeek(day: string): string {
  return String(((new Date(toTime(day)).getUTCDay() + 6) % 7) + 1);
}

/** `year`-`month` (1-based) on day `dom`, or the month's last day when it is shorter (31 → 30, 29 Feb → 28). */
function clampedDay(year: number, month: number, dom: number): string {
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(dom, last)).padStart(2, '0')}`;
}

/** The latest start of a repetition on or before `day`, for monthly and yearly repeats. */
function latestStart(event: EventPlan, day: string): string {
  const [, sm, sd] = event.start_date.split('-').map(Number);
  const [y, m] = day.split('-').map(Number);
  if (event.repeat_type === REPEAT.yearly) {
    const thisYear = clampedDay(y, sm, sd);
    return thisYear <= day ? thisYear : clampedDay(y - 1, sm, sd);
  }
  const thisMonth = clampedDay(y, m, sd);
  if (thisMonth <= day) return thisMonth;
  return m === 1 ? clampedDay(y - 1, 12, sd) : clampedDay(y, m - 1, sd);
}

/**
 * Whether an event takes place on `day`: between its start and end, or, when it
 * repeats, in a copy of that span started every day / week / month / year from its start.
 */
export function eventOn(event: EventPlan, day: string): boolean {
  if (day < event.start_date) return false;
  const span = Math.max(0, daysBetween(event.start_date, event.end_date));
  switch (event.repeat_type) {
    case REPEAT.daily:
      return true;
    case REPEAT.weekly:
      return daysBetween(event.start_date, day) % 7 <= span;
    case REPEAT.monthly:
    case REPEAT.yearly:
      return daysBetween(latestStart(event, day), day) <= span;
    default:
      return day <= event.end_date;
  }
}

const byTime = (a: Occurrence, b: Occurrence) =>
  a.date.localeCompare(b.date) ||
  a.start_time.localeCompare(b.start_time) ||
  a.end_time.localeCompare(b.end_time) ||
  a.name.localeCompare(b.name);

/** Each weekly slot of each class on every matching day of the range, in time order. */
export function classOccurrences(classes: ClassPlan[], from: string, to: string): Occurrence[] {
  const days = daysOf(from, to);
  const out: Occurrence[] = [];
  for (const klass of classes) {
    for (const slot of klass.schedules) {
      for (const date of days) {
        if (dayOfWeek(date) !== slot.day_of_week) continue;
        out.push({
          kind: 'class',
          id: klass.id,
          name: klass.name,
          branch: klass.branch,
          date,
          start_time: slot.start_time,
          end_time: slot.end_time,
          teachers: klass.teachers,
        });
      }
    }
  }
  return out.sort(byTime);
}

/** Each event on every day it takes place in the range: from its first to its last programme time, or all day. */
export function eventOccurrences(events: EventPlan[], from: string, to: string): Occurrence[] {
  const out: Occurrence[] = [];
  for (const event of events) {
    const programme = [...event.schedules].sort((a, b) => a.at_time.localeCompare(b.at_time));
    const allDay = programme.length === 0;
    for (const date of daysOf(from, to)) {
      if (!eventOn(event, date)) continue;
      out.push({
        kind: 'event',
        id: event.id,
        name: event.title,
        branch: event.branch,
        date,
        start_time: allDay ? '00:00' : programme[0].at_time,
        end_time: allDay ? '23:59' : programme[programme.length - 1].at_time,
        teachers: [],
        location: event.location,
        programme,
        all_day: allDay,
      });
    }
  }
  return out.sort(byTime);
}

/** Two occurrences overlap when each starts before the other ends (back-to-back is fine). */
export const overlaps = (a: Occurrence, b: Occurrence) => a.date === b.date && a.start_time < b.end_time && b.start_time < a.end_time;

/**
 * Class occurrences that clash: the same class twice at overlapping times, or a
 * teacher in two overlapping classes on the same day, each pair once.
 */
export function findConflicts(occurrences: Occurrence[]): Conflict[] {
  const classes = occurrences.filter((o) => o.kind === 'class').sort(byTime);
  const conflicts: Conflict[] = [];
  for (let i = 0; i < classes.length; i++) {
    const a = classes[i];
    // Sorted by day and start: once b starts after a ends (or on another day), nothing later overlaps a.
    for (let j = i + 1; j < classes.length && classes[j].date === a.date && classes[j].start_time < a.end_time; j++) {
      const b = classes[j];
      if (!overlaps(a, b)) continue;
      if (a.id === b.id) {
        conflicts.push({ type: 'class', date: a.date, teacher: null, occurrences: [a, b] });
        continue;
      }
      for (const teacher of a.teachers) {
        if (b.teachers.some((t) => t.id === teacher.id)) conflicts.push({ type: 'teacher', date: a.date, teacher, occurrences: [a, b] });
      }
    }
  }
  return conflicts;
}
