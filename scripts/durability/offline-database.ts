/** The run's database opened by the harness itself, while no server runs (PGlite serves one process at a time). */
import { join } from 'node:path';
import { lockForMaintenance } from '../../server/db/backup';
import { openDb, type Db } from '../../server/db/client';
import { RUN_SHARED_BUFFERS, type Target } from './server-process';

export async function withDatabase<T>(target: Target, work: (db: Db) => Promise<T>): Promise<T> {
  const unlock = target.databaseUrl ? () => {} : lockForMaintenance(target.dataDir, 'check');
  try {
    const db = await openDb({
      databaseUrl: target.databaseUrl,
      pgliteDir: join(target.dataDir, 'pglite'),
      sharedBuffers: RUN_SHARED_BUFFERS,
    });
    try {
      return await work(db);
    } finally {
      await db.destroy();
    }
  } finally {
    unlock();
  }
}
