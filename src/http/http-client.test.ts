import { AxiosError, AxiosHeaders, type AxiosAdapter, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, NOT_SIGNED_IN, REFRESH_FAILED, REVOKE_PATH, TOKEN_PATH } from './http-client';
import { memoryTokens } from './test-tokens';

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): Promise<AxiosResponse> {
  const response = { data, status, statusText: String(status), headers: {}, config };
  if (status < 400) return Promise.resolve(response);
  return Promise.reject(new AxiosError(`status ${status}`, 'ERR_BAD_REQUEST', config, null, response));
}

/** A fake API: `/things` wants the token "fresh"; the token endpoint answers `tokenStatus`. */
function fakeApi(tokenStatus: number) {
  const calls = { refresh: 0, things: [] as string[] };
  const adapter: AxiosAdapter = async (config) => {
    // Let every concurrent request reach the adapter before any answers.
    await new Promise((r) => setTimeout(r, 5));
    if (config.url === TOKEN_PATH) {
      calls.refresh += 1;
      return tokenStatus === 200
        ? reply(config, 200, { access_token: 'fresh', refresh_token: 'r2', token_type: 'Bearer', expires_in: 900 })
        : reply(config, tokenStatus, { error: 'invalid_grant', error_description: 'Refresh token expired' });
    }
    const auth = AxiosHeaders.from(config.headers).get('Authorization');
    calls.things.push(String(auth));
    return auth === 'Bearer fresh'
      ? reply(config, 200, { success: true, data: 'ok' })
      : reply(config, 401, { success: false, message: 'Unauthorized' });
  };
  return { adapter, calls };
}

function client(tokenStatus: number) {
  const api = fakeApi(tokenStatus);
  const tokens = memoryTokens({ access_token: 'stale', refresh_token: 'r1' });
  const onSessionEnd = vi.fn();
  const http = createHttpClient({ tokens, language: () => 'vi', branchIds: () => '3', onSessionEnd, adapter: api.adapter });
  return { http, tokens, onSessionEnd, calls: api.calls };
}

