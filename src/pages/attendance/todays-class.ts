/**
 * The class a staff member takes attendance of when they open the page: of today's
 * lessons (the timetable's), the first not yet over (under way, else the next to
 * start), or, once every lesson is over, the last one of the day.
 */
import type { Occurrence } from '../../../domain/timetable';

/** `now` is HH:mm; undefined when no class meets today. */
export function nextClassToday(today: Occurrence[], now: string): number | undefined {
  const lessons = today
    .filter((o) => o.kind === 'class')
    .sort((a, b) => a.start_time.localeCompare(b.start_time) || a.end_time.localeCompare(b.end_time) || a.name.localeCompare(b.name));
  return (lessons.find((o) => o.end_time > now) ?? lessons.at(-1))?.id;
}
