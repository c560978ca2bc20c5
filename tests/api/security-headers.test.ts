/**
 * Response headers (goal H1) on every kind of answer: an API route, its
 * errors, the app's pages and the gateway page, uploaded files (which keep their
 * stricter sandbox); and the CORS rule: the academy's own origin and the
 * configured base domain are let in, any other origin gets no CORS header.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/core/catalogue';
import { UPLOAD_HEADERS } from '../../server/modules/uploads/uploaded-files';
import { API_CSP } from '../../server/core/hooks/security-headers';
import { as, login, testConfig, useTestApp } from '../helpers/build-test-app';

// The app's files are looked up once, when the server module loads: give it a built page of its own.
const dist = vi.hoisted(() => {
  const fs = process.getBuiltinModule('node:fs');
  const dir = fs.mkdtempSync(`${process.getBuiltinModule('node:os').tmpdir()}/headers-dist-`);
  fs.writeFileSync(`${dir}/index.html`, '<!doctype html><title>app</title>');
  process.env.APP_DIST_DIR = dir;
  return dir;
});

const dataDir = mkdtempSync(join(tmpdir(), 'headers-data-'));
const t = useTestApp({ config: { dataDir, baseDomain: 'academy.test' } });
let withApp: FastifyInstance;
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  withApp = await buildApp({ config: { ...testConfig, dataDir }, db: t.db, catalogue: loadCatalogue(), serveApp: true });
});
afterAll(async () => {
  await withApp?.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dist, { recursive: true, force: true });
});

function expectCommonHeaders(res: LightMyRequestResponse) {
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  expect(res.headers['x-frame-options']).toBe('DENY');
}

/** The CSP as directive → sources. */
const policy = (res: LightMyRequestResponse) =>
  Object.fromEntries(
    String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );

describe('headers', () => {
  it('are on an API answer, with a CSP that allows nothing, and name the request', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/suppliers' });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expect(res.headers['content-security-policy']).toBe(API_CSP);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are on errors: no token, an unknown path, a refused sign-in', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/v1/api/admin/suppliers', headers: { host: 'localhost' } });
    const unknown = await admin({ method: 'GET', url: '/v1/api/no-such-thing' });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=nope',
    });
    for (const [res, status] of [
      [anonymous, 401],
      [unknown, 404],
      [signIn, 400],
    ] as const) {
      expect(res.statusCode).toBe(status);
      expectCommonHeaders(res);
      expect(res.headers['content-security-policy']).toBe(API_CSP);
    }
  });

  it("give the app's pages a CSP the built React/antd app runs under", async () => {
    const res = await withApp.inject({ method: 'GET', url: '/players/12', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>app</title>');
    expectCommonHeaders(res);
    expect(policy(res)).toMatchObject({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'unsafe-eval'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
    expect(policy(res)['script-src']).not.toContain("'unsafe-inline'");
  });

  it('give the sandbox gateway page the same CSP: its inline style and its form to itself are allowed', async () => {
    const res = await withApp.inject({ method: 'GET', url: '/sandbox-gateway/1?token=forged', headers: { host: 'localhost' } });
    expect(res.headers['content-type']).toContain('text/html');
    expectCommonHeaders(res);
    expect(policy(res)['style-src']).toContain("'unsafe-inline'");
    expect(policy(res)['form-action']).toEqual(["'self'"]);
  });

  it('leave uploaded files their stricter sandbox', async () => {
    mkdirSync(join(dataDir, 'statics'), { recursive: true });
    writeFileSync(join(dataDir, 'statics', 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    const res = await t.app.inject({ method: 'GET', url: '/statics/logo.png', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    expectCommonHeaders(res);
    expect(res.headers['content-security-policy']).toBe(UPLOAD_HEADERS['content-security-policy']);
    expect(policy(res)).toHaveProperty('sandbox');
  });
});

describe('CORS', () => {
  const fromOrigin = (origin: string, host = 'demo.academy.test') =>
    admin({ method: 'GET', url: '/v1/api/admin/suppliers', headers: { host, origin } });

  it("lets in the academy's own origin and pages on the base domain, echoing the origin, never credentials", async () => {
    const demoToken = (await login(t.app, 'admin', 'Admin@123', 'demo.academy.test')).access_token;
    for (const origin of ['https://demo.academy.test', 'https://academy.test', 'https://beta.academy.test']) {
      const res = await as(t.app, demoToken, 'demo.academy.test')({ method: 'GET', url: '/v1/api/admin/suppliers', headers: { origin } });
      expect({ origin, status: res.statusCode, allowed: res.headers['access-control-allow-origin'] }).toEqual({
        origin,
        status: 200,
        allowed: origin,
      });
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(String(res.headers.vary)).toMatch(/origin/i);
    }
    const local = await admin({ method: 'GET', url: '/v1/api/admin/suppliers', headers: { origin: 'http://localhost' } });
    expect(local.headers['access-control-allow-origin']).toBe('http://localhost');
  });

  it('gives any other origin no CORS header at all', async () => {
    for (const origin of [
      'https://evil.example',
      'https://academy.test.evil.example',
      'https://notacademy.test',
      'null',
      'http://localhost:5173',
      'file:///tmp/x.html',
    ]) {
      const res = await fromOrigin(origin, 'localhost');
      expect({ origin, allowed: res.headers['access-control-allow-origin'] }).toEqual({ origin, allowed: undefined });
    }
  });

  it('answers a preflight from an allowed origin without a token, and not one from elsewhere', async () => {
    const preflight = (origin: string) =>
      t.app.inject({
        method: 'OPTIONS',
        url: '/v1/api/admin/suppliers/1',
        headers: {
          host: 'demo.academy.test',
          origin,
          'access-control-request-method': 'DELETE',
          'access-control-request-headers': 'authorization,branchids',
        },
      });
    const allowed = await preflight('https://beta.academy.test');
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe('https://beta.academy.test');
    expect(String(allowed.headers['access-control-allow-methods'])).toContain('DELETE');
    expect(String(allowed.headers['access-control-allow-headers'])).toContain('branchids');
    expect(allowed.headers['access-control-max-age']).toBe('600');
    const refused = await preflight('https://evil.example');
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();
  });
});
