import { AxiosError, AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './http-client';
import { IDEMPOTENCY_HEADER, SubmissionKeys } from './idempotency-keys';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('submission keys', () => {
  it('gives one submission (same address, same body) one key until it succeeds', () => {
    const keys = new SubmissionKeys();
    const first = keys.keyFor('/admin/classes', { name: 'U9' });
    expect(first).toMatch(UUID);
    expect(keys.keyFor('/admin/classes', { name: 'U9' })).toBe(first);
    expect(keys.keyFor('/admin/classes', { name: 'U10' })).not.toBe(first);
    expect(keys.keyFor('/admin/players', { name: 'U9' })).not.toBe(first);
    keys.done(first);
    expect(keys.keyFor('/admin/classes', { name: 'U9' })).not.toBe(first);
  });

  it('makes a new key for an upload, and for a submission pending over an hour', () => {
    let now = 0;
    const keys = new SubmissionKeys(() => now);
    const form = new FormData();
    expect(keys.keyFor('/uploads', form)).not.toBe(keys.keyFor('/uploads', form));
    const first = keys.keyFor('/admin/classes', { name: 'U9' });
    now += 61 * 60_000;
    expect(keys.keyFor('/admin/classes', { name: 'U9' })).not.toBe(first);
  });
});

describe('the http client', () => {
  it('sends every POST but the token endpoint with a key, the same on a retry, a new one after success', async () => {
    const sent: Array<{ method?: string; url?: string; key: unknown }> = [];
    let fail = true;
    const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
      sent.push({ method: config.method, url: config.url, key: AxiosHeaders.from(config.headers).get(IDEMPOTENCY_HEADER) });
      const response = { data: {}, status: fail ? 503 : 201, statusText: '', headers: {}, config };
      if (fail) throw new AxiosError('unavailable', 'ERR_BAD_RESPONSE', config, null, response);
      return response;
    };
    const http = createHttpClient({
      tokens: { access: () => 'a', refresh: () => 'r', save: () => undefined, clear: () => undefined },
      language: () => 'vi',
      branchIds: () => undefined,
      onSessionEnd: () => undefined,
      adapter,
    });
    await expect(http.post('/admin/classes', { name: 'U9' })).rejects.toBeDefined();
    fail = false;
    await http.post('/admin/classes', { name: 'U9' });
    await http.post('/admin/classes', { name: 'U9' });
    await http.get('/admin/classes');
    const [failed, retried, again, read] = sent;
    expect(failed.key).toMatch(UUID);
    expect(retried.key).toBe(failed.key);
    expect(again.key).toMatch(UUID);
    expect(again.key).not.toBe(failed.key);
    expect(read.key).toBeUndefined();
  });
});
