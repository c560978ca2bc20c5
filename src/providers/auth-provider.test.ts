import { AxiosError, type AxiosAdapter } from 'axios';
import { beforeEach, describe, expect, it } from 'vitest';
import { createHttpClient } from '../http/http-client';
import type { TokenPair, TokenStore } from '../http/token-store';
import { createAuthProvider, REMEMBERED_ACCOUNT_KEY } from './auth-provider';

function memoryStore() {
  let tokens: TokenPair | null = null;
  let cleared = 0;
  const store: TokenStore = {
    access: () => tokens?.access_token,
    refresh: () => tokens?.refresh_token,
    save: (t) => void (tokens = t),
    clear: () => {
      tokens = null;
      cleared += 1;
    },
  };
  return { store, cleared: () => cleared };
}

function setup(tokenReply: { status: number; data: unknown }) {
  const { store, cleared } = memoryStore();
  const bodies: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    bodies.push(String(config.data));
    const response = { ...tokenReply, statusText: '', headers: {}, config };
    if (tokenReply.status >= 400) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
    return response;
  };
  const http = createHttpClient({
    tokens: store,
    language: () => 'vi',
    branchIds: () => undefined,
    onSessionEnd: () => undefined,
    adapter,
  });
  return { auth: createAuthProvider(http, store), store, bodies, cleared };
}

const granted = { status: 200, data: { access_token: 'a', refresh_token: 'r', token_type: 'Bearer', expires_in: 900 } };

describe('auth provider', () => {
  beforeEach(() => localStorage.clear());

  it('signs in with the password grant and keeps both tokens', async () => {
    const { auth, store, bodies } = setup(granted);
    expect(await auth.login({ username: 'admin', password: 'Admin@123' })).toEqual({ success: true, redirectTo: '/' });
    expect(bodies[0]).toBe('grant_type=password&username=admin&password=Admin%40123');
    expect(store.access()).toBe('a');
    expect(store.refresh()).toBe('r');
    expect(await auth.check()).toEqual({ authenticated: true });
  });

  it('remembers the account only when asked', async () => {
    const { auth } = setup(granted);
    await auth.login({ username: 'admin', password: 'x', remember: true });
    expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBe('admin');
    await auth.login({ username: 'admin', password: 'x', remember: false });
    expect(localStorage.getItem(REMEMBERED_ACCOUNT_KEY)).toBeNull();
  });

  it('reports the OAuth error_description when sign-in is refused', async () => {
    const { auth } = setup({ status: 400, data: { error: 'invalid_grant', error_description: 'Incorrect username or password' } });
    const result = await auth.login({ username: 'admin', password: 'bad' });
    expect(result.success).toBe(false);
    expect(result.error?.message).toBe('Incorrect username or password');
  });

  it('clears the session on logout and when no access token is stored', async () => {
    const { auth, store, cleared } = setup(granted);
    await auth.login({ username: 'admin', password: 'x' });
    expect(await auth.logout({})).toEqual({ success: true, redirectTo: '/auth/login' });
    expect(store.access()).toBeUndefined();
    expect(await auth.check()).toEqual({ authenticated: false, logout: true, redirectTo: '/auth/login' });
    expect(cleared()).toBe(2);
  });

  it('ends the refresh family on the server when signing out', async () => {
    const { auth, bodies } = setup(granted);
    await auth.login({ username: 'admin', password: 'x' });
    await auth.logout({});
    expect(bodies).toContain('token=r');
  });

  it('logs out on a 401 that survived the refresh, not on other errors', async () => {
    const { auth } = setup(granted);
    expect(await auth.onError({ statusCode: 401, message: 'Failed to refresh access token' })).toMatchObject({
      logout: true,
      redirectTo: '/auth/login',
    });
    expect(await auth.onError({ statusCode: 403, message: 'Forbidden' })).toEqual({});
  });

  /** A sign-in the admin app refuses (its profile answers 403); the teachers' area takes it when `teaches`. */
  function refusedSignIn(teaches: boolean) {
    const { store, cleared } = memoryStore();
    const adapter: AxiosAdapter = async (config) => {
      const ok = config.url === '/oauth/token' || (teaches && config.url === '/teacher/me');
      const response = {
        status: ok ? 200 : 403,
        data:
          config.url === '/oauth/token'
            ? granted.data
            : ok
              ? { success: true, data: {} }
              : { success: false, code: 'FORBIDDEN_ROLE', message: 'no' },
        statusText: '',
        headers: {},
        config,
      };
      if (!ok) throw new AxiosError('failed', 'ERR_BAD_REQUEST', config, null, response);
      return response;
    };
    const http = createHttpClient({
      tokens: store,
      language: () => 'vi',
      branchIds: () => undefined,
      onSessionEnd: () => undefined,
      adapter,
    });
    return { http, store, cleared };
  }

  it('refuses an account the admin app is not for, and keeps no tokens', async () => {
    const { http, store, cleared } = refusedSignIn(false);
    const result = await createAuthProvider(http, store, () => {
      throw new Error('no teachers app for this login');
    }).login({ username: 'teacher', password: 'Teacher@123' });
    expect(result).toMatchObject({
      success: false,
      error: { message: 'Tài khoản này không dùng được trang quản trị. Trang quản trị dành cho quản trị viên và quản lý chi nhánh.' },
    });
    expect(store.access()).toBeUndefined();
    expect(cleared()).toBe(1);
  });

  it("opens the teachers' app for a teacher's login, keeping the session", async () => {
    const { http, store } = refusedSignIn(true);
    let opened = 0;
    const result = await createAuthProvider(http, store, () => opened++).login({ username: 'teacher', password: 'Teacher@123' });
    expect(result).toMatchObject({ success: true });
    expect(opened).toBe(1);
    expect(store.access()).toBe(granted.data.access_token);
  });
});
