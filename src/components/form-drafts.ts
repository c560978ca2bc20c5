/**
 * What a form holds but has not saved, kept across the reload a branch switch makes
 * (spec §4: the page reloads in the new branch): the switch asks every form on screen
 * to keep its draft in sessionStorage under the form's address, and the form, drawn
 * again at that address, takes it back once.
 */
import { useEffect, useRef } from 'react';

const PREFIX = 'draft:';
const keepers = new Set<() => void>();

/** The key a form's draft is kept under: the address of the page it is on. */
export const draftKey = ({ pathname, search }: { pathname: string; search: string }) => `${PREFIX}${pathname}${search}`;

/** Whether a form on screen keeps its draft through a reload. */
export const keepsDrafts = () => keepers.size > 0;

/** Writes the draft of every form on screen that has unsaved changes. */
export function keepDrafts(): void {
  for (const keep of keepers) keep();
}

/** While mounted, `keepDrafts()` keeps `values` under `key` when `dirty`. */
export function useDraftKeeper(key: string, values: unknown, dirty: boolean): void {
  const latest = useRef({ values, dirty });
  useEffect(() => {
    latest.current = { values, dirty };
  }, [values, dirty]);
  useEffect(() => {
    const keep = () => {
      if (!latest.current.dirty) return;
      try {
        sessionStorage.setItem(key, JSON.stringify(latest.current.values));
      } catch {
        // Storage refused (private mode, full): the switch goes on without the draft.
      }
    };
    keepers.add(keep);
    return () => {
      keepers.delete(keep);
    };
  }, [key]);
}

/** The draft kept under `key`, removed as it is taken; undefined when there is none. */
export function takeDraft<T>(key: string): T | undefined {
  try {
    const raw = sessionStorage.getItem(key);
    if (raw === null) return undefined;
    sessionStorage.removeItem(key);
    return JSON.parse(raw) as T;
  } catch {
    return undefined;
  }
}
