/**
 * `npm run restore -- <file> [--force]`: brings a backup from `npm run backup`
 * back into DATA_DIR (PGlite) or the DATABASE_URL database, with its uploaded
 * files, then checks every table against the checksums saved in the backup.
 * It never touches a database in use. Existing data is kept unless --force, and
 * even then only moved aside (`*.before-restore-<time>`), never deleted.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';
import { DATABASE_FILES, lockForMaintenance, pgTool, type BackupManifest, type DataLocation } from './backup';
import { checksumDifferences, tableChecksums, type TableChecksums } from './table-checksums';

const hasContent = (dir: string) => existsSync(dir) && readdirSync(dir).length > 0;

function readManifest(staging: string, file: string): BackupManifest {
  const path = join(staging, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${file} is not a backup made by "npm run backup" (no manifest.json).`);
  return JSON.parse(readFileSync(path, 'utf8')) as BackupManifest;
}

function moveAside(dir: string): void {
  const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  renameSync(dir, aside);
  console.log(`Moved the existing ${dir} to ${aside}`);
}

async function restorePglite(staging: string, dataDir: string): Promise<TableChecksums> {
  const pgliteDir = join(dataDir, 'pglite');
  if (hasContent(pgliteDir)) moveAside(pgliteDir);
  const dump = new Blob([readFileSync(join(staging, DATABASE_FILES.pglite))]);
  const lite = await PGlite.create({ dataDir: pgliteDir, loadDataDir: dump, extensions: PGLITE_EXTENSIONS });
  try {
    return await tableChecksums(async (text) => (await lite.query<Record<string, unknown>>(text)).rows);
  } finally {
    await lite.close();
  }
}

/**
 * Connections to this database besides ours. A client that has just closed
 * (a stopped server, a checksum run) stays listed until its backend exits, so
 * they get a moment to go before the database counts as in use.
 */
async function otherConnections(client: pg.Client): Promise<number> {
  const count = async () =>
    (
      await client.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows[0].n;
  for (let waited = 0; waited < 2000; waited += 100) {
    if ((await count()) === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count();
}

async function restorePostgres(staging: string, databaseUrl: string, force: boolean): Promise<TableChecksums> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query(`select count(*)::int as n from pg_tables where schemaname = 'public'`);
    if (tables.rows[0].n > 0 && !force)
      throw new Error('The database already has tables. Restore into an empty database, or add --force to replace them.');
    const others = await otherConnections(client);
    if (others > 0) throw new Error(`The database is in use (${others} other connections). Stop the server first.`);
    const clean = tables.rows[0].n > 0 ? ['--clean', '--if-exists'] : [];
    execFileSync(
      pgTool('pg_restore'),
      ['--no-owner', '--no-privileges', '--exit-on-error', ...clean, `--dbname=${databaseUrl}`, join(staging, DATABASE_FILES.postgresql)],
      {
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    return await tableChecksums(async (text) => (await client.query(text)).rows);
  } finally {
    await client.end();
  }
}

/** Restores `file` into `target`; throws if the restored tables differ from the backup's. */
export async function restoreBackup(file: string, target: DataLocation, opts: { force: boolean }): Promise<BackupManifest> {
  const staging = mkdtempSync(join(tmpdir(), 'academy-restore-'));
  try {
    execFileSync('tar', ['-xzf', resolve(file), '-C', staging]);
    const manifest = readManifest(staging, file);
    const engine = target.databaseUrl ? 'postgresql' : 'pglite';
    if (manifest.engine !== engine) {
      throw new Error(
        `This backup holds a ${manifest.engine} database; ${manifest.engine === 'postgresql' ? 'set DATABASE_URL' : 'unset DATABASE_URL'} to restore it.`,
      );
    }
    mkdirSync(target.dataDir, { recursive: true });
    const unlock = target.databaseUrl ? () => {} : lockForMaintenance(target.dataDir, 'restore');
    try {
      const pgliteDir = join(target.dataDir, 'pglite');
      if (!target.databaseUrl && hasContent(pgliteDir) && !opts.force) {
        throw new Error(`${pgliteDir} already holds a database. Restore into an empty DATA_DIR, or add --force to move it aside.`);
      }
      const statics = join(target.dataDir, 'statics');
      if (hasContent(statics) && !opts.force)
        throw new Error(`${statics} already holds files. Restore into an empty DATA_DIR, or add --force to move them aside.`);
      const restored = target.databaseUrl
        ? await restorePostgres(staging, target.databaseUrl, opts.force)
        : await restorePglite(staging, target.dataDir);
      if (hasContent(statics)) moveAside(statics);
      else rmSync(statics, { recursive: true, force: true });
      if (existsSync(join(staging, 'statics'))) cpSync(join(staging, 'statics'), statics, { recursive: true });
      const differences = checksumDifferences(manifest.tables, restored);
      if (differences.length) throw new Error(`The restored database differs from the backup:\n  ${differences.join('\n  ')}`);
      return manifest;
    } finally {
      unlock();
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
