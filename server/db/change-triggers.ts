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
import { ensureTriggerFunction } from './trigger-function';

/** Tables outside the entity schemas whose rows the caches hold, with the column naming their academy. */
const PLATFORM_TABLES: Record<string, string> = {
  academies: 'id',
  packages: '',
  users: 'academy_id',
  refresh_tokens: 'academy_id',
};

const NOTIFY_BODY = `
    begin
      perform pg_notify('${CHANGES_CHANNEL}', tg_table_name || ':' || coalesce(to_jsonb(coalesce(new, old)) ->> tg_argv[0], ''));
      return null;
    end `;

/**
 * Creates the function and each table's trigger where missing or different: DDL takes a lock
 * on every table and costs a restart a third of a second, so a database already set up is only read.
 */
export async function attachChangeTriggers(db: Db, entityTables: string[]): Promise<void> {
  await ensureTriggerFunction(db, 'notify_table_change', NOTIFY_BODY);
  // A trigger's one argument is stored as bytes ending in a NUL.
  const attached = await sql<{ table_name: string; argument: string }>`
    select tgrelid::regclass::text as table_name, convert_from(substring(tgargs from 1 for length(tgargs) - 1), 'UTF8') as argument
    from pg_trigger where tgname = 'notify_change' and tgnargs = 1`.execute(db);
  const has = new Map(attached.rows.map((r) => [r.table_name, r.argument]));
  const tables: Record<string, string> = { ...PLATFORM_TABLES };
  for (const table of entityTables) tables[table] ??= 'academy_id';
  for (const [table, column] of Object.entries(tables)) {
    if (has.get(table) === column) continue;
    await sql
      .raw(
        `create or replace trigger notify_change after insert or update or delete on ${assertIdentifier(table)}
      for each row execute function notify_table_change('${column}')`,
      )
      .execute(db);
  }
}
