import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, retryDelay, triesAgain } from './backoff';

describe('retry backoff', () => {
  it('waits a minute after the first failure and doubles after each one', () => {
    expect([1, 2, 3, 4].map(retryDelay)).toEqual([60_000, 120_000, 240_000, 480_000]);
  });

  it('never waits more than six hours', () => {
    expect(retryDelay(20)).toBe(6 * 60 * 60_000);
  });

  it('gives up after the last attempt', () => {
    expect(triesAgain(1)).toBe(true);
    expect(triesAgain(MAX_ATTEMPTS - 1)).toBe(true);
    expect(triesAgain(MAX_ATTEMPTS)).toBe(false);
  });
});
