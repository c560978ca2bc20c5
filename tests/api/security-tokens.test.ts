/**
 * Goals A1, A2, A5, A7, A8. Refresh tokens are single use and a replay kills the
 * whole family; a race on one token mints one child at most; sign-out and
 * password changes end sessions; no mutated access token passes; the token
 * endpoint serves only its own client and grants. Every body seen is also
 * scanned for secrets (R2).
 */
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { base64url, decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PARTY_CLIENT_ID } from '../../server/modules/auth/auth-service';
import { as, BETA_HOST, DEMO_HOST, login, testConfig, useTestApp } from '../helpers/build-test-app';
import { leaksIn, markForeignRows, type Tenancy } from '../helpers/leak-scan';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

const t = useTestApp();
const secret = new TextEncoder().encode(testConfig.jwtSecret);
const issued = new Set<string>();
let tenancy: Tenancy;
let seen: Array<{ url: string; body: string }> = [];

const tokenForm = (fields: Record<string, string>, host = DEMO_HOST) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/oauth/token',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const refresh = (refresh_token: string, host = DEMO_HOST) => tokenForm({ grant_type: 'refresh_token', refresh_token }, host);
const revoke = (token: string, host = DEMO_HOST) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/oauth/revoke',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: `token=${encodeURIComponent(token)}`,
  });
const profile = async (access: string, host = DEMO_HOST) => {
  const res = await as(t.app, access, host)({ method: 'GET', url: '/v1/api/users/my-profile' });
  seen.push({ url: `my-profile on ${host}`, body: res.body });
  return res;
};
const signIn = async (user: string, password: string, host = DEMO_HOST) => {
  const pair = await login(t.app, user, password, host);
  issued.add(pair.access_token).add(pair.refresh_token);
  return pair;
};
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const familyOf = async (token: string) => {
  const row = await t.db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashOf(token)).executeTakeFirstOrThrow();
  return t.db.selectFrom('refresh_tokens').select(['used_at', 'revoked_at']).where('family_id', '=', row.family_id).execute();
};

beforeAll(async () => {
  tenancy = await markForeignRows(t.db, 1);
  await addStaff(t.db, 'demo', 'rotating', 'manager', [1]);
  await addStaff(t.db, 'demo', 'racer', 'manager', [1]);
  await addStaff(t.db, 'demo', 'leaver', 'manager', [1]);
  await addStaff(t.db, 'demo', 'changer', 'manager', [1]);
  await addStaff(t.db, 'demo', 'resetme', 'manager', [1]);
});

afterEach(() => {
  // R2: nothing but a token answer to its own request carries a token, a hash or another academy.
  for (const { url, body } of seen) expect({ url, leaks: leaksIn(body, tenancy, issued) }).toEqual({ url, leaks: [] });
  seen = [];
});

describe('A1: refresh tokens are single use', () => {
  it('answers a replayed spent token with invalid_grant and revokes every generation of its family', async () => {
    const first = await signIn('rotating', STAFF_PASSWORD);
    const second = (await refresh(first.refresh_token)).json();
    const third = (await refresh(second.refresh_token)).json();
    expect(third.refresh_token).toBeTruthy();

    const replay = await refresh(first.refresh_token);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    for (const later of [third.refresh_token, second.refresh_token]) expect((await refresh(later)).statusCode).toBe(400);
    const family = await familyOf(first.refresh_token);
    expect(family).toHaveLength(3);
    expect(family.every((row) => row.revoked_at !== null)).toBe(true);

    // A new sign-in starts a new family, untouched by the old one's death.
    const fresh = await signIn('rotating', STAFF_PASSWORD);
    expect((await refresh(fresh.refresh_token)).statusCode).toBe(200);
  });

  it("ignores a token presented on another academy's host: refused there, still alive at home", async () => {
    const pair = await signIn('rotating', STAFF_PASSWORD);
    expect((await refresh(pair.refresh_token, BETA_HOST)).statusCode).toBe(400);
    expect((await revoke(pair.refresh_token, BETA_HOST)).statusCode).toBe(200);
    expect((await familyOf(pair.refresh_token)).every((row) => row.revoked_at === null)).toBe(true);
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200);
  });
});

