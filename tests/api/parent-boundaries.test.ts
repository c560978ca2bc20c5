/**
 * The server is the parents' gate, generated over the schemas' parent declarations: every resource
 * declaring whose rows are a parent's has its list and record routes in the area; a list holds the
 * family's rows and all of them; a record not the family's (another family's child, fee, class,
 * branch's event; a hidden event; the academy's unpublished or expired post or reward; another
 * academy's; none) is not found; no answer holds a key the schemas do not give the parent, nor the
 * value of a field they do not; staff are refused the area and a parent every route outside it.
 */
import type { InjectOptions, RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { readableKeys } from '../../server/core/audience';
import { academyToday } from '../../server/core/academy-clock';
import type { EntityModel } from '../../server/core/crud/entity-model';
import { parentOwner } from '../../schemas/catalogue';
import { PARENT_ACADEMY, type ParentOwner, type PropertySchema } from '../../schemas/vocabulary';
import { nextLessonSchema, parentPath, unpaidSchema } from '../../domain/parent-area';
import { as, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { addParent, PARENT_PASSWORD } from '../helpers/parents';

const t = useTestApp();
const AREA = '/v1/api/parent/';
type Call = ReturnType<typeof as>;
type Row = Record<string, unknown>;
type Family = Record<ParentOwner, number[]>;

let parent: Call;
let otherParent: Call;
let family: Family;
let otherFamily: Family;
/** The demo academy's today, through which a shared record's `x-valid-until` day keeps it read. */
let today: string;
const bodies: string[] = [];
/** The family's row ids of each declared resource. */
const familyRowIdsCache = new Map<string, number[]>();

const key = (r: RouteOptions) => `${r.method} ${r.url}`;
const apiRoutes = () =>
  t.routes.filter((r) => r.method !== 'HEAD' && (r.url.startsWith('/v1/') || r.url.startsWith('/api-public/')) && !r.config?.public);
const areaRoutes = () => apiRoutes().filter((r) => r.url.startsWith(AREA));
/**
 * What a parent does beyond reading, each through the office's own service for the family's
 * records only (tests/api/parent-fees.test.ts, parent-requests.test.ts walk them with another family's ids).
 */
const ACTIONS = [
  'POST /v1/api/parent/revenues/:id/payment-link',
  'GET /v1/api/parent/revenues/:id/receipt',
  'POST /v1/api/parent/time-offs',
  'GET /v1/api/parent/makeup-credits/:id/places',
  'POST /v1/api/parent/makeup-credits/:id/booking',
  'GET /v1/api/parent/players/:id/attendances',
  'GET /v1/api/parent/lessons',
  'GET /v1/api/parent/preferences',
  'PUT /v1/api/parent/preferences',
  'GET /v1/api/parent/players/:id/points',
];
const declared = () => [...t.app.models.values()].filter((model) => parentOwner(model.schema));
const ownField = (model: EntityModel) => model.schema['x-audience-own']!.parent!;
const academyWide = (model: EntityModel) => parentOwner(model.schema) === PARENT_ACADEMY;
/** Records the family shares with others, through its branch or as the academy's, are read while published only. */
const shared = (model: EntityModel) => academyWide(model) || (parentOwner(model.schema) === 'branches' && ownField(model) !== 'id');

/** The family's rows of a model as the rule says, in SQL over its table: whose they are, and if shared, published and not past their day. */
function familySql(model: EntityModel, ids: Family) {
  const conditions = [];
  const owner = parentOwner(model.schema)!;
  if (owner === PARENT_ACADEMY) conditions.push(ids.players.length ? sql`true` : sql`false`);
  else conditions.push(ids[owner].length ? sql`${sql.ref(ownField(model))} in (${sql.join(ids[owner])})` : sql`false`);
  const until = model.schema['x-valid-until'];
  if (shared(model) && 'auditing_status' in model.schema.properties) conditions.push(sql`auditing_status = 1`);
  if (shared(model) && until) conditions.push(sql`(${sql.ref(until)} is null or ${sql.ref(until)} >= ${today}::date)`);
  return sql`(${sql.join(conditions, sql` and `)})`;
}

async function read(call: Call, url: string) {
  const res = await call({ method: 'GET', url });
  bodies.push(res.body);
  return res;
}

/** Every row of a parent's list, page after page. */
async function listAll(call: Call, model: EntityModel): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const res = await read(call, `/v1/api${parentPath(model.config)}?size=100&page=${page}`);
    expect(res.statusCode, `${model.config.name} ${res.body.slice(0, 200)}`).toBe(200);
    const data = res.json().data as { content: Row[]; total_pages: number };
    rows.push(...data.content);
    if (page + 1 >= data.total_pages) return rows;
  }
}

