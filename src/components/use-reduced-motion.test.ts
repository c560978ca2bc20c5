import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useReducedMotion } from './use-reduced-motion';

/** A system setting for `prefers-reduced-motion` that the test can change. */
function motionSetting(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((media) => {
    if (media !== '(prefers-reduced-motion: reduce)') throw new Error(`unexpected query ${media}`);
    return query as unknown as MediaQueryList;
  });
  return (next: boolean) => {
    reduce = next;
    listeners.forEach((listener) => listener());
  };
}

afterEach(() => vi.restoreAllMocks());

describe('the reduced-motion preference', () => {
  it('follows the system setting as it changes', () => {
    const change = motionSetting(false);
    const { result } = renderHook(() => useReducedMotion());
    expect(result.current).toBe(false);
    act(() => change(true));
    expect(result.current).toBe(true);
  });
});
