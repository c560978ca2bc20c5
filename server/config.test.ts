import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from './config';

const dataDir = mkdtempSync(join(tmpdir(), 'academy-config-'));
const load = (env: Record<string, string>) => {
  vi.stubEnv('DATA_DIR', dataDir);
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  return loadConfig();
};
afterEach(() => vi.unstubAllEnvs());

describe('the configuration', () => {
  it('generates the secrets key once into the data directory, apart from the JWT secret, unless one is given', () => {
    const first = load({ JWT_SECRET: '', SECRETS_KEY: '' });
    expect(first.secretsKey).toBe(readFileSync(join(dataDir, 'secrets-key'), 'utf8').trim());
    expect(first.secretsKey).not.toBe(first.jwtSecret);
    expect(load({ SECRETS_KEY: '' }).secretsKey).toBe(first.secretsKey);
    expect(load({ SECRETS_KEY: 'k'.repeat(32) }).secretsKey).toBe('k'.repeat(32));
    expect(() => load({ SECRETS_KEY: 'short' })).toThrow('SECRETS_KEY must be at least 32 characters long.');
  });

  it("takes PGlite's shared buffers as a PostgreSQL size, and refuses anything else", () => {
    expect(load({ PGLITE_SHARED_BUFFERS: '' }).pgliteSharedBuffers).toBeUndefined();
    expect(load({ PGLITE_SHARED_BUFFERS: '64MB' }).pgliteSharedBuffers).toBe('64MB');
    expect(load({ PGLITE_SHARED_BUFFERS: '1GB' }).pgliteSharedBuffers).toBe('1GB');
    for (const wrong of ['8MB', '64', '64 MB', '1TB', '32GB'])
      expect(() => load({ PGLITE_SHARED_BUFFERS: wrong })).toThrow('PGLITE_SHARED_BUFFERS must be a size from 16MB to 16GB');
  });
});
