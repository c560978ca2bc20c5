/**
 * The real server on a temporary database, one per test file: in-memory PGlite,
 * or a fresh database on the PostgreSQL of DATABASE_URL (dropped afterwards).
 * Seeded with the demo academies, so tests sign in with the demo logins.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import type { Catalogue } from '../../schemas/catalogue';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/catalogue';
import type { Config } from '../../server/config';
import { openDb, type Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/db/seed';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/tmp',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  accessTokenSeconds: 900,
  refreshTokenDays: 30,
  defaultAcademy: 'demo',
  logLevel: 'silent',
  trustProxy: false,
};

async function temporaryPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every route the app registered, in order (HEAD twins included). */
  routes: RouteOptions[];
}

export interface TestAppOptions {
  catalogue?: Catalogue;
  resources?: ResourceConfig[];
  config?: Partial<Config>;
}

/** Builds the app before the file's tests and closes it after them. */
export function useTestApp(opts: TestAppOptions = {}): TestApp {
  const handle = {} as TestApp;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    let databaseUrl: string | undefined;
    if (process.env.DATABASE_URL) ({ url: databaseUrl, drop } = await temporaryPostgres(process.env.DATABASE_URL));
    const catalogue = opts.catalogue ?? loadCatalogue();
    const db = await openDb({ databaseUrl });
    await migrate(db, catalogue);
    const routes: RouteOptions[] = [];
    const app = await buildApp({ config: { ...testConfig, ...opts.config }, db, catalogue, resources: opts.resources, onRoute: (r) => routes.push(r) });
    await seedDemo(db, app.models);
    Object.assign(handle, { app, db, routes });
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.db?.destroy();
    await drop?.();
  });
  return handle;
}

export const DEMO_HOST = 'localhost';
export const BETA_HOST = 'beta.localhost';

export async function login(app: FastifyInstance, userName: string, password: string, host = DEMO_HOST) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/api/oauth/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', username: userName, password }).toString(),
  });
  if (res.statusCode !== 200) throw new Error(`login ${userName} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { access_token: string; refresh_token: string };
}

/** inject() with a bearer token and the demo host unless told otherwise. */
export function as(app: FastifyInstance, token: string, host = DEMO_HOST) {
  return (opts: InjectOptions) =>
    app.inject({ ...opts, headers: { host, authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } });
}
