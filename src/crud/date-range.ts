/** The list's date range (`x-date-range`) as a Refine filter, and the picker's presets. Plain, no UI. */
import type { LogicalFilter } from '@refinedev/core';
import dayjs, { type Dayjs } from 'dayjs';
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

export const thisMonth = (now = dayjs()): DayRange => [now.startOf('month'), now.endOf('month')];
export const lastMonth = (now = dayjs()): DayRange => thisMonth(now.subtract(1, 'month'));
export const thisYear = (now = dayjs()): DayRange => [now.startOf('year'), now.endOf('year')];

/** Presets under `crud.dateRange.<key>`, evaluated when picked so a long-open page stays right. */
export const DATE_RANGE_PRESETS: Array<[key: string, range: () => DayRange]> = [
  ['thisMonth', () => thisMonth()],
  ['lastMonth', () => lastMonth()],
  ['thisYear', () => thisYear()],
];
