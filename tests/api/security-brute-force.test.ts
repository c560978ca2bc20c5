/**
 * Goals B1–B4. Password guessing is limited per account (academy + user name,
 * from any address) and per client address; the limit counts password checks
 * (spied), holds under parallel bursts, ignores junk body fields and spoofed
 * X-Forwarded-For, covers every pathway that proves or renews a credential, and
 * answers an unknown account exactly like a wrong password.
 */
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../server/app';
import { loadCatalogue } from '../../server/core/catalogue';
import { MAX_FAILED_LOGINS, MAX_FAILED_LOGINS_PER_ADDRESS } from '../../server/modules/auth/login-attempts';
import { verifyPassword } from '../../server/modules/auth/passwords';
import { as, DEMO_HOST, testConfig, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

vi.mock('../../server/modules/auth/passwords', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../server/modules/auth/passwords')>();
  return { ...actual, verifyPassword: vi.fn(actual.verifyPassword) };
});
const passwordChecks = vi.mocked(verifyPassword);

const t = useTestApp();
let ipCounter = 0;
/** A client address of its own for each caller, so one test's failures never lock another's address. */
const freshIp = () => `10.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}.7`;

interface Attempt {
  username: string;
  password: string;
  ip?: string;
  headers?: Record<string, string>;
  extra?: Record<string, string>;
  app?: FastifyInstance;
}

function attempt({ username, password, ip = '127.0.0.1', headers = {}, extra = {}, app = t.app }: Attempt) {
  return app.inject({
    method: 'POST',
    url: '/v1/api/oauth/token',
    remoteAddress: ip,
    headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ ...extra, grant_type: 'password', username, password }).toString(),
  });
}

/** Failures booked straight into the counter, as earlier guesses would have left them. */
async function failuresOf({ ip = '192.0.2.1', userNames }: { ip?: string; userNames: string[] }) {
  await t.db
    .insertInto('login_failures')
    .values(userNames.map((user_name) => ({ academy_id: 1, user_name, ip })))
    .execute();
}

const statuses = (answers: Array<{ statusCode: number }>) => answers.map((a) => a.statusCode);
const count = (list: number[], status: number) => list.filter((s) => s === status).length;

beforeEach(() => {
  passwordChecks.mockClear();
});

describe('B1: at most MAX_FAILED_LOGINS password checks per account per window', () => {
  beforeAll(async () => {
    for (const name of ['burst-seq', 'burst-par', 'burst-mixed']) await addStaff(t.db, 'demo', name, 'manager', [1]);
  });

  it('answers a sequential burst of 100 guesses, from ever-changing addresses, with at least 90 × 429', async () => {
    const answers = [];
    for (let i = 0; i < 100; i++) answers.push(await attempt({ username: 'burst-seq', password: `guess-${i}`, ip: freshIp() }));
    const list = statuses(answers);
    expect(count(list, 400)).toBe(MAX_FAILED_LOGINS);
    expect(count(list, 429)).toBe(100 - MAX_FAILED_LOGINS);
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect((await attempt({ username: 'burst-seq', password: STAFF_PASSWORD, ip: freshIp() })).statusCode).toBe(429);
  });

  it('holds under two 50-parallel bursts: the checks are booked atomically', async () => {
    const ip = freshIp();
    const answers = [];
    for (let wave = 0; wave < 2; wave++) {
      answers.push(
        ...(await Promise.all(Array.from({ length: 50 }, (_, i) => attempt({ username: 'burst-par', password: `p-${wave}-${i}`, ip })))),
      );
    }
    const list = statuses(answers);
    expect(count(list, 429)).toBeGreaterThanOrEqual(90);
    expect(count(list, 400)).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
    expect(passwordChecks.mock.calls.length).toBeLessThanOrEqual(MAX_FAILED_LOGINS);
  });

  it('does not refuse the right password inside a parallel burst that stays under the limit', async () => {
    const answers = await Promise.all([
      attempt({ username: 'burst-mixed', password: STAFF_PASSWORD, ip: freshIp() }),
      ...Array.from({ length: 5 }, (_, i) => attempt({ username: 'burst-mixed', password: `x-${i}`, ip: freshIp() })),
    ]);
    expect(answers[0].statusCode).toBe(200);
  });

  it('limits one address over many accounts, while other addresses go on', async () => {
    const ip = freshIp();
    // The address already failed on many accounts (the counter lives in the database).
    await failuresOf({ ip, userNames: Array.from({ length: MAX_FAILED_LOGINS_PER_ADDRESS - 1 }, (_, i) => `stuffed-${i}`) });
    const list = [];
    for (let i = 0; i < 4; i++) list.push((await attempt({ username: `nobody-${i}`, password: 'x', ip })).statusCode);
    expect(list).toEqual([400, 429, 429, 429]);
    expect((await attempt({ username: 'admin', password: 'Admin@123', ip })).statusCode).toBe(429);
    expect((await attempt({ username: 'admin', password: 'Admin@123', ip: freshIp() })).statusCode).toBe(200);
  });
});

