/**
 * Deleting a record others depend on, generated from the reference graph: for each
 * reference a fresh copy of a target record gets one dependent, then is deleted.
 * restrict → 409 HAS_DEPENDENTS naming the dependent; cascade → the dependent goes
 * with it; keep → the dependent stays and still names it. At the end no live row
 * anywhere refers (restrict or cascade) to a deleted one.
 */
import { sql, type RawBuilder, type NotNull } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { countedName } from '../../domain/dependents';
import { relationKey } from '../../domain/relation-key';
import { loadCatalogue } from '../../server/core/catalogue';
import { referenceGraph, type Reference } from '../../server/core/crud/reference-graph';
import { TABLE_REFERENCES } from '../../server/db/table-references';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { dynamicDb } from '../../server/db/dynamic-db';

const t = useTestApp();
const catalogue = loadCatalogue();
// A record the server alone writes (a session pack) has no delete: what refers to it never outlives it.
const graph = referenceGraph(resources.map((r) => catalogue[r.name])).filter((r) => !resources.find((c) => c.name === r.target)?.readOnly);
const itemPath = (resource: string) => resources.find((r) => r.name === resource)!.api.item;
/** A column the database fills in, unique in the academy (server/db/transfer-codes.ts). */
const DATABASE_GIVEN = 'transfer_code';
let admin: ReturnType<typeof as>;
let academyId: number;
beforeAll(async () => {
  // The first session is the manager's: the sessions table's references are tried on it, not on the admin's.
  await login(t.app, 'manager', 'Manager@123');
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  ({ id: academyId } = await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow());
  // The demo leaves these hand-written tables empty: one row each, so every reference of theirs is tried too.
  const { id: playerId, branch_id: branchId } = await t.db
    .selectFrom('players')
    .select(['id', 'branch_id'])
    .$narrowType<{ branch_id: NotNull }>()
    .where('academy_id', '=', academyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: stopId } = await t.db
    .selectFrom('bus_stops')
    .select('id')
    .where('academy_id', '=', academyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: revenueId } = await t.db
    .selectFrom('revenues')
    .select('id')
    .where('academy_id', '=', academyId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const { id: userId } = await t.db
    .selectFrom('users')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('user_name', '=', 'admin')
    .executeTakeFirstOrThrow();
  const row = { academy_id: academyId, branch_id: branchId, player_id: playerId, revenue_id: revenueId };
  await t.db
    .insertInto('pickup_attendances')
    .values({ ...row, bus_stop_id: stopId, at_date: '2026-11-02', direction: 'forward', check_in: 1 })
    .execute();
  await t.db
    .insertInto('transport_month_charges')
    .values({ ...row, month: '2026-11' })
    .execute();
  await t.db
    .insertInto('point_grants')
    .values({ academy_id: academyId, player_id: playerId, reason: 'birthday:2026', points: 10 })
    .execute();
  await t.db
    .insertInto('idempotency_keys')
    .values({ academy_id: academyId, user_id: userId, key: 'dependents-test', fingerprint: 'x', status_code: 201 })
    .execute();
  await t.db.insertInto('inbox_reads').values({ academy_id: academyId, user_id: userId, kind: 'registration', record_id: 1 }).execute();
  await t.db.insertInto('parent_preferences').values({ academy_id: academyId, user_id: userId, language: 'en' }).execute();
});

/** `from.field` holds `target` (a column named by the caller's alias). */
function holds(ref: Reference, from: string, target: RawBuilder<unknown>): RawBuilder<boolean> {
  const column = sql.ref(`${from}.${ref.field}`);
  if (ref.holds === 'id') return sql<boolean>`${column} = ${target}`;
  if (ref.holds === 'ids') return sql<boolean>`${column} @> jsonb_build_array(${target})`;
  return sql<boolean>`${column} @> jsonb_build_array(jsonb_build_object(${ref.key!}::text, ${target}))`;
}

let copies = 0;

/** A new record of `resource` copied from a live one: nothing refers to it yet. */
async function freshCopy(resource: string): Promise<number> {
  const columns = (
    await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = ${resource} and column_name <> 'id'`.execute(t.db)
  ).rows.map((c) => c.column_name);
  const list = sql.join(columns.map((c) => sql.ref(c)));
  // Login names are unique: the copy gets its own. Links the server sets (an order's revenue) are the original's alone,
  // and so is what the database gives each row (a revenue's transfer code): the copy gets its own.
  const owned = (c: string) =>
    c === DATABASE_GIVEN || (catalogue[resource].properties[c]?.readOnly && catalogue[resource].properties[c]['x-ref']);
  const values = sql.join(
    columns.map((c) => (c === 'user_name' ? sql`user_name || ${`_${(copies += 1)}`}` : owned(c) ? sql`null` : sql.ref(c))),
  );
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(resource)} (${list})
    select ${values} from ${sql.table(resource)} where academy_id = ${academyId} and deleted_at is null order by id limit 1 returning id`.execute(
    t.db,
  );
  return rows[0].id;
}

/** A copy of row `id` of `table` with `field` set to `value`. */
async function copyOf(table: string, id: number, field: string, value: RawBuilder<unknown>): Promise<number> {
  const columns = (
    await sql<{
      column_name: string;
    }>`select column_name from information_schema.columns where table_name = ${table} and column_name <> 'id'`.execute(t.db)
  ).rows.map((c) => c.column_name);
  const { rows } = await sql<{ id: number }>`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
    select ${sql.join(columns.map((c) => (c === field ? value : c === DATABASE_GIVEN ? sql`null` : sql.ref(c))))} from ${sql.table(table)} where id = ${id} returning id`.execute(
    t.db,
  );
  return rows[0].id;
}

/** Live records of `resource` that refer to this one through a reference that stops a delete. */
async function restricted(resource: string, id: number): Promise<boolean> {
  for (const ref of graph.filter((r) => r.target === resource && r.onDelete === 'restrict')) {
    const { rows } =
      await sql`select 1 from ${sql.table(ref.from)} d where d.deleted_at is null and ${holds(ref, 'd', sql`${id}::int`)} limit 1`.execute(
        t.db,
      );
    if (rows.length) return true;
  }
  return false;
}

/** A table without ids (the saved answers of repeated writes, the month summaries): its rows are found by what they hold. */
const NO_ID = 0;

/** Points an existing row of `ref.from` at `target`: one whose own delete nothing stops (a cascade must go through). */
async function makeDependent(ref: Reference, target: number): Promise<number> {
  const { rows: ids } = await sql`select 1 from information_schema.columns where table_name = ${ref.from} and column_name = 'id'`.execute(
    t.db,
  );
  if (!ids.length) {
    // One row: a summary keyed by what it counts (a player's month) would collide if all were moved.
    await sql`update ${sql.table(ref.from)} set ${sql.ref(ref.field)} = ${target}
      where ctid = (select ctid from ${sql.table(ref.from)} where academy_id = ${academyId} limit 1)`.execute(t.db);
    return NO_ID;
  }
  const live = ref.resource ? sql`and deleted_at is null` : sql``;
  // A list that holds ids already (not the admin's empty branch list), rows that have one, a column that is set if any is.
  const usable = ref.holds === 'id' ? sql`true` : sql`jsonb_array_length(${sql.ref(ref.field)}) > 0`;
  const { rows } = await sql<{ id: number }>`select id from ${sql.table(ref.from)} where academy_id = ${academyId} ${live} and ${usable}
    order by ${sql.ref(ref.field)} is null, id limit 50`.execute(t.db);
  for (const { id } of rows) {
    if (ref.resource && ref.onDelete === 'cascade' && (await restricted(ref.from, id))) continue;
    const value =
      ref.holds === 'id'
        ? sql`${target}`
        : ref.holds === 'ids'
          ? sql`jsonb_build_array(${target}::int)`
          : sql`jsonb_set(${sql.ref(ref.field)}, ${`{0,${ref.key}}`}::text[], to_jsonb(${target}::int))`;
    const changed = await sql`update ${sql.table(ref.from)} set ${sql.ref(ref.field)} = ${value} where id = ${id}`.execute(t.db).then(
      () => id,
      () => null,
    );
    // An append-only table (the audit log) gets a new row instead.
    return changed ?? (await copyOf(ref.from, id, ref.field, value));
  }
  throw new Error(`no row of ${ref.from} can refer to ${ref.target}`);
}

const isLive = async (table: string, id: number) =>
  (await sql<{ deleted_at: string | null }>`select deleted_at from ${sql.table(table)} where id = ${id}`.execute(t.db)).rows[0]
    ?.deleted_at === null;

/** References a resource's delete writer clears itself: a deleted expense reopens its payslip, a deleted order takes its points back. */
const CLEARED_BY_WRITER = new Set(['manager_payslips.expense_id', 'point_awards.order_id']);

const name = (ref: Reference) => `${ref.from}.${ref.field}${ref.key ? `[].${ref.key}` : ''} → ${ref.target}`;

describe('a delete and what refers to the record, for every reference of the graph', () => {
  for (const ref of graph.filter((r) => r.onDelete === 'restrict')) {
    it(`restrict: ${name(ref)}`, async () => {
      const target = await freshCopy(ref.target);
      await makeDependent(ref, target);
      const res = await admin({ method: 'DELETE', url: `/v1/api/${itemPath(ref.target)}/${target}` });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        success: false,
        code: 'HAS_DEPENDENTS',
        errors: [{ field: ref.from, message: countedName('vi', catalogue[ref.from]['x-label-one'], 1) }],
      });
      expect(await isLive(ref.target, target)).toBe(true);
      const asked = (await admin({ method: 'GET', url: `/v1/api/${itemPath(ref.target)}/${target}/dependents` })).json().data;
      expect(asked).toMatchObject({
        total: 1,
        dependents: [{ resource: ref.from, count: 1, on_delete: 'restrict' }],
        message: res.json().message,
      });
    });
  }

  for (const ref of graph.filter((r) => r.onDelete === 'cascade')) {
    it(`cascade: ${name(ref)}`, async () => {
      const target = await freshCopy(ref.target);
      const dependent = await makeDependent(ref, target);
      const asked = (await admin({ method: 'GET', url: `/v1/api/${itemPath(ref.target)}/${target}/dependents` })).json().data;
      expect(asked).toMatchObject({ total: 0, message: null, dependents: [{ resource: ref.from, count: 1, on_delete: 'cascade' }] });
      expect((await admin({ method: 'DELETE', url: `/v1/api/${itemPath(ref.target)}/${target}` })).statusCode).toBe(200);
      expect(await isLive(ref.target, target)).toBe(false);
      expect(await isLive(ref.from, dependent)).toBe(false);
    });
  }

  for (const ref of graph.filter((r) => r.onDelete === 'keep')) {
    it(`keep: ${name(ref)}`, async () => {
      const target = await freshCopy(ref.target);
      const dependent = await makeDependent(ref, target);
      expect((await admin({ method: 'DELETE', url: `/v1/api/${itemPath(ref.target)}/${target}` })).statusCode).toBe(200);
      expect(await isLive(ref.target, target)).toBe(false);
      if (CLEARED_BY_WRITER.has(`${ref.from}.${ref.field}`)) return;
      const row = dependent === NO_ID ? sql`true` : sql`d.id = ${dependent}`;
      const { rows } =
        await sql`select 1 from ${sql.table(ref.from)} d where ${row} and ${holds(ref, 'd', sql`${target}::int`)} limit 1`.execute(t.db);
      expect(rows).toHaveLength(1);
      if (!ref.resource) return;
      expect(await isLive(ref.from, dependent)).toBe(true);
      // The history still names what it points at.
      if (ref.holds === 'id') {
        const shown = (await admin({ method: 'GET', url: `/v1/api/${itemPath(ref.from)}/${dependent}` })).json().data;
        expect(shown[relationKey(ref.field)]).toMatchObject({ id: target, name: expect.any(String) });
      }
    });
  }
});

