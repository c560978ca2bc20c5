import { describe, expect, it } from 'vitest';
import { academyMonth, academyToday, monthBounds, monthsBetween } from './academy-clock';

describe('academy clock', () => {
  it("reads today on the academy's wall clock (UTC+7), not the server's", () => {
    expect(academyToday(new Date('2026-11-30T17:30:00Z'))).toBe('2026-12-01');
    expect(academyMonth(new Date('2026-12-31T16:59:00Z'))).toBe('2026-12');
    expect(academyMonth(new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
  });

  it('bounds a month by its first day and the next month’s, across a year end', () => {
    expect(monthBounds('2026-02')).toEqual({ from: '2026-02-01', next: '2026-03-01' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', next: '2027-01-01' });
  });

  it('lists the months of a range, both ends included', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(monthsBetween('2026-06', '2026-05')).toEqual([]);
  });
});
