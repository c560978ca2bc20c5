import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data directory per run, so every run starts from the seeded demo; set in the
// environment so test workers (which inherit it) know where the server keeps its files.
const DATA_DIR = (process.env.E2E_DATA_DIR ??= join(tmpdir(), `academy-e2e-${process.pid}`));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: 'npm start',
    url: `http://localhost:${PORT}/v1/api/oauth/token`,
    timeout: 240_000,
    reuseExistingServer: false,
    env: { PORT: String(PORT), DATA_DIR, LOG_LEVEL: 'warn' },
    stdout: 'pipe',
  },
});
