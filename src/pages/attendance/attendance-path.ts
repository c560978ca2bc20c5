/** The address of a class's attendance on a day (today when none is named), as the attendance page reads it. */
import { pages } from '../../../resources.config';
import { KINDS, type AttendanceKind } from './kinds';

export function attendancePath(kind: AttendanceKind, classId: number, date?: string): string {
  const route = pages.find((p) => p.name === KINDS[kind].page)!.route;
  const query = new URLSearchParams({ classId: String(classId), ...(date && { date }) });
  return `${route}?${query}`;
}
