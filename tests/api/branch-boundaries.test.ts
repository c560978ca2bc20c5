/**
 * A manager bound to some branches sees and changes only those (README,
 * Security). Generated over the `x-ref` graph: every reference of every schema a
 * manager may write, tried with an id from another branch, is refused naming the
 * field; and a stored reference to another branch's record is never expanded to
 * its name in a manager's answer. Branch writes are the admin's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { denialFor, writeGate } from '../../domain/gate';
import type { EntityModel, Relation } from '../../server/core/crud/entity-model';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';
import { SYSTEM_CATEGORIES } from '../../server/modules/money/system-categories';
import { dynamicDb } from '../../server/db/dynamic-db';

type Call = ReturnType<typeof as>;
type Row = Record<string, unknown>;

const t = useTestApp();
let admin: Call;
let manager: Call;
let own: number[];
let foreign: number;

const ALL_FEATURES = new Set(resources.flatMap((r) => r.features));
const writable = (name: string) =>
  !resources.find((r) => r.name === name)!.readOnly &&
  denialFor(writeGate(resources.find((r) => r.name === name)!), 'manager', ALL_FEATURES) === null;
const readable = (name: string) =>
  denialFor(
    resources.find((r) => r.name === name)!,
    'manager',
    ALL_FEATURES,
  ) === null;
const models = () => [...t.app.models.values()] as EntityModel[];
const boundRelations = (model: EntityModel) => model.relations.filter((rel) => rel.branchBound);

/** A live record of `target` outside the manager's branches (a branch: one of theirs it is not). */
async function outOfBranch(rel: Relation): Promise<number> {
  const row = await dynamicDb(t.db)
    .selectFrom(rel.target)
    .select('id')
    .where('deleted_at', 'is', null)
    .where(rel.branchBound!, '=', foreign)
    .orderBy('id')
    .executeTakeFirst();
  if (!row) throw new Error(`the seed has no ${rel.target} in branch ${foreign}`);
  return row.id as number;
}

/** A record of `model` the manager can read, from their own list. */
async function ownRecord(model: EntityModel): Promise<Row | undefined> {
  const res = await manager({ method: 'GET', url: `/v1/api/${model.config.api.list}?size=1` });
  expect(res.statusCode, `${model.config.name} list`).toBe(200);
  return res.json().data.content[0];
}

/** A create body copied from a stored record: its writable fields the manager may send. */
function copyOf(model: EntityModel, record: Row): Row {
  const seen = model.forRole('manager');
  return Object.fromEntries(Object.entries(record).filter(([field, value]) => field in seen.writable && value !== null));
}

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const branches = (
    await t.db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id)
      .orderBy('id')
      .execute()
  ).map((b) => b.id as number);
  own = branches.slice(0, 2);
  foreign = branches[2];
  await addStaff(t.db, 'demo', 'bounded_manager', 'manager', own);
  manager = as(t.app, (await login(t.app, 'bounded_manager', STAFF_PASSWORD)).access_token);
});

