/**
 * Deleted records, for every resource the server does not write alone: a deleted
 * record leaves the list and shows in its deleted list (`deleted=true`) under the
 * same filters, search and paging; a restore brings it back and reads as one in
 * the audit log and the record's history; a restore whose referenced record is
 * deleted is a 409 naming the field; all of it is the admin's alone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { hasTrash, isRestorable } from '../../domain/trash';
import type { EntityModel } from '../../server/core/crud/entity-model';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
type Row = Record<string, unknown> & { id: number };

let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
});

const list = async (path: string, query: string) => {
  const res = await admin({ method: 'GET', url: `/v1/api/${path}?size=100&${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { total_elements: number; content: Row[] };
};

const auditActions = async (resource: string, id: number) =>
  (
    await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource', '=', resource)
      .where('record_id', '=', id)
      .where('result', '=', 'SUCCESS')
      .orderBy('id')
      .execute()
  ).map((e) => e.action);

const historyOf = async (item: string, id: number) => {
  const res = await admin({ method: 'GET', url: `/v1/api/${item}/${id}/history` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{
    action: string;
    create_date: string;
    user: { id: number; name: string } | null;
    user_name: string | null;
  }>;
};

/** A new record with the writable values of `source`, its title marked, deleted at once. */
async function deletableCopy(create: string, model: EntityModel, source: Row): Promise<Row> {
  const body = Object.fromEntries(
    Object.keys(model.writable)
      .filter((f) => source[f] !== null && source[f] !== undefined)
      .map((f) => [f, source[f]]),
  );
  // Letters only: some titles are people's names.
  body[model.schema['x-title']] = `${String(source[model.schema['x-title']])} Bản Sao`;
  const made = await admin({ method: 'POST', url: `/v1/api/${create}`, payload: body });
  expect(made.statusCode, made.body).toBe(201);
  const copy = made.json().data as Row;
  expect((await admin({ method: 'DELETE', url: `/v1/api/${model.config.api.item}/${copy.id}` })).statusCode).toBe(200);
  return copy;
}