describe('single-flight refresh', () => {
  it('refreshes once for 10 concurrent 401s and retries each request', async () => {
    const { http, calls, tokens } = client(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => http.get('/things')));
    expect(results.map((r) => r.data.data)).toEqual(Array(10).fill('ok'));
    expect(calls.refresh).toBe(1);
    expect(calls.things.filter((a) => a === 'Bearer stale')).toHaveLength(10);
    expect(calls.things.filter((a) => a === 'Bearer fresh')).toHaveLength(10);
    expect(tokens.access()).toBe('fresh');
  });

  it('fails every waiting request when the token endpoint refuses, then ends the session', async () => {
    const { http, calls, tokens, onSessionEnd } = client(400);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => http.get('/things')));
    expect(calls.refresh).toBe(1);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({ message: REFRESH_FAILED, statusCode: 401 });
    }
    expect(tokens.cleared).toBe(1);
    expect(tokens.access()).toBeUndefined();
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from the token endpoint itself', async () => {
    const { http, calls, onSessionEnd } = client(401);
    await expect(http.post(TOKEN_PATH, 'grant_type=password')).rejects.toMatchObject({ statusCode: 401 });
    expect(calls.refresh).toBe(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('request headers', () => {
  it('sends the bearer token, the language and the selected branch', async () => {
    const seen: AxiosHeaders[] = [];
    const tokens = memoryTokens({ access_token: 'a1', refresh_token: 'r1' });
    const http = createHttpClient({
      tokens,
      language: () => 'en',
      branchIds: () => '7',
      onSessionEnd: () => undefined,
      adapter: async (config) => {
        seen.push(AxiosHeaders.from(config.headers));
        return reply(config, 200, {});
      },
    });
    await http.get('/x');
    expect(seen[0].get('Authorization')).toBe('Bearer a1');
    expect(seen[0].get('Accept-Language')).toBe('en');
    expect(seen[0].get('branchIds')).toBe('7');
  });

  it('turns error bodies into the spec §8 text', async () => {
    const http = createHttpClient({
      tokens: memoryTokens({ access_token: 'a1', refresh_token: 'r1' }),
      language: () => 'vi',
      branchIds: () => undefined,
      onSessionEnd: () => undefined,
      adapter: (config) =>
        reply(config, 422, {
          success: false,
          code: 'VALIDATION',
          message: '',
          errors: [{ field: 'name', message: 'Trường này là bắt buộc !' }],
        }),
    });
    await expect(http.post('/players', {})).rejects.toMatchObject({
      message: 'Trường này là bắt buộc !',
      statusCode: 422,
      errors: { name: 'Trường này là bắt buộc !' },
    });
  });
});

describe('without a session', () => {
  it('sends nothing protected, ends the session and answers 401 at once', async () => {
    const sent: string[] = [];
    const onSessionEnd = vi.fn();
    const http = createHttpClient({
      tokens: memoryTokens(null),
      language: () => 'vi',
      branchIds: () => undefined,
      onSessionEnd,
      adapter: async (config) => {
        sent.push(String(config.url));
        return reply(config, 200, {});
      },
    });
    await expect(http.get('/admin/players')).rejects.toMatchObject({ message: NOT_SIGNED_IN, statusCode: 401 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    await http.post(TOKEN_PATH, 'grant_type=password');
    await http.get('/public/branches/eras');
    expect(sent).toEqual([TOKEN_PATH, '/public/branches/eras']);
  });
});

describe('calls outside the session', () => {
  function recording(status: number) {
    const seen: AxiosHeaders[] = [];
    const onSessionEnd = vi.fn();
    const tokens = memoryTokens({ access_token: 'a1', refresh_token: 'r1' });
    const http = createHttpClient({
      tokens,
      language: () => 'en',
      branchIds: () => '7',
      onSessionEnd,
      adapter: async (config) => {
        seen.push(AxiosHeaders.from(config.headers));
        return reply(config, config.url === TOKEN_PATH ? 200 : status, { access_token: 'a2', refresh_token: 'r2' });
      },
    });
    return { http, seen, onSessionEnd, tokens };
  }

  it('sends public calls without the session token or branch', async () => {
    const { http, seen } = recording(200);
    await http.get('/public/settings');
    expect(seen[0].get('Authorization')).toBeUndefined();
    expect(seen[0].get('branchIds')).toBeUndefined();
    expect(seen[0].get('Accept-Language')).toBe('en');
  });

  it('signs out without the session token, and a refused sign-out starts no refresh', async () => {
    const { http, seen, onSessionEnd, tokens } = recording(401);
    await expect(http.post(REVOKE_PATH, 'token=r1')).rejects.toMatchObject({ statusCode: 401 });
    expect(seen).toHaveLength(1);
    expect(seen[0].get('Authorization')).toBeUndefined();
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(tokens.access()).toBe('a1');
  });

  it("keeps a call's own token, without the session branch, and never refreshes it", async () => {
    const { http, seen, onSessionEnd, tokens } = recording(401);
    await expect(http.get('/admin/classes/1', { headers: { Authorization: 'Bearer link' } })).rejects.toMatchObject({ statusCode: 401 });
    expect(seen).toHaveLength(1);
    expect(seen[0].get('Authorization')).toBe('Bearer link');
    expect(seen[0].get('branchIds')).toBeUndefined();
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(tokens.access()).toBe('a1');
  });

  it('lets a call with its own token through without any session', async () => {
    const sent: string[] = [];
    const onSessionEnd = vi.fn();
    const http = createHttpClient({
      tokens: memoryTokens(null),
      language: () => 'vi',
      branchIds: () => undefined,
      onSessionEnd,
      adapter: async (config) => {
        sent.push(String(AxiosHeaders.from(config.headers).get('Authorization')));
        return reply(config, 200, {});
      },
    });
    await http.get('/admin/players', { headers: { Authorization: 'Bearer link' } });
    expect(sent).toEqual(['Bearer link']);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('file downloads', () => {
  it("reads a refused download's JSON answer, so its message is the server's", async () => {
    const http = createHttpClient({
      tokens: memoryTokens({ access_token: 'fresh', refresh_token: 'r1' }),
      language: () => 'en',
      branchIds: () => undefined,
      onSessionEnd: vi.fn(),
      adapter: async (config) =>
        reply(
          config,
          404,
          new Blob([JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Revenue 9 was not found' })], {
            type: 'application/json',
          }),
        ),
    });
    await expect(http.get('/admin/revenues/9/receipt', { responseType: 'blob' })).rejects.toMatchObject({
      statusCode: 404,
      code: 'NOT_FOUND',
      message: 'Revenue 9 was not found',
    });
  });
});
