/**
 * Before the browser suite's server starts: a fresh database with the demo, then the
 * academies of academies.ts for every spec file, seeded by the same code as the demo.
 * Runs on DATA_DIR (or DATABASE_URL), which must be new: an academy is made only once. The
 * suite's own default directory (E2E_EMPTY_DATA_DIR, playwright.config.ts) is emptied first.
 * The app's build, which `npm start` would do next, runs beside the seeding (one core each).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync, rmSync } from 'node:fs';
import { staleAppBuild } from '../../server/app-build';
import { bootstrap } from '../../server/bootstrap';
import { loadConfig } from '../../server/config';
import { DIST_DIR } from '../../server/core/app-files';
import { DEMO_ACADEMY, seedAcademy, type AcademySeed } from '../../server/seed/seed';
import { academyOfFile, EXTRA_ACADEMIES } from './academies';

const specFiles = readdirSync(import.meta.dirname).filter((f) => f.endsWith('.spec.ts'));
const academies: AcademySeed[] = specFiles.flatMap((file) => {
  const code = academyOfFile(file);
  const extras = Object.entries(EXTRA_ACADEMIES[code] ?? {}).map(([name, variant]) => ({
    ...DEMO_ACADEMY,
    ...variant,
    code: `${code}-${name}`,
  }));
  return [{ ...DEMO_ACADEMY, code }, ...extras];
});

const started = Date.now();
const build = staleAppBuild(DIST_DIR);
const building = build && once(spawn(process.execPath, build.args, { cwd: build.cwd, stdio: 'inherit' }), 'exit');
if (process.env.E2E_EMPTY_DATA_DIR === 'true' && process.env.DATA_DIR) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
const config = loadConfig();
const server = await bootstrap(config, { serveApp: false, logger: false });
try {
  if (!server.seeded) throw new Error(`${config.databaseUrl ?? config.dataDir} already held data: the browser tests need a new one.`);
  for (const [index, academy] of academies.entries()) await seedAcademy(server.app.db, server.app.models, academy, 2000 + index);
} finally {
  await server.close();
}
console.log(`Seeded ${academies.length} test academies in ${((Date.now() - started) / 1000).toFixed(1)} s`);
if (building) {
  const [code] = await building;
  if (code !== 0) throw new Error(`Building the app failed (exit ${code})`);
  console.log(`Built the app by ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
