/**
 * Input the schema does not allow never reaches a row. Per resource, on every
 * generic write path:
 * - mass assignment: tenant, role and ownership keys (`academy_id`, `role`…) are
 *   refused with 422 naming the field; server-set keys (`id`, dates) are ignored;
 *   a `branch_id` of another academy or of a branch the caller is not bound to is
 *   refused — and reading the record back shows nothing moved;
 * - type confusion: objects, arrays, numbers, booleans where the schema wants
 *   another type are a 422, never a 2xx or a 5xx (no coercion of bodies);
 * - lists refuse unknown query parameters, as does every other API route (one
 *   that declares no query string takes none), and bodies with `__proto__` or
 *   `constructor.prototype` keys are refused before any handler runs.
 */
import { pathWith } from '../helpers/route-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceConfig } from '../../resources.config';
import type { PropertySchema } from '../../schemas/vocabulary';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addParent, forParentsOnly, PARENT_PASSWORD } from '../helpers/parents';
import { dynamicDb } from '../../server/db/dynamic-db';

const t = useTestApp();
type Call = ReturnType<typeof as>;
type Row = Record<string, unknown>;

/** Keys no client may set: none is a property of any schema, so each is an unknown field. */
const FOREIGN_KEYS: Row = { academy_id: 2, tenant_id: 2, role: 'admin', created_by: 1, is_admin: true, package: 'full' };

let admin: Call;
let manager: Call;
let betaBranch: number;
let unboundBranch: number;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  const academies = await t.db.selectFrom('academies').select(['id', 'code']).execute();
  const idOf = (code: string) => academies.find((a) => a.code === code)!.id as number;
  betaBranch = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', idOf('beta')).executeTakeFirstOrThrow())
    .id as number;
  const managerBranches = (
    await t.db
      .selectFrom('users')
      .select('branch_ids')
      .where('user_name', '=', 'manager')
      .where('academy_id', '=', idOf('demo'))
      .executeTakeFirstOrThrow()
  ).branch_ids as number[];
  unboundBranch = (
    await t.db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', idOf('demo'))
      .where('id', 'not in', managerBranches)
      .executeTakeFirstOrThrow()
  ).id as number;
});

const modelOf = (entry: ResourceConfig) => t.app.models.get(entry.name)!;
const item = (entry: ResourceConfig, id: number) => `/v1/api/${entry.api.item}/${id}`;

/** The stored row itself, straight from the table: what was persisted, whatever the API answers. */
const stored = (entry: ResourceConfig, id: number) =>
  dynamicDb(t.db).selectFrom(modelOf(entry).table).selectAll().where('id', '=', id).executeTakeFirstOrThrow() as Promise<Row>;

async function firstRecord(entry: ResourceConfig, call: Call = admin): Promise<Row | undefined> {
  const res = await call({ method: 'GET', url: `/v1/api/${entry.api.list}?size=1` });
  return res.json().data?.content?.[0];
}

const fieldsOf = (res: { json: () => { errors?: Array<{ field: string }> } }) => (res.json().errors ?? []).map((e) => e.field);

/** Values of the wrong JSON type for a property: what a confused or hostile client sends. */
function wrongTypes(prop: PropertySchema): unknown[] {
  const type = Array.isArray(prop.type) ? prop.type.find((t) => t !== 'null') : prop.type;
  switch (type) {
    case 'string':
      return [{}, ['a'], 12345, true];
    case 'integer':
    case 'number':
      return ['1', {}, [1], true];
    case 'boolean':
      return ['true', 1, {}];
    case 'array':
      return [{}, 'x', 1];
    case 'object':
      return [[], 'x', 1];
    default:
      return [];
  }
}

const writable = resources.filter((r) => r.api.create);

