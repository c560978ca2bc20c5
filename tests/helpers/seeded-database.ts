/**
 * The API suite's global setup: the demo database is migrated and seeded once per run, and
 * every test file starts from a copy of it (build-test-app.ts) instead of seeding its own.
 * PGlite: a dump of a seeded data directory, loaded into each file's in-memory database (both
 * compact: a few MB of WAL to copy, small shared buffers to clear).
 * PostgreSQL (DATABASE_URL): a seeded template database, copied by `create database … template`.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/core/catalogue';
import { COMPACT_PGLITE, openDb, PGLITE_EXTENSIONS } from '../../server/db/client';
import { migrate } from '../../server/db/migrate';
import { seedDemo } from '../../server/seed/seed';
import { testConfig } from './test-config';

export type SeededDatabase = { pgliteDump: string } | { postgresTemplate: string };

declare module 'vitest' {
  export interface ProvidedContext {
    seededDatabase: SeededDatabase;
  }
}

async function seed(opts: { databaseUrl?: string; pgliteDir?: string; compact?: boolean }) {
  const catalogue = loadCatalogue();
  const db = await openDb(opts);
  try {
    await migrate(db, catalogue);
    const app = await buildApp({ config: testConfig, db, catalogue });
    await seedDemo(db, app.models);
    await app.close();
  } finally {
    await db.destroy();
  }
}

async function onPostgres(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `academy_seeded_${randomBytes(6).toString('hex')}`;
    await onPostgres(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    await seed({ databaseUrl: url.toString() });
    project.provide('seededDatabase', { postgresTemplate: name });
    return () => onPostgres(adminUrl, `drop database if exists ${name} with (force)`);
  }
  const work = mkdtempSync(join(tmpdir(), 'academy-seeded-'));
  await seed({ pgliteDir: join(work, 'pglite'), compact: true });
  const lite = await PGlite.create({ dataDir: join(work, 'pglite'), extensions: PGLITE_EXTENSIONS, ...COMPACT_PGLITE });
  const dump = await lite.dumpDataDir('none');
  await lite.close();
  const pgliteDump = join(work, 'seeded.tar');
  writeFileSync(pgliteDump, Buffer.from(await dump.arrayBuffer()));
  rmSync(join(work, 'pglite'), { recursive: true, force: true });
  project.provide('seededDatabase', { pgliteDump });
  return () => rmSync(work, { recursive: true, force: true });
}
