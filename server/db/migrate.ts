/**
 * Brings a database up to date: the numbered SQL files in migrations/ once each,
 * in order, then the tables derived from the entity schemas. Replicas starting
 * together on one PostgreSQL take turns under an advisory lock: the first does the
 * work, the others then find it done. (PGlite has one connection: the lock is free.)
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from './client';
import type { Catalogue } from '../../schemas/catalogue';
import { syncEntityTables } from './entity-tables';
import { attachPaidAtStamp } from './paid-at';
import { attachTransferCodes } from './transfer-codes';
import { attachChangeTriggers } from './change-triggers';
import { keepPhonesInStoredForm } from './stored-phones';

const MIGRATIONS_DIR = join(import.meta.dirname, 'migrations');

/** The migrations' advisory lock: one bigint key, apart from the two-key locks of login-attempts.ts. */
const MIGRATION_LOCK = 7_245_310_001;

export async function migrate(db: Db, catalogue: Catalogue): Promise<void> {
  await withMigrationLock(db, (conn) => migrateLocked(conn, catalogue));
}

/**
 * Runs `work` holding the migrations' lock, on the connection that holds it (a session
 * lock: the lock, the work and the unlock must share one connection of the pool).
 * Start-up steps that must happen once per database (migrating, seeding) take it.
 */
export async function withMigrationLock<T>(db: Db, work: (conn: Db) => Promise<T>): Promise<T> {
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK})`.execute(conn);
    }
  });
}

async function migrateLocked(db: Db, catalogue: Catalogue): Promise<void> {
  await sql`create table if not exists schema_migrations (
    name text primary key, applied_at timestamptz not null default now())`.execute(db);
  const applied = new Set((await sql<{ name: string }>`select name from schema_migrations`.execute(db)).rows.map((r) => r.name));
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((f) => f.endsWith('.sql'))
    .sort();
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
  await keepPhonesInStoredForm(db, catalogue);
  await attachChangeTriggers(db, Object.keys(catalogue));
  if (catalogue.revenues) {
    await attachPaidAtStamp(db);
    await attachTransferCodes(db);
  }
}

/** Our migration files keep to one statement per `;`-terminated block (a function body on one line). */
function splitStatements(text: string): string[] {
  return text
    .split(/;\s*$/m)
    .map((s) => s.replace(/^\s*--.*$/gm, '').trim())
    .filter(Boolean);
}
