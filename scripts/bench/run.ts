/**
 * `npm run bench`: API throughput and latency on large data beside json-server
 * 0.17 and a bare node:http server, then Lighthouse on the built app's first pages.
 * A benchmark that prints tables, never a test with a time limit.
 *
 *   BENCH_SECONDS=10        duration of each load run
 *   BENCH_CONNECTIONS=50    concurrent connections
 *   BENCH_PLAYERS=100000    players added to the demo academy
 *   BENCH_DATABASE_URL      also on this PostgreSQL (else DATABASE_URL): a throwaway
 *                           database is created on it and dropped afterwards
 *   BENCH_ONLY=api|app      run one half
 *   CHROMIUM_PATH           the Chromium Lighthouse drives (default /usr/bin/chromium)
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { readDataset, seedStore, type Dataset, type Store } from './dataset';
import { runLoad, type LoadSettings } from './load';
import { buildApp, pageScores } from './page-scores';
import { freePort, withPostgres } from './postgres-store';
import { startServer } from './processes';
import { apiTable, pageScoreTable, type PeerScore, type Results } from './report';
import { SCENARIOS, scenarioRequests, type Server } from './scenarios';

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
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const log = (line: string) => console.error(`[bench] ${line}`);

async function signIn(baseUrl: string): Promise<string> {
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
 * stops sending, the server keeps answering): one request that goes through the
 * database (the tenant lookup) comes back only after them.
 */
async function settle(baseUrl: string): Promise<void> {
  await fetch(`${baseUrl}/v1/api/bench-settle`).then((res) => res.arrayBuffer());
}

/** Every scenario against one running server, after a short warm-up of its reads. */
async function loadAll(server: Server, baseUrl: string, data: Dataset, headers: Record<string, string> = {}): Promise<Results> {
  await runLoad(baseUrl, [...scenarioRequests(server, SCENARIOS[0], data), ...scenarioRequests(server, SCENARIOS[2], data)], { connections: 10, seconds: 2 }, headers);
  const results: Results = new Map();
  for (const scenario of SCENARIOS) {
    await settle(baseUrl);
    const r = await runLoad(baseUrl, scenarioRequests(server, scenario, data), settings, headers);
    log(`${server.padEnd(11)} ${scenario}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, ${r.errors} errors`);
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
    DATA_DIR: store.dataDir, DATABASE_URL: store.databaseUrl ?? '', PORT: String(port), ACCESS_TOKEN_SECONDS: '3600', HOST: '127.0.0.1',
  });
  try {
    const baseUrl = `http://127.0.0.1:${port}`;
    const token = await signIn(baseUrl);
    return { data, results: await loadAll('ours', baseUrl, data, { authorization: `Bearer ${token}` }) };
  } finally {
    await api.stop();
  }
}

async function benchPeer(server: Exclude<Server, 'ours'>, data: Dataset, work: string): Promise<Results> {
  const port = await freePort();
  const env: Record<string, string> = server === 'bare'
    ? { BARE_PAGE_FILE: join(work, 'page.json'), PORT: String(port) }
    : { JSON_SERVER_DB: join(work, 'db.json'), PORT: String(port) };
  const child = await startServer(server === 'bare' ? 'scripts/bench/bare-server.ts' : 'scripts/bench/json-server-peer.ts', env);
  try {
    return await loadAll(server, `http://127.0.0.1:${port}`, data);
  } finally {
    await child.stop();
  }
}

function writePeerFiles(data: Dataset, work: string): void {
  writeFileSync(join(work, 'db.json'), JSON.stringify({ players: data.players }));
  const content = data.players.slice(-10).reverse();
  const total = data.players.length;
  writeFileSync(join(work, 'page.json'), JSON.stringify({ success: true, message: 'OK', data: { page: 0, size: 10, total_elements: total, total_pages: Math.ceil(total / 10), content } }));
}

async function benchApi(work: string): Promise<string[]> {
  const lite = await benchOurs({ dataDir: join(work, 'pglite-data') });
  writePeerFiles(lite.data, work);
  const jsonServer = await benchPeer('json-server', lite.data, work);
  const bare = await benchPeer('bare', lite.data, work);
  const tables = [apiTable('PGlite', lite.results, jsonServer, bare)];
  if (PG_URL) {
    const pg = await withPostgres(PG_URL, (databaseUrl) => benchOurs({ dataDir: join(work, 'pg-data'), databaseUrl }));
    tables.push(apiTable('PostgreSQL', pg.results, jsonServer, bare));
  } else {
    log('no BENCH_DATABASE_URL or DATABASE_URL: PostgreSQL skipped');
  }
  return tables;
}

async function benchPages(work: string): Promise<string | null> {
  if (!existsSync(CHROMIUM)) {
    log(`no Chromium at ${CHROMIUM} (CHROMIUM_PATH): Lighthouse skipped`);
    return null;
  }
  const outDir = join(work, 'dist');
  log('building the app');
  await buildApp(outDir);
  // The demo academy on a small seeded PGlite: the pages need an API behind them.
  const store = { dataDir: join(work, 'app-data') };
  await seedStore(store, 0);
  const port = await freePort();
  const server = await startServer('scripts/bench/api-server.ts', { DATA_DIR: store.dataDir, DATABASE_URL: '', PORT: String(port), HOST: '127.0.0.1', APP_DIST_DIR: outDir, BENCH_SERVE_APP: '1' });
  try {
    return pageScoreTable(await pageScores(`http://127.0.0.1:${port}`, CHROMIUM, log), PEERS);
  } finally {
    await server.stop();
  }
}

async function main() {
  const work = mkdtempSync(join(tmpdir(), 'academy-bench-'));
  const started = Date.now();
  try {
    const api = ONLY === 'app' ? [] : await benchApi(work);
    const page = ONLY === 'api' ? null : await benchPages(work);
    const cpu = cpus();
    const load = ONLY === 'app' ? '' : `; ${settings.connections} connections, ${settings.seconds} s per run, ${PLAYERS.toLocaleString('en-US')} players`;
    console.log(`\n${new Date().toISOString().slice(0, 10)}, ${cpu.length} × ${cpu[0]?.model.trim()}, Node ${process.version}${load}; took ${Math.round((Date.now() - started) / 1000)} s\n`);
    for (const table of api) console.log(`${table}\n`);
    if (page) console.log(page);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
