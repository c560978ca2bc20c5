import { useSyncExternalStore } from 'react';
import { outbox } from './app-outbox';
import type { PendingSave } from './offline/changes';

/** The signed-in teacher's saves not yet done with, redrawn as the outbox changes. */
export function useOutbox(): PendingSave[] {
  useSyncExternalStore(outbox.subscribe, outbox.snapshot);
  return outbox.mine();
}

/** Whether the phone believes it has a connection, redrawn as it changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}