/** The family's rows of a model, as the rule says, straight from the database. */
async function familyRowIds(model: EntityModel, ids: Family): Promise<number[]> {
  const rows = await sql<{ id: number }>`select id from ${sql.table(model.table)} where academy_id = 1 and deleted_at is null
    and ${familySql(model, ids)} order by id`.execute(t.db);
  return rows.rows.map((r) => r.id);
}

/** A parent signed in: a login of type user with their phone, as kept. */
async function signedInParent(userName: string, mobile: string | null): Promise<Call> {
  await addParent(t.db, 1, userName, mobile);
  return as(t.app, (await login(t.app, userName, PARENT_PASSWORD)).access_token);
}

async function familyOfPhone(mobile: string): Promise<Family> {
  const children = (
    await sql<{
      id: number;
      class_id: number | null;
      branch_id: number | null;
    }>`select id, class_id, branch_id from players where academy_id = 1 and deleted_at is null and mobile = ${mobile} order by id`.execute(
      t.db,
    )
  ).rows;
  const ids = children.map((c) => c.id);
  const places = (
    await sql<{
      class_id: number;
    }>`select class_id from player_classes where academy_id = 1 and deleted_at is null and player_id in (${sql.join(ids)})`.execute(t.db)
  ).rows;
  const unique = (values: Array<number | null>) => [...new Set(values.filter((v): v is number => v !== null))].sort((a, b) => a - b);
  return {
    players: ids,
    classes: unique([...children.map((c) => c.class_id), ...places.map((p) => p.class_id)]),
    branches: unique(children.map((c) => c.branch_id)),
  };
}

beforeAll(async () => {
  // The children with the most to read (fees, orders, packs, leave, make-ups, redeems), so every list has rows to keep apart.
  const owned = declared().filter((m) => parentOwner(m.schema) === 'players' && ownField(m) !== 'id');
  const score = sql.join(
    owned.map(
      (m) =>
        sql`(select count(*) > 0 from ${sql.table(m.table)} x where x.academy_id = 1 and x.deleted_at is null and x.${sql.ref(ownField(m))} = p.id)::int`,
    ),
    sql` + `,
  );
  const ranked = (
    await sql<{
      id: number;
      branch_id: number;
    }>`select p.id, p.branch_id from players p where p.academy_id = 1 and p.deleted_at is null order by ${score} desc, p.id`.execute(t.db)
  ).rows;
  const [first, second] = ranked;
  // The third family's child studies at another branch: the family reads none of that branch's events.
  const third = ranked.find(
    (p) => p.id !== first.id && p.id !== second.id && p.branch_id !== first.branch_id && p.branch_id !== second.branch_id,
  )!;
  await sql`update players set mobile = '0900000101' where id in (${first.id}, ${second.id})`.execute(t.db);
  await sql`update players set mobile = '0900000202' where id = ${third.id}`.execute(t.db);
  today = academyToday((await sql<{ time_zone: string }>`select time_zone from academies where id = 1`.execute(t.db)).rows[0].time_zone);
  // The academy's shared records the office has not published, or whose day is past: each academy-wide list has some to leave out.
  for (const model of declared().filter(academyWide)) {
    const table = sql.table(model.table);
    const until = model.schema['x-valid-until'];
    const firstPublished = sql`(select min(id) from ${table} where academy_id = 1 and deleted_at is null and auditing_status = 1)`;
    await sql`update ${table} set auditing_status = 0 where id = ${firstPublished}`.execute(t.db);
    if (until) await sql`update ${table} set ${sql.ref(until)} = ${today}::date - 1 where id = ${firstPublished}`.execute(t.db);
  }
  parent = await signedInParent('parent.0900000101', '0900000101');
  otherParent = await signedInParent('parent.0900000202', '0900000202');
  family = await familyOfPhone('0900000101');
  otherFamily = await familyOfPhone('0900000202');
  for (const model of declared()) familyRowIdsCache.set(model.config.name, await familyRowIds(model, family));
});

