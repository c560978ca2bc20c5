/**
 * The database handle: embedded PGlite under the data directory by default, a real
 * PostgreSQL when DATABASE_URL is set. Both speak PostgreSQL through one Kysely
 * instance, with the same value parsing (int8 → number, date → 'YYYY-MM-DD',
 * timestamptz → ISO string), so nothing above this file knows which one runs.
 */
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDialect } from './pglite-dialect';

/**
 * The tables as Kysely sees them. They are created by the migrations and named at run
 * time (resource models, settings, a table passed as a string), so there is no static
 * schema to describe: any table, any column.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tables are known only at run time; a typed schema would restate every migration
export type Schema = any;
export type Db = Kysely<Schema>;

const INT8 = 20;
const DATE = 1082;
const TIMESTAMPTZ = 1184;
const NUMERIC = 1700;

const toIso = (v: string) => new Date(v).toISOString();
const parsers: Record<number, (v: string) => unknown> = {
  [INT8]: Number,
  [NUMERIC]: Number,
  [DATE]: (v) => v,
  [TIMESTAMPTZ]: toIso,
};

/** Extensions the migrations create (pg_trgm: the search index); load them wherever PGlite opens our data. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export interface DbOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted means an in-memory database (tests). */
  pgliteDir?: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir()`). */
  loadDataDir?: Blob;
}

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a dropped database) must not take the process down:
    // the pool replaces it, and the next query reports any real trouble.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool }) });
    await pool.query('select 1');
    return db;
  }
  const lite = await PGlite.create({
    dataDir: opts.pgliteDir,
    loadDataDir: opts.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    parsers: Object.fromEntries(Object.entries(parsers).map(([oid, fn]) => [oid, (v: string) => fn(v)])),
  });
  return new Kysely<Schema>({ dialect: new PgliteDialect(lite) });
}
