/**
 * Teachers' pay is the admin's (spec §6): a manager never sees one teacher's pay,
 * neither a paid payslip's salary expense (lists, reads, exports, the dashboard's
 * latest rows) nor a teacher's base salary (list, record, export, sort), and
 * cannot set it. Totals still count it: the month's expenses, the expense report.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { SYSTEM_CATEGORIES } from '../../server/modules/money/system-categories';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

type Call = ReturnType<typeof as>;
type Row = Record<string, unknown>;

const t = useTestApp();
let admin: Call;
let manager: Call;
let salaryIds: number[];

/** Every row of a list, page by page, and the list's `sub_total`. */
async function wholeList(call: Call, path: string): Promise<{ rows: Row[]; subTotal: number }> {
  const rows: Row[] = [];
  for (let page = 0; ; page++) {
    const res = await call({ method: 'GET', url: `${path}?size=100&page=${page}` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    rows.push(...data.content);
    if (page + 1 >= data.total_pages) return { rows, subTotal: data.sub_total };
  }
}

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  const branches = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', academyId).orderBy('id').execute()).map(
    (b) => b.id as number,
  );
  await addStaff(t.db, 'demo', 'pay_blind_manager', 'manager', branches.slice(0, 2));
  manager = as(t.app, (await login(t.app, 'pay_blind_manager', STAFF_PASSWORD)).access_token);
  salaryIds = (
    await t.db
      .selectFrom('expenses as e')
      .innerJoin('transaction_categories as c', 'c.id', 'e.category_id')
      .select('e.id')
      .where('c.code', '=', SYSTEM_CATEGORIES.teacherSalary.code)
      .where('e.academy_id', '=', academyId)
      .where('e.branch_id', 'in', branches.slice(0, 2))
      .where('e.deleted_at', 'is', null)
      .execute()
  ).map((r) => r.id as number);
});

describe('salary expenses', () => {
  it("are in the seed, in the manager's branches, and the admin sees them", async () => {
    expect(salaryIds.length).toBeGreaterThan(0);
    const { rows } = await wholeList(admin, '/v1/api/admin/expenses');
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining(salaryIds));
  });

  it("leave a manager's expense list, its total, each record and the export", async () => {
    const { rows, subTotal } = await wholeList(manager, '/v1/api/admin/expenses');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => salaryIds.includes(r.id as number))).toEqual([]);
    expect(subTotal).toBe(rows.reduce((sum, r) => sum + Number(r.amount), 0));
    for (const id of salaryIds.slice(0, 3)) {
      expect((await manager({ method: 'GET', url: `/v1/api/admin/expenses/${id}` })).statusCode).toBe(404);
      expect((await manager({ method: 'DELETE', url: `/v1/api/admin/expenses/${id}` })).statusCode).toBe(404);
    }
    // A payslip's expense is titled "Lương tháng MM/YYYY – teacher".
    const payslipTitles = (
      await t.db.selectFrom('expenses').select('title').where('id', 'in', salaryIds).where('title', 'like', 'Lương%').execute()
    ).map((r) => String(r.title));
    expect(payslipTitles.length).toBeGreaterThan(0);
    const csv = await manager({ method: 'GET', url: '/v1/api/admin/expenses/export?format=csv' });
    expect(csv.statusCode).toBe(200);
    expect(payslipTitles.filter((title) => csv.body.includes(title))).toEqual([]);
    expect(csv.body.trim().split('\n').length - 1).toBe(rows.length);
    const adminCsv = await admin({ method: 'GET', url: '/v1/api/admin/expenses/export?format=csv' });
    expect(payslipTitles.every((title) => adminCsv.body.includes(title))).toBe(true);
  });

  it("leave the dashboard's latest expenses, while the year's totals still count them", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const paid = await t.db.selectFrom('expenses').selectAll().where('id', '=', salaryIds[0]).executeTakeFirstOrThrow();
    const { id: _id, ...copy } = paid;
    // Today's salary expense is the admin's latest.
    const fresh = (
      await t.db
        .insertInto('expenses')
        .values({ ...copy, at_date: today })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id as number;
    const dashboard = (call: Call) =>
      call({ method: 'GET', url: `/v1/api/admin/dashboard?year=${today.slice(0, 4)}`, headers: { branchids: String(paid.branch_id) } });
    const [asManager, asAdmin] = [(await dashboard(manager)).json().data, (await dashboard(admin)).json().data];
    expect(asAdmin.recent.expenses.map((e: Row) => e.id)).toContain(fresh);
    expect(asManager.recent.expenses.map((e: Row) => e.id).filter((id: number) => id === fresh || salaryIds.includes(id))).toEqual([]);
    expect(asManager.recent.expenses.length).toBeGreaterThan(0);
    expect({ total: asManager.expense_total, months: asManager.by_month }).toEqual({
      total: asAdmin.expense_total,
      months: asAdmin.by_month,
    });
  });
});

describe("a teacher's base salary", () => {
  it('is answered to the admin only: list, record, export, sort', async () => {
    const adminList = await admin({ method: 'GET', url: '/v1/api/admin/managers?size=5' });
    expect(adminList.json().data.content[0]).toHaveProperty('salary');
    const list = await manager({ method: 'GET', url: '/v1/api/admin/managers?size=5' });
    expect(list.statusCode).toBe(200);
    const teacher = list.json().data.content[0] as Row;
    expect(teacher).not.toHaveProperty('salary');
    expect((await manager({ method: 'GET', url: `/v1/api/admin/managers/${teacher.id}` })).json().data).not.toHaveProperty('salary');
    const csv = await manager({ method: 'GET', url: '/v1/api/admin/managers/export?format=csv', headers: { 'accept-language': 'en' } });
    expect(csv.body.split('\n')[0]).not.toContain('Base salary');
    expect(
      (await admin({ method: 'GET', url: '/v1/api/admin/managers/export?format=csv', headers: { 'accept-language': 'en' } })).body.split(
        '\n',
      )[0],
    ).toContain('Base salary');
    // Sorting or filtering by it is the admin's: refused as the role's (the document, every role's, names the field).
    const sorted = await manager({ method: 'GET', url: '/v1/api/admin/managers?sort=salary:desc' });
    expect(sorted.statusCode).toBe(403);
    expect(sorted.json().code).toBe('FORBIDDEN_ROLE');
  });

  it("cannot be set by a manager, and a manager's edit keeps the one the admin set", async () => {
    const list = await manager({ method: 'GET', url: '/v1/api/admin/managers?size=1' });
    const teacher = list.json().data.content[0] as Row;
    const stored = async () =>
      Number(
        (
          await t.db
            .selectFrom('managers')
            .select('salary')
            .where('id', '=', teacher.id as number)
            .executeTakeFirstOrThrow()
        ).salary,
      );
    const before = await stored();
    const refused = await manager({ method: 'PATCH', url: `/v1/api/admin/managers/${teacher.id}`, payload: { salary: 1 } });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.map((e: Row) => e.field)).toContain('salary');
    const { id: _id, branch: _b, create_date: _c, update_date: _u, avatar: _a, ...fields } = teacher;
    const renamed = await manager({
      method: 'PUT',
      url: `/v1/api/admin/managers/${teacher.id}`,
      payload: { ...fields, note: 'Đổi ghi chú' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await stored()).toBe(before);

    const added = await manager({
      method: 'POST',
      url: '/v1/api/admin/managers',
      payload: { ...fields, name: 'Giáo Viên Mới', mobile: '0912345670' },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data).not.toHaveProperty('salary');
  });
});