describe('B2: the counter keys only on academy, user name and the trusted address', () => {
  const junk = fc.record({
    extra: fc.dictionary(
      fc.constantFrom('email', 'user_name', 'userName', 'login', 'ip', 'academy', 'client_ip', 'x', 'USERNAME'),
      fc.string({ maxLength: 20 }),
      { maxKeys: 4 },
    ),
    forwarded: fc.ipV4(),
    spacing: fc.constantFrom('', ' ', '  '),
  });

  beforeAll(async () => {
    await addStaff(t.db, 'demo', 'junky', 'manager', [1]);
    await addStaff(t.db, 'demo', 'proxied', 'manager', [1]);
  });

  it('trips after MAX_FAILED_LOGINS whatever junk fields, padding and X-Forwarded-For each guess carries', async () => {
    const ip = freshIp();
    const list = [];
    for (const { extra, forwarded, spacing } of fc.sample(junk, { numRuns: MAX_FAILED_LOGINS + 5, seed: 7 })) {
      const res = await attempt({
        username: `${spacing}junky${spacing}`,
        password: 'wrong',
        ip,
        extra,
        headers: { 'x-forwarded-for': forwarded, 'x-real-ip': forwarded },
      });
      list.push(res.statusCode);
    }
    expect(list.slice(0, MAX_FAILED_LOGINS)).toEqual(Array(MAX_FAILED_LOGINS).fill(400));
    expect(list.slice(MAX_FAILED_LOGINS)).toEqual(Array(5).fill(429));
  });

  describe('behind a trusted proxy', () => {
    let proxied: FastifyInstance;
    beforeAll(async () => {
      proxied = await buildApp({ config: { ...testConfig, trustProxy: true }, db: t.db, catalogue: loadCatalogue() });
    });
    afterAll(() => proxied?.close());

    it('still locks the account when every guess names another X-Forwarded-For', async () => {
      const list = [];
      for (const { forwarded } of fc.sample(junk, { numRuns: MAX_FAILED_LOGINS + 3, seed: 11 })) {
        list.push(
          (await attempt({ app: proxied, username: 'proxied', password: 'wrong', headers: { 'x-forwarded-for': forwarded } })).statusCode,
        );
      }
      expect(count(list, 400)).toBe(MAX_FAILED_LOGINS);
      expect(count(list, 429)).toBe(3);
    });
  });
});

