/**
 * A session ends when the user (or an admin) ends it, not when its access token
 * expires: each way a session ends refuses the access tokens issued in it on
 * their next request, and leaves the sessions it does not concern working.
 */
import { decodeJwt, SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, testConfig, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

const t = useTestApp();

const form = (url: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const refresh = async (refresh_token: string) => form('/v1/api/oauth/token', { grant_type: 'refresh_token', refresh_token });
const signOut = (token: string) => form('/v1/api/oauth/revoke', { token });
const status = async (access: string, host?: string) =>
  (await as(t.app, access, host)({ method: 'GET', url: '/v1/api/users/my-profile' })).statusCode;

beforeAll(async () => {
  for (const name of ['leaver', 'replayed', 'changer', 'resetme', 'bystander', 'accessout'])
    await addStaff(t.db, 'demo', name, 'manager', [1]);
  await addStaff(t.db, 'demo', 'switcher', 'admin');
});

describe('the access tokens of an ended session are refused at once', () => {
  it("sign-out ends that session only: its tokens, renewed ones included, and not the same user's other device", async () => {
    const laptop = await login(t.app, 'leaver', STAFF_PASSWORD);
    const phone = await login(t.app, 'leaver', STAFF_PASSWORD);
    const renewed = (await refresh(laptop.refresh_token)).json();
    expect(await status(renewed.access_token)).toBe(200);

    expect((await signOut(renewed.refresh_token)).statusCode).toBe(200);
    expect(await status(laptop.access_token)).toBe(401);
    expect(await status(renewed.access_token)).toBe(401);
    expect(await status(phone.access_token)).toBe(200);
  });

  it('sign-out with an access token (hint access_token, or none) ends its session, its refresh token too, and no other', async () => {
    for (const hint of [{ token_type_hint: 'access_token' }, {}, { token_type_hint: 'refresh_token' }] as Array<Record<string, string>>) {
      const laptop = await login(t.app, 'accessout', STAFF_PASSWORD);
      const phone = await login(t.app, 'accessout', STAFF_PASSWORD);
      const out = await form('/v1/api/oauth/revoke', { token: laptop.access_token, ...hint });
      expect(out.statusCode).toBe(200);
      expect(await status(laptop.access_token)).toBe(401);
      expect((await refresh(laptop.refresh_token)).statusCode).toBe(400);
      expect(await status(phone.access_token)).toBe(200);
      const entry = await t.db
        .selectFrom('audit_logs')
        .select(['action', 'user_id', 'result'])
        .where('request_id', '=', String(out.headers['x-request-id']))
        .executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ action: 'SIGN_OUT', result: 'SUCCESS', user_id: expect.any(Number) });
    }
  });

  it("an access token of another academy, or a web view link's token, ends nothing, and the answer says nothing of it", async () => {
    const own = await login(t.app, 'accessout', STAFF_PASSWORD);
    const beta = await login(t.app, 'admin', 'Admin@123', 'beta.localhost');
    const link = (
      await as(t.app, own.access_token)({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-players-in-class' } })
    ).json().data;
    for (const token of [beta.access_token, link.token]) {
      expect((await form('/v1/api/oauth/revoke', { token, token_type_hint: 'access_token' })).statusCode).toBe(200);
    }
    expect(await status(own.access_token)).toBe(200);
    expect(await status(beta.access_token, 'beta.localhost')).toBe(200);
  });

  it("a replayed refresh token ends its family: the thief's tokens and the owner's alike, not the user's other sessions", async () => {
    const stolen = await login(t.app, 'replayed', STAFF_PASSWORD);
    const other = await login(t.app, 'replayed', STAFF_PASSWORD);
    const thief = (await refresh(stolen.refresh_token)).json();
    expect((await refresh(stolen.refresh_token)).statusCode).toBe(400);

    expect(await status(thief.access_token)).toBe(401);
    expect(await status(stolen.access_token)).toBe(401);
    expect(await status(other.access_token)).toBe(200);
  });

  it("a password change ends every session of the user, the one that changed it too, and no one else's", async () => {
    // The app signs out after the change: a new password is how a user shuts out whoever may hold an old session.
    const laptop = await login(t.app, 'changer', STAFF_PASSWORD);
    const phone = await login(t.app, 'changer', STAFF_PASSWORD);
    const bystander = await login(t.app, 'bystander', STAFF_PASSWORD);
    const res = await as(
      t.app,
      laptop.access_token,
    )({
      method: 'PUT',
      url: '/v1/api/users/change-password',
      payload: { old_password: STAFF_PASSWORD, new_password: 'Changed@2026' },
    });
    expect(res.statusCode).toBe(200);

    expect(await status(laptop.access_token)).toBe(401);
    expect(await status(phone.access_token)).toBe(401);
    expect(await status(bystander.access_token)).toBe(200);
    expect(await status((await login(t.app, 'changer', 'Changed@2026')).access_token)).toBe(200);
  });

  it("an admin's reset of a password ends that account's sessions, not the admin's", async () => {
    const admin = await login(t.app, 'admin', 'Admin@123');
    const victim = await login(t.app, 'resetme', STAFF_PASSWORD);
    const res = await as(
      t.app,
      admin.access_token,
    )({
      method: 'PUT',
      url: '/v1/api/admin/users/reset-password',
      payload: { user_name: 'resetme', password: 'Reset@2026x' },
    });
    expect(res.statusCode).toBe(200);

    expect(await status(victim.access_token)).toBe(401);
    expect(await status(admin.access_token)).toBe(200);
  });
});

describe('a session goes on across a branch switch', () => {
  it('signing out after a switch ends the tokens from before it too', async () => {
    const before = await login(t.app, 'switcher', STAFF_PASSWORD);
    const switched = await as(t.app, before.access_token)({ method: 'POST', url: '/v1/api/oauth/token/switch-branch', payload: { id: 1 } });
    expect(switched.statusCode).toBe(200);
    const after = switched.json();
    expect(await status(after.access_token)).toBe(200);
    expect(await status(before.access_token)).toBe(200);

    expect((await signOut(after.refresh_token)).statusCode).toBe(200);
    expect(await status(after.access_token)).toBe(401);
    expect(await status(before.access_token)).toBe(401);
  });
});

describe('a token names its own session', () => {
  it('refuses a token, even one signed with our key, naming no session or a session of another user', async () => {
    const own = await login(t.app, 'bystander', STAFF_PASSWORD);
    const others = decodeJwt((await login(t.app, 'admin', 'Admin@123')).access_token);
    const claims = decodeJwt(own.access_token);
    const resign = (c: Record<string, unknown>) =>
      new SignJWT(c).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(testConfig.jwtSecret));
    expect(await status(await resign(claims))).toBe(200);
    expect(await status(await resign({ ...claims, sid: undefined }))).toBe(401);
    expect(await status(await resign({ ...claims, sid: others.sid }))).toBe(401);
  });
});
