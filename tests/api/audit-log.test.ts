/**
 * The audit log (goals L1, L2): each write and each sign-in event leaves exactly
 * one entry with who, where, what and how it ended, found by the answer's
 * request id; the table refuses UPDATE, DELETE and TRUNCATE in SQL itself; the
 * list is the admin's alone and shows only their academy; no password or token
 * is ever written into it.
 */
import type { LightMyRequestResponse } from 'fastify';
import { integerParams, pathWith } from '../helpers/route-paths';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';
import { addParent, forParentsOnly, PARENT_PASSWORD } from '../helpers/parents';

const t = useTestApp();
const WRONG_PASSWORD = 'Wrong-Password-7431';
/** Every secret the tests send, to look for in the log afterwards. */
const secrets = new Set<string>(['Admin@123', 'Manager@123', 'Teacher@123', WRONG_PASSWORD]);

let admin: ReturnType<typeof as>;
let demoId: number;
let adminId: number;

const tokenForm = (fields: Record<string, string>, host = 'localhost') => ({
  method: 'POST' as const,
  url: '/v1/api/oauth/token',
  headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

async function signIn(user: string, password: string, host = 'localhost') {
  const pair = await login(t.app, user, password, host);
  secrets.add(pair.access_token).add(pair.refresh_token);
  return pair;
}

const entriesOf = (res: LightMyRequestResponse) =>
  t.db.selectFrom('audit_logs').selectAll().where('request_id', '=', String(res.headers['x-request-id'])).execute();

const countAll = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_logs')
        .select(sql<number>`count(*)`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Runs a call and returns its one entry, after checking it added exactly one row in all. */
async function onlyEntry(call: () => Promise<LightMyRequestResponse>) {
  const before = await countAll();
  const res = await call();
  const rows = await entriesOf(res);
  expect(rows).toHaveLength(1);
  expect(await countAll()).toBe(before + 1);
  return { res, entry: rows[0] };
}

const supplier = {
  name: 'Nhà cung cấp Audit',
  contact_name: 'Lan Anh',
  contact_number: '0912345678',
  address: 'Hà Nội',
  auditing_status: 1,
};

beforeAll(async () => {
  admin = as(t.app, (await signIn('admin', 'Admin@123')).access_token);
  demoId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
  adminId = (
    await t.db.selectFrom('users').select('id').where('academy_id', '=', demoId).where('user_name', '=', 'admin').executeTakeFirstOrThrow()
  ).id;
});

describe('one entry per write', () => {
  let id: number;

  it('records a create with the new record id', async () => {
    const { res, entry } = await onlyEntry(() => admin({ method: 'POST', url: '/v1/api/admin/suppliers', payload: supplier }));
    expect(res.statusCode).toBe(201);
    id = res.json().data.id;
    expect(entry).toMatchObject({
      academy_id: demoId,
      user_id: adminId,
      user_name: 'admin',
      action: 'CREATE',
      resource: 'suppliers',
      record_id: id,
      method: 'POST',
      path: '/v1/api/admin/suppliers',
      status_code: 201,
      result: 'SUCCESS',
      error_code: null,
      ip: '127.0.0.1',
    });
    expect(Date.now() - new Date(entry.create_date).getTime()).toBeLessThan(60_000);
  });

  it('records an update and a refused update', async () => {
    const { entry } = await onlyEntry(() =>
      admin({ method: 'PATCH', url: `/v1/api/admin/suppliers/${id}`, payload: { note: 'đã kiểm tra' } }),
    );
    expect(entry).toMatchObject({
      action: 'UPDATE',
      resource: 'suppliers',
      record_id: id,
      method: 'PATCH',
      status_code: 200,
      result: 'SUCCESS',
    });
    const refused = await onlyEntry(() => admin({ method: 'PUT', url: `/v1/api/admin/suppliers/${id}`, payload: { name: 'x' } }));
    expect(refused.entry).toMatchObject({
      action: 'UPDATE',
      record_id: id,
      status_code: 422,
      result: 'FAILURE',
      error_code: 'VALIDATION_FAILED',
    });
  });

  it('records a delete', async () => {
    const { entry } = await onlyEntry(() => admin({ method: 'DELETE', url: `/v1/api/admin/suppliers/${id}` }));
    expect(entry).toMatchObject({ action: 'DELETE', resource: 'suppliers', record_id: id, status_code: 200, result: 'SUCCESS' });
  });

  it('records nothing for a read', async () => {
    const before = await countAll();
    expect((await admin({ method: 'GET', url: '/v1/api/admin/suppliers' })).statusCode).toBe(200);
    expect(await countAll()).toBe(before);
  });
});

describe('one entry per sign-in event', () => {
  it('records a failed sign-in with the name tried and no user', async () => {
    const { res, entry } = await onlyEntry(() =>
      t.app.inject(tokenForm({ grant_type: 'password', username: 'manager', password: WRONG_PASSWORD })),
    );
    expect(res.statusCode).toBe(400);
    expect(entry).toMatchObject({
      academy_id: demoId,
      user_id: null,
      user_name: 'manager',
      action: 'SIGN_IN',
      resource: 'oauth/token',
      status_code: 400,
      result: 'FAILURE',
      error_code: 'invalid_grant',
    });
  });

  it('records a sign-in, a refresh, a replayed refresh token and a sign-out with their user', async () => {
    const before = await countAll();
    const first = await signIn('admin', 'Admin@123');
    expect(await countAll()).toBe(before + 1);
    const signedIn = await t.db.selectFrom('audit_logs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    expect(signedIn).toMatchObject({ action: 'SIGN_IN', user_id: adminId, user_name: 'admin', result: 'SUCCESS' });

    const refreshed = await onlyEntry(() => t.app.inject(tokenForm({ grant_type: 'refresh_token', refresh_token: first.refresh_token })));
    secrets.add(refreshed.res.json().refresh_token).add(refreshed.res.json().access_token);
    expect(refreshed.entry).toMatchObject({ action: 'REFRESH', user_id: adminId, status_code: 200, result: 'SUCCESS' });

    const replay = await onlyEntry(() => t.app.inject(tokenForm({ grant_type: 'refresh_token', refresh_token: first.refresh_token })));
    expect(replay.entry).toMatchObject({
      action: 'REFRESH_REUSE',
      user_id: adminId,
      status_code: 400,
      result: 'FAILURE',
      error_code: 'invalid_grant',
    });

    const other = await signIn('admin', 'Admin@123');
    const out = await onlyEntry(() =>
      t.app.inject({
        method: 'POST',
        url: '/v1/api/oauth/revoke',
        headers: { host: 'localhost' },
        payload: { token: other.refresh_token },
      }),
    );
    expect(out.entry).toMatchObject({ action: 'SIGN_OUT', user_id: adminId, status_code: 200, result: 'SUCCESS' });
  });

  it('records a branch switch with the branch chosen', async () => {
    const manager = await signIn('manager', 'Manager@123');
    const managerRow = await t.db
      .selectFrom('users')
      .select(['id', 'branch_ids'])
      .where('academy_id', '=', demoId)
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow();
    const branchId = (managerRow.branch_ids as number[])[1];
    const { entry } = await onlyEntry(() =>
      as(t.app, manager.access_token)({ method: 'POST', url: '/v1/api/oauth/token/switch-branch', payload: { id: branchId } }),
    );
    expect(entry).toMatchObject({ action: 'SWITCH_BRANCH', user_id: managerRow.id, branch_id: branchId, result: 'SUCCESS' });
  });

  it('records a refusal for lack of permission, even on a read', async () => {
    const teacher = await signIn('teacher', 'Teacher@123');
    const teacherId = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('academy_id', '=', demoId)
        .where('user_name', '=', 'teacher')
        .executeTakeFirstOrThrow()
    ).id;
    const { res, entry } = await onlyEntry(() => as(t.app, teacher.access_token)({ method: 'GET', url: '/v1/api/admin/suppliers' }));
    expect(res.statusCode).toBe(403);
    expect(entry).toMatchObject({
      action: 'DENIED',
      user_id: teacherId,
      resource: 'suppliers',
      method: 'GET',
      status_code: 403,
      result: 'FAILURE',
      error_code: 'FORBIDDEN_ROLE',
    });
  });
});

describe('the table', () => {
  it('refuses UPDATE, DELETE and TRUNCATE in SQL, whoever asks', async () => {
    await expect(sql`update audit_logs set action = 'CREATE'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from audit_logs`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate audit_logs`.execute(t.db)).rejects.toThrow(/append-only/);
    expect(await countAll()).toBeGreaterThan(0);
  });
});

describe('the list', () => {
  const list = (query = '') => admin({ method: 'GET', url: `/v1/api/admin/audit-logs${query}` });

  it('is the admin’s alone', async () => {
    const manager = as(t.app, (await signIn('manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/admin/audit-logs' })).json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN_ROLE',
    });
    expect((await list()).statusCode).toBe(200);
  });

  it('filters by action, result, actor, resource and day, newest first, with the actor’s name', async () => {
    const failed = (await list('?actions=SIGN_IN&results=FAILURE')).json().data;
    expect(failed.total_elements).toBeGreaterThan(0);
    expect(failed.content.every((e: { action: string; result: string }) => e.action === 'SIGN_IN' && e.result === 'FAILURE')).toBe(true);
    const mine = (await list(`?userIds=${adminId}&resources=suppliers`)).json().data.content;
    expect(mine.map((e: { action: string }) => e.action)).toEqual(['DELETE', 'UPDATE', 'UPDATE', 'CREATE']);
    expect(mine[0].user).toEqual({ id: adminId, name: 'Nguyễn Quản Trị' });
    const today = mine[0].on_date;
    expect((await list(`?fromDate=${today}&toDate=${today}&resources=suppliers&userIds=${adminId}`)).json().data.total_elements).toBe(4);
    expect((await list('?fromDate=2000-01-01&toDate=2000-01-31')).json().data.total_elements).toBe(0);
  });

  it('shows an academy only its own entries', async () => {
    const beta = as(t.app, (await signIn('admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    await beta({ method: 'POST', url: '/v1/api/admin/branches', payload: {} });
    const betaId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'beta').executeTakeFirstOrThrow()).id;
    const seen = (await beta({ method: 'GET', url: '/v1/api/admin/audit-logs?size=100' })).json().data;
    const stored = await t.db.selectFrom('audit_logs').select('id').where('academy_id', '=', betaId).execute();
    expect(seen.total_elements).toBe(stored.length);
    expect(seen.content.map((e: { id: number }) => e.id).sort()).toEqual(stored.map((r) => r.id).sort());
    const demoIds = new Set((await list('?size=100')).json().data.content.map((e: { id: number }) => e.id));
    expect(seen.content.filter((e: { id: number }) => demoIds.has(e.id))).toEqual([]);
  });

  it('keeps no password and no token, in any entry', async () => {
    const everything = JSON.stringify(await t.db.selectFrom('audit_logs').selectAll().execute());
    expect(secrets.size).toBeGreaterThan(8);
    for (const secret of secrets) expect(everything.includes(secret), `a secret of ${secret.length} characters`).toBe(false);
  });
});

describe('ids past 32 bits in a path', () => {
  type Route = (typeof t.routes)[number];
  const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'];
  /** Every API route whose path names a record by an integer (`:id`), found from the route schemas. */
  const idRoutes = () => t.routes.filter((r) => r.method !== 'HEAD' && /^\/(v1\/api|api-public)\//.test(r.url) && integerParams(r).length);
  const urlWith = (r: Route, id: string) => pathWith(r, id, (name) => name);

  /**
   * Calls each route with `id` in its path as `caller` (a public route without sign-in) and checks the
   * answer is a refusal in the envelope, a 400 naming the parameter; then that each call `audited`
   * says should leave an entry left exactly one, without a record id, its path naming the id.
   */
  async function refusedAndAudited(
    routes: Route[],
    caller: ReturnType<typeof as>,
    id: string,
    audited: (method: string, status: number) => boolean,
  ) {
    const calls: Array<{ where: string; requestId: string; expected: object[] }> = [];
    for (const route of routes) {
      const url = urlWith(route, id);
      const send = route.config?.public
        ? (o: Parameters<typeof admin>[0]) => t.app.inject({ ...o, headers: { host: 'localhost', ...o.headers } })
        : caller;
      const res = await send({ method: route.method as 'GET', url, headers: { 'accept-language': 'en' } });
      const body = res.json();
      const where = `${route.method} ${url}`;
      expect
        .soft({ where, refused: [400, 403, 404].includes(res.statusCode), success: body.success, code: typeof body.code })
        .toEqual({ where, refused: true, success: false, code: 'string' });
      if (res.statusCode === 400)
        expect
          .soft({ where, fields: body.errors?.map((e: { field: string }) => e.field) })
          .toEqual({ where, fields: [integerParams(route)[0]] });
      const expected = audited(String(route.method), res.statusCode) ? [{ status: res.statusCode, record: null, path: url }] : [];
      calls.push({ where, requestId: String(res.headers['x-request-id']), expected });
    }
    const entries = await t.db
      .selectFrom('audit_logs')
      .select(['request_id', 'status_code', 'record_id', 'path'])
      .where(
        'request_id',
        'in',
        calls.map((c) => c.requestId),
      )
      .execute();
    for (const { where, requestId, expected } of calls) {
      const found = entries
        .filter((e) => e.request_id === requestId)
        .map((e) => ({ status: e.status_code, record: e.record_id, path: e.path }));
      expect.soft({ where, entries: found }).toEqual({ where, entries: expected });
    }
  }

  it('are refused in a write, which keeps its entry, on every route that takes an id', async () => {
    const writes = idRoutes().filter((r) => WRITES.includes(String(r.method)));
    expect(writes.length).toBeGreaterThan(50);
    await refusedAndAudited(writes, admin, '2147483648', () => true);
  });

  it('are refused in a read, which writes no entry, on every route that takes an id', async () => {
    const reads = idRoutes().filter((r) => r.method === 'GET');
    await refusedAndAudited(
      reads.filter((r) => !forParentsOnly(r)),
      admin,
      '99999999999999999999',
      () => false,
    );
    // The parents' area admits a parent's login alone.
    await addParent(t.db, demoId, 'audit-parent', null);
    const parent = as(t.app, (await signIn('audit-parent', PARENT_PASSWORD)).access_token);
    await refusedAndAudited(reads.filter(forParentsOnly), parent, '99999999999999999999', () => false);
  });

  it('leave an entry when the caller may not use the route at all, on every route that takes an id', async () => {
    const teacher = as(t.app, (await signIn('teacher', 'Teacher@123')).access_token);
    await refusedAndAudited(idRoutes(), teacher, '2147483648', (method, status) => WRITES.includes(method) || status === 403);
  });
});
