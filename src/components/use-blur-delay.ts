import { useCallback, useEffect, useRef } from 'react';

/** What an input does once it loses focus waits this long (spec §9 "blur handling delay"). */
export const BLUR_DELAY_MS = 300;

/**
 * `onBlurred`, run once the input has been left for BLUR_DELAY_MS: a focus coming back
 * meanwhile (the reader clicked back in) cancels it, and a dropdown closing on the blur
 * has finished sliding away before what it shows changes.
 */
export function useBlurDelay(onBlurred: () => void): { onBlur: () => void; onFocus: () => void } {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef(onBlurred);
  useEffect(() => {
    latest.current = onBlurred;
  }, [onBlurred]);
  useEffect(() => () => clearTimeout(timer.current), []);
  const onFocus = useCallback(() => clearTimeout(timer.current), []);
  const onBlur = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(), BLUR_DELAY_MS);
  }, []);
  return { onBlur, onFocus };
}
