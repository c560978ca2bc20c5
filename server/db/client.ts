/**
 * The database handle: embedded PGlite under the data directory by default, a real
 * PostgreSQL when DATABASE_URL is set. Both speak PostgreSQL through one Kysely
 * instance, with the same value parsing (int8 → number, date → 'YYYY-MM-DD',
 * timestamptz → ISO string), so nothing above this file knows which one runs.
 */
import { Kysely, PostgresDialect, type Dialect } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PgliteDialect } from './pglite-dialect';
import { ChangeFeed } from './change-feed';
import type { DB as Tables } from './tables';

/** The database handle, typed by the tables the migrations make (tables.ts, `npm run db:types`). */
export type Db = Kysely<Tables>;

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

/**
 * Extensions the migrations create (pg_trgm: the search index; btree_gin: `academy_id` leading
 * that GIN index); load them wherever PGlite opens our data.
 */
export const PGLITE_EXTENSIONS = { pg_trgm, btree_gin };

/**
 * Listens to a notification channel of the database until the returned stop is called;
 * `onLost` hears when the listening connection drops.
 */
export type Listen = (
  channel: string,
  onMessage: (payload: string) => void,
  onLost: (error: Error) => void,
) => Promise<() => Promise<void>>;

const feeds = new WeakMap<Db, ChangeFeed>();
const embedded = new WeakSet<Db>();

/** Whether `db` is an embedded PGlite: one process, one connection, no other replica. */
export function isEmbedded(db: Db): boolean {
  return embedded.has(db);
}

/** The change feed of the database `db` was opened on. */
export function changesOf(db: Db): ChangeFeed {
  const feed = feeds.get(db);
  if (!feed) throw new Error('This database handle was not made by openDb.');
  return feed;
}

/** A Kysely over `dialect` whose writes, through any handle, reach its change feed. */
function withChangeFeed(dialect: Dialect, listen: Listen): Db {
  const changes = new ChangeFeed(listen);
  const db = new Kysely<Tables>({ dialect, plugins: [changes.localWrites()] });
  feeds.set(db, changes);
  return db;
}

function listenOnPostgres(connectionString: string): Listen {
  return async (channel, onMessage, onLost) => {
    // Its own connection, outside the pool: a pooled one would stop listening when handed back.
    const client = new pg.Client({ connectionString });
    client.on('notification', (message) => onMessage(message.payload ?? ''));
    client.on('error', onLost);
    client.on('end', () => onLost(new Error('the notification connection closed')));
    await client.connect();
    await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    return async () => {
      client.removeAllListeners('end');
      await client.end();
    };
  };
}

function listenOnPglite(lite: PGlite): Listen {
  return async (channel, onMessage) => lite.listen(channel, onMessage);
}

export interface DbOptions {
  databaseUrl?: string;
  /** Folder for PGlite's files; omitted means an in-memory database (tests). */
  pgliteDir?: string;
  /** PGlite only: start from this dump of a data directory (`dumpDataDir()`). */
  loadDataDir?: Blob;
  /** PGlite only: sized for tests and the templates they copy (`COMPACT_PGLITE`); an in-memory database always is. */
  compact?: boolean;
  /** PGlite only: its shared buffers (`PGLITE_SHARED_BUFFERS`, `64MB`); unset, PostgreSQL's 128 MB. */
  sharedBuffers?: string;
}

/**
 * A PGlite sized for a test: 32 MB of shared buffers, not PostgreSQL's 128 MB, which PGlite
 * zeroes at every start (a third of its start-up); and, made new, WAL in 1 MB segments kept
 * to a few, so a dump of it carries 4 MB of WAL instead of two 16 MB segments to copy in.
 */
export const COMPACT_PGLITE = {
  initDbStartParams: ['--wal-segsize=1'],
  startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB', '-c', 'min_wal_size=2MB', '-c', 'max_wal_size=4MB'],
};

export async function openDb(opts: DbOptions): Promise<Db> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: opts.databaseUrl,
      max: 10,
      // The API's statements are short: compiling one to machine code costs more than it saves.
      options: '-c jit=off',
      types: {
        getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
          parsers[oid] ?? pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
      },
    });
    // An idle connection the server ends (a restart, a dropped database) must not take the process down:
    // the pool replaces it, and the next query reports any real trouble.
    pool.on('error', (error) => console.warn(`PostgreSQL connection lost: ${error.message}`));
    const db = withChangeFeed(new PostgresDialect({ pool }), listenOnPostgres(opts.databaseUrl));
    await pool.query('select 1');
    return db;
  }
  const lite = await PGlite.create({
    dataDir: opts.pgliteDir,
    loadDataDir: opts.loadDataDir,
    extensions: PGLITE_EXTENSIONS,
    ...(opts.sharedBuffers && { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] }),
    ...((opts.compact ?? !opts.pgliteDir) && COMPACT_PGLITE),
    parsers: Object.fromEntries(Object.entries(parsers).map(([oid, fn]) => [oid, (v: string) => fn(v)])),
  });
  const db = withChangeFeed(new PgliteDialect(lite), listenOnPglite(lite));
  embedded.add(db);
  return db;
}
