import type { Db } from './client';

/**
 * Runs `work` in a transaction, or in the caller's when it already holds one: a
 * writer's delete joins the transaction that also deletes what cascades with it.
 */
export function atomically<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
