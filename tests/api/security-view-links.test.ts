/**
 * Links carry tokens in their query string, so a link's token is worth its view
 * and no more: it reads what that view shows, for minutes, in the session that
 * made it; and the request log never writes a link's token.
 */
import { Writable } from 'node:stream';
import { decodeJwt } from 'jose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/core/catalogue';
import { VIEW_READS } from '../../server/core/view-links';
import { VIEW_TOKEN_SECONDS } from '../../server/core/tokens';
import { as, login, testConfig, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let session: { access_token: string; refresh_token: string };
let classId: number;

const viewToken = async (view: string, access = session.access_token) => {
  const res = await as(t.app, access)({ method: 'POST', url: '/v1/api/view-links', payload: { view } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
};
const get = (token: string, url: string) => as(t.app, token)({ method: 'GET', url });

beforeAll(async () => {
  session = await login(t.app, 'admin', 'Admin@123');
  classId = (
    await t.db.selectFrom('classes').select('id').where('academy_id', '=', 1).where('deleted_at', 'is', null).executeTakeFirstOrThrow()
  ).id as number;
});

afterEach(() => {
  vi.useRealTimers();
});

describe("a web view link's token", () => {
  it('reads what its view shows', async () => {
    const token = await viewToken('webview-players-in-class');
    expect((await get(token, `/v1/api/admin/classes/${classId}`)).statusCode).toBe(200);
    expect((await get(token, `/v1/api/admin/players?classIds=${classId}`)).statusCode).toBe(200);
  });

  it('is no bearer for the rest of the API: not for the profile, a write, a new link or a branch switch', async () => {
    const token = await viewToken('webview-players-in-class');
    expect((await get(token, '/v1/api/users/my-profile')).statusCode).toBe(401);
    expect((await as(t.app, token)({ method: 'PUT', url: `/v1/api/admin/classes/${classId}`, payload: {} })).statusCode).toBe(401);
    expect((await as(t.app, token)({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-payroll' } })).statusCode).toBe(
      401,
    );
    expect((await as(t.app, token)({ method: 'POST', url: '/v1/api/oauth/token/switch-branch', payload: { id: 1 } })).statusCode).toBe(401);
  });

  it('does not open another view', async () => {
    const token = await viewToken('webview-players-in-class');
    expect((await get(token, '/v1/api/my-payslips?month=2026-01')).statusCode).toBe(401);
    expect((await get(token, '/v1/api/admin/orders')).statusCode).toBe(401);
    expect((await get(token, '/v1/api/admin/managers/attendances-statistic?month=2026-01')).statusCode).toBe(401);
  });

  it('expires within minutes, while the session that made it goes on', async () => {
    const token = await viewToken('webview-payroll');
    const { iat, exp } = decodeJwt(token);
    expect(exp! - iat!).toBe(VIEW_TOKEN_SECONDS);
    expect(VIEW_TOKEN_SECONDS).toBeLessThan(testConfig.accessTokenSeconds);
    expect((await get(token, '/v1/api/my-payslips?month=2026-01')).statusCode).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + (VIEW_TOKEN_SECONDS + 1) * 1000 });
    expect((await get(token, '/v1/api/my-payslips?month=2026-01')).statusCode).toBe(401);
    expect((await get(session.access_token, '/v1/api/my-payslips?month=2026-01')).statusCode).toBe(200);
  });

  it('ends with the session that made it', async () => {
    const own = await login(t.app, 'admin', 'Admin@123');
    const token = await viewToken('webview-total-work', own.access_token);
    const revoke = new URLSearchParams({ token: own.refresh_token }).toString();
    await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/revoke',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: revoke,
    });
    expect((await get(token, '/v1/api/admin/managers/attendances-statistic?month=2026-01')).statusCode).toBe(401);
  });

  it('is not made for a view the caller could not read: the refusal says whether the role or the package is why', async () => {
    const manager = await login(t.app, 'manager', 'Manager@123');
    // Time-keeping is the admin's (spec §6).
    const byManager = await as(
      t.app,
      manager.access_token,
    )({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-total-work' } });
    expect(byManager.statusCode).toBe(403);
    expect(byManager.json()).toMatchObject({ code: 'FORBIDDEN_ROLE', message: 'Tài khoản của bạn không có quyền thực hiện thao tác này' });
    // A trial has no payroll: its admin is told so.
    const trialHost = 'nangcap.localhost';
    const trial = await login(t.app, 'admin', 'Admin@123', trialHost);
    const onTrial = await as(
      t.app,
      trial.access_token,
      trialHost,
    )({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-payroll' }, headers: { 'accept-language': 'en' } });
    expect(onTrial.statusCode).toBe(403);
    expect(onTrial.json()).toMatchObject({ code: 'FEATURE_NOT_IN_PACKAGE', message: 'Your current plan does not include this feature' });
    // What they may read, they get a link for.
    expect(
      (await as(t.app, manager.access_token)({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-players-in-class' } }))
        .statusCode,
    ).toBe(200);
  });

  it("is made for the plan's view while the plan has lapsed, which reads the plan and its payments only", async () => {
    const host = 'hethan.localhost';
    const lapsed = as(t.app, (await login(t.app, 'manager', 'Manager@123', host)).access_token, host);
    const link = (view: string) =>
      lapsed({ method: 'POST', url: '/v1/api/view-links', payload: { view }, headers: { 'accept-language': 'en' } });
    const refused = await link('webview-players-in-class');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: '001.003.002', message: "The academy's plan has expired" });

    const made = await link('webview-plan-payment');
    expect(made.statusCode).toBe(200);
    const token: string = made.json().data.token;
    const read = (url: string) => as(t.app, token, host)({ method: 'GET', url });
    expect((await read('/api-public/academies/my-academy')).json().data).toMatchObject({ lapsed: { reason: 'ACADEMY_EXPIRED' } });
    expect((await read('/api-public/payments/my-payments?page=0&size=10')).statusCode).toBe(200);
    // One payment, asked again for a fresh address: readable, and only the academy's own.
    expect((await read('/api-public/payments/999999')).json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect((await read('/api-public/payments/continue-payment')).statusCode).toBe(401);
    expect((await read('/api-public/invoices')).statusCode).toBe(401);
  });

  it('is made for the views there are, on the reads the API has', async () => {
    expect(
      (await as(t.app, session.access_token)({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-anything' } }))
        .statusCode,
    ).toBe(400);
    const reads = new Set(t.routes.filter((r) => r.method === 'GET').map((r) => r.url));
    for (const url of Object.values(VIEW_READS).flat()) expect({ url, registered: reads.has(url) }).toEqual({ url, registered: true });
  });
});

describe('the request log', () => {
  it('writes a URL with its tokens hidden', async () => {
    const lines: string[] = [];
    const stream = new Writable({ write: (chunk, _encoding, done) => done(void lines.push(String(chunk))) });
    const app = await buildApp({
      config: { ...testConfig, logLevel: 'info' },
      db: t.db,
      catalogue: loadCatalogue(),
      logger: true,
      logStream: stream,
    });
    try {
      await app.inject({ method: 'GET', url: '/sandbox-gateway/1?token=payment-secret&lang=vi' });
      await app.inject({ method: 'GET', url: '/view/webview-payroll?month=2026-01&token=view-secret&access_token=other-secret' });
    } finally {
      await app.close();
    }
    const urls = lines.map((line) => JSON.parse(line).req?.url).filter(Boolean);
    expect(urls).toEqual([
      '/sandbox-gateway/1?token=[redacted]&lang=vi',
      '/view/webview-payroll?month=2026-01&token=[redacted]&access_token=[redacted]',
    ]);
    expect(lines.join('')).not.toMatch(/secret/);
  });
});