describe('branch boundaries of a manager', () => {
  it('keeps branch writes to the admin: a manager reads their branches alone and cannot create, rename or delete one', async () => {
    const list = await manager({ method: 'GET', url: '/v1/api/admin/branches' });
    expect(
      list
        .json()
        .data.content.map((b: Row) => b.id)
        .sort(),
    ).toEqual(own);
    expect((await manager({ method: 'GET', url: `/v1/api/admin/branches/${foreign}` })).statusCode).toBe(404);
    const writes = [
      { method: 'POST' as const, url: '/v1/api/admin/branches', payload: { name: 'Cơ sở mới', auditing_status: 1 } },
      { method: 'PUT' as const, url: `/v1/api/admin/branches/${own[0]}`, payload: { name: 'Đổi tên', auditing_status: 1 } },
      { method: 'PATCH' as const, url: `/v1/api/admin/branches/${foreign}`, payload: { name: 'Đổi tên' } },
      { method: 'DELETE' as const, url: `/v1/api/admin/branches/${foreign}` },
    ];
    for (const write of writes) {
      const res = await manager(write);
      expect({ write: `${write.method} ${write.url}`, status: res.statusCode, code: res.json().code }).toEqual({
        write: `${write.method} ${write.url}`,
        status: 403,
        code: 'FORBIDDEN_ROLE',
      });
    }
    const names = (await t.db.selectFrom('branches').select('name').where('id', 'in', [own[0], foreign]).execute()).map((b) => b.name);
    expect(names).not.toContain('Đổi tên');
  });

  it(
    "refuses, naming the field, every reference a manager writes to another branch's record (the x-ref graph × manager)",
    { timeout: 60_000 },
    async () => {
      const accepted: string[] = [];
      let tried = 0;
      for (const model of models().filter((m) => writable(m.config.name))) {
        const seen = model.forRole('manager');
        for (const rel of boundRelations(model).filter((r) => r.field in seen.writable)) {
          const record = await ownRecord(model);
          if (!record) throw new Error(`no ${model.config.name} record in the manager's branches to try ${rel.field} on`);
          const outsider = await outOfBranch(rel);
          const value = rel.many ? [outsider] : outsider;
          const createOnly = seen.writable[rel.field]['x-create-only'];
          const res =
            createOnly || !model.config.api.item
              ? await manager({
                  method: 'POST',
                  url: `/v1/api/${model.config.api.create}`,
                  payload: { ...copyOf(model, record), [rel.field]: value },
                })
              : await manager({ method: 'PATCH', url: `/v1/api/${model.config.api.item}/${record.id}`, payload: { [rel.field]: value } });
          tried++;
          const body = res.json();
          const named = res.statusCode === 422 && (body.errors as Array<{ field: string }>).some((e) => e.field === rel.field);
          const branchRefused = rel.field === 'branch_id' && res.statusCode === 403 && body.code === 'BRANCH_NOT_ALLOWED';
          // A writer may keep a field as recorded (a redeem's player): then nothing points elsewhere either.
          const stored =
            res.statusCode < 300
              ? await dynamicDb(t.db).selectFrom(model.table).select(rel.field).where('id', '=', body.data.id).executeTakeFirstOrThrow()
              : null;
          const ignored = stored !== null && !JSON.stringify(stored[rel.field]).match(new RegExp(`\\b${outsider}\\b`));
          if (!named && !branchRefused && !ignored)
            accepted.push(`${model.config.name}.${rel.field} → ${rel.target} #${outsider}: ${res.statusCode} ${res.body.slice(0, 200)}`);
        }
      }
      expect(accepted).toEqual([]);
      // Classes' teachers, players' referrer, the branch of every branch-scoped record at least.
      expect(tried).toBeGreaterThan(15);
    },
  );

  it("never names another branch's record in a manager's answer, and an edit keeps what an admin set", { timeout: 60_000 }, async () => {
    const leaked: string[] = [];
    let tried = 0;
    for (const model of models().filter((m) => readable(m.config.name) && m.config.api.item)) {
      // A reference that must agree with the row's branch (x-ref-filter) cannot point elsewhere; the rest can, set by an admin.
      for (const rel of boundRelations(model).filter((r) => !r.agree.length && r.field !== 'branch_id')) {
        const record = await ownRecord(model);
        if (!record) continue;
        const outsider = await outOfBranch(rel);
        await dynamicDb(t.db)
          .updateTable(model.table)
          .set({ [rel.field]: rel.many ? JSON.stringify([outsider]) : outsider })
          .where('id', '=', record.id as number)
          .execute();
        tried++;
        const read = await manager({ method: 'GET', url: `/v1/api/${model.config.api.item}/${record.id}` });
        expect(read.statusCode).toBe(200);
        const expanded = read.json().data[rel.as];
        const named = rel.many ? (expanded as Row[]).some((r) => r.id === outsider) : (expanded as Row | null)?.id === outsider;
        if (named) leaked.push(`${model.config.name}.${rel.as} names ${rel.target} #${outsider}`);
        const list = await manager({ method: 'GET', url: `/v1/api/${model.config.api.list}?size=100` });
        if (JSON.stringify(list.json().data.content.find((r: Row) => r.id === record.id)?.[rel.as] ?? null).includes(`"id":${outsider},`))
          leaked.push(`${model.config.name} list names ${rel.target} #${outsider}`);
        if (writable(model.config.name) && !model.forRole('manager').writable[rel.field]?.['x-create-only']) {
          const kept = await manager({ method: 'PATCH', url: `/v1/api/${model.config.api.item}/${record.id}`, payload: {} });
          expect(`${model.config.name}: ${kept.statusCode} ${kept.statusCode === 200 ? '' : kept.body.slice(0, 200)}`).toBe(
            `${model.config.name}: 200 `,
          );
        }
      }
    }
    expect(leaked).toEqual([]);
    expect(tried).toBeGreaterThan(3);
  });

  it("lists, and lets a manager mark, only their branches' teachers on a class's attendance", async () => {
    const klass = await t.db
      .selectFrom('classes')
      .select(['id', 'manager_ids'])
      .where('branch_id', '=', own[0])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const outsider = (
      await t.db
        .selectFrom('managers')
        .select('id')
        .where('branch_id', '=', foreign)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .executeTakeFirstOrThrow()
    ).id as number;
    await t.db
      .updateTable('classes')
      .set({ manager_ids: JSON.stringify([...((klass.manager_ids as number[]) ?? []), outsider]) })
      .where('id', '=', klass.id)
      .execute();
    const day = new Date().toISOString().slice(0, 10);

    const roster = await manager({ method: 'GET', url: `/v1/api/admin/attendances/teacher?classId=${klass.id}&date=${day}` });
    expect(roster.statusCode).toBe(200);
    expect(roster.json().data.content.map((r: Row) => r.manager_id)).not.toContain(outsider);
    const asAdmin = await admin({ method: 'GET', url: `/v1/api/admin/attendances/teacher?classId=${klass.id}&date=${day}` });
    expect(asAdmin.json().data.content.map((r: Row) => r.manager_id)).toContain(outsider);

    const marked = await manager({
      method: 'POST',
      url: '/v1/api/admin/attendances/teachers',
      payload: { class_id: klass.id, at_date: day, teacher_check_in: [{ manager_id: outsider, check_in: 1 }] },
    });
    expect(marked.statusCode).toBe(422);
    expect(marked.json().errors[0].field).toBe('teacher_check_in.0.manager_id');
    const stored = await t.db
      .selectFrom('attendances')
      .select('id')
      .where('class_id', '=', klass.id)
      .where('manager_id', '=', outsider)
      .where('at_date', '=', day)
      .execute();
    expect(stored).toEqual([]);

    // Nor does the timetable name them to the manager, while the admin's does.
    const { name } = await t.db.selectFrom('managers').select('name').where('id', '=', outsider).executeTakeFirstOrThrow();
    const week = `fromDate=${day}&toDate=${new Date(Date.now() + 6 * 86_400_000).toISOString().slice(0, 10)}&classIds=${klass.id}`;
    const timetable = await manager({ method: 'GET', url: `/v1/api/admin/schedules?${week}` });
    expect(timetable.statusCode).toBe(200);
    expect(timetable.json().data.items.length).toBeGreaterThan(0);
    expect(timetable.body).not.toContain(String(name));
    expect((await admin({ method: 'GET', url: `/v1/api/admin/schedules?${week}` })).body).toContain(String(name));
  });

  it("does not name another branch's teacher among the dashboard's latest expenses", async () => {
    // Not a salary expense: those a manager does not see at all.
    const expense = await t.db
      .selectFrom('expenses')
      .selectAll()
      .where('branch_id', '=', own[0])
      .where('deleted_at', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('transaction_categories as c')
              .select('c.id')
              .whereRef('c.id', '=', 'expenses.category_id')
              .where('c.code', '=', SYSTEM_CATEGORIES.teacherSalary.code),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const outsider = await t.db
      .selectFrom('managers')
      .select(['id', 'name'])
      .where('branch_id', '=', foreign)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const { id: _id, ...copy } = expense;
    const today = new Date().toISOString().slice(0, 10);
    const fresh = (
      await t.db
        .insertInto('expenses')
        .values({ ...copy, manager_id: outsider.id, at_date: today })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const latest = async (call: Call) =>
      (
        (
          await call({ method: 'GET', url: `/v1/api/admin/dashboard?year=${today.slice(0, 4)}`, headers: { branchids: String(own[0]) } })
        ).json().data.recent.expenses as Row[]
      ).find((e) => e.id === fresh);
    expect((await latest(admin))?.manager).toEqual({ id: outsider.id, name: outsider.name });
    const seen = await latest(manager);
    expect(seen).toBeDefined();
    expect(seen!.manager).toBeNull();
  });
});
