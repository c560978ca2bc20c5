import { describe, expect, it } from 'vitest';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/v1/api/oauth/token',
  headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

describe('POST /v1/api/oauth/token', () => {
  const t = useTestApp();

  it('signs in with the password grant and returns plain OAuth JSON', async () => {
    const res = await t.app.inject(form({ grant_type: 'password', username: 'admin', password: 'Admin@123' }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 900 });
    expect(body.access_token).toMatch(/^ey/);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(body).not.toHaveProperty('success');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers a wrong password and an unknown user identically', async () => {
    const wrong = await t.app.inject(form({ grant_type: 'password', username: 'admin', password: 'nope' }));
    const unknown = await t.app.inject(form({ grant_type: 'password', username: 'nobody', password: 'nope' }));
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    const english = await t.app.inject({
      ...form({ grant_type: 'password', username: 'admin', password: 'nope' }),
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
    });
    expect(english.json().error_description).toBe('Incorrect username or password');
  });

  it('refuses unknown grant types and missing credentials', async () => {
    expect((await t.app.inject(form({ grant_type: 'client_credentials' }))).json().error).toBe('unsupported_grant_type');
    expect((await t.app.inject(form({ grant_type: 'password', username: 'admin' }))).json().error).toBe('invalid_request');
  });

  it('rotates the refresh token: the new pair works, the old refresh token is spent', async () => {
    const first = await login(t.app, 'admin', 'Admin@123');
    const res = await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: first.refresh_token }));
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const profile = await as(t.app, second.access_token)({ method: 'GET', url: '/v1/api/users/my-profile' });
    expect(profile.statusCode).toBe(200);
  });

  it('revokes the whole family when a spent refresh token is used again', async () => {
    const first = await login(t.app, 'admin', 'Admin@123');
    const second = (await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: first.refresh_token }))).json();
    const reuse = await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: first.refresh_token }));
    expect(reuse.statusCode).toBe(400);
    expect(reuse.json().error).toBe('invalid_grant');
    // The thief's reuse also kills the legitimate holder's newer token.
    const after = await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: second.refresh_token }));
    expect(after.statusCode).toBe(400);
  });

  it('mints exactly one new pair when one refresh token is raced', async () => {
    const { refresh_token } = await login(t.app, 'admin', 'Admin@123');
    const results = await Promise.all(Array.from({ length: 5 }, () => t.app.inject(form({ grant_type: 'refresh_token', refresh_token }))));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('does not accept a refresh token of academy demo on beta', async () => {
    const { refresh_token } = await login(t.app, 'admin', 'Admin@123');
    const res = await t.app.inject({
      ...form({ grant_type: 'refresh_token', refresh_token }),
      headers: { host: BETA_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('slows down an account after ten failed attempts from one address', async () => {
    for (let i = 0; i < 10; i++) {
      await t.app.inject(form({ grant_type: 'password', username: 'teacher', password: `wrong-${i}` }));
    }
    const res = await t.app.inject(form({ grant_type: 'password', username: 'teacher', password: 'Teacher@123' }));
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('slow_down');
  });
});

describe('access tokens', () => {
  const t = useTestApp();

  it('answers 401 with the error envelope when no token is sent', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/admin/players', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  it('answers 401 to a forged or malformed token', async () => {
    const { access_token } = await login(t.app, 'admin', 'Admin@123');
    const forged = access_token.slice(0, -4) + 'AAAA';
    expect((await as(t.app, forged)({ method: 'GET', url: '/v1/api/admin/players' })).statusCode).toBe(401);
    expect((await as(t.app, 'not-a-jwt')({ method: 'GET', url: '/v1/api/admin/players' })).statusCode).toBe(401);
  });

  it("answers 401 to a token of academy demo sent to beta's host", async () => {
    const { access_token } = await login(t.app, 'admin', 'Admin@123');
    const res = await as(t.app, access_token, BETA_HOST)({ method: 'GET', url: '/v1/api/admin/players' });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a host whose academy does not exist', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/api/users/my-profile', headers: { host: 'nowhere.localhost' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('ACADEMY_NOT_FOUND');
  });

  it('shuts a suspended user out on the next request', async () => {
    const { access_token } = await login(t.app, 'manager', 'Manager@123');
    await t.db.updateTable('users').set({ auditing_status: 0 }).where('user_name', '=', 'manager').execute();
    const res = await as(t.app, access_token)({ method: 'GET', url: '/v1/api/users/my-profile' });
    expect(res.statusCode).toBe(401);
    await t.db.updateTable('users').set({ auditing_status: 1 }).where('user_name', '=', 'manager').execute();
  });
});

describe('GET /v1/api/users/my-profile', () => {
  const t = useTestApp();

  it("describes the admin: role, academy, every branch, the package's features", async () => {
    const { access_token } = await login(t.app, 'admin', 'Admin@123');
    const res = await as(t.app, access_token)({ method: 'GET', url: '/v1/api/users/my-profile' });
    const data = res.json().data;
    expect(data).toMatchObject({ user_name: 'admin', user_type: 'admin', branch: null, academy: { code: 'demo' } });
    expect(data.branches).toHaveLength(3);
    expect(data.features).toContain('general.basic');
    expect(JSON.stringify(res.json())).not.toMatch(/password|scrypt/);
  });

  it('limits a manager to their own branches', async () => {
    const { access_token } = await login(t.app, 'manager', 'Manager@123');
    const data = (await as(t.app, access_token)({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    expect(data.user_type).toBe('manager');
    expect(data.branches).toHaveLength(2);
  });

  it('keeps a teacher out of the admin app', async () => {
    const { access_token } = await login(t.app, 'teacher', 'Teacher@123');
    const res = await as(t.app, access_token)({ method: 'GET', url: '/v1/api/users/my-profile' });
    expect(res.statusCode).toBe(403);
  });
});
