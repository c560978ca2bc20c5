/** The list's date range (`x-date-range`) as a Refine filter, and the picker's presets. Plain, no UI. */
import type { LogicalFilter } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { toApiDate } from '../../domain/dates';

export type DayRange = [Dayjs, Dayjs];

/**
 * One `between` filter on the date field (the data provider sends fromDate/toDate). No range
 * is a range with neither end, not a removed filter: kept in the address, it stops a reload
 * from bringing back the month a money list opens on.
 */
export function dateRangeFilter(field: string, range: DayRange | null): LogicalFilter {
  return { field, operator: 'between', value: range ? [toApiDate(range[0]), toApiDate(range[1])] : ['', ''] };
}

/** `now`: the academy's wall clock (providers/academy-clock.tsx). */
export const thisMonth = (now: Dayjs): DayRange => [now.startOf('month'), now.endOf('month')];
export const lastMonth = (now: Dayjs): DayRange => thisMonth(now.subtract(1, 'month'));
export const thisYear = (now: Dayjs): DayRange => [now.startOf('year'), now.endOf('year')];

/** Presets under `crud.dateRange.<key>`, evaluated on the academy's clock when picked so a long-open page stays right. */
export const dateRangePresets = (now: () => Dayjs): Array<[key: string, range: () => DayRange]> => [
  ['thisMonth', () => thisMonth(now())],
  ['lastMonth', () => lastMonth(now())],
  ['thisYear', () => thisYear(now())],
];
