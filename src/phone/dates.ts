/**
 * Days as the API writes them (YYYY-MM-DD, the academy's calendar), shown in a phone app's language.
 * Written from the day's own digits and the texts' weekday names: a phone's first Intl formatter
 * of a language loads its locale data, a long task on the first screen.
 */
import type { TFunction } from 'i18next';

const asUtc = (day: string) => new Date(`${day}T00:00:00Z`);
const dayMonth = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/** "Thứ Sáu, 27/11" / "Friday, 27/11". */
export const dayLabel = (day: string, t: TFunction) => `${t(`weekdays.${asUtc(day).getUTCDay()}`)}, ${dayMonth(day)}`;

/** "27/11/2026". */
export const fullDate = (day: string) => `${dayMonth(day)}/${day.slice(0, 4)}`;

export function addDays(day: string, days: number): string {
  const date = asUtc(day);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "2026-11" → "2026-12" (or back with -1). */
export function addMonths(month: string, months: number): string {
  const date = asUtc(`${month}-01`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 7);
}

/** "2026-11" → "11/2026". */
export const monthLabel = (month: string) => `${month.slice(5, 7)}/${month.slice(0, 4)}`;
