/**
 * `npm run bench`: API throughput and latency on large data beside json-server
 * 0.17, Directus 10.13 (PostgreSQL) and a bare node:http server; an admin's day on a
 * platform of many academies; then Lighthouse on the built app's first pages.
 * A benchmark that prints tables, never a test with a time limit.
 *
 *   BENCH_SECONDS=10        duration of each load run of the API table
 *   BENCH_DAY_SECONDS=4     duration of each run of the admin's day
 *   BENCH_CONNECTIONS=50    concurrent connections
 *   BENCH_PLAYERS=100000    players added to the demo academy
 *   BENCH_ACADEMIES=1000    academies of the platform (PostgreSQL) for the admin's day
 *   BENCH_DATABASE_URL      also on this PostgreSQL (else DATABASE_URL): a throwaway
 *                           database is created on it and dropped afterwards
 *   BENCH_ONLY=api|day|app  run one part
 *   BENCH_PAGES=teacher     the first-load table only for the pages whose name holds it
 *   CHROMIUM_PATH           the Chromium Lighthouse drives (default: the headless shell, else the full one)
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDataset, seedStore, type Dataset, type Store } from './dataset';
import type { RequestSpec } from 'autocannon';
import { runLoad, type LoadSettings } from './load';
import { buildApp, pageScores } from './page-scores';
import { freePort, withPostgres } from './postgres-store';
import { startServer } from './processes';
import { apiTable, pageScoreTable, type PeerScore, type Results } from './report';
import { openDb } from '../../server/db/client';
import { SCENARIOS, scenarioRequests, type Scenario } from './scenarios';
import { benchDay } from './day-run';
import { installDirectus, startDirectus, directusRequests } from './directus-peer';
import { CHROMIUM_PATH } from '../chromium-path';

const int = (name: string, fallback: number) => Number(process.env[name] || fallback);
const settings: LoadSettings = { connections: int('BENCH_CONNECTIONS', 50), seconds: int('BENCH_SECONDS', 10) };
const PLAYERS = int('BENCH_PLAYERS', 100_000);
const PG_URL = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
const ONLY = process.env.BENCH_ONLY;
// Lighthouse 12.8.2 on this machine's Chromium, cold cache, median of 3, the same way as ours.
const PEERS: PeerScore[] = [
  { name: "Refine's finefoods-antd example (peer)", mobile: 0.4, desktop: 0.89, accessibility: 0.82 },
  { name: "react-admin's demo (peer)", mobile: 0.66, desktop: 0.96, accessibility: 0.95 },
];

const log = (line: string) => console.error(`[bench] ${line}`);

export async function signIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/v1/api/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Admin@123' }),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * Waits out the requests a finished run left queued on the server (autocannon
 * stops sending, the server keeps answering): a request that goes through the
 * database (the readiness check) comes back only after them.
 */
async function settle(settleUrl: string): Promise<void> {
  // Our health check gives up after 2 s: asked again until it answers, the queue is through.
  for (let tries = 0; tries < 60; tries++) {
    const res = await fetch(settleUrl);
    await res.arrayBuffer();
    if (res.ok) return;
  }
}

type Requests = (scenario: Scenario) => RequestSpec[];

/** Every scenario against one running server, after a short warm-up of its reads. */
async function loadAll(
  name: string,
  baseUrl: string,
  requests: Requests,
  settleUrl: string,
  headers: Record<string, string> = {},
): Promise<Results> {
  await runLoad(baseUrl, [...requests(SCENARIOS[0]), ...requests(SCENARIOS[2])], { connections: 10, seconds: 2 }, headers);
  const results: Results = new Map();
  for (const scenario of SCENARIOS) {
    await settle(settleUrl);
    const r = await runLoad(baseUrl, requests(scenario), settings, headers);
    log(`${name.padEnd(11)} ${scenario}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`);
    results.set(scenario, r);
  }
  return results;
}

async function benchOurs(store: Store): Promise<{ data: Dataset; results: Results }> {
  log(`seeding ${store.databaseUrl ? 'PostgreSQL' : 'PGlite'} with the demo academies + ${PLAYERS.toLocaleString('en-US')} players`);
  await seedStore(store, PLAYERS);
  const data = await readDataset(store);
  const port = await freePort();
  const api = await startServer('scripts/bench/api-server.ts', {
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl ?? '',
    PORT: String(port),
    ACCESS_TOKEN_SECONDS: '3600',
    HOST: '127.0.0.1',
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl);
    const results = await loadAll('ours', baseUrl, (s) => scenarioRequests('ours', s, data), `${baseUrl}/healthz`, {
      authorization: `Bearer ${token}`,
    });
    return { data, results };
  } finally {
    await api.stop();
  }
}