describe('A2: a race on one refresh token', () => {
  it('mints exactly one child from 50 parallel refreshes, round after round, and never two live ones', async () => {
    for (let round = 0; round < 3; round++) {
      const { refresh_token } = await signIn('racer', STAFF_PASSWORD);
      const answers = await Promise.all(Array.from({ length: 50 }, () => refresh(refresh_token)));
      const winners = answers.filter((a) => a.statusCode === 200);
      expect(winners).toHaveLength(1);
      expect(answers.filter((a) => a.statusCode === 400).every((a) => a.json().error === 'invalid_grant')).toBe(true);
      const family = await familyOf(refresh_token);
      expect(family).toHaveLength(2);
      // The 49 losers replayed a spent token: under the strict policy that is reuse, so the one child dies with its family.
      expect(family.filter((row) => row.used_at === null && row.revoked_at === null)).toHaveLength(0);
      expect((await refresh(winners[0].json().refresh_token)).statusCode).toBe(400);
    }
  });

  it('keeps the child of a single, unraced refresh alive', async () => {
    const { refresh_token } = await signIn('racer', STAFF_PASSWORD);
    const child = (await refresh(refresh_token)).json();
    expect((await familyOf(refresh_token)).filter((row) => row.used_at === null && row.revoked_at === null)).toHaveLength(1);
    expect((await refresh(child.refresh_token)).statusCode).toBe(200);
  });
});

