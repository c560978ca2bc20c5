/**
 * Work that every replica's timer starts but only one may do at a time: it runs
 * under a session advisory lock taken without waiting, so the replicas that find
 * it taken skip their turn. PGlite has one process and one connection, which the
 * lock would hold while the work waits for it: there the work just runs.
 */
import { sql } from 'kysely';
import { isEmbedded, type Db } from './client';

/** Runs `work` unless another replica holds `lock`; answers whether it ran. */
export async function onOneReplica(db: Db, lock: number, work: () => Promise<void>): Promise<boolean> {
  if (isEmbedded(db)) {
    await work();
    return true;
  }
  // The lock belongs to one connection: taking it, holding it and letting go happen on the same one.
  return db.connection().execute(async (conn) => {
    const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(${lock}) as taken`.execute(conn);
    if (!rows[0].taken) return false;
    try {
      await work();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${lock})`.execute(conn);
    }
  });
}