describe('the parents’ area is derived from the declarations', () => {
  it('has a list and a record route for every schema declaring a parent, `me`, and the actions written for parents', () => {
    const expected = declared().flatMap((m) => [`GET /v1/api${parentPath(m.config)}`, `GET /v1/api${parentPath(m.config)}/:id`]);
    expect(declared().length).toBeGreaterThanOrEqual(8);
    expect(areaRoutes().map(key).sort()).toEqual([...expected, 'GET /v1/api/parent/me', ...ACTIONS].sort());
  });

  it('answers `me` with the parent and every child of their phone, not another family’s', async () => {
    expect(family.players).toHaveLength(2);
    const res = await read(parent, '/v1/api/parent/me');
    expect(res.statusCode).toBe(200);
    const me = res.json().data as { parent: Row; children: Row[] };
    expect(me.parent).toMatchObject({ name: 'Phụ Huynh Kiểm Thử', mobile: '0900000101' });
    expect(me.children.map((c) => c.id as number).sort((a, b) => a - b)).toEqual(family.players);
    for (const child of me.children) {
      if (child.class !== null) expect(Object.keys(child.class as Row).sort()).toEqual(['id', 'name']);
      expect(Object.keys(child.branch as Row).sort()).toEqual(['id', 'name']);
    }
    const other = (await read(otherParent, '/v1/api/parent/me')).json().data as { children: Row[] };
    expect(other.children.map((c) => c.id)).toEqual(otherFamily.players);
  });

  it('gives a login with no phone no family: no children, empty lists', async () => {
    // Players registered without a phone are no one's children.
    const alone = await signedInParent('parent.nophone', null);
    expect((await read(alone, '/v1/api/parent/me')).json().data.children).toEqual([]);
    for (const model of declared()) expect({ resource: model.config.name, rows: await listAll(alone, model) }).toMatchObject({ rows: [] });
  });
});

