/**
 * `npm start`: builds the app when its sources are newer than dist/, then serves
 * app + API on one port, printing the address and the demo logins.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig } from './config';
import { bootstrap } from './bootstrap';
import { DEMO_LOGINS } from './db/seed';
import { DIST_DIR } from './static';

const ROOT = join(import.meta.dirname, '..');
const APP_SOURCES = ['src', 'schemas', 'public', 'index.html', 'resources.config.ts', 'vite.config.ts', 'package.json'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

function buildAppIfStale(): void {
  const built = join(DIST_DIR, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  if (APP_SOURCES.some((p) => newestChange(join(ROOT, p)) > builtAt)) {
    console.log('Building the app…');
    execFileSync(process.execPath, [join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--outDir', DIST_DIR, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  }
}

async function main() {
  const config = loadConfig();
  buildAppIfStale();
  const server = await bootstrap(config, { serveApp: true, logger: true });
  const shutdown = async (signal: string) => {
    server.app.log.info(`${signal} received, closing`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
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
