import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('staff accounts (/v1/api/admin/users)', () => {
  let admin: ReturnType<typeof as>;
  let branchIds: number[];
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    branchIds = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content.map((b: { id: number }) => b.id);
  });
  const account = (over: object = {}) => ({
    name: 'Đỗ Minh Kế',
    user_name: 'ketoan.minh',
    password: 'S3cret-pass',
    user_type: 'manager',
    branch_ids: [branchIds[0]],
    auditing_status: 1,
    ...over,
  });

  it('creates an account that can sign in, answering its branches and never its password', async () => {
    const res = await admin({ method: 'POST', url: '/v1/api/admin/users', payload: account() });
    expect(res.statusCode).toBe(201);
    const body = res.json().data;
    expect(body).toMatchObject({ user_name: 'ketoan.minh', user_type: 'manager', branches: [{ id: branchIds[0] }] });
    expect(JSON.stringify(body)).not.toMatch(/password|S3cret/);
    expect((await login(t.app, 'ketoan.minh', 'S3cret-pass')).access_token).toBeTruthy();
    const list = (await admin({ method: 'GET', url: '/v1/api/admin/users?search=minh ke' })).json().data;
    expect(list.content.map((u: { user_name: string }) => u.user_name)).toContain('ketoan.minh');
    expect(JSON.stringify(list)).not.toMatch(/password_hash|scrypt/);
  });

  it('refuses a taken login name with 409, a bad one and a short password with 422, a foreign branch with 422', async () => {
    const taken = await admin({
      method: 'POST',
      url: '/v1/api/admin/users',
      payload: account({ user_name: 'manager' }),
      headers: { 'accept-language': 'en' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().errors).toEqual([{ field: 'user_name', message: 'This login name is already taken !' }]);
    const bad = await admin({ method: 'POST', url: '/v1/api/admin/users', payload: account({ user_name: 'Kế Toán', password: 'short' }) });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['password', 'user_name']);
    const foreign = await admin({
      method: 'POST',
      url: '/v1/api/admin/users',
      payload: account({ user_name: 'x.branch', branch_ids: [999999] }),
    });
    expect(foreign.statusCode).toBe(422);
  });

  it('keeps the login name and password out of updates, and a suspension ends the sessions at once', async () => {
    const { id } = (await admin({ method: 'POST', url: '/v1/api/admin/users', payload: account({ user_name: 'le.tan' }) })).json().data;
    const tokens = await login(t.app, 'le.tan', 'S3cret-pass');
    const updated = await admin({
      method: 'PUT',
      url: `/v1/api/admin/users/${id}`,
      payload: account({ user_name: 'renamed', password: 'Another-1', auditing_status: 0 }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data).toMatchObject({ user_name: 'le.tan', auditing_status: 0 });
    expect((await as(t.app, tokens.access_token)({ method: 'GET', url: '/v1/api/users/my-profile' })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${tokens.refresh_token}`,
    });
    expect(refresh.statusCode).toBe(400);
  });

  it('resets a password: the old one stops working, the new one signs in', async () => {
    await admin({ method: 'POST', url: '/v1/api/admin/users', payload: account({ user_name: 'quen.matkhau' }) });
    const res = await admin({
      method: 'PUT',
      url: '/v1/api/admin/users/reset-password',
      payload: { user_name: 'quen.matkhau', password: 'Brand-new-9' },
    });
    expect(res.statusCode).toBe(200);
    expect((await login(t.app, 'quen.matkhau', 'Brand-new-9')).access_token).toBeTruthy();
    const old = await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&username=quen.matkhau&password=S3cret-pass',
    });
    expect(old.statusCode).toBe(400);
    expect(
      (await admin({ method: 'PUT', url: '/v1/api/admin/users/reset-password', payload: { user_name: 'nobody', password: 'Brand-new-9' } }))
        .statusCode,
    ).toBe(404);
  });

  it('does not let the admin lock, demote or delete their own account', async () => {
    const me = (await admin({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    const demote = await admin({
      method: 'PUT',
      url: `/v1/api/admin/users/${me.id}`,
      payload: { name: me.name, user_type: 'manager', auditing_status: 1, branch_ids: [] },
    });
    expect(demote.statusCode).toBe(409);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/users/${me.id}` })).statusCode).toBe(409);
  });

  it('is the admin’s alone: a manager gets 403 on every users call', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/admin/users' })).statusCode).toBe(403);
    expect((await manager({ method: 'POST', url: '/v1/api/admin/users', payload: account({ user_name: 'sneaky' }) })).statusCode).toBe(403);
    expect(
      (await manager({ method: 'PUT', url: '/v1/api/admin/users/reset-password', payload: { user_name: 'admin', password: 'Hijacked-1' } }))
        .statusCode,
    ).toBe(403);
  });
});
