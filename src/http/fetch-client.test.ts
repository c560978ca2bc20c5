import { describe, expect, it, vi } from 'vitest';
import { createFetchClient } from './fetch-client';
import { IDEMPOTENCY_HEADER } from './idempotency-keys';
import { NOT_SIGNED_IN, REFRESH_FAILED, REVOKE_PATH, TOKEN_PATH } from './session';
import { memoryTokens } from './test-tokens';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string | undefined;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

/** A fake API: `/things` wants the token "fresh"; the token endpoint answers `tokenStatus`. */
function fakeApi(tokenStatus: number) {
  const sent: Sent[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    sent.push({ url, method: init?.method ?? 'GET', headers, body: init?.body === undefined ? undefined : String(init.body) });
    // Let every concurrent request reach the server before any answers.
    await new Promise((r) => setTimeout(r, 5));
    if (url.endsWith(TOKEN_PATH)) {
      return tokenStatus === 200
        ? json(200, { access_token: 'fresh', refresh_token: 'r2', token_type: 'Bearer', expires_in: 900 })
        : json(tokenStatus, { error: 'invalid_grant', error_description: 'Refresh token expired' });
    }
    return headers.get('Authorization') === 'Bearer fresh'
      ? json(200, { success: true, data: 'ok' })
      : json(401, { success: false, message: 'Unauthorized' });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, sent };
}

function client(tokenStatus: number, tokens = memoryTokens({ access_token: 'stale', refresh_token: 'r1' })) {
  const api = fakeApi(tokenStatus);
  const onSessionEnd = vi.fn();
  const http = createFetchClient({ tokens, language: () => 'vi', onSessionEnd, fetch: api.fetch });
  return { http, tokens, onSessionEnd, sent: api.sent };
}

const refreshes = (sent: Sent[]) => sent.filter((s) => s.url.endsWith(TOKEN_PATH)).length;

describe('the session on fetch', () => {
  it('refreshes once for 10 concurrent 401s and retries each request', async () => {
    const { http, sent, tokens } = client(200);
    const results = await Promise.all(Array.from({ length: 10 }, () => http.get<{ data: string }>('/things')));
    expect(results.map((r) => r.data)).toEqual(Array(10).fill('ok'));
    expect(refreshes(sent)).toBe(1);
    const things = sent.filter((s) => s.url.endsWith('/things')).map((s) => s.headers.get('Authorization'));
    expect(things.filter((a) => a === 'Bearer stale')).toHaveLength(10);
    expect(things.filter((a) => a === 'Bearer fresh')).toHaveLength(10);
    expect(tokens.access()).toBe('fresh');
  });

  it('fails every waiting request when the token endpoint refuses, then ends the session', async () => {
    const { http, sent, tokens, onSessionEnd } = client(400);
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => http.get('/things')));
    expect(refreshes(sent)).toBe(1);
    for (const r of results) expect(r).toMatchObject({ status: 'rejected', reason: { message: REFRESH_FAILED, statusCode: 401 } });
    expect(tokens.cleared).toBe(1);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('sends nothing protected without a session, and answers 401 at once', async () => {
    const { http, sent, onSessionEnd } = client(200, memoryTokens(null));
    await expect(http.get('/teacher/me')).rejects.toMatchObject({ message: NOT_SIGNED_IN, statusCode: 401 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(0);
  });

  it('signs in and out outside the session: no token sent, no refresh on their refusal', async () => {
    const { http, sent, onSessionEnd } = client(401, memoryTokens(null));
    await expect(http.post(TOKEN_PATH, new URLSearchParams({ grant_type: 'password' }))).rejects.toMatchObject({
      statusCode: 401,
      code: 'invalid_grant',
      message: 'Refresh token expired',
    });
    await expect(http.post(REVOKE_PATH, new URLSearchParams({ token: 'r1' }))).rejects.toMatchObject({ statusCode: 401 });
    expect(sent.map((s) => s.headers.get('Authorization'))).toEqual([null, null]);
    // A form body: fetch writes its content type itself.
    expect(sent[0].body).toBe('grant_type=password');
    expect(sent[0].headers.has('content-type')).toBe(false);
    expect(sent[0].headers.has(IDEMPOTENCY_HEADER)).toBe(false);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('requests and answers', () => {
  it('sends the language, the query, a JSON body and one Idempotency-Key per submission, kept across the retry after a refresh', async () => {
    const { http, sent } = client(200);
    await http.post('/things', { a: 1 }, { params: { size: '50', month: '2026-11' } });
    const [first, , retry] = sent;
    expect(first.url).toBe('/v1/api/things?size=50&month=2026-11');
    expect(first.headers.get('Accept-Language')).toBe('vi');
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(first.body).toBe('{"a":1}');
    expect(first.headers.get(IDEMPOTENCY_HEADER)).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry.headers.get(IDEMPOTENCY_HEADER)).toBe(first.headers.get(IDEMPOTENCY_HEADER));
    await http.post('/things', { a: 1 });
    expect(sent[3].headers.get(IDEMPOTENCY_HEADER)).not.toBe(first.headers.get(IDEMPOTENCY_HEADER));
  });

  it("keeps a caller's own Idempotency-Key", async () => {
    const { http, sent } = client(200, memoryTokens({ access_token: 'fresh', refresh_token: 'r1' }));
    await http.post('/things', { a: 1 }, { headers: { [IDEMPOTENCY_HEADER]: 'outbox-key' } });
    expect(sent[0].headers.get(IDEMPOTENCY_HEADER)).toBe('outbox-key');
  });

  it('turns an error body into the spec §8 text with its code, field errors and data', async () => {
    const fetch = vi.fn(async () =>
      json(409, {
        success: false,
        code: 'MARK_CONFLICT',
        message: '',
        errors: [{ field: 'note', message: 'Đã đổi' }],
        data: { conflicts: [] },
      }),
    );
    const http = createFetchClient({
      tokens: memoryTokens({ access_token: 'a1', refresh_token: 'r1' }),
      language: () => 'vi',
      onSessionEnd: vi.fn(),
      fetch: fetch as unknown as typeof globalThis.fetch,
    });
    await expect(http.put('/things', {})).rejects.toEqual({
      message: 'Đã đổi',
      statusCode: 409,
      code: 'MARK_CONFLICT',
      errors: { note: 'Đã đổi' },
      data: { conflicts: [] },
    });
  });

  it('answers status 0 when no answer came, and the status alone for an answer without a body', async () => {
    const tokens = memoryTokens({ access_token: 'a1', refresh_token: 'r1' });
    const offline = createFetchClient({
      tokens,
      language: () => 'vi',
      onSessionEnd: vi.fn(),
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(offline.get('/things')).rejects.toMatchObject({ statusCode: 0, message: 'Failed to fetch' });
    const gateway = createFetchClient({
      tokens,
      language: () => 'vi',
      onSessionEnd: vi.fn(),
      fetch: async () => new Response('', { status: 502 }),
    });
    await expect(gateway.get('/things')).rejects.toMatchObject({ statusCode: 502, message: 'HTTP 502' });
  });
});
