import { describe, expect, it } from 'vitest';
import { nextPeriod, periodCount, periodEnd, periodLabel, periodsBetween, periodStart, rangeProblem } from './report-periods';

describe('report periods', () => {
  it('finds the first day of the period holding a day', () => {
    expect(periodStart('2025-03-31', 'DATE')).toBe('2025-03-31');
    expect(periodStart('2025-03-31', 'MONTH')).toBe('2025-03-01');
    expect(periodStart('2025-03-31', 'QUARTER')).toBe('2025-01-01');
    expect(periodStart('2025-04-01', 'QUARTER')).toBe('2025-04-01');
    expect(periodStart('2025-12-31', 'QUARTER')).toBe('2025-10-01');
    expect(periodStart('2025-12-31', 'YEAR')).toBe('2025-01-01');
  });

  it('steps to the next period across month, quarter and year ends', () => {
    expect(nextPeriod('2024-02-29', 'DATE')).toBe('2024-03-01');
    expect(nextPeriod('2025-12-31', 'DATE')).toBe('2026-01-01');
    expect(nextPeriod('2025-12-01', 'MONTH')).toBe('2026-01-01');
    expect(nextPeriod('2025-10-01', 'QUARTER')).toBe('2026-01-01');
    expect(nextPeriod('2025-01-01', 'YEAR')).toBe('2026-01-01');
  });

  it('finds the last day of a period, leap years included', () => {
    expect(periodEnd('2024-02-10', 'MONTH')).toBe('2024-02-29');
    expect(periodEnd('2025-02-10', 'MONTH')).toBe('2025-02-28');
    expect(periodEnd('2025-05-10', 'QUARTER')).toBe('2025-06-30');
    expect(periodEnd('2025-05-10', 'YEAR')).toBe('2025-12-31');
  });

  it('lists every period a range touches, partial ones at both ends', () => {
    expect(periodsBetween('2025-01-30', '2025-02-02', 'DATE')).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(periodsBetween('2025-01-15', '2025-03-01', 'MONTH')).toEqual(['2025-01-01', '2025-02-01', '2025-03-01']);
    expect(periodsBetween('2024-12-31', '2025-04-01', 'QUARTER')).toEqual(['2024-10-01', '2025-01-01', '2025-04-01']);
    expect(periodsBetween('2023-06-01', '2025-01-01', 'YEAR')).toEqual(['2023-01-01', '2024-01-01', '2025-01-01']);
  });

  it('counts periods the way it lists them', () => {
    for (const unit of ['DATE', 'MONTH', 'QUARTER', 'YEAR'] as const) {
      expect(periodCount('2023-11-17', '2025-02-03', unit)).toBe(periodsBetween('2023-11-17', '2025-02-03', unit).length);
    }
    expect(periodCount('2025-02-01', '2025-01-01', 'MONTH')).toBe(0);
  });

  it('refuses a reversed range and one with too many periods', () => {
    expect(rangeProblem('2025-02-01', '2025-01-31', 'MONTH')).toBe('order');
    expect(rangeProblem('2025-01-01', '2025-12-31', 'DATE')).toBeNull();
    expect(rangeProblem('2024-01-01', '2024-12-31', 'DATE')).toBeNull();
    expect(rangeProblem('2024-01-01', '2025-01-01', 'DATE')).toBe('tooLong');
    expect(rangeProblem('2015-01-01', '2025-12-31', 'MONTH')).toBe('tooLong');
    expect(rangeProblem('2016-01-01', '2025-12-31', 'MONTH')).toBeNull();
  });

  it('labels periods as people write them', () => {
    expect(periodLabel('2025-01-31', 'DATE')).toBe('31/01/2025');
    expect(periodLabel('2025-01-01', 'MONTH')).toBe('01/2025');
    expect(periodLabel('2025-10-01', 'QUARTER')).toBe('Q4/2025');
    expect(periodLabel('2025-01-01', 'YEAR')).toBe('2025');
  });
});
