/**
 * What the server keeps in memory between requests, each part cleared by the
 * change feed when the rows it was read from change (on this replica or another).
 */
import type { ChangeFeed, TableChange } from '../../db/change-feed';
import type { SignedInUser } from '../context';
import type { AcademyRow } from '../hooks/tenant';
import { ListCounts } from './list-counts';
import { Memo } from './memo';

export interface ServerCaches {
  /** By academy code; null for a code no academy has. */
  academies: Memo<string, AcademyRow | null>;
  /** By `academy:user:session`; null for a user or session no longer active. */
  users: Memo<string, SignedInUser | null>;
  /** Every branch id of an academy, deleted ones too. */
  branches: Memo<number, number[]>;
  counts: ListCounts;
}

export const userKey = (academyId: number, userId: number, sessionId = '') => `${academyId}:${userId}:${sessionId}`;

/** The caches, and how to stop them following the feed (when the server closes). */
export function cachesFollowing(feed: ChangeFeed): [ServerCaches, () => void] {
  const caches: ServerCaches = { academies: new Memo(), users: new Memo(), branches: new Memo(), counts: new ListCounts() };
  const ofAcademy = (academyId: number | null) => (key: string) => academyId === null || key.startsWith(`${academyId}:`);
  const unsubscribe = feed.subscribe(({ table, academyId }: TableChange) => {
    if (table === '*') {
      caches.academies.clear();
      caches.users.clear();
      caches.branches.clear();
      return caches.counts.clear();
    }
    if (table === 'academies' || table === 'packages') caches.academies.clear();
    if (table === 'users' || table === 'refresh_tokens') caches.users.forget(ofAcademy(academyId));
    if (table === 'branches') caches.branches.forget((id) => academyId === null || id === academyId);
    caches.counts.changed(table, academyId);
  });
  return [caches, () => void unsubscribe()];
}