describe.each(resources.filter(hasTrash).map((r) => [r.name, r] as const))('%s', (name, entry) => {
  it('lists a deleted record under the same filters, restores it into the list and logs both', async () => {
    const model = t.app.models.get(name)!;
    // The first listed record its delete accepts (not the caller's own account, not a paid payslip).
    let record: Row | undefined;
    for (const candidate of (await list(entry.api.list, '')).content) {
      // Deleting the manager's account would end the session the next test signs in with.
      if (candidate.user_name === 'manager') continue;
      const res = await admin({ method: 'DELETE', url: `/v1/api/${entry.api.item}/${candidate.id}` });
      if (res.statusCode === 200) {
        record = candidate;
        break;
      }
    }
    // Every listed one still has dependents: a copy of the first has none.
    record ??= await deletableCopy(entry.api.create!, model, (await list(entry.api.list, '')).content[0]);
    const { id } = record;

    expect((await list(entry.api.list, '')).content.map((r) => r.id)).not.toContain(id);
    const deleted = await list(entry.api.list, 'deleted=true');
    expect(deleted.content.map((r) => r.id)).toContain(id);
    // Its own filter values, its search text and a page of one find it among the deleted ones.
    const [param, filter] =
      [...model.filters].find(([, f]) => typeof record![f.field] === 'number' || typeof record![f.field] === 'string') ?? [];
    if (param) {
      const value = record[filter!.field];
      // A range filter takes the name of the range holding the value (x-filter-ranges), not the value.
      const asked = filter!.ranges
        ? Object.entries(filter!.ranges).find(
            ([, { min, max }]) => (min === undefined || Number(value) >= min) && (max === undefined || Number(value) <= max),
          )![0]
        : String(value);
      expect((await list(entry.api.list, `deleted=true&${param}=${encodeURIComponent(asked)}`)).content.map((r) => r.id)).toContain(id);
    }
    const words = model.search.map((f) => record![f]).find((v): v is string => typeof v === 'string' && v.length > 2);
    if (words)
      expect((await list(entry.api.list, `deleted=true&search=${encodeURIComponent(words)}`)).content.map((r) => r.id)).toContain(id);
    const paged = await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?deleted=true&size=1&page=0` });
    expect(paged.json().data).toMatchObject({ size: 1, total_elements: deleted.total_elements });

    const restored = await admin({ method: 'POST', url: `/v1/api/${entry.api.item}/${id}/restore` });
    if (!isRestorable(entry)) {
      // Its delete undid effects elsewhere (revenue, points, a payslip): the row alone is not brought back.
      expect(restored.statusCode).toBe(404);
      expect(await auditActions(name, id)).toContain('DELETE');
      return;
    }
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ success: true, data: { id } });
    expect((await admin({ method: 'GET', url: `/v1/api/${entry.api.item}/${id}` })).statusCode).toBe(200);
    expect((await list(entry.api.list, 'deleted=true')).content.map((r) => r.id)).not.toContain(id);
    expect((await list(entry.api.list, '')).content.length).toBeGreaterThan(0);
    expect((await auditActions(name, id)).slice(-2)).toEqual(['DELETE', 'RESTORE']);
    expect((await historyOf(entry.api.item, id)).slice(-2).map((e) => e.action)).toEqual(['DELETE', 'RESTORE']);
    // A live record is not in the bin.
    expect((await admin({ method: 'POST', url: `/v1/api/${entry.api.item}/${id}/restore` })).statusCode).toBe(404);
  });

  it('keeps deleted records, restores and history from a manager', async () => {
    const [first] = (await list(entry.api.list, '')).content;
    for (const call of [
      { method: 'GET' as const, url: `/v1/api/${entry.api.list}?deleted=true` },
      { method: 'GET' as const, url: `/v1/api/${entry.api.item}/${first.id}/history` },
      ...(isRestorable(entry) ? [{ method: 'POST' as const, url: `/v1/api/${entry.api.item}/${first.id}/restore` }] : []),
    ]) {
      const res = await manager(call);
      expect({ url: call.url, status: res.statusCode, code: res.json().code }).toEqual({
        url: call.url,
        status: 403,
        code: 'FORBIDDEN_ROLE',
      });
    }
  });
});

describe('a record and what it refers to', () => {
  let branchId: number;
  let classId: number;
  const branchName = 'Cơ sở Thùng Rác';

  beforeAll(async () => {
    const branch = await admin({ method: 'POST', url: '/v1/api/admin/branches', payload: { name: branchName, auditing_status: 1 } });
    expect(branch.statusCode, branch.body).toBe(201);
    branchId = branch.json().data.id;
    const made = await admin({
      method: 'POST',
      url: '/v1/api/admin/classes',
      payload: { name: 'Lớp Khôi Phục', branch_id: branchId, auditing_status: 1 },
    });
    expect(made.statusCode, made.body).toBe(201);
    classId = made.json().data.id;
  });

  it('tells who created, changed, deleted and restored it, in order', async () => {
    const changed = await admin({ method: 'PATCH', url: `/v1/api/admin/classes/${classId}`, payload: { description: 'Buổi tối' } });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/classes/${classId}` })).statusCode).toBe(200);
    // The history of a deleted record still answers.
    expect((await historyOf('admin/classes', classId)).map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect((await admin({ method: 'POST', url: `/v1/api/admin/classes/${classId}/restore` })).statusCode).toBe(200);
    const history = await historyOf('admin/classes', classId);
    expect(history.map((e) => e.action)).toEqual(['CREATE', 'UPDATE', 'DELETE', 'RESTORE']);
    const adminUser = await t.db
      .selectFrom('users')
      .select(['id', 'name'])
      .where('academy_id', '=', 1)
      .where('user_name', '=', 'admin')
      .executeTakeFirstOrThrow();
    for (const entry of history) expect(entry).toMatchObject({ user: { id: adminUser.id, name: adminUser.name }, user_name: 'admin' });
    const times = history.map((e) => Date.parse(e.create_date));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("refuses to restore a record whose branch is deleted, naming the field and the branch in the caller's language", async () => {
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/classes/${classId}` })).statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/branches/${branchId}` })).statusCode).toBe(200);
    const before = (await auditActions('classes', classId)).length;

    const vi = await admin({ method: 'POST', url: `/v1/api/admin/classes/${classId}/restore` });
    expect(vi.statusCode).toBe(409);
    expect(vi.json()).toMatchObject({ success: false, code: 'REFERENCE_DELETED', message: expect.stringContaining('Không thể khôi phục') });
    expect(vi.json().errors).toEqual([{ field: 'branch_id', message: `Chi nhánh «${branchName}» đã bị xoá, hãy khôi phục trước` }]);
    const en = await admin({ method: 'POST', url: `/v1/api/admin/classes/${classId}/restore`, headers: { 'accept-language': 'en' } });
    expect(en.json().errors).toEqual([{ field: 'branch_id', message: `Branch “${branchName}” has been deleted; restore it first` }]);
    // Refused restores are logged as failed ones, so the history (successes only) is unchanged.
    const failed = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'result', 'status_code'])
      .where('resource', '=', 'classes')
      .where('record_id', '=', classId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(failed).toEqual({ action: 'RESTORE', result: 'FAILURE', status_code: 409 });
    expect((await auditActions('classes', classId)).length).toBe(before);

    // Branch first, then the class.
    expect((await admin({ method: 'POST', url: `/v1/api/admin/branches/${branchId}/restore` })).statusCode).toBe(200);
    expect((await admin({ method: 'POST', url: `/v1/api/admin/classes/${classId}/restore` })).statusCode).toBe(200);
  });

  it('restores a deleted player as they were, or refuses while their class is deleted', async () => {
    const player = (await list('admin/players', `classIds=${(await list('admin/classes', 'sort=id:asc')).content[0].id}`)).content[0];
    const classOf = player.class_id as number;
    expect((await admin({ method: 'DELETE', url: `/v1/api/players/${player.id}` })).statusCode).toBe(200);
    const other = (await list('admin/players', `classIds=${classOf}`)).content.map((p) => p.id);
    // Its class can go only once its players are gone or moved; here the class is deleted as the database has it.
    await t.db.updateTable('classes').set({ deleted_at: new Date() }).where('id', '=', classOf).execute();
    const refused = await admin({ method: 'POST', url: `/v1/api/players/${player.id}/restore` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.map((e: { field: string }) => e.field)).toEqual(['class_id']);
    await t.db.updateTable('classes').set({ deleted_at: null }).where('id', '=', classOf).execute();

    const restored = await admin({ method: 'POST', url: `/v1/api/players/${player.id}/restore` });
    expect(restored.statusCode, restored.body).toBe(200);
    // Unlike a reactivation, a restore changes nothing but the delete: same status, same sessions left.
    expect(restored.json().data).toMatchObject({ auditing_status: player.auditing_status, number_of_units: player.number_of_units });
    expect((await list('admin/players', `classIds=${classOf}`)).content.map((p) => p.id)).toEqual(
      expect.arrayContaining([...other, player.id]),
    );
  });

  it('refuses `deleted` on the audit log, which nobody deletes from', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/audit-logs?deleted=true' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/classes?deleted=yes' })).statusCode).toBe(400);
  });
});
