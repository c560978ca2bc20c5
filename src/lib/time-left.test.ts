import { describe, expect, it } from 'vitest';
import { timeLeft } from './time-left';

const now = new Date('2026-01-10T08:00:00Z');

describe('timeLeft', () => {
  it('splits the rest into whole days and hours', () => {
    expect(timeLeft('2026-01-13T11:30:00Z', now)).toEqual({ days: 3, hours: 3, over: false });
    expect(timeLeft('2026-01-10T08:59:00Z', now)).toEqual({ days: 0, hours: 0, over: false });
  });

  it('is over at and after the moment, and for an unreadable date', () => {
    expect(timeLeft('2026-01-10T08:00:00Z', now).over).toBe(true);
    expect(timeLeft('2026-01-01T00:00:00Z', now).over).toBe(true);
    expect(timeLeft('not a date', now).over).toBe(true);
  });
});
