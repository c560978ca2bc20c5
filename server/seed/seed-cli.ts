/**
 * `npm run seed`: creates and seeds the database if empty.
 *   --reset        start over: deletes the embedded database first (PGlite only)
 *   --players=N    adds N more players to academy `demo` (large data for benchmarks);
 *                  SEED_PLAYERS=N in the environment does the same
 *   --academies=N  adds N academies p0001… of realistic sizes with two years of history
 *                  (SaaS-sized data, ~300 players each on average: server/seed/seed-platform.ts)
 */
import { rmSync } from 'node:fs';
import { sql } from 'kysely';
import { join } from 'node:path';
import { loadConfig } from '../config';
import { bootstrap } from '../bootstrap';
import { randomSource } from './demo-people';
import { seedPlayers } from './seed';
import { openSessionLedgers } from './seed-session-ledger';
import { seedPlatform } from './seed-platform';

async function main() {
  const args = process.argv.slice(2);
  const config = loadConfig();
  if (args.includes('--reset')) {
    if (config.databaseUrl) throw new Error('--reset only deletes the embedded database; drop a PostgreSQL database yourself.');
    rmSync(join(config.dataDir, 'pglite'), { recursive: true, force: true });
  }
  const server = await bootstrap(config, { serveApp: false, logger: false });
  try {
    console.log(server.seeded ? 'Seeded the demo academies.' : 'The database already had data; nothing seeded.');
    const extra = Number(args.find((a) => a.startsWith('--players='))?.split('=')[1] ?? process.env.SEED_PLAYERS ?? 0);
    if (extra > 0) {
      const db = server.app.db;
      const academy = await db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
      const classes = await db
        .selectFrom('classes')
        .select(['id', 'branch_id', 'schedules'])
        .where('academy_id', '=', academy.id)
        .where('deleted_at', 'is', null)
        .execute();
      await seedPlayers(
        db,
        server.app.models.get('players')!,
        academy.id,
        classes as Array<{ id: number; branch_id: number; schedules: unknown[] }>,
        extra,
        randomSource(extra),
      );
      await openSessionLedgers(db, sql`(${academy.id})`);
      // Fresh statistics and visibility map, or the planner guesses a two-row table (PGlite never vacuums by itself).
      await sql`vacuum analyze players`.execute(db);
      console.log(`Added ${extra} players to academy "demo".`);
    }
    const academies = Number(args.find((a) => a.startsWith('--academies='))?.split('=')[1] ?? 0);
    if (academies > 0) await seedPlatform(server.app.db, { academies, log: (line) => console.log(line) });
  } finally {
    await server.close();
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