async function benchPeer(server: 'json-server' | 'bare', data: Dataset, work: string): Promise<Results> {
  const port = await freePort();
  const env: Record<string, string> =
    server === 'bare'
      ? { BARE_PAGE_FILE: join(work, 'page.json'), PORT: String(port) }
      : { JSON_SERVER_DB: join(work, 'db.json'), PORT: String(port) };
  const child = await startServer(server === 'bare' ? 'scripts/bench/bare-server.ts' : 'scripts/bench/json-server-peer.ts', env);
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    return await loadAll(server, baseUrl, (s) => scenarioRequests(server, s, data), `${baseUrl}/`);
  } finally {
    await child.stop();
  }
}

/** Directus on the rows our PostgreSQL run left, with the same questions; null when it cannot be installed here. */
async function benchDirectus(databaseUrl: string, data: Dataset): Promise<Results | null> {
  let dir: string;
  try {
    dir = await installDirectus(log);
  } catch (error) {
    log(`Directus skipped: ${(error as Error).message.split('\n')[0]}`);
    return null;
  }
  const db = await openDb({ databaseUrl });
  const academy = await db
    .selectFrom('academies')
    .select('id')
    .where('code', '=', 'demo')
    .executeTakeFirstOrThrow()
    .finally(() => db.destroy());
  const directus = await startDirectus(dir, databaseUrl, log);
  try {
    const requests = directusRequests(data, academy.id);
    return await loadAll('directus', directus.baseUrl, (s) => requests[s], `${directus.baseUrl}/server/ping`, {
      authorization: `Bearer ${directus.token}`,
    });
  } finally {
    await directus.stop();
  }
}

function writePeerFiles(data: Dataset, work: string): void {
  writeFileSync(join(work, 'db.json'), JSON.stringify({ players: data.players }));
  const content = data.players.slice(-10).reverse();
  const total = data.players.length;
  writeFileSync(
    join(work, 'page.json'),
    JSON.stringify({
      success: true,
      message: 'OK',
      data: { page: 0, size: 10, total_elements: total, total_pages: Math.ceil(total / 10), content },
    }),
  );
}

async function benchApi(work: string): Promise<string[]> {
  const lite = await benchOurs({ dataDir: join(work, 'pglite-data') });
  writePeerFiles(lite.data, work);
  const jsonServer = await benchPeer('json-server', lite.data, work);
  const bare = await benchPeer('bare', lite.data, work);
  const tables = [apiTable('PGlite', lite.results, { 'json-server': jsonServer, bare })];
  if (PG_URL) {
    const pg = await withPostgres(PG_URL, async (databaseUrl) => {
      const ours = await benchOurs({ dataDir: join(work, 'pg-data'), databaseUrl });
      // After ours: Directus takes players' key on `id` alone (it cannot serve a two-column key).
      return { ...ours, directus: await benchDirectus(databaseUrl, ours.data) };
    });
    tables.push(
      apiTable('PostgreSQL', pg.results, { ...(pg.directus && { 'Directus 10.13': pg.directus }), 'json-server': jsonServer, bare }),
    );
  } else {
    log('no BENCH_DATABASE_URL or DATABASE_URL: PostgreSQL skipped');
  }
  return tables;
}

async function benchPages(work: string): Promise<string | null> {
  if (!CHROMIUM_PATH || !existsSync(CHROMIUM_PATH)) {
    log(`no Chromium at ${CHROMIUM_PATH ?? '/usr/bin'} (CHROMIUM_PATH): Lighthouse skipped`);
    return null;
  }
  const outDir = join(work, 'dist');
  log('building the app');
  await buildApp(outDir);
  // The demo academy on a small seeded PGlite: the pages need an API behind them.
  const store = { dataDir: join(work, 'app-data') };
  await seedStore(store, 0);
  const port = await freePort();
  const server = await startServer('scripts/bench/api-server.ts', {
    DATA_DIR: store.dataDir,
    DATABASE_URL: '',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_DIST_DIR: outDir,
    BENCH_SERVE_APP: '1',
    // The parents' pages sign a parent in with a code texted through an SMS stand-in on this machine.
    ALLOW_PRIVATE_PROVIDER_HOSTS: 'true',
  });
  try {
    return pageScoreTable(await pageScores(`http://127.0.0.1:${port}`, CHROMIUM_PATH, log), PEERS);
  } finally {
    await server.stop();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const started = Date.now();
  const runs = (part: string) => !ONLY || ONLY === part;
  try {
    const api = runs('api') ? await benchApi(work) : [];
    const day = runs('day') ? await benchDay(work, PG_URL, log) : [];
    const page = runs('app') ? await benchPages(work) : null;
    const cpu = cpus();
    const load = runs('api')
      ? `; ${settings.connections} connections, ${settings.seconds} s per run, ${PLAYERS.toLocaleString('en-US')} players`
      : '';
    console.log(
      `\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}${load}; took ${Math.round((Date.now() - started) / 1000)} s\n`,
    );
    for (const table of [...api, ...day]) console.log(`${table}\n`);
    if (page) console.log(page);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
