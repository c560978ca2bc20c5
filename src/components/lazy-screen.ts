import { lazy, type ComponentType } from 'react';
import { retry } from '../lib/retry';

/** React.lazy with the spec §2 retries, so a flaky network does not break navigation. */
export function lazyScreen<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() => retry(load));
}
