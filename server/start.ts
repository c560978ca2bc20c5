/**
 * `npm start`: builds the app when its sources are newer than dist/, then serves
 * app + API on one port, printing the address and the demo logins.
 */
import { execFileSync } from 'node:child_process';
import { staleAppBuild } from './app-build';
import { loadConfig } from './config';
import { lockDataDir } from './db/data-lock';

function buildAppIfStale(distDir: string): void {
  const build = staleAppBuild(distDir);
  if (!build) return;
  console.log('Building the app…');
  execFileSync(process.execPath, build.args, { cwd: build.cwd, stdio: 'inherit' });
}

// Under a process manager's stop timeout (commonly 10 s): past this, give up and say so.
const CLOSE_DEADLINE_MS = 8_000;

async function main() {
  const config = loadConfig();
  // A second server on the same data directory gives up here, before the rest of the code
  // loads (seconds on a busy machine); bootstrap() takes this lock over as its own.
  if (!config.databaseUrl) lockDataDir(config.dataDir);
  // SERVE_APP=false: the API alone, without building or serving the app (scripts, API-only hosts).
  const serveApp = process.env.SERVE_APP !== 'false';
  if (serveApp) buildAppIfStale((await import('./core/app-files')).DIST_DIR);
  const { bootstrap } = await import('./bootstrap');
  const { DEMO_LOGINS } = await import('./seed/seed');
  const starting = bootstrap(config, { serveApp, logger: true, dailyTasks: true });
  let stopping = false;
  // A stop finishes the requests in flight, then closes the database cleanly (a checkpoint
  // on PGlite) and frees the data directory; a stop during start-up waits for it, then does the same.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Could not close within ${CLOSE_DEADLINE_MS / 1000} s of ${signal}; exiting.`);
      process.exit(1);
    }, CLOSE_DEADLINE_MS).unref();
    const server = await starting.catch(() => null);
    if (!server) return;
    server.app.log.info(`${signal} received, closing`);
    // A connection whose request finishes during the close stays open as keep-alive, and the
    // close would wait out its timeout (72 s): close each one as soon as it falls idle.
    setInterval(() => server.app.server.closeIdleConnections(), 100).unref();
    await server.close().then(
      () => process.exit(0),
      (err: unknown) => {
        console.error('Closing failed:', err instanceof Error ? err.message : err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  const server = await starting;
  if (stopping) return;
  await server.app.listen({ port: config.port, host: config.host });

  const url = `http://localhost:${config.port}`;
  console.log(`\nAcademy admin is running at ${url}  (academy "beta": http://beta.localhost:${config.port})`);
  if (server.seeded) console.log('A demo academy was created on first start.');
  console.log('Demo logins:');
  for (const l of DEMO_LOGINS) console.log(`  ${l.user_type.padEnd(8)} ${l.user_name} / ${l.password}`);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
