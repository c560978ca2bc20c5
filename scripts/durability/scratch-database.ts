/** Throwaway PostgreSQL databases on the cluster of DATABASE_URL, for one run. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function onCluster(adminUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates an empty database and returns its URL. */
export async function createScratchDatabase(adminUrl: string, purpose: string): Promise<string> {
  const name = `academy_${purpose}_${randomBytes(5).toString('hex')}`;
  await onCluster(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropScratchDatabase(adminUrl: string, url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  if (!/^academy_[a-z]+_[0-9a-f]{10}$/.test(name)) throw new Error(`refusing to drop ${name}: not a scratch database`);
  await onCluster(adminUrl, `drop database if exists ${name} with (force)`);
}
