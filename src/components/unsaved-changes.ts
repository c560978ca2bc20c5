/**
 * Unsaved changes: a page says whether what it shows differs from what is saved,
 * and leaving it then asks first (layout/LeavePrompt.tsx).
 */
import { useWarnAboutChange } from '@refinedev/core';
import { useEffect } from 'react';

/** While `dirty`, leaving the page asks first; a page that goes away stops asking. */
export function useWarnWhenUnsaved(dirty: boolean): void {
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(dirty);
    return () => setWarnWhen(false);
  }, [dirty, setWarnWhen]);
}

/** A value as a form compares it: an empty value (undefined, null, '', []) is the same as none, key order does not matter. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.length ? value.map(comparable) : undefined;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([k, v]) => [k, comparable(v)] as const)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === null || value === '' ? undefined : value;
}

/** Whether two sets of form values say the same thing. */
export function sameValues(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a) ?? null) === JSON.stringify(comparable(b) ?? null);
}
