import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

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
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'schemas/**/*.test.ts'],
          setupFiles: ['tests/helpers/jsdom-setup.ts'],
          // A test waits up to 10 s for each thing it finds (jsdom-setup.ts): room for several.
          testTimeout: 30_000,
          // Run Refine's router bindings through Vite so they share the test's react-router instance.
          server: { deps: { inline: ['@refinedev/react-router'] } },
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['server/**/*.test.ts', 'tests/api/**/*.test.ts'],
          // The demo database is seeded once; each file starts from a copy of it.
          globalSetup: ['tests/helpers/seeded-database.ts'],
          testTimeout: 30_000,
          // An API file builds its server first: generous, so a busy machine is not a failure.
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