describe('B3: every pathway respects the lockout', () => {
  let session: { access_token: string; refresh_token: string };

  beforeAll(async () => {
    await addStaff(t.db, 'demo', 'locked', 'manager', [1, 2]);
    await addStaff(t.db, 'demo', 'guessed', 'manager', [1]);
    session = (await attempt({ username: 'locked', password: STAFF_PASSWORD, ip: freshIp() })).json();
    await failuresOf({ userNames: Array(MAX_FAILED_LOGINS).fill('locked') });
  });

  it('refuses the right password', async () => {
    const res = await attempt({ username: 'locked', password: STAFF_PASSWORD, ip: freshIp() });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toBe('slow_down');
  });

  it('refuses the refresh grant without spending the token', async () => {
    const form = {
      method: 'POST' as const,
      url: '/v1/api/oauth/token',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    };
    const payload = new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh_token }).toString();
    const refused = await t.app.inject({ ...form, payload });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe('slow_down');
    const unspent = await t.db
      .selectFrom('refresh_tokens')
      .select(['used_at', 'revoked_at'])
      .where('user_id', '=', await userId('locked'))
      .execute();
    expect(unspent.every((row) => row.used_at === null && row.revoked_at === null)).toBe(true);
  });

  it('refuses switch-branch', async () => {
    const res = await as(t.app, session.access_token)({ method: 'POST', url: '/v1/api/oauth/token/switch-branch', payload: { id: 2 } });
    expect(res.statusCode).toBe(429);
    expect(res.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
  });

  it('refuses a password change even with the right old password, and keeps the password', async () => {
    const res = await as(
      t.app,
      session.access_token,
    )({
      method: 'PUT',
      url: '/v1/api/users/change-password',
      payload: { old_password: STAFF_PASSWORD, new_password: 'Another@2026' },
    });
    expect(res.statusCode).toBe(429);
    expect(passwordChecks).not.toHaveBeenCalled();
  });

  it('counts wrong old passwords at password change toward the same lockout', async () => {
    const { access_token } = (await attempt({ username: 'guessed', password: STAFF_PASSWORD, ip: freshIp() })).json();
    passwordChecks.mockClear();
    const list = [];
    for (let i = 0; i < MAX_FAILED_LOGINS + 3; i++) {
      const res = await as(
        t.app,
        access_token,
      )({
        method: 'PUT',
        url: '/v1/api/users/change-password',
        remoteAddress: freshIp(),
        payload: { old_password: `guess-${i}`, new_password: 'Another@2026' },
      });
      list.push(res.statusCode);
    }
    expect(list).toEqual([...Array(MAX_FAILED_LOGINS).fill(422), 429, 429, 429]);
    expect(passwordChecks.mock.calls.length).toBe(MAX_FAILED_LOGINS);
    expect((await attempt({ username: 'guessed', password: STAFF_PASSWORD, ip: freshIp() })).statusCode).toBe(429);
  });

  it('lets everything through again once the window has passed', async () => {
    await t.db
      .updateTable('login_failures')
      .set({ at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('user_name', '=', 'locked')
      .execute();
    const form = {
      method: 'POST' as const,
      url: '/v1/api/oauth/token',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    };
    const renewed = await t.app.inject({
      ...form,
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh_token }).toString(),
    });
    expect(renewed.statusCode).toBe(200);
    expect((await attempt({ username: 'locked', password: STAFF_PASSWORD, ip: freshIp() })).statusCode).toBe(200);
  });

  async function userId(name: string) {
    return (await t.db.selectFrom('users').select('id').where('user_name', '=', name).where('academy_id', '=', 1).executeTakeFirstOrThrow())
      .id as number;
  }
});

describe('B4: no user enumeration', () => {
  beforeAll(async () => {
    await addStaff(t.db, 'demo', 'timed', 'manager', [1]);
    await addStaff(t.db, 'demo', 'sleeper', 'manager', [1]);
    await t.db.updateTable('users').set({ auditing_status: 0 }).where('user_name', '=', 'sleeper').execute();
  });

  const comparable = (res: Awaited<ReturnType<typeof attempt>>) => {
    // Per-request headers aside, everything the client sees is the same.
    const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
    return { status: res.statusCode, headers, body: res.body };
  };

  it('answers an unknown user, a wrong password and a suspended account byte for byte alike, after the same work', async () => {
    const unknown = await attempt({ username: 'no-such-user', password: 'x', ip: freshIp() });
    expect(passwordChecks).toHaveBeenCalledTimes(1);
    const wrong = await attempt({ username: 'timed', password: 'x', ip: freshIp() });
    expect(passwordChecks).toHaveBeenCalledTimes(2);
    const suspended = await attempt({ username: 'sleeper', password: STAFF_PASSWORD, ip: freshIp() });
    expect(comparable(unknown)).toEqual(comparable(wrong));
    expect(comparable(suspended)).toEqual(comparable(wrong));
  });

  it('locks an unknown user name exactly like a real one', async () => {
    await failuresOf({ userNames: [...Array(MAX_FAILED_LOGINS).fill('ghost-account'), ...Array(MAX_FAILED_LOGINS).fill('timed')] });
    const ghost = await attempt({ username: 'ghost-account', password: 'w', ip: freshIp() });
    expect(ghost.statusCode).toBe(429);
    expect(comparable(ghost)).toEqual(comparable(await attempt({ username: 'timed', password: 'w', ip: freshIp() })));
  });

  it("checks an unknown user's password against a hash of the same cost as a real account's, so both take as long", async () => {
    await t.db.deleteFrom('login_failures').where('user_name', '=', 'timed').execute();
    await attempt({ username: 'ghost-cost', password: 'not-it', ip: freshIp() });
    await attempt({ username: 'timed', password: 'not-it', ip: freshIp() });
    // scrypt$N$r$p$salt$hash: the cost is N, r, p and the key's length; the salt and the hash are the only other parts.
    const cost = (stored: string) => {
      const [scheme, n, r, p, , hash] = stored.split('$');
      return { scheme, n, r, p, keyLength: Buffer.from(hash, 'base64url').length };
    };
    const [unknown, wrong] = passwordChecks.mock.calls.map(([, stored]) => cost(stored));
    expect(passwordChecks).toHaveBeenCalledTimes(2);
    expect(unknown).toEqual(wrong);
    expect(wrong.scheme).toBe('scrypt');
  });
});
