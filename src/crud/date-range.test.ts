import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeFilter, lastMonth, thisMonth, thisYear } from './date-range';

const days = (range: [dayjs.Dayjs, dayjs.Dayjs]) => range.map((d) => d.format('YYYY-MM-DD'));

describe('date range presets', () => {
  const now = dayjs('2025-01-15T10:00:00');
  it('cover whole months and years, across the new year', () => {
    expect(days(thisMonth(now))).toEqual(['2025-01-01', '2025-01-31']);
    expect(days(lastMonth(now))).toEqual(['2024-12-01', '2024-12-31']);
    expect(days(thisYear(now))).toEqual(['2025-01-01', '2025-12-31']);
  });
});

describe('dateRangeFilter', () => {
  it('is one between filter of API days, and no range clears it', () => {
    expect(dateRangeFilter('at_date', thisMonth(dayjs('2024-02-10')))).toEqual({
      field: 'at_date',
      operator: 'between',
      value: ['2024-02-01', '2024-02-29'],
    });
    expect(dateRangeFilter('at_date', null)).toEqual({ field: 'at_date', operator: 'between', value: ['', ''] });
  });
});
