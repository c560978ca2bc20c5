/**
 * Writes anyone may send without signing in (the free-trial form) are limited
 * per client address and route: the request over the limit is answered 429 with
 * Retry-After, in the envelope and the caller's language. Other addresses, public
 * reads, sign-in (its own brake), sign-out and the gateway's signed callback are
 * not held back.
 */
import { describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { DEMO_HOST, useTestApp } from '../helpers/build-test-app';

const LIMIT = 3;
const t = useTestApp({ config: { publicWritesPerMinute: LIMIT } });

let ipCounter = 0;
/** An address of its own for each test, so one test's count never reaches another. */
const freshIp = () => `10.9.${++ipCounter}.1`;

const register = (ip: string, lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/public/practices',
    remoteAddress: ip,
    headers: { host: DEMO_HOST, 'accept-language': lang },
    payload: { name: 'Phạm Gia Bảo', mobile: '0912345678' },
  });

const form = (url: string, ip: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });

async function times<T>(n: number, send: () => Promise<T>): Promise<T[]> {
  const answers: T[] = [];
  for (let i = 0; i < n; i++) answers.push(await send());
  return answers;
}

const statuses = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);
const message = (template: string, seconds: string) => template.replace('{{seconds}}', seconds);

describe('the free-trial form', () => {
  it('answers the request over the limit from one address 429, with Retry-After and a message in the caller’s language', async () => {
    const ip = freshIp();
    expect(statuses(await times(LIMIT, () => register(ip)))).toEqual(Array(LIMIT).fill(422));

    const refused = await register(ip);
    expect(refused.statusCode).toBe(429);
    const retryAfter = String(refused.headers['retry-after']);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(refused.json()).toEqual({ success: false, code: 'TOO_MANY_REQUESTS', message: message(vi.errors.tooManyRequests, retryAfter) });

    const inEnglish = await register(ip, 'en');
    expect(inEnglish.statusCode).toBe(429);
    expect(inEnglish.json().message).toBe(message(en.errors.tooManyRequests, String(inEnglish.headers['retry-after'])));
  });

  it('leaves another address alone, and takes the address again once its window is over', async () => {
    const ip = freshIp();
    expect(statuses(await times(LIMIT + 1, () => register(ip))).at(-1)).toBe(429);
    expect((await register(freshIp())).statusCode).toBe(422);

    await t.db
      .updateTable('request_counts')
      .set({ window_ends: new Date(Date.now() - 1000).toISOString() })
      .where('key', 'like', `${ip} %`)
      .execute();
    expect((await register(ip)).statusCode).toBe(422);
  });

  it('counts concurrent requests one by one', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, () => register(ip)));
    expect(statuses(answers).filter((s) => s === 429)).toHaveLength(3);
  });
});

describe('what the limit leaves alone', () => {
  it('does not limit public reads', async () => {
    const ip = freshIp();
    await times(LIMIT + 1, () => register(ip));
    for (const url of ['/v1/api/public/settings', '/v1/api/public/branches/eras', '/api-public/packages']) {
      const answers = await times(LIMIT + 2, () => t.app.inject({ method: 'GET', url, remoteAddress: ip, headers: { host: DEMO_HOST } }));
      expect(statuses(answers), url).toEqual(Array(LIMIT + 2).fill(200));
    }
  });

  it('never holds back sign-out, even from an address over the limit: refusing it would leave a session open', async () => {
    const ip = freshIp();
    await times(LIMIT + 1, () => register(ip));
    const signOuts = await times(LIMIT + 2, () => form('/v1/api/oauth/revoke', ip, { token: 'not-a-token' }));
    expect(statuses(signOuts)).toEqual(Array(LIMIT + 2).fill(200));
  });

  it('leaves sign-in to its own brake and the gateway’s signed callback unlimited', async () => {
    const ip = freshIp();
    const signIns = await times(LIMIT + 2, () =>
      form('/v1/api/oauth/token', ip, { grant_type: 'password', username: 'nobody', password: 'wrong' }),
    );
    expect(statuses(signIns)).toEqual(Array(LIMIT + 2).fill(400));
    const callbacks = await times(LIMIT + 2, () =>
      t.app.inject({
        method: 'POST',
        url: '/api-public/payments/callback',
        remoteAddress: ip,
        headers: { host: DEMO_HOST },
        payload: { payment_id: 1, status: 2 },
      }),
    );
    expect(statuses(callbacks).includes(429)).toBe(false);
  });
});
