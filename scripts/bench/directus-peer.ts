/**
 * Directus 10.13 as a peer on PostgreSQL: a generic REST layer over the very
 * tables (and rows) our server made, asked the same questions: the same WHERE,
 * ORDER BY, page and count, the same columns back. It is installed by npm into
 * the temporary folder once and reused, never a project dependency, and runs as
 * a child process like the other servers, signed in with a static admin token.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { RequestSpec } from 'autocannon';
import { loadCatalogue } from '../../server/core/catalogue';
import { searchTextOf } from '../../server/core/search-text';
import { storedProperties } from '../../schemas/catalogue';
import type { Dataset } from './dataset';
import { freePort } from './postgres-store';
import type { Scenario } from './scenarios';

export const DIRECTUS_VERSION = '10.13.4';
const ADMIN_EMAIL = 'bench@example.com';
// The CLI without the `directus` wrapper, which asks the npm registry for a newer version on every call.
const cliOf = (dir: string) => join(dir, 'node_modules/@directus/api/dist/cli/run.js');

/** Runs a command to the end, failing with the tail of its output. */
function exec(command: string, args: string[], cwd: string, env: Record<string, string> = {}): Promise<void> {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`)),
    );
  });
}

const since = (t: number) => `${((Date.now() - t) / 1000).toFixed(1)} s`;

const installedVersion = (dir: string) => {
  const manifest = join(dir, 'node_modules/directus/package.json');
  return existsSync(manifest) && existsSync(cliOf(dir))
    ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version
    : null;
};

/** Directus in os.tmpdir(), installed on the first run (about 3 minutes, 500 MB) and reused after. */
export async function installDirectus(log: (line: string) => void): Promise<string> {
  const dir = join(tmpdir(), `academy-bench-directus-${DIRECTUS_VERSION}`);
  if (installedVersion(dir) === DIRECTUS_VERSION) return dir;
  log(`installing directus@${DIRECTUS_VERSION} into ${dir} (once; a few minutes)`);
  mkdirSync(dir, { recursive: true });
  // A package.json of its own, so npm installs here and not into a project above.
  writeFileSync(join(dir, 'package.json'), '{ "private": true }\n');
  try {
    await exec('npm', ['install', '--no-audit', '--no-fund', `directus@${DIRECTUS_VERSION}`], dir);
  } catch (error) {
    throw new Error(`could not install directus@${DIRECTUS_VERSION}: ${error instanceof Error ? error.message : error}`, { cause: error });
  }
  if (installedVersion(dir) !== DIRECTUS_VERSION) throw new Error(`npm installed no directus@${DIRECTUS_VERSION} CLI in ${dir}`);
  return dir;
}

export interface DirectusServer {
  baseUrl: string;
  token: string;
  stop(): Promise<void>;
}

async function waitForPing(baseUrl: string, exited: () => string | null, withinMs: number): Promise<void> {
  for (const until = Date.now() + withinMs; Date.now() < until;) {
    const failure = exited();
    if (failure) throw new Error(failure);
    const pong = await fetch(`${baseUrl}/server/ping`).then(
      (res) => res.text(),
      () => '',
    );
    if (pong === 'pong') return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Directus did not answer ${baseUrl}/server/ping within ${withinMs / 1000} s`);
}

/**
 * Directus 10 serves only tables keyed on one column and ignores the others (every request on
 * them answers 403); ours are keyed on (academy_id, id), ready to shard by academy (migration
 * 0016). Their ids come from one identity and are unique alone, so in the bench's throwaway
 * database players is keyed on id: the same rows and indexes, one unique index narrower.
 */
async function keyPlayersOnId(db: pg.Client): Promise<boolean> {
  const { rows } = await db.query<{ columns: number }>(
    `select array_length(conkey, 1) as columns from pg_constraint where conrelid = 'players'::regclass and contype = 'p'`,
  );
  if (rows[0]?.columns === 1) return false;
  await db.query('alter table players drop constraint if exists players_pkey, add constraint players_pkey primary key (id)');
  return true;
}

/**
 * Directus on the bench's database: `bootstrap` adds its directus_* tables beside
 * ours and an admin, whose static token is then written in; `start` serves
 * on a free port with our pool size (10) and no cache, rate or pressure limits,
 * telemetry or request logs.
 */
