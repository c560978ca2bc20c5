import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { configDefaults, defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Test files that change what a module sees when it loads (a `vi.mock`, an environment variable set
// before the server is imported) get a module graph of their own; the others share one per worker.
const testFiles = (dirs: string[], pattern: RegExp) =>
  dirs.flatMap((dir) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file) => join(dir, file)),
  );
const CHANGES_MODULES = /\bvi\.(mock|doMock)\(|process\.env\.\w+ =/;
const changesModules = (files: string[]) => files.filter((file) => CHANGES_MODULES.test(readFileSync(file, 'utf8')));
const apiIsolated = changesModules(testFiles(['server', 'tests/api'], /\.test\.ts$/));
// i18n.test.ts reads the state its module takes when first loaded (no language chosen yet).
const READS_FIRST_LOAD = ['src/i18n/i18n.test.ts'];
const appIsolated = [...changesModules(testFiles(['src', 'schemas'], /\.test\.tsx?$/)), ...READS_FIRST_LOAD];

// The demo's and the tests' accounts are hashed at a low scrypt cost (server/modules/auth/passwords.ts):
// the suites sign in some thousand times. Set here, so the seeding global setup and the workers share it.
process.env.PASSWORD_HASH_COST ??= '10';

const api = {
  environment: 'node' as const,
  // The demo database is seeded once; each file starts from a copy of it.
  globalSetup: ['tests/helpers/seeded-database.ts'],
  setupFiles: ['tests/helpers/fuzz-seed.ts'],
  testTimeout: 30_000,
  // An API file builds its server first: generous, so a busy machine is not a failure.
  hookTimeout: 180_000,
};

const APP_FILES = ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts'];
const app = {
  environment: 'jsdom' as const,
  setupFiles: ['tests/helpers/jsdom-setup.ts'],
  // A test waits up to 10 s for each thing it finds (jsdom-setup.ts): room for several.
  testTimeout: 30_000,
  // Run Refine's router bindings through Vite so they share the test's react-router instance.
  server: { deps: { inline: ['@refinedev/react-router'] } },
};

export default defineConfig({
  plugins: [react()],
  test: {
    // Each API test file holds its own PGlite (~0.5 GB): two files at a time suit a 2-core machine.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: { name: 'domain', environment: 'node', include: ['domain/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'docs', environment: 'node', include: ['tests/docs.test.ts'] },
      },
      {
        extends: true,
        test: {
          ...app,
          name: 'app',
          include: APP_FILES,
          exclude: [...configDefaults.exclude, ...appIsolated],
          // As the API's files: one module graph and one window per worker (jsdom-setup.ts gives
          // each file a fresh start), instead of loading antd and Refine again for every file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...app, name: 'app-isolated', include: appIsolated },
      },
      {
        extends: true,
        test: {
          ...api,
          name: 'api',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...apiIsolated],
          // The files of a worker share one module graph: the server and its compiled schemas load once
          // per worker instead of once per file. Each file still builds its own app on its own database.
          isolate: false,
        },
      },
      {
        extends: true,
        test: { ...api, name: 'api-isolated', include: apiIsolated },
      },
    ],
  },
});