describe('A5: sign-out and credential changes end sessions', () => {
  it('revokes the signed-out family only, and answers 200 whatever the token', async () => {
    const laptop = await signIn('leaver', STAFF_PASSWORD);
    const phone = await signIn('leaver', STAFF_PASSWORD);
    const renewed = (await refresh(laptop.refresh_token)).json();
    const out = await revoke(renewed.refresh_token);
    expect(out.statusCode).toBe(200);
    expect(out.body).toBe('');
    expect((await refresh(renewed.refresh_token)).statusCode).toBe(400);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(200);
    // Unknown or malformed tokens tell nothing.
    expect((await revoke('never-issued')).statusCode).toBe(200);
  });

  it("ends every family of a user whose password changes, other devices included, and no one else's", async () => {
    const laptop = await signIn('changer', STAFF_PASSWORD);
    const phone = await signIn('changer', STAFF_PASSWORD);
    const bystander = await signIn('leaver', STAFF_PASSWORD);
    const res = await as(
      t.app,
      laptop.access_token,
    )({
      method: 'PUT',
      url: '/v1/api/users/change-password',
      payload: { old_password: STAFF_PASSWORD, new_password: 'Changed@2026' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(400);
    expect((await refresh(phone.refresh_token)).statusCode).toBe(400);
    expect((await refresh(bystander.refresh_token)).statusCode).toBe(200);
    await expect(login(t.app, 'changer', STAFF_PASSWORD)).rejects.toThrow(/400/);
    expect((await signIn('changer', 'Changed@2026')).access_token).toBeTruthy();
  });

  it('ends every family of an account whose password an admin resets', async () => {
    const admin = await signIn('admin', 'Admin@123');
    const victim = await signIn('resetme', STAFF_PASSWORD);
    const res = await as(
      t.app,
      admin.access_token,
    )({
      method: 'PUT',
      url: '/v1/api/admin/users/reset-password',
      payload: { user_name: 'resetme', password: 'Reset@2026x' },
    });
    expect(res.statusCode).toBe(200);
    expect((await refresh(victim.refresh_token)).statusCode).toBe(400);
  });
});

describe('A7: no mutated access token is accepted', () => {
  let valid: string;
  let foreignUserId: number;

  beforeAll(async () => {
    valid = (await signIn('admin', 'Admin@123')).access_token;
    foreignUserId = (
      await t.db.selectFrom('users').select('id').where('academy_id', '=', 2).where('user_name', '=', 'admin').executeTakeFirstOrThrow()
    ).id as number;
  });

  const parts = () => valid.split('.') as [string, string, string];
  const encode = (value: unknown) => base64url.encode(JSON.stringify(value));
  const resign = (claims: Record<string, unknown>, alg = 'HS256', key: Uint8Array = secret) =>
    new SignJWT(claims).setProtectedHeader({ alg }).sign(key);

  /** Each arbitrary yields a token that must not pass on the demo host, and why. */
  const mutants = () => {
    const [header, payload, signature] = parts();
    const claims = decodeJwt(valid);
    const now = Math.floor(Date.now() / 1000);
    return fc.oneof(
      fc.constant({ why: 'alg none', token: `${encode({ alg: 'none', typ: 'JWT' })}.${payload}.` }),
      fc.constantFrom('none', 'None', 'NONE', 'RS256', 'ES256', 'PS256', 'HS384').map((alg) => ({
        why: `header alg ${alg} over the HS256 signature`,
        token: `${encode({ ...decodeProtectedHeader(valid), alg })}.${payload}.${signature}`,
      })),
      fc.constantFrom('HS384', 'HS512').map((alg) => ({ why: `re-signed ${alg}`, token: resign(claims, alg) })),
      fc
        .uint8Array({ minLength: 32, maxLength: 64 })
        .map((key) => ({ why: 'signed with another key', token: resign(claims, 'HS256', key) })),
      fc.record({ at: fc.nat({ max: 31 }), bit: fc.nat({ max: 7 }) }).map(({ at, bit }) => {
        const bytes = base64url.decode(signature);
        bytes[at] ^= 1 << bit;
        return { why: `signature byte ${at} bit ${bit} flipped`, token: `${header}.${payload}.${base64url.encode(bytes)}` };
      }),
      fc.constantFrom(0, 1, 10).map((cut) => ({
        why: `signature cut by ${cut + 1} chars`,
        token: `${header}.${payload}.${signature.slice(0, signature.length - cut - 1)}`,
      })),
      fc
        .record({
          key: fc.constantFrom('sub', 'aid', 'bid', 'exp', 'iss', 'aud', 'iat'),
          value: fc.oneof(fc.integer(), fc.string({ maxLength: 8 }), fc.constant(null)),
        })
        .filter(({ key, value }) => claims[key] !== value)
        .map(({ key, value }) => ({
          why: `claim ${key} changed without re-signing`,
          token: `${header}.${encode({ ...claims, [key]: value })}.${signature}`,
        })),
      // Signed with the real key: the claims themselves must still be checked.
      fc.constant({ why: 'other academy claim', token: resign({ ...claims, aid: 2 }) }),
      fc.constant({ why: 'user of another academy claiming this one', token: resign({ ...claims, sub: String(foreignUserId) }) }),
      fc.constant({ why: 'no expiry', token: resign(Object.fromEntries(Object.entries(claims).filter(([k]) => k !== 'exp'))) }),
      fc.constant({ why: 'expired', token: resign({ ...claims, exp: now - 1 }) }),
      fc.constantFrom('iss', 'aud').map((key) => ({ why: `foreign ${key}`, token: resign({ ...claims, [key]: 'someone-else' }) })),
      fc.constant({ why: 'no issuer', token: resign(Object.fromEntries(Object.entries(claims).filter(([k]) => k !== 'iss'))) }),
    );
  };

  it('answers 401 to every mutant of a valid token', async () => {
    expect((await profile(valid)).statusCode).toBe(200);
    await fc.assert(
      fc.asyncProperty(mutants(), async ({ why, token }) => {
        const res = await profile(await token);
        expect({ why, status: res.statusCode }).toEqual({ why, status: 401 });
      }),
      { numRuns: 250 },
    );
  });

  it("answers 401 to a valid demo token on another academy's host", async () => {
    for (const host of ['beta.localhost', 'hethan.localhost', 'dungthu.localhost', 'nangcap.localhost']) {
      expect((await profile(valid, host)).statusCode).toBe(401);
    }
  });
});

describe('A8: the token endpoint serves only its grants and its own client', () => {
  it.each([
    'client_credentials',
    'authorization_code',
    'implicit',
    'urn:ietf:params:oauth:grant-type:jwt-bearer',
    'device_code',
    'PASSWORD',
    'password ',
    ' refresh_token',
    'Refresh_Token',
    'switch-branch',
    '',
  ])('refuses grant_type %j with unsupported_grant_type', async (grant_type) => {
    const res = await tokenForm({ grant_type, username: 'admin', password: 'Admin@123', refresh_token: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'unsupported_grant_type', error_description: expect.any(String) });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses a missing or repeated grant_type', async () => {
    expect((await tokenForm({ username: 'admin', password: 'Admin@123' })).json().error).toBe('unsupported_grant_type');
    const twice = await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&grant_type=refresh_token&username=admin&password=Admin%40123',
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error).toBe('invalid_request');
  });

  it.each(['third-party', '', `${FIRST_PARTY_CLIENT_ID} `, FIRST_PARTY_CLIENT_ID.toUpperCase()])(
    'refuses client_id %j with invalid_client, before looking at the password',
    async (client_id) => {
      const before = await t.db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      const grants: Array<Record<string, string>> = [
        { grant_type: 'password', username: 'admin', password: 'wrong' },
        { grant_type: 'refresh_token', refresh_token: 'x' },
      ];
      for (const grant of grants) {
        const res = await tokenForm({ ...grant, client_id });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ error: 'invalid_client', error_description: expect.any(String) });
      }
      const after = await t.db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    },
  );

  it('serves the first-party client, named or not', async () => {
    const named = await tokenForm({ grant_type: 'password', username: 'admin', password: 'Admin@123', client_id: FIRST_PARTY_CLIENT_ID });
    expect(named.statusCode).toBe(200);
    issued.add(named.json().access_token).add(named.json().refresh_token);
    expect((await refresh(named.json().refresh_token)).statusCode).toBe(200);
  });
});