describe('a branch with classes and players', () => {
  it('is not deleted: the answer names each dependent and its count, in the caller’s language', async () => {
    const branch = 1;
    const count = async (table: string) =>
      Number(
        (
          await dynamicDb(t.db)
            .selectFrom(table)
            .select(sql<number>`count(*)`.as('n'))
            .where('academy_id', '=', academyId)
            .where('branch_id', '=', branch)
            .where('deleted_at', 'is', null)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [classes, players] = [await count('classes'), await count('players')];
    const vi = await admin({ method: 'DELETE', url: `/v1/api/admin/branches/${branch}` });
    expect(vi.statusCode).toBe(409);
    expect(vi.json().message).toMatch(new RegExp(`^Chi nhánh này còn .*${classes} lớp học.*${players} học viên`));
    expect(vi.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'classes', message: `${classes} lớp học` },
        { field: 'players', message: `${players} học viên` },
      ]),
    );
    const en = await admin({ method: 'GET', url: `/v1/api/admin/branches/${branch}/dependents`, headers: { 'accept-language': 'en' } });
    expect(en.json().data.message).toMatch(new RegExp(`^This branch still has .*${classes} classes.*${players} players`));
    expect(await isLive('branches', branch)).toBe(true);
  });

  it('answers 404 for a record that is not there, before counting anything', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/branches/999999/dependents' })).statusCode).toBe(404);
  });
});

