/**
 * The planner's statistics on PGlite, which has no autovacuum to keep them: a table is analysed
 * when it has none yet or has grown by a fifth since its last analysis, at start and then every
 * hour. A restart of a database already analysed reads one catalogue row per table instead of
 * analysing everything again (half a second of the demo's start-up, more for a large academy).
 */
import { sql } from 'kysely';
import type { Db } from './client';

const HOUR = 60 * 60 * 1000;

/** Analyses the tables whose statistics are missing or out of date; answers their names. */
export async function analyzeStaleTables(db: Db): Promise<string[]> {
  // relpages is the size analysis last saw; reltuples < 0 means never analysed.
  const { rows } = await sql<{ name: string }>`
    select c.relname as name from pg_class c
    where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
      and (c.reltuples < 0 or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * 1.2 + 8)
    order by c.relname`.execute(db);
  const names = rows.map((r) => r.name);
  if (names.length) await sql`analyze ${sql.join(names.map((name) => sql.table(name)))}`.execute(db);
  return names;
}

/** Keeps the statistics up to date every hour; answers how to stop. */
export function keepStatistics(db: Db, onError: (error: unknown) => void): () => void {
  const timer = setInterval(() => analyzeStaleTables(db).catch(onError), HOUR);
  // The check never keeps the process alive on its own.
  timer.unref();
  return () => clearInterval(timer);
}
