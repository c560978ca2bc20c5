/**
 * The restore drill: `npm run backup` on the run's database, `npm run restore`
 * into an empty place, then an independent comparison of every table's row count
 * and checksum with the source, and of the uploaded files. Also checks that a
 * restore refuses a database that holds data (without --force) or is in use.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { checksumDifferences, checksumsOf } from '../../server/db/table-checksums';
import type { Target } from './server-process';

const ROOT = join(import.meta.dirname, '..', '..');

function cli(args: string[], target: Target): { code: number | null; output: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: target.dataDir };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const run = spawnSync(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'db', 'backup-cli.ts'), ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return { code: run.status, output: `${run.stdout}${run.stderr}` };
}

const files = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort().join(',') : '');
const place = (t: Target) => (t.databaseUrl ? { databaseUrl: t.databaseUrl } : { pgliteDir: join(t.dataDir, 'pglite') });

/** Restores the backup of `source` into `restored` (both stopped); returns the problems found. */
export async function restoreDrill(source: Target, restored: Target, backupFile: string): Promise<string[]> {
  const problems: string[] = [];
  const backup = cli(['backup', '--out', backupFile], source);
  if (backup.code !== 0) return [`backup failed: ${backup.output}`];
  const restore = cli(['restore', backupFile], restored);
  if (restore.code !== 0) return [`restore failed: ${restore.output}`];
  console.log(`  ${backup.output.trim()}\n  ${restore.output.trim()}`);

  const differences = checksumDifferences(await checksumsOf(place(source)), await checksumsOf(place(restored)));
  problems.push(...differences.map((d) => `restored table differs from the source: ${d}`));
  const statics = [files(join(source.dataDir, 'statics')), files(join(restored.dataDir, 'statics'))];
  if (statics[0] !== statics[1]) problems.push(`restored uploads differ: [${statics[0]}] vs [${statics[1]}]`);

  const again = cli(['restore', backupFile], restored);
  if (again.code === 0 || !/already (holds|has)/.test(again.output))
    problems.push(`a restore over existing data without --force was not refused: ${again.output}`);
  problems.push(...(await refusesInUse(restored, backupFile)));
  return problems;
}

/** With a live server's lock (PGlite) or another connection (PostgreSQL), even --force is refused. */
async function refusesInUse(restored: Target, backupFile: string): Promise<string[]> {
  let attempt: { code: number | null; output: string };
  if (restored.databaseUrl) {
    const other = new pg.Client({ connectionString: restored.databaseUrl });
    await other.connect();
    try {
      attempt = cli(['restore', backupFile, '--force'], restored);
    } finally {
      await other.end();
    }
  } else {
    const busy = { dataDir: join(restored.dataDir, '..', 'busy') };
    mkdirSync(busy.dataDir, { recursive: true });
    writeFileSync(join(busy.dataDir, 'server.lock'), String(process.pid)); // this process is alive: the lock is held
    attempt = cli(['restore', backupFile, '--force'], busy);
  }
  return attempt.code !== 0 && /in use|is using/.test(attempt.output)
    ? []
    : [`a restore into a database in use was not refused: ${attempt.output}`];
}
