import { describe, expect, it } from 'vitest';
import { defaultRange, wholePeriods } from './report-range';

describe('report ranges', () => {
  it('opens on this month by day, this year by month or quarter, five years by year', () => {
    expect(defaultRange('DATE', '2024-02-10')).toEqual(['2024-02-01', '2024-02-29']);
    expect(defaultRange('MONTH', '2024-02-10')).toEqual(['2024-01-01', '2024-12-31']);
    expect(defaultRange('QUARTER', '2024-02-10')).toEqual(['2024-01-01', '2024-12-31']);
    expect(defaultRange('YEAR', '2024-02-10')).toEqual(['2020-01-01', '2024-12-31']);
  });

  it('snaps a picked range to whole periods', () => {
    expect(wholePeriods('QUARTER', ['2024-02-10', '2024-05-03'])).toEqual(['2024-01-01', '2024-06-30']);
    expect(wholePeriods('MONTH', ['2024-02-10', '2024-02-10'])).toEqual(['2024-02-01', '2024-02-29']);
  });
});
