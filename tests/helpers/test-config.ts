/** The configuration the API suite's servers run with. */
import type { Config } from '../../server/config';

export const testConfig: Config = {
  port: 0,
  host: '127.0.0.1',
  dataDir: '/tmp',
  jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
  secretsKey: 'test-secrets-key-long-enough-to-derive-one-from',
  accessTokenSeconds: 900,
  refreshTokenDays: 30,
  defaultAcademy: 'demo',
  logLevel: 'silent',
  trustProxy: false,
  // Every test request comes from one address: the limit is out of reach but where a test sets its own.
  publicWritesPerMinute: 100_000,
  notificationSendIntervalMs: 5_000,
  bankTransferCheckMinutes: 10,
  siteName: 'Academy Hub',
  apiBaseUrl: '/v1/api',
  // The tests' SMTP server and eSMS stand-in listen on 127.0.0.1.
  allowPrivateProviderHosts: true,
};
