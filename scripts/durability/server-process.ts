/**
 * The real server (`server/start.ts`, API only) as a child process in its own
 * process group, so a kill reaches everything it started, as a crash would. Started from
 * its sources through tsx, or from a bundle of them compiled once per run (server-bundle.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');

export interface Target {
  dataDir: string;
  databaseUrl?: string;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  at: number;
}

export interface ServerProcess {
  child: ChildProcess;
  startedAt: number;
  /** Resolves when the server listens; rejects if it exits first. */
  ready: Promise<number>;
  exited: Promise<Exit>;
  output(): string;
  /** SIGKILL goes to the whole group; a stop signal to the server alone, as a process manager sends it. */
  signal(signal: NodeJS.Signals): void;
}

// The servers run in process groups of their own, out of reach of a Ctrl-C meant for the
// harness: whatever still runs when the harness exits is killed with it.
const live = new Set<number>();
process.once('exit', () => {
  for (const pid of live) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** PGlite's shared buffers in the run's servers and the harness's own look at the database. */
export const RUN_SHARED_BUFFERS = '32MB';

/** The servers' SECRETS_KEY in every run. */
export const RUN_SECRETS_KEY = 'durability-run-secrets-key-of-32-characters';

export function startServer(target: Target, port: number, nodeArgs = ['--import', 'tsx', join(ROOT, 'server', 'start.ts')]): ServerProcess {
  const startedAt = Date.now();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: target.dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SERVE_APP: 'false',
    LOG_LEVEL: 'warn',
    // One sign-in lasts the whole run: a run outlives the default 15-minute token on a busy machine.
    ACCESS_TOKEN_SECONDS: '86400',
    // The outbox's sender every 200 ms instead of 5 s: kills land mid-send, not between rounds of it.
    NOTIFICATION_SEND_INTERVAL_MS: '200',
    // The parents' mail server and Zalo stand-in of the run listen on 127.0.0.1 (mail-sink.ts).
    ALLOW_PRIVATE_PROVIDER_HOSTS: 'true',
    // Each of the run's hundred-odd starts zeroes PGlite's shared buffers: a small run needs few.
    PGLITE_SHARED_BUFFERS: RUN_SHARED_BUFFERS,
    // The harness opens the Zalo tokens its servers sealed.
    SECRETS_KEY: RUN_SECRETS_KEY,
  };
  if (target.databaseUrl) env.DATABASE_URL = target.databaseUrl;
  else delete env.DATABASE_URL;
  const child = spawn(process.execPath, nodeArgs, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child.pid!);
  let log = '';
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child.pid!);
      resolve({ code, signal, at: Date.now() });
    }),
  );
  const ready = new Promise<number>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes(' is running at ')) resolve(Date.now() - startedAt);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then((e) =>
      reject(new Error(`the server exited (code ${e.code}, signal ${e.signal}) before listening:\n${log.slice(-2000)}`)),
    );
  });
  ready.catch(() => {});
  return {
    child,
    startedAt,
    ready,
    exited,
    output: () => log,
    signal(signal) {
      try {
        process.kill(signal === 'SIGKILL' ? -child.pid! : child.pid!, signal);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ESRCH') throw err; // already gone
      }
    },
  };
}
