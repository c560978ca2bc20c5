import { describe, expect, it } from 'vitest';
import { becamePaid } from './payment-notices';
import { newlyDecided } from './time-off-notices';
import { becamePublished, eventDays } from './event-notices';

describe('what tells a parent', () => {
  it('a revenue becoming paid, created paid or turned paid, and not a paid one edited', () => {
    expect(becamePaid(undefined, 1)).toBe(true);
    expect(becamePaid(4, 1)).toBe(true);
    expect(becamePaid(2, 1)).toBe(true);
    expect(becamePaid(1, 1)).toBe(false);
    expect(becamePaid(undefined, 4)).toBe(false);
    expect(becamePaid(1, 3)).toBe(false);
  });

  it('a leave request getting a decision it did not have', () => {
    expect(newlyDecided(0, 1)).toBe(true);
    expect(newlyDecided(0, 2)).toBe(true);
    expect(newlyDecided(1, 2)).toBe(true);
    expect(newlyDecided(undefined, 1)).toBe(true);
    expect(newlyDecided(1, 1)).toBe(false);
    expect(newlyDecided(1, 0)).toBe(false);
    expect(newlyDecided(undefined, 0)).toBe(false);
  });

  it('an event made active or created active, not one edited while active', () => {
    expect(becamePublished(undefined, 1)).toBe(true);
    expect(becamePublished(0, 1)).toBe(true);
    expect(becamePublished(1, 1)).toBe(false);
    expect(becamePublished(1, 0)).toBe(false);
  });

  it("writes an event's days as the app does, one day alone", () => {
    expect(eventDays('2026-12-20', '2026-12-21')).toBe('20/12/2026 – 21/12/2026');
    expect(eventDays('2026-12-20', '2026-12-20')).toBe('20/12/2026');
    expect(eventDays('2026-12-20', null)).toBe('20/12/2026');
  });
});