export async function startDirectus(dir: string, databaseUrl: string, log: (line: string) => void): Promise<DirectusServer> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const token = randomBytes(24).toString('hex');
  const env: Record<string, string> = {
    DB_CLIENT: 'pg',
    DB_CONNECTION_STRING: databaseUrl,
    DB_POOL__MAX: '10',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    KEY: randomBytes(16).toString('hex'),
    SECRET: randomBytes(32).toString('hex'),
    ADMIN_EMAIL,
    ADMIN_PASSWORD: randomBytes(16).toString('hex'),
    CACHE_ENABLED: 'false',
    RATE_LIMITER_ENABLED: 'false',
    RATE_LIMITER_GLOBAL_ENABLED: 'false',
    // On by default: it answers 503 once the event loop lags, which a load run is made to do.
    PRESSURE_LIMITER_ENABLED: 'false',
    TELEMETRY: 'false',
    LOG_LEVEL: 'warn',
    STORAGE_LOCAL_ROOT: join(dir, 'uploads'),
  };
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    if (await keyPlayersOnId(db)) log('players keyed on id alone for Directus (it ignores tables keyed on two columns)');
    const bootstrapping = Date.now();
    await exec(process.execPath, [cliOf(dir), 'bootstrap'], dir, env);
    log(`directus bootstrap: ${since(bootstrapping)}`);
    const { rowCount } = await db.query('update directus_users set token = $1 where email = $2', [token, ADMIN_EMAIL]);
    if (rowCount !== 1) throw new Error(`the database already had Directus users, but no ${ADMIN_EMAIL}`);
  } finally {
    await db.end();
  }

  const starting = Date.now();
  const child = spawn(process.execPath, [cliOf(dir), 'start'], {
    cwd: dir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  try {
    await waitForPing(
      baseUrl,
      () => (child.exitCode !== null ? `directus start exited with ${child.exitCode}:\n${output}` : null),
      120_000,
    );
  } catch (error) {
    await stop();
    throw error;
  }
  log(`directus start: ${since(starting)}`);
  return { baseUrl, token, stop };
}

/** The players columns our API answers with (stored properties of the schema), asked of Directus by name. */
export function playerFields(schema = loadCatalogue().players): string[] {
  return storedProperties(schema);
}

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];
const PAGES = Array.from({ length: 20 }, (_, i) => i);

/**
 * The scenarios of scenarios.ts in Directus's query dialect, on the demo
 * academy (`academyId`): every read scoped to it and to live rows as ours is,
 * the list and search counted (`meta=filter_count`) as ours counts its total.
 */
export function directusRequests(data: Dataset, academyId: number): Record<Scenario, RequestSpec[]> {
  const ids = data.players.map((p) => p.id);
  const schema = loadCatalogue().players;
  const fields = `fields=${playerFields(schema).join(',')}`;
  const live = `filter[academy_id][_eq]=${academyId}&filter[deleted_at][_null]=true`;
  const newPlayer = () => {
    const player = {
      name: 'Nguyễn Văn Bền',
      date_of_birth: '2014-05-17',
      branch_id: data.branchId,
      class_id: data.classId,
      parent_name: 'Nguyễn Thị Hoa',
      mobile: '0912345678',
      auditing_status: 1,
    };
    // What our server adds to the same body: the academy and the folded search text (row-values.ts).
    // Not its sessions left from the academy's fee settings (enrolment-service.ts): Directus stores null.
    return JSON.stringify({ ...player, academy_id: academyId, search_text: searchTextOf(player, schema['x-search'] ?? []) });
  };
  const get = (path: () => string): RequestSpec => ({ method: 'GET', setupRequest: (req) => ({ ...req, path: path() }) });
  const list = get(
    () =>
      `/items/players?${fields}&${live}&filter[class_id][_eq]=${data.classId}&filter[auditing_status][_eq]=1&sort=name,-id&limit=10&offset=${pick(PAGES) * 10}&meta=filter_count`,
  );
  // Our search keeps the list's default order, newest first (players.json `x-list.sort`).
  const searchNguyen = get(
    () => `/items/players?${fields}&${live}&filter[search_text][_contains]=nguyen&sort=-id&limit=10&offset=0&meta=filter_count`,
  );
  const byId = get(() => `/items/players/${pick(ids)}?${fields}&${live}`);
  const create: RequestSpec = {
    method: 'POST',
    path: `/items/players?${fields}`,
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => ({ ...req, body: newPlayer() }),
  };
  return {
    'list: class and status filter, by name': [list],
    'search "nguyen" (accent-insensitive)': [searchNguyen],
    'get by id': [byId],
    create: [create],
    'mixed: 4 reads, 1 create': [list, byId, searchNguyen, byId, create],
  };
}
