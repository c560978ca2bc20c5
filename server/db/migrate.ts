/**
 * Brings a database up to date: the numbered SQL files in migrations/ once each,
 * in order, then the tables derived from the entity schemas.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './client';
import type { Catalogue } from '../../schemas/catalogue';
import { syncEntityTables } from './entity-tables';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

export async function migrate(db: Db, catalogue: Catalogue): Promise<void> {
  await sql`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied = new Set(
    (await sql<{ name: string }>`select name from schema_migrations`.execute(db)).rows.map((r) => r.name),
  );
  const files = readdirSync(MIGRATIONS_DIR).filter((f) => f.endsWith('.sql')).sort();
  for (const file of files) {
    if (applied.has(file)) continue;
    await db.transaction().execute(async (trx) => {
      for (const statement of splitStatements(readFileSync(join(MIGRATIONS_DIR, file), 'utf8'))) {
        await sql.raw(statement).execute(trx);
      }
      await sql`insert into schema_migrations (name) values (${file})`.execute(trx);
    });
  }
  await syncEntityTables(db, catalogue);
}

/** Our migration files keep to one statement per `;`-terminated block (a function body on one line). */
function splitStatements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
