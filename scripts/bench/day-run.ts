/**
 * Runs the admin's day (admin-day.ts): on PostgreSQL, a platform of many academies
 * made by `npm run seed -- --academies=N`, for its biggest academy and a typical
 * one; on PGlite, the demo academy with 3,000 players. Each scenario one request
 * at a time (latency), then under concurrent load (throughput).
 */
import { request } from 'node:http';
import { join } from 'node:path';
import { openDb } from '../../server/db/client';
import { platformTargets } from '../../server/seed/seed-platform';
import { DAY_SCENARIOS, dayRequests, readAcademyDay, type AcademyDay, type DayScenario } from './admin-day';
import { seedStore, type Store } from './dataset';
import { runLoad, type LoadResult } from './load';
import { freePort, withPostgres } from './postgres-store';
import { runToEnd, ROOT, startServer } from './processes';
import { markdownTable } from './report';

const int = (name: string, fallback: number) => Number(process.env[name] || fallback);
const SECONDS = int('BENCH_DAY_SECONDS', 4);
const ACADEMIES = int('BENCH_ACADEMIES', 1000);
const PGLITE_PLAYERS = 3000;

type Log = (line: string) => void;
type DayResults = Map<DayScenario, { one: LoadResult; many: LoadResult }>;

/** A JSON call with the academy's Host (fetch would not send it). */
function call(
  baseUrl: string,
  host: string,
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${baseUrl}${path}`,
      { method, headers: { host, ...headers, ...(body && { 'content-type': headers['content-type'] ?? 'application/json' }) } },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, json: text ? JSON.parse(text) : {} }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

async function signInAt(baseUrl: string, host: string): Promise<string> {
  const res = await call(
    baseUrl,
    host,
    'POST',
    '/v1/api/oauth/token',
    new URLSearchParams({ grant_type: 'password', username: 'admin', password: 'Admin@123' }).toString(),
    { 'content-type': 'application/x-www-form-urlencoded' },
  );
  if (res.status !== 200) throw new Error(`sign-in at ${host} failed: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json.access_token as string;
}

async function runDay(
  baseUrl: string,
  academy: Omit<AcademyDay, 'day' | 'checkIns'> & { lastLesson: string | null },
  connections: number,
  log: Log,
): Promise<DayResults> {
  const host = `${academy.code}.localhost`;
  const token = await signInAt(baseUrl, host);
  const headers = { host, authorization: `Bearer ${token}` };
  const day = academy.lastLesson ?? new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const roster = await call(
    baseUrl,
    host,
    'GET',
    `/v1/api/admin/attendances/player?classId=${academy.classId}&date=${day}`,
    undefined,
    headers,
  );
  const rows = (roster.json.data as { content?: Array<{ player_id: number }> })?.content ?? [];
  const today = new Date().toISOString().slice(0, 10);
  const requests = dayRequests({ ...academy, day, checkIns: rows.map((r) => ({ player_id: r.player_id, check_in: 1 })) }, today);
  const results: DayResults = new Map();
  // Autocannon stops sending when a run ends, the server goes on answering: the next run waits for the queue to drain.
  const settle = async () => {
    // The health check gives up after 2 s: asked again until it answers, the queue is through.
    for (let tries = 0; tries < 60 && (await call(baseUrl, host, 'GET', '/healthz')).status !== 200; tries++);
  };
  for (const scenario of DAY_SCENARIOS) {
    await runLoad(baseUrl, requests[scenario], { connections: 1, seconds: 1 }, headers);
    const one = await runLoad(baseUrl, requests[scenario], { connections: 1, seconds: SECONDS }, headers);
    const many = await runLoad(baseUrl, requests[scenario], { connections, seconds: SECONDS }, headers);
    await settle();
    log(
      `${academy.code} ${scenario}: 1 conn p50 ${one.p50} ms p99 ${one.p99} ms; ${connections} conn ${Math.round(many.rps)} req/s p99 ${many.p99} ms; ${one.errors + many.errors} errors`,
    );
    results.set(scenario, { one, many });
  }
  return results;
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)}`;
const cell = (r: { one: LoadResult; many: LoadResult }) => [
  `${ms(r.one.p50)} / ${ms(r.one.p99)} ms`,
  `${Math.round(r.many.rps).toLocaleString('en-US')} (${ms(r.many.p99)} ms)`,
  String(r.one.errors + r.many.errors),
];
const heavy = (s: DayScenario) => s === 'dashboard' || s.startsWith('report');

async function withApi<T>(store: Store, run: (baseUrl: string) => Promise<T>): Promise<T> {
  const port = await freePort();
  const api = await startServer('scripts/bench/api-server.ts', {
    DATA_DIR: store.dataDir,
    DATABASE_URL: store.databaseUrl ?? '',
    PORT: String(port),
    ACCESS_TOKEN_SECONDS: '3600',
    HOST: '127.0.0.1',
  });
  try {
    return await run(`http://127.0.0.1:${port}`);
  } finally {
    await api.stop();
  }
}

