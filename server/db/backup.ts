/**
 * `npm run backup`: one .tar.gz holding the database, the uploaded files
 * (DATA_DIR/statics) and a manifest with each table's row count and checksum,
 * so a restore can prove it brought back exactly what was saved.
 * PGlite is dumped with dumpDataDir() while holding the data-directory lock (the
 * server must be stopped: PGlite serves one process). PostgreSQL is dumped online
 * with pg_dump, inside the same snapshot the checksums are taken from.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';
import { lockDataDir } from './data-lock';
import { tableChecksums, type TableChecksums } from './table-checksums';

export interface BackupManifest {
  format: 1;
  engine: 'pglite' | 'postgresql';
  created_at: string;
  tables: TableChecksums;
}

export interface DataLocation {
  dataDir: string;
  databaseUrl?: string;
}

export const DATABASE_FILES = { pglite: 'database.pglite.tar.gz', postgresql: 'database.pgdump' } as const;

/** A PostgreSQL client program: from PG_BIN, else the newest Debian install, else the PATH. */
export function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  if (process.env.PG_BIN) return join(process.env.PG_BIN, name);
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(join(root, v, 'bin', name))) : [];
  versions.sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin', name) : name;
}

/** Takes the data-directory lock, or explains that the server has to be stopped first. */
export function lockForMaintenance(dataDir: string, action: string): () => void {
  try {
    return lockDataDir(dataDir);
  } catch (err) {
    throw new Error(
      `${(err as Error).message.split('. ')[0]}. Stop the server before the ${action}: the embedded database serves one process at a time.`,
      { cause: err },
    );
  }
}

async function dumpPglite(dataDir: string, staging: string): Promise<TableChecksums> {
  const pgliteDir = join(dataDir, 'pglite');
  if (!existsSync(join(pgliteDir, 'PG_VERSION'))) throw new Error(`No database found in ${pgliteDir}.`);
  const unlock = lockForMaintenance(dataDir, 'backup');
  try {
    const lite = await PGlite.create({ dataDir: pgliteDir, extensions: PGLITE_EXTENSIONS });
    try {
      const tables = await tableChecksums(async (text) => (await lite.query<Record<string, unknown>>(text)).rows);
      const dump = await lite.dumpDataDir('gzip');
      writeFileSync(join(staging, DATABASE_FILES.pglite), Buffer.from(await dump.arrayBuffer()));
      return tables;
    } finally {
      await lite.close();
    }
  } finally {
    unlock();
  }
}

async function dumpPostgres(databaseUrl: string, staging: string): Promise<TableChecksums> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    // The exported snapshot stays valid while this transaction is open: pg_dump reads the same data.
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ id: string }>('select pg_export_snapshot() as id');
    const tables = await tableChecksums(async (text) => (await client.query(text)).rows);
    execFileSync(
      pgTool('pg_dump'),
      ['--format=custom', `--snapshot=${rows[0].id}`, `--file=${join(staging, DATABASE_FILES.postgresql)}`, databaseUrl],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    await client.query('commit');
    return tables;
  } finally {
    await client.end();
  }
}

/** Writes the backup to `file` (its folder is created) and returns what it holds. */
export async function createBackup(source: DataLocation, file: string): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'academy-backup-'));
  try {
    const engine = source.databaseUrl ? 'postgresql' : 'pglite';
    const tables = source.databaseUrl ? await dumpPostgres(source.databaseUrl, staging) : await dumpPglite(source.dataDir, staging);
    const statics = join(source.dataDir, 'statics');
    if (existsSync(statics)) cpSync(statics, join(staging, 'statics'), { recursive: true });
    const manifest: BackupManifest = { format: 1, engine, created_at: new Date().toISOString(), tables };
    writeFileSync(join(staging, 'manifest.json'), JSON.stringify(manifest, null, 2));
    mkdirSync(dirname(resolve(file)), { recursive: true });
    execFileSync('tar', ['-czf', resolve(file), '-C', staging, '.']);
    return manifest;
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
