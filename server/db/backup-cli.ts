/**
 * `npm run backup [-- --out FILE]` and `npm run restore -- FILE [--force]`, on the
 * database the server would use: DATABASE_URL when set, else PGlite in DATA_DIR.
 * Backups go to BACKUP_DIR (default ./backups) unless --out names the file.
 */
import { join, resolve } from 'node:path';
import { createBackup, type DataLocation } from './backup';
import { restoreBackup } from './restore';

const USAGE = 'Usage: npm run backup [-- --out FILE]  |  npm run restore -- FILE [--force]';

function location(): DataLocation {
  return { dataDir: resolve(process.env.DATA_DIR || 'data'), databaseUrl: process.env.DATABASE_URL || undefined };
}

const summary = (tables: Record<string, { rows: number }>) =>
  `${Object.keys(tables).length} tables, ${Object.values(tables).reduce((n, t) => n + t.rows, 0)} rows`;

async function main() {
  const [command, ...args] = process.argv.slice(2);
  const where = location();
  if (command === 'backup') {
    const outAt = args.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const engine = where.databaseUrl ? 'postgresql' : 'pglite';
    const file =
      outAt >= 0 && args[outAt + 1]
        ? resolve(args[outAt + 1])
        : join(resolve(process.env.BACKUP_DIR || 'backups'), `academy-${engine}-${stamp}.tar.gz`);
    const manifest = await createBackup(where, file);
    console.log(`Backed up ${summary(manifest.tables)} to ${file}`);
  } else if (command === 'restore') {
    const file = args.find((a) => !a.startsWith('--'));
    if (!file) throw new Error(USAGE);
    const manifest = await restoreBackup(file, where, { force: args.includes('--force') });
    console.log(`Restored ${summary(manifest.tables)} from ${file} (made ${manifest.created_at}); every table matches its checksum.`);
  } else {
    throw new Error(USAGE);
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