describe('the graph covers the database', () => {
  it('lists every column of a hand-written table named like a reference of the schemas', async () => {
    const names = new Map(graph.filter((r) => r.resource && r.holds === 'id').map((r) => [r.field, r.target]));
    const entities = new Set(Object.keys(catalogue));
    const { rows } = await sql<{ table_name: string; column_name: string }>`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and column_name like '%\\_id'`.execute(t.db);
    const missing = rows
      .filter((c) => !entities.has(c.table_name) && names.has(c.column_name))
      .filter((c) => !TABLE_REFERENCES.some((r) => r.table === c.table_name && r.field === c.column_name))
      .map((c) => `${c.table_name}.${c.column_name}`);
    expect(missing).toEqual([]);
  });

  it('leaves no live row referring, by a restrict or cascade reference, to a deleted one', async () => {
    const orphans: string[] = [];
    for (const ref of graph.filter((r) => r.resource && r.onDelete !== 'keep')) {
      const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(ref.from)} d join ${sql.table(ref.target)} r
        on r.academy_id = d.academy_id and ${holds(ref, 'd', sql.ref('r.id'))}
        where d.deleted_at is null and r.deleted_at is not null`.execute(t.db);
      if (rows[0].n) orphans.push(`${name(ref)}: ${rows[0].n}`);
    }
    expect(orphans).toEqual([]);
  });
});