describe('within the area, the family’s rows only', () => {
  it('lists every row of the family’s and no other, in each declared resource', async () => {
    let filled = 0;
    for (const model of declared()) {
      const listed = (await listAll(parent, model)).map((r) => r.id as number).sort((a, b) => a - b);
      expect({ resource: model.config.name, listed }).toEqual({ resource: model.config.name, listed: await familyRowIds(model, family) });
      if (listed.length) filled++;
    }
    expect(filled).toBeGreaterThanOrEqual(6);
  });

  it('lists the academy’s published records to every family, not those unpublished or past their day, nor another academy’s', async () => {
    const models = declared().filter(academyWide);
    expect(models.map((m) => m.config.name).sort()).toEqual(expect.arrayContaining(['merchant_feeds', 'rewards']));
    for (const model of models) {
      const table = sql.table(model.table);
      const until = model.schema['x-valid-until'];
      const ids = async (where: ReturnType<typeof sql>) =>
        (await sql<{ id: number }>`select id from ${table} where deleted_at is null and ${where} order by id`.execute(t.db)).rows.map(
          (r) => r.id,
        );
      const published = await ids(sql`academy_id = 1 and ${familySql(model, family)}`);
      const hidden = await ids(sql`academy_id = 1 and auditing_status <> 1`);
      const past = until ? await ids(sql`academy_id = 1 and ${sql.ref(until)} < ${today}::date`) : [];
      const elsewhere = await ids(sql`academy_id <> 1`);
      expect({
        model: model.config.name,
        published: published.length > 0,
        hidden: hidden.length > 0,
        past: !until || past.length > 0,
        elsewhere: elsewhere.length > 0,
      }).toEqual({ model: model.config.name, published: true, hidden: true, past: true, elsewhere: true });
      for (const call of [parent, otherParent]) {
        const listed = (await listAll(call, model)).map((r) => r.id as number).sort((a, b) => a - b);
        expect({ model: model.config.name, listed }).toEqual({ model: model.config.name, listed: published });
      }
      for (const id of [...hidden, ...past, ...elsewhere.slice(0, 3)]) {
        const res = await read(parent, `/v1/api${parentPath(model.config)}/${id}`);
        expect({ model: model.config.name, id, status: res.statusCode, code: res.json().code }).toEqual({
          model: model.config.name,
          id,
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    }
  });

  it('answers 404 NOT_FOUND for every record not the family’s: another family’s, another academy’s, none', async () => {
    const wrong: string[] = [];
    for (const model of declared()) {
      const others = (
        await sql<{ id: number; academy_id: number }>`(select id, academy_id from ${sql.table(model.table)} where academy_id = 1
            and not coalesce(${familySql(model, family)}, false) order by id limit 5)
          union all (select id, academy_id from ${sql.table(model.table)} where academy_id <> 1 order by id limit 1)`.execute(t.db)
      ).rows;
      const theirs = await familyRowIds(model, otherFamily);
      const ids = [...new Set([...theirs.slice(0, 5), ...others.map((r) => r.id), 2_000_000_000])].filter(
        (id) => !familyRowIdsCache.get(model.config.name)?.includes(id),
      );
      for (const id of ids) {
        const res = await read(parent, `/v1/api${parentPath(model.config)}/${id}`);
        const body = res.json();
        if (res.statusCode !== 404 || body.success !== false || body.code !== 'NOT_FOUND' || typeof body.message !== 'string')
          wrong.push(`${model.config.name} ${id} → ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
      for (const id of (familyRowIdsCache.get(model.config.name) ?? []).slice(0, 3)) {
        const res = await read(parent, `/v1/api${parentPath(model.config)}/${id}`);
        if (res.statusCode !== 200) wrong.push(`${model.config.name} own ${id} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** Keys of a value beyond what its schema declares (`{id, name}` for an expanded reference), anywhere inside it. */
function undeclaredKeys(value: unknown, allowed: Record<string, PropertySchema | undefined>, where: string): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => undeclaredKeys(item, allowed, `${where}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Row).flatMap(([k, v]) => {
    if (!(k in allowed)) return [`${where}.${k}`];
    const prop = allowed[k];
    const inner = prop?.items?.properties ?? prop?.properties;
    return v && typeof v === 'object' && !inner && prop ? [] : undeclaredKeys(v, inner ?? {}, `${where}.${k}`);
  });
}

describe('what a parent reads is declared in the schemas', () => {
  it('answers no key outside the parent’s readable keys, nested ones included', async () => {
    const named = { id: { type: 'integer' }, name: { type: 'string' } } as Record<string, PropertySchema>;
    const allowedOf = (model: EntityModel) =>
      Object.fromEntries(
        readableKeys(model, 'parent').map((k) => [
          k,
          model.schema.properties[k] ?? { type: 'object' as const, properties: named, items: { type: 'object', properties: named } },
        ]),
      ) as Record<string, PropertySchema>;
    const wrong: string[] = [];
    for (const model of declared()) {
      for (const row of await listAll(parent, model)) wrong.push(...undeclaredKeys(row, allowedOf(model), model.config.name));
      for (const id of (familyRowIdsCache.get(model.config.name) ?? []).slice(0, 2)) {
        const res = await read(parent, `/v1/api${parentPath(model.config)}/${id}`);
        wrong.push(...undeclaredKeys(res.json().data, allowedOf(model), `${model.config.name}/${id}`));
      }
    }
    const me = (await read(parent, '/v1/api/parent/me')).json().data as { parent: Row; children: Row[] };
    expect(Object.keys(me).sort()).toEqual(['children', 'parent']);
    expect(Object.keys(me.parent).sort()).toEqual(['app_language', 'id', 'mobile', 'name']);
    // Beside the child's record, the card's figures `me` declares: the next lesson and what is unpaid.
    const figures = { next_lesson: nextLessonSchema, unpaid: unpaidSchema } as unknown as Record<string, PropertySchema>;
    wrong.push(...undeclaredKeys(me.children, { ...allowedOf(t.app.models.get('players')!), ...figures }, 'me.children'));
    expect(wrong).toEqual([]);
  });

  it('leaves out of every answer the values of the fields not given to the parent', async () => {
    const secrets = new Set<string>();
    const shown = new Set<string>();
    for (const model of declared()) {
      const ids = familyRowIdsCache.get(model.config.name) ?? [];
      if (!ids.length) continue;
      const readable = new Set(readableKeys(model, 'parent'));
      const rows = (await sql<Row>`select * from ${sql.table(model.table)} where id in (${sql.join(ids)})`.execute(t.db)).rows;
      for (const row of rows)
        for (const [field, value] of Object.entries(row)) {
          if (typeof value !== 'string' || value.length < 6) continue;
          (readable.has(field) ? shown : secrets).add(value);
        }
    }
    // A value a declared field also holds (a note repeating a title) is no secret.
    const kept = [...secrets].filter((s) => !shown.has(s) && !/^\d{4}-\d{2}-\d{2}/.test(s));
    expect(kept.length).toBeGreaterThan(5);
    const leaks = kept.filter((s) => bodies.some((b) => b.includes(JSON.stringify(s))));
    expect(leaks).toEqual([]);
  });
});

describe('the area is the parents’, and only the area', () => {
  it('refuses staff every route of the area: 403 FORBIDDEN_ROLE', async () => {
    const wrong: string[] = [];
    for (const [user, password] of [
      ['admin', 'Admin@123'],
      ['teacher', 'Teacher@123'],
    ]) {
      const staff = as(t.app, (await login(t.app, user, password)).access_token);
      for (const r of areaRoutes()) {
        const res = await staff({ method: r.method as 'GET' | 'POST', url: r.url.replace(':id', String(family.players[0])) });
        if (res.statusCode !== 403 || res.json().code !== 'FORBIDDEN_ROLE') wrong.push(`${user} ${key(r)} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 without a token on every route of the area', async () => {
    for (const r of areaRoutes()) {
      const res = await t.app.inject({ method: r.method as 'GET' | 'POST', url: r.url.replace(':id', '1'), headers: { host: DEMO_HOST } });
      expect(res.statusCode, key(r)).toBe(401);
    }
  });

  it('opens no gated route outside the area to a parent, and refuses them a sample of the office’s: 403 FORBIDDEN_ROLE', async () => {
    const outside = apiRoutes().filter((r) => !r.url.startsWith(AREA));
    expect(outside.filter((r) => (r.config?.gate?.roles ?? []).includes('user')).map(key)).toEqual([]);
    const sample = outside.filter((r, i) => r.method === 'GET' && i % 4 === 0);
    expect(sample.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const r of sample) {
      const probe: InjectOptions = { method: 'GET', url: r.url.replace(':filterUnit', 'x').replace(/:\w+/g, String(family.players[0])) };
      const res = await parent(probe);
      const code = String(res.headers['content-type'] ?? '').includes('json') ? res.json().code : undefined;
      if (res.statusCode !== 403 || code !== 'FORBIDDEN_ROLE') wrong.push(`${key(r)} → ${res.statusCode} ${code ?? ''}`);
    }
    expect(wrong).toEqual([]);
  });
});
