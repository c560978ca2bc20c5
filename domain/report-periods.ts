/**
 * Report periods (spec §3 report unit): a period is named by its first day
 * (YYYY-MM-DD), the server groups rows into them and the app lists and labels
 * them. Calendar arithmetic on plain dates only, so no time zone can shift a day.
 */
export const REPORT_UNITS = ['DATE', 'MONTH', 'QUARTER', 'YEAR'] as const;
export type ReportUnit = (typeof REPORT_UNITS)[number];

/** Most periods one report answers: a year of days, ten years of months, and so on. */
export const MAX_PERIODS: Record<ReportUnit, number> = { DATE: 366, MONTH: 120, QUARTER: 40, YEAR: 30 };

export const isReportUnit = (value: unknown): value is ReportUnit => REPORT_UNITS.includes(value as ReportUnit);

const parts = (iso: string) => iso.split('-').map(Number) as [number, number, number];
const iso = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);

/** The first day of the period holding `day`. */
export function periodStart(day: string, unit: ReportUnit): string {
  const [y, m, d] = parts(day);
  switch (unit) {
    case 'DATE':
      return iso(y, m, d);
    case 'MONTH':
      return iso(y, m, 1);
    case 'QUARTER':
      return iso(y, m - ((m - 1) % 3), 1);
    case 'YEAR':
      return iso(y, 1, 1);
  }
}

/** The first day of the period after the one starting on `start`. */
export function nextPeriod(start: string, unit: ReportUnit): string {
  const [y, m, d] = parts(start);
  switch (unit) {
    case 'DATE':
      return iso(y, m, d + 1);
    case 'MONTH':
      return iso(y, m + 1, 1);
    case 'QUARTER':
      return iso(y, m + 3, 1);
    case 'YEAR':
      return iso(y + 1, 1, 1);
  }
}

/** The last day of the period holding `day`. */
export function periodEnd(day: string, unit: ReportUnit): string {
  const [y, m, d] = parts(nextPeriod(periodStart(day, unit), unit));
  return iso(y, m, d - 1);
}

/** How many periods the range touches (0 when `to` is before `from`). */
export function periodCount(from: string, to: string, unit: ReportUnit): number {
  if (to < from) return 0;
  const [fy, fm, fd] = parts(from);
  const [ty, tm, td] = parts(to);
  switch (unit) {
    case 'DATE':
      return Math.round((Date.UTC(ty, tm - 1, td) - Date.UTC(fy, fm - 1, fd)) / 86_400_000) + 1;
    case 'MONTH':
      return (ty - fy) * 12 + (tm - fm) + 1;
    case 'QUARTER':
      return (ty - fy) * 4 + Math.floor((tm - 1) / 3) - Math.floor((fm - 1) / 3) + 1;
    case 'YEAR':
      return ty - fy + 1;
  }
}

/** Every period the range touches, in order, by first day. */
export function periodsBetween(from: string, to: string, unit: ReportUnit): string[] {
  const periods: string[] = [];
  for (let p = periodStart(from, unit); p <= to; p = nextPeriod(p, unit)) periods.push(p);
  return periods;
}

/** Why a range cannot be reported, or null when it can. */
export function rangeProblem(from: string, to: string, unit: ReportUnit): 'order' | 'tooLong' | null {
  if (to < from) return 'order';
  return periodCount(from, to, unit) > MAX_PERIODS[unit] ? 'tooLong' : null;
}

/** A period as people write it: 31/01/2025, 01/2025, Q1/2025, 2025. */
export function periodLabel(start: string, unit: ReportUnit): string {
  const [y, m, d] = parts(start);
  const pad = (n: number) => String(n).padStart(2, '0');
  switch (unit) {
    case 'DATE':
      return `${pad(d)}/${pad(m)}/${y}`;
    case 'MONTH':
      return `${pad(m)}/${y}`;
    case 'QUARTER':
      return `Q${Math.floor((m - 1) / 3) + 1}/${y}`;
    case 'YEAR':
      return String(y);
  }
}
