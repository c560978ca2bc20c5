import { defineConfig } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_PATH } from './scripts/chromium-path';

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh data directory per run, seeded with an academy of its own for every test file
// (tests/e2e/academies.ts); set in the environment so test workers (which inherit it) know
// where the server keeps its files. The default one, per port, is emptied before seeding, so
// runs do not leave a data directory each behind; one given in E2E_DATA_DIR must be new.
const OWN_DATA_DIR = process.env.E2E_DATA_DIR === undefined;
const DATA_DIR = (process.env.E2E_DATA_DIR ??= join(tmpdir(), `academy-e2e-${PORT}`));

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  // Each file works in an academy of its own, so two files run side by side, one per core.
  workers: 2,
  // A test that passes only on a retry is a failing test.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace: every step, its console and network, with a screenshot of the
    // moment it failed. Not the DOM at every step nor the screencast: recorded for every test to
    // keep the few that fail, they cost a twelfth and three times the suite's time.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false, sources: true },
    screenshot: 'only-on-failure',
    // The app follows a system asking for less motion (src/components/use-reduced-motion.ts), as
    // the browser is asked here: no transition to wait out before each click, a fifth of the
    // suite's time. A few tests ask for `reducedMotion: 'no-preference'` and keep them, so both ways are tried.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node --import tsx tests/e2e/seed-academies.ts && npm start',
    url: `http://localhost:${PORT}/v1/api/oauth/token`,
    timeout: 240_000,
    reuseExistingServer: false,
    // The tests' SMTP server and eSMS stand-in listen on 127.0.0.1.
    // The test academies' accounts are hashed at a low scrypt cost: the suite signs in hundreds of times.
    env: {
      PORT: String(PORT),
      DATA_DIR,
      ...(OWN_DATA_DIR && { E2E_EMPTY_DATA_DIR: 'true' }),
      LOG_LEVEL: 'warn',
      ALLOW_PRIVATE_PROVIDER_HOSTS: 'true',
      // The look for missed bank transfers runs at start only: a test asks for it, never waits for its timer.
      BANK_TRANSFER_CHECK_MINUTES: '1440',
      PASSWORD_HASH_COST: '10',
    },
    stdout: 'pipe',
  },
});
