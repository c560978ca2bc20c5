/**
 * The benchmark's data: a fresh database seeded by `npm run seed` with the demo
 * academies plus N players, then read back so the peers get the same rows and
 * every scenario knows real ids.
 */
import { join } from 'node:path';
import type { NotNull } from 'kysely';
import { openDb } from '../../server/db/client';
import { runToEnd, ROOT } from './processes';

export interface Dataset {
  /** The demo academy's players as stored (json-server's db.json rows). */
  players: Array<Record<string, unknown> & { id: number }>;
  /** A class of the demo academy and its branch: list filter and create body. */
  classId: number;
  branchId: number;
}

export interface Store {
  dataDir: string;
  databaseUrl?: string;
}

const env = (store: Store): Record<string, string> => ({ DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '' });

export async function seedStore(store: Store, players: number): Promise<void> {
  await runToEnd(['--import', 'tsx', join(ROOT, 'server/seed/seed-cli.ts'), `--players=${players}`], env(store));
}

export async function readDataset(store: Store): Promise<Dataset> {
  const db = await openDb({ databaseUrl: store.databaseUrl, pgliteDir: join(store.dataDir, 'pglite') });
  try {
    const academy = await db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    const klass = await db
      .selectFrom('classes')
      .select(['id', 'branch_id'])
      // A class's schema requires its branch.
      .$narrowType<{ branch_id: NotNull }>()
      .where('academy_id', '=', academy.id)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const players = await db
      .selectFrom('players')
      .select([
        'id',
        'name',
        'date_of_birth',
        'clothes_number',
        'branch_id',
        'class_id',
        'parent_name',
        'mobile',
        'address',
        'schedules',
        'number_of_units',
        'points',
        'auditing_status',
        'search_text',
        'create_date',
      ])
      .where('academy_id', '=', academy.id)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    return { players, classId: klass.id, branchId: klass.branch_id };
  } finally {
    await db.destroy();
  }
}
