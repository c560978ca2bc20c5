import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { retry } from './retry';

describe('retry', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('retries 5 times, 1 second apart, then gives up with the last error', async () => {
    const load = vi.fn().mockRejectedValue(new Error('chunk failed'));
    const result = retry(load).catch((e: Error) => e);
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    for (let i = 2; i <= 6; i += 1) {
      await vi.advanceTimersByTimeAsync(999);
      expect(load).toHaveBeenCalledTimes(i - 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(load).toHaveBeenCalledTimes(i);
    }
    expect(await result).toEqual(new Error('chunk failed'));
    expect(load).toHaveBeenCalledTimes(6);
  });

  it('stops as soon as a load succeeds', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('module');
    const result = retry(load);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await result).toBe('module');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
