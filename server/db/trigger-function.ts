/**
 * A PL/pgSQL trigger function, created or replaced only when the stored body differs from
 * `body`: a restart of a database already set up reads one catalogue row instead of running DDL.
 */
import { sql } from 'kysely';
import type { Db } from './client';
import { assertIdentifier } from './entity-tables';

export async function ensureTriggerFunction(db: Db, name: string, body: string): Promise<void> {
  const stored = await sql<{ prosrc: string }>`select prosrc from pg_proc where proname = ${name}`.execute(db);
  if (stored.rows[0]?.prosrc === body) return;
  await sql.raw(`create or replace function ${assertIdentifier(name)}() returns trigger language plpgsql as $$${body}$$`).execute(db);
}
