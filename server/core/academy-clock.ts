/**
 * Today and this month on the academy's wall clock, in the zone it chose
 * (settings → general; `ctx.academy.timeZone`), never the server's.
 */
import { zonedDate } from '../../domain/time-zones';

/** 'YYYY-MM-DD' of today in the academy's time zone. */
export function academyToday(timeZone: string, now = new Date()): string {
  return zonedDate(timeZone, now);
}

/** 'YYYY-MM' of the current month in the academy's time zone. */
export function academyMonth(timeZone: string, now = new Date()): string {
  return academyToday(timeZone, now).slice(0, 7);
}

/** A month's first day and the first day of the month after ('2026-12' → 2026-12-01, 2027-01-01): rows with from ≤ date < next. */
export function monthBounds(month: string): { from: string; next: string } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { from: `${month}-01`, next: `${next}-01` };
}

/** Every month from `from` to `to` inclusive, in order ('2026-11', '2027-01' → three months). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let m = from; m <= to; m = monthBounds(m).next.slice(0, 7)) months.push(m);
  return months;
}
