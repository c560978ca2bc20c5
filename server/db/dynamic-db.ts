/**
 * The one way to query a table or column named at run time (the generic CRUD over the entity
 * schemas, resource models, settings, a table passed as a string): the same handle, or the same
 * transaction, seen as entity tables of any name. Code that knows its table uses `Db`, typed by
 * tables.ts, and the compiler checks it.
 */
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB as Tables } from './tables';

type Stamp = ColumnType<string, string | Date, string | Date>;

/** An entity table (entity-tables.ts): the system columns every one has, then its schema's, of unknown type. */
export interface EntityTable {
  id: Generated<number>;
  academy_id: number;
  create_date: Generated<Stamp>;
  update_date: Generated<Stamp>;
  deleted_at: Stamp | null;
  search_text: Generated<string>;
  [column: string]: unknown;
}

export type EntityTables = Record<string, EntityTable>;

export function dynamicDb(db: Kysely<Tables>): Kysely<EntityTables> {
  return db as unknown as Kysely<EntityTables>;
}
