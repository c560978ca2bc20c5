/**
 * Replicas started together on one empty PostgreSQL database each migrate it, and
 * seed it when empty, at start: one does the work while the others wait on the
 * migrations' advisory lock and then find nothing left to do, so every start
 * succeeds and the database holds one schema and one demo.
 * PostgreSQL only (DATABASE_URL): PGlite is one process per data directory.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bootstrap } from '../../server/bootstrap';
import { loadCatalogue } from '../../server/core/catalogue';
import { openDb } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { STORED_PHONES_STEP } from '../../server/db/stored-phones';
import { createScratchDatabase, dropScratchDatabase } from '../../scripts/durability/scratch-database';
import { testConfig } from '../helpers/test-config';

const adminUrl = process.env.DATABASE_URL;
const REPLICAS = 3;

describe.skipIf(!adminUrl)('replicas starting at once on one empty PostgreSQL database', () => {
  it('migrate it once: one schema, no error', async () => {
    const url = await createScratchDatabase(adminUrl!, 'migrations');
    const replicas = await Promise.all(Array.from({ length: REPLICAS }, () => openDb({ databaseUrl: url })));
    try {
      const catalogue = loadCatalogue();
      const outcomes = await Promise.allSettled(replicas.map((db) => migrate(db, catalogue)));
      expect(outcomes.flatMap((o) => (o.status === 'rejected' ? [String(o.reason)] : []))).toEqual([]);

      const { rows } = await sql<{ name: string; times: number }>`
        select name, count(*)::int as times from schema_migrations group by name order by name`.execute(replicas[0]);
      const files = readdirSync(join(import.meta.dirname, '../../server/db/migrations'))
        .filter((f) => f.endsWith('.sql'))
        .sort();
      // Each file once, and the data steps written in code (phones rewritten as kept) once too.
      expect(rows).toEqual([...files, STORED_PHONES_STEP].sort().map((name) => ({ name, times: 1 })));
      // The schema is whole: migrating again finds nothing to add.
      const tables = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from pg_tables where schemaname = 'public'`.execute(replicas[0])).rows[0].n;
      const before = await tables();
      await migrate(replicas[1], catalogue);
      expect(await tables()).toBe(before);
      expect(before).toBeGreaterThan(files.length);
    } finally {
      await Promise.all(replicas.map((db) => db.destroy()));
      await dropScratchDatabase(adminUrl!, url);
    }
  });

  it('seed it once, and every one of them starts', async () => {
    const url = await createScratchDatabase(adminUrl!, 'startups');
    const starts = await Promise.allSettled(
      Array.from({ length: REPLICAS }, () => bootstrap({ ...testConfig, databaseUrl: url }, { serveApp: false, logger: false })),
    );
    try {
      expect(starts.flatMap((s) => (s.status === 'rejected' ? [String(s.reason)] : []))).toEqual([]);
      const servers = starts.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
      expect(servers.filter((s) => s.seeded)).toHaveLength(1);
      const players = await servers[0].app.db
        .selectFrom('players')
        .innerJoin('academies as a', 'a.id', 'players.academy_id')
        .where('a.code', '=', 'demo')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(players.n)).toBe(300);
    } finally {
      await Promise.all(starts.map((s) => (s.status === 'fulfilled' ? s.value.close() : undefined)));
      await dropScratchDatabase(adminUrl!, url);
    }
  });
});
