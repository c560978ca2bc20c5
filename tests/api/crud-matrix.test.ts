/**
 * Every generic path of every registry resource (spec §7), each answering as the
 * gate and the record say: 401 without a token, 403 to a role not listed, 403
 * when the package lacks the feature, 404 for a record that is not there, 422
 * for a body the schema refuses; aliases answer what their primary path does.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceConfig } from '../../resources.config';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const MISSING_ID = 2_000_000_000;

/** Every generic call of an entry, with `{id}` standing for a record id. */
function calls(entry: ResourceConfig): Array<{ method: Method; path: string }> {
  const { api } = entry;
  const item = [api.item, ...(api.getAliases ?? [])].map((p) => ({ method: 'GET' as Method, path: `${p}/{id}` }));
  return [
    ...[api.list, ...(api.listAliases ?? []), ...(api.listAll ? [api.listAll] : [])].map((path) => ({ method: 'GET' as Method, path })),
    ...(api.create ? [api.create, ...(api.createAliases ?? [])] : []).map((path) => ({ method: 'POST' as Method, path })),
    ...item,
    ...(entry.readOnly ? [] : (['PUT', 'PATCH', 'DELETE'] as Method[])).map((method) => ({ method, path: `${api.item}/{id}` })),
  ];
}

const url = (path: string, id: number) => `/v1/api/${path.replace('{id}', String(id))}`;

let admin: ReturnType<typeof as>;
let teacher: ReturnType<typeof as>;
let betaAdmin: ReturnType<typeof as>;
let basicFeatures: Set<string>;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
  betaAdmin = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
  const basic = await t.db.selectFrom('packages').select('features').where('code', '=', 'basic').executeTakeFirstOrThrow();
  basicFeatures = new Set(basic.features as string[]);
});

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, entry) => {
  it('answers 401 on every path without a token, and 403 to a teacher', async () => {
    for (const { method, path } of calls(entry)) {
      const anonymous = await t.app.inject({
        method,
        url: url(path, 1),
        headers: { host: 'localhost' },
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect({ method, path, status: anonymous.statusCode }).toEqual({ method, path, status: 401 });
      const refused = await teacher({ method, url: url(path, 1), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ method, path, status: refused.statusCode, code: refused.json().code }).toEqual({
        method,
        path,
        status: 403,
        code: 'FORBIDDEN_ROLE',
      });
    }
  });

  it('answers 403 on every path when the package lacks its feature', async () => {
    if (!entry.features.length || entry.features.some((f) => basicFeatures.has(f))) return;
    for (const { method, path } of calls(entry)) {
      const res = await betaAdmin({ method, url: url(path, 1), payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
      expect({ method, path, status: res.statusCode, code: res.json().code }).toEqual({
        method,
        path,
        status: 403,
        code: 'FEATURE_NOT_IN_PACKAGE',
      });
    }
  });

  it('answers 404 for a record that does not exist, on every item path', async () => {
    for (const { method, path } of calls(entry).filter((c) => c.path.includes('{id}'))) {
      const res = await admin({
        method,
        url: url(path, MISSING_ID),
        payload: method === 'GET' || method === 'DELETE' ? undefined : { note: 'x' },
      });
      expect({ method, path, status: res.statusCode, success: res.json().success }).toEqual({ method, path, status: 404, success: false });
    }
  });

  it('answers 422 with field errors to an empty create and an update that breaks a rule', async () => {
    for (const path of entry.api.create ? [entry.api.create, ...(entry.api.createAliases ?? [])] : []) {
      const res = await admin({ method: 'POST', url: url(path, 0), payload: {} });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 422 });
      expect(res.json().errors.length).toBeGreaterThan(0);
    }
    if (entry.readOnly) return;
    const [first] = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=1` })).json().data.content;
    const res = await admin({ method: 'PATCH', url: url(`${entry.api.item}/{id}`, first.id), payload: { no_such_field: 1 } });
    expect(res.statusCode).toBe(422);
  });

  it('has no route that changes a record the server alone writes', async () => {
    if (!entry.readOnly) return;
    const [first] = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=1` })).json().data.content;
    for (const method of ['PUT', 'PATCH', 'DELETE'] as Method[]) {
      const res = await admin({ method, url: url(`${entry.api.item}/{id}`, first.id), payload: method === 'DELETE' ? undefined : {} });
      // The path is served, for reading only: the method is not allowed there.
      expect({ method, status: res.statusCode, allow: res.headers.allow }).toEqual({ method, status: 405, allow: 'GET, HEAD' });
    }
    expect((await admin({ method: 'POST', url: `/v1/api/${entry.api.list}`, payload: {} })).statusCode).toBe(405);
    expect((await admin({ method: 'GET', url: url(`${entry.api.item}/{id}`, first.id) })).json().data.id).toBe(first.id);
  });

  it('answers the same at its alias paths as at its primary ones', async () => {
    const primary = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=3&sort=id:asc` })).json().data;
    for (const alias of entry.api.listAliases ?? []) {
      expect((await admin({ method: 'GET', url: `/v1/api/${alias}?size=3&sort=id:asc` })).json().data).toEqual(primary);
    }
    for (const alias of entry.api.getAliases ?? []) {
      const one = (await admin({ method: 'GET', url: url(`${alias}/{id}`, primary.content[0].id) })).json().data;
      expect(one.id).toBe(primary.content[0].id);
    }
  });
});