async function onPlatform(work: string, pgUrl: string, log: Log): Promise<string> {
  return withPostgres(pgUrl, async (databaseUrl) => {
    const store = { dataDir: join(work, 'platform'), databaseUrl };
    log(`seeding a platform of ${ACADEMIES} academies on PostgreSQL`);
    const started = Date.now();
    await runToEnd(['--import', 'tsx', join(ROOT, 'server/seed/seed-cli.ts'), `--academies=${ACADEMIES}`], {
      DATA_DIR: store.dataDir,
      DATABASE_URL: databaseUrl,
    });
    log(`seeded in ${Math.round((Date.now() - started) / 1000)} s`);
    const db = await openDb({ databaseUrl });
    const academies = await (async () => {
      const targets = (await platformTargets(db))!;
      return [await readAcademyDay(db, targets.biggest.code), await readAcademyDay(db, targets.typical.code)];
    })().finally(() => db.destroy());
    const [biggest, typical] = await withApi(store, async (baseUrl) => [
      await runDay(baseUrl, academies[0], 50, log),
      await runDay(baseUrl, academies[1], 50, log),
    ]);
    const rows = DAY_SCENARIOS.map((s) => [
      s,
      ...cell(biggest.get(s)!),
      ...cell(typical.get(s)!),
      heavy(s) ? 'p99 < 150 ms' : 'p99 < 50 ms',
    ]);
    const title = (a: (typeof academies)[number]) => `${a.code}, ${a.players.toLocaleString('en-US')} players`;
    return markdownTable(
      [
        `PostgreSQL, ${ACADEMIES} academies`,
        `${title(academies[0])}: 1 conn p50 / p99`,
        'req/s at 50 (p99)',
        'errors',
        `${title(academies[1])}: 1 conn p50 / p99`,
        'req/s at 50 (p99)',
        'errors',
        'goal (biggest, 1 conn)',
      ],
      rows,
    );
  });
}

async function onPglite(work: string, log: Log): Promise<string> {
  const store = { dataDir: join(work, 'pglite-day') };
  log(`seeding PGlite: the demo academy with ${PGLITE_PLAYERS} more players`);
  await seedStore(store, PGLITE_PLAYERS);
  const db = await openDb({ pgliteDir: join(store.dataDir, 'pglite') });
  const academy = await readAcademyDay(db, 'demo').finally(() => db.destroy());
  const results = await withApi(store, (baseUrl) => runDay(baseUrl, academy, 10, log));
  const rows = DAY_SCENARIOS.map((s) => [s, ...cell(results.get(s)!), 'p99 < 200 ms at 10']);
  return markdownTable(
    [`PGlite, demo academy, ${academy.players.toLocaleString('en-US')} players`, '1 conn p50 / p99', 'req/s at 10 (p99)', 'errors', 'goal'],
    rows,
  );
}

export async function benchDay(work: string, pgUrl: string | undefined, log: Log): Promise<string[]> {
  const tables = [await onPglite(work, log)];
  if (pgUrl) tables.unshift(await onPlatform(work, pgUrl, log));
  else log('no BENCH_DATABASE_URL or DATABASE_URL: the platform day on PostgreSQL skipped');
  return tables;
}
