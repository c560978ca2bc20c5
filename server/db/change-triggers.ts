/**
 * The triggers behind the change feed (change-feed.ts): every write to a table the
 * server caches from notifies `table_changes` with `<table>:<academy id>`. PostgreSQL
 * sends it at commit, once per distinct payload per transaction, so a bulk write of
 * one academy's rows is one message.
 */
import { sql } from 'kysely';
import type { Db } from './client';
import { assertIdentifier } from './entity-tables';
import { CHANGES_CHANNEL } from './change-feed';

/** Tables outside the entity schemas whose rows the caches hold, with the column naming their academy. */
const PLATFORM_TABLES: Record<string, string> = {
  academies: 'id',
  packages: '',
  users: 'academy_id',
  refresh_tokens: 'academy_id',
};

export async function attachChangeTriggers(db: Db, entityTables: string[]): Promise<void> {
  await sql
    .raw(
      `create or replace function notify_table_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('${CHANGES_CHANNEL}', tg_table_name || ':' || coalesce(to_jsonb(coalesce(new, old)) ->> tg_argv[0], ''));
      return null;
    end $$`,
    )
    .execute(db);
  const tables: Record<string, string> = { ...PLATFORM_TABLES };
  for (const table of entityTables) tables[table] ??= 'academy_id';
  for (const [table, column] of Object.entries(tables)) {
    await sql
      .raw(
        `create or replace trigger notify_change after insert or update or delete on ${assertIdentifier(table)}
      for each row execute function notify_table_change('${column}')`,
      )
      .execute(db);
  }
}
