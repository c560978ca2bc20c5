import { describe, expect, it } from 'vitest';
import { academyMonth, academyToday, monthBounds, monthsBetween } from './academy-clock';

describe('academy clock', () => {
  it("reads today on the wall clock of the academy's zone, not the server's", () => {
    expect(academyToday('Asia/Ho_Chi_Minh', new Date('2026-11-30T17:30:00Z'))).toBe('2026-12-01');
    expect(academyMonth('Asia/Ho_Chi_Minh', new Date('2026-12-31T16:59:00Z'))).toBe('2026-12');
    expect(academyMonth('Asia/Ho_Chi_Minh', new Date('2026-12-31T17:00:00Z'))).toBe('2027-01');
    // The same moment is still 30 November in Los Angeles, and already 1 December at 07:30 on Kiritimati (UTC+14).
    expect(academyToday('America/Los_Angeles', new Date('2026-11-30T17:30:00Z'))).toBe('2026-11-30');
    expect(academyToday('Pacific/Kiritimati', new Date('2026-11-30T17:30:00Z'))).toBe('2026-12-01');
    expect(academyToday('Pacific/Kiritimati', new Date('2026-11-30T09:59:00Z'))).toBe('2026-11-30');
    expect(academyToday('Pacific/Kiritimati', new Date('2026-11-30T10:00:00Z'))).toBe('2026-12-01');
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
