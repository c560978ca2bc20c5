/** The unit and range a report screen opens on, and a picked range snapped to whole periods. */
import { periodEnd, periodStart, type ReportUnit } from '../../../domain/report-periods';

export type DayRange = [string, string];

/** Days: this month; months and quarters: this year; years: the last five. */
export function defaultRange(unit: ReportUnit, today: string): DayRange {
  switch (unit) {
    case 'DATE':
      return [periodStart(today, 'MONTH'), periodEnd(today, 'MONTH')];
    case 'YEAR':
      return [`${Number(today.slice(0, 4)) - 4}-01-01`, periodEnd(today, 'YEAR')];
    default:
      return [periodStart(today, 'YEAR'), periodEnd(today, 'YEAR')];
  }
}

/** From the first day of the first picked period to the last day of the last one. */
export const wholePeriods = (unit: ReportUnit, [from, to]: DayRange): DayRange => [periodStart(from, unit), periodEnd(to, unit)];
