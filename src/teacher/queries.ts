/**
 * The reads of the first screens, named once: the pages use them, and the app starts them as
 * it loads (prefetchFirstScreen), beside one another, before anything is drawn.
 */
import { cookieTokenStore } from '../http/token-store';
import { teacherApi } from './api';
import { queryClient, rosterKey } from './query-client';

export const meQuery = { queryKey: ['me'], queryFn: teacherApi.me, staleTime: Infinity } as const;
/** This week's lessons; the answer names the academy's today. */
export const thisWeekQuery = { queryKey: ['week', 'this'], queryFn: () => teacherApi.week() } as const;
export const rosterQuery = (classId: number, date: string) =>
  ({ queryKey: rosterKey(classId, date), queryFn: () => teacherApi.roster(classId, date) }) as const;

const ROSTER_PATH = /^\/teacher\/classes\/(\d+)\/days\/(\d{4}-\d{2}-\d{2})$/;

/** Starts the reads the page at `path` will need, if someone is signed in. */
export function prefetchFirstScreen(path: string): void {
  if (!cookieTokenStore.access() && !cookieTokenStore.refresh()) return;
  void queryClient.prefetchQuery(meQuery);
  const roster = ROSTER_PATH.exec(path);
  if (roster) void queryClient.prefetchQuery(rosterQuery(Number(roster[1]), roster[2]));
  else if (path === '/teacher/') void queryClient.prefetchQuery(thisWeekQuery);
}
