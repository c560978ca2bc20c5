import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelay, triesAgain } from './backoff';

describe('retry backoff', () => {
  it('waits a minute after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than six hours', () => {
    expect(retryDelay(20)).toBe(6 * 60 * 60_000);
  });

  it('keeps trying for about a day, through a night of the mail server being down', () => {
    const waited = Array.from({ length: MAX_ATTEMPTS - 1 }, (_, i) => retryDelay(i + 1)).reduce((sum, ms) => sum + ms, 0);
    expect(waited / 3_600_000).toBeGreaterThan(20);
    expect(waited / 3_600_000).toBeLessThan(30);
  });

  it('gives up after the last attempt', () => {
    expect(triesAgain(1)).toBe(true);
    expect(triesAgain(MAX_ATTEMPTS - 1)).toBe(true);
    expect(triesAgain(MAX_ATTEMPTS)).toBe(false);
  });
});
