import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackup } from './backup';
import { restoreBackup } from './restore';
import { checksumDifferences, checksumsOf, tableChecksums } from './table-checksums';

const work = mkdtempSync(join(tmpdir(), 'backup-test-'));
const source = join(work, 'source');
const file = join(work, 'backups', 'academy.tar.gz');

describe('backup and restore (PGlite)', () => {
  beforeAll(async () => {
    mkdirSync(source, { recursive: true });
    const lite = await PGlite.create({ dataDir: join(source, 'pglite'), extensions: PGLITE_EXTENSIONS });
    await lite.exec(`create table players (id serial primary key, name text, born date, joined timestamptz default now());
      insert into players (name, born) values ('Lan', '2015-03-01'), ('Minh', null), ('Hà', '2016-12-31');`);
    await lite.close();
    mkdirSync(join(source, 'statics'), { recursive: true });
    writeFileSync(join(source, 'statics', 'logo.png'), 'png bytes');
    await createBackup({ dataDir: source }, file);
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  const restored = join(work, 'restored');

  it('brings back every table with equal row counts and checksums, and the uploaded files; a changed row shows', async () => {
    const manifest = await restoreBackup(file, { dataDir: restored }, { force: false });
    expect(manifest.tables.players.rows).toBe(3);
    expect(readFileSync(join(restored, 'statics', 'logo.png'), 'utf8')).toBe('png bytes');
    const original = await checksumsOf({ pgliteDir: join(source, 'pglite') });
    const lite = await PGlite.create({ dataDir: join(restored, 'pglite'), extensions: PGLITE_EXTENSIONS });
    const run = async (text: string) => (await lite.query<Record<string, unknown>>(text)).rows;
    expect(checksumDifferences(original, await tableChecksums(run))).toEqual([]);
    await lite.exec(`update players set name = 'Lâm' where name = 'Lan'`);
    const differences = checksumDifferences(original, await tableChecksums(run));
    await lite.close();
    expect(differences).toHaveLength(1);
    expect(differences[0]).toMatch(/^players: /);
  });

  it('keeps existing data unless --force, and then moves it aside instead of deleting it', async () => {
    await expect(restoreBackup(file, { dataDir: restored }, { force: false })).rejects.toThrow(/already holds a database.*--force/);
    await restoreBackup(file, { dataDir: restored }, { force: true });
    expect(readdirSync(restored).filter((f) => f.startsWith('pglite.before-restore-'))).toHaveLength(1);
    expect(readdirSync(restored).filter((f) => f.startsWith('statics.before-restore-'))).toHaveLength(1);
  });

  it('refuses a data directory a live server holds, even with --force, and a backup of one', async () => {
    const busy = join(work, 'busy');
    mkdirSync(busy, { recursive: true });
    writeFileSync(join(busy, 'server.lock'), String(process.ppid));
    await expect(restoreBackup(file, { dataDir: busy }, { force: true })).rejects.toThrow(/is using the data directory.*Stop the server/);
    expect(existsSync(join(busy, 'pglite'))).toBe(false);
    writeFileSync(join(source, 'server.lock'), String(process.ppid));
    await expect(createBackup({ dataDir: source }, join(work, 'other.tar.gz'))).rejects.toThrow(/Stop the server before the backup/);
  });

  it('refuses to put an embedded database into PostgreSQL', async () => {
    await expect(
      restoreBackup(file, { dataDir: join(work, 'pg'), databaseUrl: 'postgres://nowhere/academy' }, { force: false }),
    ).rejects.toThrow(/holds a pglite database; unset DATABASE_URL/);
  });
});
