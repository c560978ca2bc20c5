/**
 * The reads of the first screen, named once: the pages use them, and the app starts them as it
 * loads (prefetchFirstScreen), before anything is drawn.
 */
import { cookieTokenStore } from '../http/token-store';
import { parentApi } from './api';
import { queryClient } from './query-client';

export const meQuery = { queryKey: ['me'], queryFn: parentApi.me, staleTime: 60_000 } as const;

/** Starts the read the home page needs, if someone is signed in. */
export function prefetchFirstScreen(): void {
  if (cookieTokenStore.access() || cookieTokenStore.refresh()) void queryClient.prefetchQuery(meQuery);
}