describe.each(writable.map((r) => [r.name, r] as const))('%s', (_name, entry) => {
  it('refuses tenant, role and ownership keys on create and update, naming each (V1)', async () => {
    const model = modelOf(entry);
    const before = await dynamicDb(t.db)
      .selectFrom(model.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    for (const [key, value] of Object.entries(FOREIGN_KEYS)) {
      for (const path of [entry.api.create!, ...(entry.api.createAliases ?? [])]) {
        const res = await admin({ method: 'POST', url: `/v1/api/${path}`, payload: { [key]: value } });
        expect({ path, key, status: res.statusCode }).toEqual({ path, key, status: 422 });
        expect(fieldsOf(res)).toContain(key);
      }
    }
    const after = await dynamicDb(t.db)
      .selectFrom(model.table)
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    const record = await firstRecord(entry);
    if (!record) return;
    const row = await stored(entry, record.id as number);
    for (const [key, value] of Object.entries(FOREIGN_KEYS)) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const res = await admin({ method, url: item(entry, record.id as number), payload: { ...record, [key]: value } });
        expect({ method, key, status: res.statusCode }).toEqual({ method, key, status: 422 });
        expect(fieldsOf(res)).toContain(key);
      }
    }
    expect(await stored(entry, record.id as number)).toEqual(row);
  });

  it('ignores server-set keys: the id and dates of a record stay its own (V1)', async () => {
    const [record, other] = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=2` })).json().data.content as Row[];
    if (!record || !other) return;
    const before = await stored(entry, record.id as number);
    const otherBefore = await stored(entry, other.id as number);
    const res = await admin({
      method: 'PATCH',
      url: item(entry, record.id as number),
      payload: { id: other.id, create_date: '2000-01-01T00:00:00.000Z' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(record.id);
    const after = await stored(entry, record.id as number);
    expect({ id: after.id, academy_id: after.academy_id, create_date: after.create_date }).toEqual({
      id: before.id,
      academy_id: before.academy_id,
      create_date: before.create_date,
    });
    expect(await stored(entry, other.id as number)).toEqual(otherBefore);
  });

  it.runIf(entry.scope === 'branch')(
    'keeps a record in the caller’s branches: another academy’s or an unbound branch is refused (V1)',
    async () => {
      const record = await firstRecord(entry, manager);
      if (!record) return;
      const row = await stored(entry, record.id as number);
      // Refused (422), or ignored where the writer keeps a record's branch (a redeem stays with its player).
      const foreign = await admin({ method: 'PATCH', url: item(entry, record.id as number), payload: { branch_id: betaBranch } });
      expect([200, 422]).toContain(foreign.statusCode);
      if (foreign.statusCode === 422) expect(fieldsOf(foreign)).toContain('branch_id');
      if (entry.roles.includes('manager')) {
        const unbound = await manager({ method: 'PATCH', url: item(entry, record.id as number), payload: { branch_id: unboundBranch } });
        expect([200, 403]).toContain(unbound.statusCode);
        const created = await manager({
          method: 'POST',
          url: `/v1/api/${entry.api.create}`,
          payload: { ...record, id: undefined, branch_id: unboundBranch },
        });
        expect([403, 409, 422]).toContain(created.statusCode);
      }
      expect((await stored(entry, record.id as number)).branch_id).toBe(row.branch_id);
    },
  );

  it('answers 422, never 2xx or 5xx, to a value of the wrong type in any field (V2)', async () => {
    const record = await firstRecord(entry);
    if (!record) return;
    const model = modelOf(entry);
    const row = await stored(entry, record.id as number);
    for (const [field, prop] of Object.entries(model.writable)) {
      // A field its condition hides is cleared whatever is sent (`x-show-if`): it is judged while shown.
      const shown = Object.fromEntries(Object.entries(prop['x-show-if'] ?? {}).map(([f, allowed]) => [f, allowed[0]]));
      const onCreate = [field, ...Object.keys(shown)].some((f) => model.schema.properties[f]?.['x-create-only']);
      for (const value of wrongTypes(prop)) {
        const payload = { ...shown, [field]: value };
        const res = onCreate
          ? await admin({ method: 'POST', url: `/v1/api/${entry.api.create}`, payload })
          : await admin({ method: 'PATCH', url: item(entry, record.id as number), payload });
        expect({ field, value, status: res.statusCode }).toEqual({ field, value, status: 422 });
        expect(fieldsOf(res)).toContain(field);
      }
    }
    expect(await stored(entry, record.id as number)).toEqual(row);
  });
});

describe('hand-written routes with a body schema (V2)', () => {
  const single = (p: unknown) => (p as { type?: unknown }).type;
  const bodyRoutes = () =>
    t.routes.filter(
      (r) => (r.schema?.body as { type?: string } | undefined)?.type === 'object' && (r.schema!.body as { properties?: object }).properties,
    );

  it('refuses, before the handler, a value of the wrong type in any field: bodies are not coerced', async () => {
    let checked = 0;
    for (const route of bodyRoutes()) {
      const props = (route.schema!.body as { properties: Record<string, PropertySchema> }).properties;
      for (const [field, prop] of Object.entries(props).filter(([, p]) => typeof single(p) === 'string')) {
        for (const value of wrongTypes(prop)) {
          const url = pathWith(route, '2000000000');
          const res = await admin({ method: route.method as 'POST', url, payload: { [field]: value } });
          if (res.statusCode === 403 || res.statusCode === 401) continue;
          const name = `${route.method} ${route.url}`;
          expect({ name, field, value, refused: [400, 422].includes(res.statusCode) }).toEqual({ name, field, value, refused: true });
          // The token endpoint answers plain OAuth 2 errors, without field names.
          if (!route.url.startsWith('/v1/api/oauth/')) expect(fieldsOf(res)).toContain(field);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('query strings and JSON keys (V3)', () => {
  const lists = resources.flatMap((r) => [r.api.list, ...(r.api.listAliases ?? []), ...(r.api.listAll ? [r.api.listAll] : [])]);

  it('refuses an unknown query parameter on every list with 400 naming it', async () => {
    for (const path of lists) {
      for (const query of ['no_such_param=1', 'academy_id=2', '__proto__[x]=1', 'constructor=1', 'filters[password][$startsWith]=a']) {
        const res = await admin({ method: 'GET', url: `/v1/api/${path}?${query}` });
        expect({ path, query, status: res.statusCode }).toEqual({ path, query, status: 400 });
        expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
      }
    }
  });

  it('refuses on every list a parameter sent twice, an unknown one left empty, and an empty page; on a whole list, page and size', async () => {
    const paged = resources.flatMap((r) => [r.api.list, ...(r.api.listAliases ?? [])]);
    const whole = resources.flatMap((r) => [...(r.api.listAll ? [r.api.listAll] : []), `${r.api.list}/export`]);
    const refused = [
      ...paged.flatMap((path) => [
        [path, 'sort=id:asc&sort=id:desc', 'sort'],
        [path, 'search=a&search=b', 'search'],
        [path, 'no_such_param=', 'no_such_param'],
        [path, 'page=', 'page'],
        [path, 'auditingStatuses=1e0', 'auditingStatuses'],
      ]),
      ...whole.flatMap((path) => {
        const format = path.endsWith('/export') ? 'format=csv&' : '';
        return [
          [path, `${format}page=0`, 'page'],
          [path, `${format}size=100`, 'size'],
        ];
      }),
    ];
    for (const [path, query, field] of refused) {
      const res = await admin({ method: 'GET', url: `/v1/api/${path}?${query}` });
      expect({ path, query, status: res.statusCode }).toEqual({ path, query, status: 400 });
      expect(res.json().errors?.map((e: { field: string }) => e.field)).toContain(field);
    }
  });

  it('refuses an unknown query parameter on every other API route with 400 naming it', async () => {
    const listPaths = new Set(lists.map((p) => `/v1/api/${p}`));
    // VNPay's IPN reads only VNPay's codes: it refuses with its "99" (tuition-payments.test.ts), not our envelope.
    const gatewayCalls = new Set(['/v1/api/public/vnpay/ipn']);
    await addParent(t.db, 1, 'input-parent', null);
    const parent = as(t.app, (await login(t.app, 'input-parent', PARENT_PASSWORD)).access_token);
    const others = t.routes.filter(
      (r) => r.method === 'GET' && /^\/(v1|api-public)\//.test(r.url) && !listPaths.has(r.url) && !gatewayCalls.has(r.url),
    );
    expect(others.length).toBeGreaterThan(50);
    for (const url of gatewayCalls)
      expect((await admin({ method: 'GET', url: `${url}?no_such_param=1` })).json()).toMatchObject({ RspCode: '99' });
    for (const route of others) {
      const url = pathWith(route, '1');
      const wanted = url.endsWith('/export') ? 'format=csv&' : '';
      // The parents' area admits a parent's login alone.
      const res = await (forParentsOnly(route) ? parent : admin)({ method: 'GET', url: `${url}?${wanted}no_such_param=1` });
      expect({ url: route.url, status: res.statusCode }).toEqual({ url: route.url, status: 400 });
      expect(res.json().errors?.map((e: { field: string }) => e.field) ?? [], route.url).toContain('no_such_param');
    }
  });

  it('refuses prototype keys in a JSON body before any write', async () => {
    const entry = resources.find((r) => r.name === 'suppliers') ?? writable[0];
    const model = modelOf(entry);
    const count = async () =>
      Number(
        (
          await dynamicDb(t.db)
            .selectFrom(model.table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    for (const body of [
      '{"__proto__":{"isAdmin":true},"name":"Proto"}',
      '{"name":"Proto","nested":{"__proto__":{"x":1}}}',
      '{"constructor":{"prototype":{"isAdmin":true}},"name":"Proto"}',
    ]) {
      const res = await admin({
        method: 'POST',
        url: `/v1/api/${entry.api.create}`,
        headers: { 'content-type': 'application/json' },
        payload: body,
      });
      expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
      expect(res.json().success).toBe(false);
    }
    expect(await count()).toBe(before);
    expect(({} as Row).isAdmin).toBeUndefined();
  });

  it('refuses U+0000 in a body, a path or a query string with 400 (PostgreSQL text cannot hold it)', async () => {
    const entry = resources.find((r) => r.name === 'suppliers') ?? writable[0];
    for (const res of [
      await admin({ method: 'POST', url: `/v1/api/${entry.api.create}`, payload: { name: 'a\u0000b' } }),
      await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?search=a%00b` }),
      await admin({ method: 'GET', url: '/api-public/coupons/%00' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST' });
    }
  });
});
