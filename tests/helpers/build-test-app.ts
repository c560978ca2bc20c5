/**
 * The real server on a temporary database, one per test file: in-memory PGlite,
 * or a fresh database on the PostgreSQL of DATABASE_URL (dropped afterwards).
 * Each starts as a copy of the demo database the suite seeded once (seeded-database.ts),
 * so tests sign in with the demo logins.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance, InjectOptions, RouteOptions } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import type { Catalogue } from '../../schemas/catalogue';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/core/catalogue';
import type { Config } from '../../server/config';
import { openDb, type Db } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { checkAgainstDocument } from './document-check';
import { testConfig } from './test-config';

export { testConfig };

/** A new database on the PostgreSQL of `url`, copied from the seeded template; dropped by `drop`. */
export async function temporaryPostgres(url: string, template: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `academy_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
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

/** A database holding the seeded demo, for one test file. */
async function seededDatabase(): Promise<{ db: Db; drop?: () => Promise<void> }> {
  const seeded = inject('seededDatabase');
  if ('postgresTemplate' in seeded) {
    const { url, drop } = await temporaryPostgres(process.env.DATABASE_URL!, seeded.postgresTemplate);
    return { db: await openDb({ databaseUrl: url }), drop };
  }
  return { db: await openDb({ loadDataDir: new Blob([readFileSync(seeded.pgliteDump)]) }) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  /** Every route the app registered, in order (HEAD twins included). */
  routes: RouteOptions[];
  /** Answers that broke the OpenAPI document (checked after the file's tests). */
  documentViolations: string[];
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
    const catalogue = opts.catalogue ?? loadCatalogue();
    let db: Db;
    ({ db, drop } = await seededDatabase());
    // A test's own catalogue adds its tables to the seeded ones.
    if (opts.catalogue) await migrate(db, catalogue);
    const routes: RouteOptions[] = [];
    const app = await buildApp({
      config: { ...testConfig, ...opts.config },
      db,
      catalogue,
      resources: opts.resources,
      onRoute: (r) => routes.push(r),
    });
    const documentViolations = checkAgainstDocument(app);
    Object.assign(handle, { app, db, routes, documentViolations });
  });
  afterAll(async () => {
    await handle.app?.close();
    await handle.db?.destroy();
    await drop?.();
    // Every request the file sent and every answer it received agreed with the document the server publishes.
    expect([...new Set(handle.documentViolations ?? [])]).toEqual([]);
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
  return (opts: InjectOptions) => app.inject({ ...opts, headers: { host, authorization: `Bearer ${token}`, ...(opts.headers ?? {}) } });
}
