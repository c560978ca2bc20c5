import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { subscriptionBlock } from '../../server/core/academy-service';
import { as, login, useTestApp } from '../helpers/build-test-app';

describe('subscriptionBlock', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('blocks an expired trial, an expired plan and a pending payment, each with its own code', () => {
    expect(subscriptionBlock({ is_trial: true, expired_on: '2026-11-21T00:00:00Z', payment_status: 'NONE' }, now)).toBe(
      'TRIAL_ACADEMY_EXPIRED',
    );
    expect(subscriptionBlock({ is_trial: false, expired_on: '2026-11-21T00:00:00Z', payment_status: 'NONE' }, now)).toBe('ACADEMY_EXPIRED');
    expect(subscriptionBlock({ is_trial: false, expired_on: '2027-01-01T00:00:00Z', payment_status: 'PENDING' }, now)).toBe(
      'ACADEMY_PENDING_PAYMENT',
    );
    expect(subscriptionBlock({ is_trial: true, expired_on: '2026-12-01T00:00:00Z', payment_status: 'NONE' }, now)).toBeNull();
  });
});

describe('GET /v1/api/admin/academies/my-academy', () => {
  const t = useTestApp();
  let admin: ReturnType<typeof as>;
  const url = '/v1/api/admin/academies/my-academy';
  const setDemo = (values: Record<string, unknown>) => t.db.updateTable('academies').set(values).where('code', '=', 'demo').execute();

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('describes the academy and its package', async () => {
    const res = await admin({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ code: 'demo', package: { code: 'full', is_trial: false } });
  });

  it('answers the spec §4 codes when the subscription has lapsed', async () => {
    const trial = await t.db.selectFrom('packages').select('id').where('code', '=', 'trial').executeTakeFirstOrThrow();
    const full = await t.db.selectFrom('packages').select('id').where('code', '=', 'full').executeTakeFirstOrThrow();
    try {
      await setDemo({ expired_on: sql`now() - interval '1 day'` });
      expect((await admin({ method: 'GET', url })).json()).toMatchObject({ success: false, code: '001.003.002' });
      await setDemo({ package_id: trial.id });
      expect((await admin({ method: 'GET', url, headers: { 'accept-language': 'en' } })).json()).toMatchObject({
        code: '001.003.001',
        message: "The academy's trial has expired",
      });
      await setDemo({ payment_status: 'PENDING', payment_url: 'http://localhost/pay/1' });
      const pending = await admin({ method: 'GET', url });
      expect(pending.statusCode).toBe(403);
      expect(pending.json()).toMatchObject({ code: '001.003.003', data: { payment_url: 'http://localhost/pay/1' } });
      // The server, not only the app, stops the work: everything but what the blocking screen needs.
      const list = await admin({ method: 'GET', url: '/v1/api/admin/players' });
      expect(list.statusCode).toBe(403);
      expect(list.json().code).toBe('001.003.003');
      expect((await admin({ method: 'GET', url: '/v1/api/users/my-profile' })).statusCode).toBe(200);
      expect((await admin({ method: 'GET', url: '/v1/api/settings' })).statusCode).toBe(200);
    } finally {
      await setDemo({ package_id: full.id, expired_on: sql`now() + interval '1 year'`, payment_status: 'NONE', payment_url: null });
    }
  });
});

describe('POST /v1/api/oauth/token/switch-branch', () => {
  const t = useTestApp();
  const url = '/v1/api/oauth/token/switch-branch';

  it('re-issues tokens whose requests follow the chosen branch', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const own = (await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data.branches;
    const res = await manager({ method: 'POST', url, payload: { id: own[1].id } });
    expect(res.statusCode).toBe(200);
    const switched = as(t.app, res.json().access_token);
    const profile = (await switched({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    expect(profile.branch).toEqual(own[1]);
    const players = (await switched({ method: 'GET', url: '/v1/api/admin/players?size=100' })).json().data.content;
    for (const p of players) expect(p.branch_id).toBe(own[1].id);
  });

  it("refuses a branch outside the manager's list", async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const all = (await admin({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data.branches;
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'POST', url, payload: { id: all[2].id } })).statusCode).toBe(403);
    expect((await admin({ method: 'POST', url, payload: { id: null } })).statusCode).toBe(200);
    expect((await admin({ method: 'POST', url, payload: { id: 999999 } })).statusCode).toBe(404);
    expect((await admin({ method: 'POST', url, payload: { id: 'x' } })).statusCode).toBe(400);
  });
});

describe("a manager's 'all my branches'", () => {
  const t = useTestApp();
  const url = '/v1/api/oauth/token/switch-branch';
  const branchesOf = (rows: Array<{ branch_id: number }>) => [...new Set(rows.map((r) => r.branch_id))].sort();

  it('covers every branch of the manager and no other, back from one of them, whatever branch a request names', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const own: Array<{ id: number; name: string }> = (await manager({ method: 'GET', url: '/v1/api/branches/my-branches' })).json().data
      .content;
    expect(own.length).toBeGreaterThan(1);
    const ownIds = own.map((b) => b.id).sort();
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const other = (await admin({ method: 'GET', url: '/v1/api/branches/my-branches' }))
      .json()
      .data.content.find((b: { id: number }) => !ownIds.includes(b.id));

    // Picked one branch, then all of them again.
    const one = await manager({ method: 'POST', url, payload: { id: own[0].id } });
    expect(one.statusCode).toBe(200);
    const back = await as(t.app, one.json().access_token)({ method: 'POST', url, payload: { id: null } });
    expect(back.statusCode).toBe(200);
    const all = as(t.app, back.json().access_token);

    const profile = (await all({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    expect(profile.branch).toBeNull();
    const players = (await all({ method: 'GET', url: '/v1/api/admin/players?size=100' })).json().data.content;
    expect(branchesOf(players)).toEqual(ownIds);
    const classes = (await all({ method: 'GET', url: '/v1/api/admin/classes?size=100' })).json().data.content;
    expect(branchesOf(classes)).toEqual(ownIds);
    // Asking for another branch by header finds nothing of it.
    const asked = await all({ method: 'GET', url: '/v1/api/admin/players?size=100', headers: { branchIds: String(other.id) } });
    expect(asked.json().data.content.filter((p: { branch_id: number }) => p.branch_id === other.id)).toEqual([]);
  });
});

describe('GET /api-public/packages', () => {
  const t = useTestApp();

  it('lists the plans with their features, without a login', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api-public/packages', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const codes = res.json().data.map((p: { code: string }) => p.code);
    expect(codes).toEqual(['trial', 'basic', 'full']);
    expect(res.json().data[0]).toMatchObject({ is_trial: true, features: expect.arrayContaining(['general.basic']) });
  });
});
