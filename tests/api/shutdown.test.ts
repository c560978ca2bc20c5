/**
 * A stop while the sender waits on an SMTP server that never greets: the real server
 * (server/start.ts, API only) on a copy of the seeded database, its academy's e-mail pointed at
 * a TCP server that accepts and never says a word. SIGTERM → exit 0 within 10 s (a process
 * manager's usual patience), the database closed cleanly, and the message, which surely never
 * left, back in the queue as it was for the next start.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, expect, inject, it } from 'vitest';
import { openDb, type Db } from '../../server/db/client';
import { temporaryPostgres } from '../helpers/build-test-app';

const STOP_DEADLINE_MS = 10_000;
const ROOT = join(import.meta.dirname, '..', '..');
const work = mkdtempSync(join(tmpdir(), 'academy-stop-'));
const cleanups: Array<() => Promise<void> | void> = [() => rmSync(work, { recursive: true, force: true })];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Where the server keeps its data: a PGlite directory, or a database of the PostgreSQL of DATABASE_URL, both seeded. */
async function seededTarget(): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> {
  const seeded = inject('seededDatabase');
  if ('postgresTemplate' in seeded) {
    const { url, drop } = await temporaryPostgres(process.env.DATABASE_URL!, seeded.postgresTemplate);
    cleanups.push(drop);
    return { env: { DATABASE_URL: url }, open: () => openDb({ databaseUrl: url }) };
  }
  const pgliteDir = join(work, 'pglite');
  const first = await openDb({ pgliteDir, loadDataDir: new Blob([readFileSync(seeded.pgliteDump)]) });
  await first.destroy();
  return { env: {}, open: () => openDb({ pgliteDir }) };
}

/** A TCP server that takes connections and never answers: an SMTP server that never greets. */
async function silentServer() {
  const sockets = new Set<Socket>();
  let connected!: () => void;
  const firstConnection = new Promise<void>((resolve) => (connected = resolve));
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    connected();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cleanups.push(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { port: (server.address() as AddressInfo).port, firstConnection };
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

it('stops within 10 s with exit 0 while the sender waits on an SMTP server that never greets, the database closed and the message queued again', async () => {
  const target = await seededTarget();
  const silent = await silentServer();
  let messageId: number;
  const db = await target.open();
  try {
    const email = {
      is_enable: true,
      host: '127.0.0.1',
      port: silent.port,
      secure: false,
      user: '',
      smtp_password: '',
      sender: 'thongbao@ngoisao.test',
      low_sessions_threshold: 2,
    };
    await db
      .updateTable('academies')
      .set({ settings: sql`coalesce(settings, '{}'::jsonb) || ${JSON.stringify({ email_settings: email })}::jsonb` })
      .where('code', '=', 'demo')
      .execute();
    // The demo's one failed e-mail, due again.
    const row = await db
      .updateTable('notifications')
      .set({ status: 'QUEUED', attempts: 0, next_attempt_at: new Date() })
      .where('status', '=', 'FAILED')
      .where('channel', '=', 'EMAIL')
      .returning('id')
      .executeTakeFirstOrThrow();
    messageId = row.id as number;
  } finally {
    await db.destroy();
  }

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: work,
    PORT: String(await freePort()),
    HOST: '127.0.0.1',
    SERVE_APP: 'false',
    LOG_LEVEL: 'warn',
    NOTIFICATION_SEND_INTERVAL_MS: '200',
    ALLOW_PRIVATE_PROVIDER_HOSTS: 'true',
    ...target.env,
  };
  if (!target.env.DATABASE_URL) delete env.DATABASE_URL;
  const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'server', 'start.ts')], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    server.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  cleanups.push(() => void server.kill('SIGKILL'));

  // The sender has taken the message and waits for the greeting.
  await Promise.race([
    silent.firstConnection,
    exited.then(() => Promise.reject(new Error(`the server exited before sending:\n${output}`))),
  ]);
  const stoppedAt = Date.now();
  server.kill('SIGTERM');
  const exit = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), STOP_DEADLINE_MS + 5_000))]);
  expect(exit, output).not.toBeNull();
  expect(exit!.at - stoppedAt, output).toBeLessThan(STOP_DEADLINE_MS);
  expect(exit!.code, output).toBe(0);

  // Closed cleanly: the data directory is free again, and the last write of the sender is there.
  expect(existsSync(join(work, 'server.lock'))).toBe(false);
  const after = await target.open();
  try {
    const message = await after
      .selectFrom('notifications')
      .select(['status', 'attempts', 'locked_until'])
      .where('id', '=', messageId!)
      .executeTakeFirstOrThrow();
    expect(message).toEqual({ status: 'QUEUED', attempts: 0, locked_until: null });
  } finally {
    await after.destroy();
  }
}, 180_000);
