/**
 * A fingerprint of every table: its row count and an md5 over its rows. Two
 * databases with equal fingerprints hold the same data, whichever engine runs
 * them, so a restored backup can be checked against the database it came from.
 */
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from './client';

export type TableChecksums = Record<string, { rows: number; md5: string }>;

/** Runs one SQL text and returns its rows: PGlite and a pg client fit behind it alike. */
export type RunSql = (text: string) => Promise<Array<Record<string, unknown>>>;

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function tableChecksums(run: RunSql): Promise<TableChecksums> {
  // Row text depends on the session's time zone: fix it, so both sides print alike.
  await run(`set timezone to 'UTC'`);
  const tables = await run(`select tablename from pg_tables where schemaname = 'public' order by tablename`);
  const sums: TableChecksums = {};
  for (const { tablename } of tables) {
    const name = String(tablename);
    // Sorting the rows' own hashes makes the sum independent of storage order and collation.
    const [row] = await run(
      `select count(*)::int as rows, coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as md5 from public.${quoted(name)} t`,
    );
    sums[name] = { rows: Number(row.rows), md5: String(row.md5) };
  }
  return sums;
}

/** Names the tables whose fingerprints differ, with both sides; empty when they match. */
export function checksumDifferences(expected: TableChecksums, actual: TableChecksums): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  return names
    .filter((n) => expected[n]?.rows !== actual[n]?.rows || expected[n]?.md5 !== actual[n]?.md5)
    .map((n) => `${n}: expected ${JSON.stringify(expected[n] ?? 'no table')}, found ${JSON.stringify(actual[n] ?? 'no table')}`);
}

/** Fingerprints a PGlite data folder or a PostgreSQL database (nothing else may have it open). */
export async function checksumsOf(target: { pgliteDir: string } | { databaseUrl: string }): Promise<TableChecksums> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      return await tableChecksums(async (text) => (await client.query(text)).rows);
    } finally {
      await client.end();
    }
  }
  const lite = await PGlite.create({ dataDir: target.pgliteDir, extensions: PGLITE_EXTENSIONS });
  try {
    return await tableChecksums(async (text) => (await lite.query<Record<string, unknown>>(text)).rows);
  } finally {
    await lite.close();
  }
}
