/**
 * Payroll: payslips computed per teacher and month from the salary type and
 * the teacher check-ins inserted here, raises and deductions, idempotent
 * computing, paying (one salary expense, then locked), and the gates.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyMonth } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
type Teacher = { id: number; name: string; branch_id: number; salary_type: string; salary: number };
type Payslip = Record<string, unknown> & {
  id: number;
  manager_id: number;
  total_amount: number;
  base_amount: number;
  sessions: number;
  payslip_status: number;
};

/** `n` months before the current one, as YYYY-MM. */
function monthsAgo(n: number): string {
  const [y, m] = academyMonth(DEFAULT_TIME_ZONE).split('-').map(Number);
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

describe('payroll', () => {
  const t = useTestApp();
  let admin: Call;
  let manager: Call;
  let sessionTeacher: Teacher;
  let monthlyTeacher: Teacher;
  let activeTeachers: number;
  let academyId: number;
  // Before the six months of seeded check-ins: only the rows inserted here count.
  const month = monthsAgo(9);

  const compute = (m: string, call: Call = admin) =>
    call({ method: 'POST', url: '/v1/api/admin/manager-payslips/compute', payload: { month: m } });
  const payslipsOf = async (m: string): Promise<Payslip[]> =>
    (await admin({ method: 'GET', url: `/v1/api/admin/manager-payslips?months=${m}&size=100` })).json().data.content;
  const payslip = async (m: string, teacher: Teacher) => (await payslipsOf(m)).find((p) => p.manager_id === teacher.id)!;

  async function checkIn(teacher: Teacher, day: string, checkIn: 1 | 0, units = 1, classIndex = 0) {
    const classes = await t.db.selectFrom('classes').select('id').where('branch_id', '=', teacher.branch_id).orderBy('id').execute();
    await t.db
      .insertInto('attendances')
      .values({
        academy_id: academyId,
        branch_id: teacher.branch_id,
        class_id: classes[classIndex].id,
        manager_id: teacher.id,
        at_date: `${month}-${day}`,
        check_in: checkIn,
        units,
      })
      .execute();
  }

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
    const teachers: Teacher[] = (await admin({ method: 'GET', url: '/v1/api/admin/managers?size=100&auditingStatuses=1' })).json().data
      .content;
    activeTeachers = teachers.length;
    sessionTeacher = teachers.find((m) => m.salary_type === 'SESSION')!;
    monthlyTeacher = teachers.find((m) => m.salary_type === 'MONTHLY')!;
    // 1 + 2 units present, one absence, on two classes: 3 sessions taught.
    await checkIn(sessionTeacher, '03', 1, 1, 0);
    await checkIn(sessionTeacher, '05', 1, 2, 1);
    await checkIn(sessionTeacher, '07', 0, 1, 0);
    await checkIn(monthlyTeacher, '03', 1, 1, 0);
  });

  it('computes a payslip for every active teacher: MONTHLY the salary, SESSION the rate × sessions taught', async () => {
    const res = await compute(month);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ month, created: activeTeachers, refreshed: 0, paid: 0 });
    const slips = await payslipsOf(month);
    expect(slips).toHaveLength(activeTeachers);
    const session = slips.find((p) => p.manager_id === sessionTeacher.id)!;
    expect(session).toMatchObject({
      salary_type: 'SESSION',
      salary_rate: sessionTeacher.salary,
      sessions: 3,
      base_amount: sessionTeacher.salary * 3,
      raise_amount: 0,
      deduction_amount: 0,
      total_amount: sessionTeacher.salary * 3,
      payslip_status: 1,
      branch_id: sessionTeacher.branch_id,
      manager: { id: sessionTeacher.id, name: sessionTeacher.name },
      name: `Lương tháng ${month.slice(5)}/${month.slice(0, 4)}`,
    });
    expect(slips.find((p) => p.manager_id === monthlyTeacher.id)).toMatchObject({
      salary_type: 'MONTHLY',
      sessions: 1,
      base_amount: monthlyTeacher.salary,
      total_amount: monthlyTeacher.salary,
    });
    // A session teacher with no check-in that month earns nothing from it.
    const idle = slips.find((p) => p.salary_type === 'SESSION' && p.manager_id !== sessionTeacher.id)!;
    expect(idle).toMatchObject({ sessions: 0, base_amount: 0, total_amount: 0 });
  });

  it('keeps raises and deductions with their notes, and totals base + raises − deductions', async () => {
    const slip = await payslip(month, sessionTeacher);
    const res = await admin({
      method: 'PUT',
      url: `/v1/api/admin/manager-payslips/${slip.id}`,
      payload: {
        raise_amount: 500_000,
        raise_note: 'Dạy thay',
        deduction_amount: 200_000,
        deduction_note: 'Đi muộn',
        total_amount: 1,
        base_amount: 99,
      },
    });
    expect(res.statusCode).toBe(200);
    // The base and the total are the server's, whatever the body says.
    expect(res.json().data).toMatchObject({
      base_amount: sessionTeacher.salary * 3,
      raise_amount: 500_000,
      deduction_amount: 200_000,
      raise_note: 'Dạy thay',
      total_amount: sessionTeacher.salary * 3 + 300_000,
    });
    const tooMuch = await admin({
      method: 'PATCH',
      url: `/v1/api/admin/manager-payslips/${slip.id}`,
      payload: { deduction_amount: sessionTeacher.salary * 3 + 500_001 },
    });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toEqual([{ field: 'deduction_amount', message: vi.payroll.errors.deductionTooHigh }]);
    const negative = await admin({ method: 'PATCH', url: `/v1/api/admin/manager-payslips/${slip.id}`, payload: { raise_amount: -1 } });
    expect(negative.statusCode).toBe(422);
    expect(negative.json().errors[0].field).toBe('raise_amount');
  });

  it('computes again without doubling: refreshed from new check-ins, raises and deductions kept', async () => {
    const before = await payslipsOf(month);
    await checkIn(sessionTeacher, '10', 1, 1, 0);
    const res = await compute(month);
    expect(res.json().data).toEqual({ month, created: 0, refreshed: activeTeachers, paid: 0 });
    const after = await payslipsOf(month);
    expect(after.map((p) => p.id).sort()).toEqual(before.map((p) => p.id).sort());
    expect(after.find((p) => p.manager_id === sessionTeacher.id)).toMatchObject({
      sessions: 4,
      base_amount: sessionTeacher.salary * 4,
      raise_amount: 500_000,
      deduction_amount: 200_000,
      total_amount: sessionTeacher.salary * 4 + 300_000,
    });
  });

  it('pays a payslip: one salary expense for the teacher and branch, booked with it, then the payslip is locked', async () => {
    const slip = await payslip(month, sessionTeacher);
    const res = await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${slip.id}/pay`, payload: { payment_type: 2 } });
    expect(res.statusCode).toBe(200);
    const paid = res.json().data;
    expect(paid).toMatchObject({
      payslip_status: 2,
      payment_type: 2,
      paid_date: academyMonth(DEFAULT_TIME_ZONE) + paid.paid_date.slice(7),
      expense_id: expect.any(Number),
    });
    const expense = (await admin({ method: 'GET', url: `/v1/api/admin/expenses/${paid.expense_id}` })).json().data;
    expect(expense).toMatchObject({
      amount: slip.total_amount,
      manager_id: sessionTeacher.id,
      branch_id: sessionTeacher.branch_id,
      payment_type: 2,
      at_date: paid.paid_date,
    });
    expect(expense.title).toContain(sessionTeacher.name);
    const category = await t.db
      .selectFrom('transaction_categories')
      .select(['code', 'target'])
      .where('id', '=', expense.category_id)
      .executeTakeFirstOrThrow();
    expect(category).toEqual({ code: 'EXPENSE_TEACHER_SALARY', target: 'TEACHER' });

    const again = await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${slip.id}/pay`, payload: { payment_type: 1 } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'PAYSLIP_PAID', message: vi.payroll.errors.paid });
    const edit = await admin({
      method: 'PATCH',
      url: `/v1/api/admin/manager-payslips/${slip.id}`,
      payload: { raise_amount: 1 },
      headers: { 'accept-language': 'en' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(en.payroll.errors.paid);
    const remove = await admin({ method: 'DELETE', url: `/v1/api/admin/manager-payslips/${slip.id}` });
    expect(remove.statusCode).toBe(409);
    expect(remove.json().message).toBe(vi.payroll.errors.paidDelete);

    // More check-ins and another compute leave the paid payslip as it was paid.
    await checkIn(sessionTeacher, '12', 1, 1, 0);
    expect((await compute(month)).json().data).toMatchObject({ paid: 1, refreshed: activeTeachers - 1 });
    expect(await payslip(month, sessionTeacher)).toMatchObject({ sessions: 4, total_amount: slip.total_amount, payslip_status: 2 });
    const booked = await t.db
      .selectFrom('expenses')
      .select('id')
      .where('manager_id', '=', sessionTeacher.id)
      .where('amount', '=', slip.total_amount)
      .where('at_date', '=', paid.paid_date)
      .where('deleted_at', 'is', null)
      .execute();
    expect(booked).toHaveLength(1);
  });

  it('deleting the salary expense undoes the payment: the payslip is unpaid again and can be paid anew', async () => {
    const paid = await payslip(month, sessionTeacher);
    expect(paid.payslip_status).toBe(2);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/expenses/${paid.expense_id}` })).statusCode).toBe(200);
    expect(await payslip(month, sessionTeacher)).toMatchObject({
      payslip_status: 1,
      expense_id: null,
      paid_date: null,
      payment_type: null,
    });
    const again = await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${paid.id}/pay`, payload: { payment_type: 1 } });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.expense_id).not.toBe(paid.expense_id);
  });

  it('refuses to pay a payslip of nothing, a payment type out of the list, a day to come', async () => {
    const idle = (await payslipsOf(month)).find((p) => p.total_amount === 0)!;
    const empty = await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${idle.id}/pay`, payload: { payment_type: 1 } });
    expect(empty.statusCode).toBe(409);
    expect(empty.json().code).toBe('PAYSLIP_NOTHING_TO_PAY');
    const monthly = await payslip(month, monthlyTeacher);
    const badType = await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${monthly.id}/pay`, payload: { payment_type: 9 } });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().errors).toEqual([{ field: 'payment_type', message: vi.validation.enum }]);
    const missing = await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${monthly.id}/pay`, payload: {} });
    expect(missing.json().errors).toEqual([{ field: 'payment_type', message: vi.validation.required }]);
    const future = await admin({
      method: 'PUT',
      url: `/v1/api/admin/manager-payslips/${monthly.id}/pay`,
      payload: { payment_type: 1, paid_date: '2999-01-01' },
    });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual([{ field: 'paid_date', message: vi.validation.futureDate }]);
    expect(await payslip(month, monthlyTeacher)).toMatchObject({ payslip_status: 1 });
  });

  it('checks the month: required, YYYY-MM, not to come', async () => {
    const bad = await compute('2026-13');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual([{ field: 'month', message: vi.validation.month }]);
    const none = await admin({
      method: 'POST',
      url: '/v1/api/admin/manager-payslips/compute',
      payload: {},
      headers: { 'accept-language': 'en' },
    });
    expect(none.json().errors).toEqual([{ field: 'month', message: en.validation.required }]);
    const future = await compute(monthsAgo(-1));
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual([{ field: 'month', message: vi.payroll.errors.futureMonth }]);
    // A field the form has not is refused, even null; and a bad body leaves its query string checked.
    const stranger = await admin({ method: 'POST', url: '/v1/api/admin/manager-payslips/compute', payload: { month, role: null } });
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual([{ field: 'role', message: vi.validation.unknownField }]);
    const query = await admin({ method: 'POST', url: '/v1/api/admin/manager-payslips/compute?q=1', payload: { month: 'x' } });
    expect(query.statusCode).toBe(400);
    expect(query.json().errors).toEqual([{ field: 'q', message: vi.validation.unknownField }]);
  });

  it('creates one payslip by hand, computed the same way, once per teacher and month; an unpaid one may be deleted', async () => {
    const other = monthsAgo(10);
    const created = await admin({
      method: 'POST',
      url: '/v1/api/admin/manager-payslips',
      payload: { manager_id: monthlyTeacher.id, month: other, raise_amount: 100_000 },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      month: other,
      branch_id: monthlyTeacher.branch_id,
      base_amount: monthlyTeacher.salary,
      total_amount: monthlyTeacher.salary + 100_000,
      payslip_status: 1,
    });
    const twice = await admin({
      method: 'POST',
      url: '/v1/api/admin/manager-payslips',
      payload: { manager_id: monthlyTeacher.id, month: other },
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(vi.payroll.errors.exists);
    const unknown = await admin({ method: 'POST', url: '/v1/api/admin/manager-payslips', payload: { manager_id: 999_999, month: other } });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual([{ field: 'manager_id', message: vi.validation.refNotFound }]);
    const gone = await admin({ method: 'DELETE', url: `/v1/api/admin/manager-payslips/${created.json().data.id}` });
    expect(gone.statusCode).toBe(200);
    expect(await payslipsOf(other)).toEqual([]);
  });

  it('narrows computing to the branch asked for', async () => {
    const other = monthsAgo(11);
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/manager-payslips/compute',
      payload: { month: other },
      headers: { branchids: String(sessionTeacher.branch_id) },
    });
    const ofBranch = await t.db
      .selectFrom('managers')
      .select('id')
      .where('branch_id', '=', sessionTeacher.branch_id)
      .where('auditing_status', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    expect(res.json().data.created).toBe(ofBranch.length);
    expect((await payslipsOf(other)).every((p) => p.branch_id === sessionTeacher.branch_id)).toBe(true);
  });

  it('is for admins with the payroll feature: 401, 403 by role and by package, 404 elsewhere', async () => {
    const slip = await payslip(month, monthlyTeacher);
    expect((await t.app.inject({ method: 'POST', url: '/v1/api/admin/manager-payslips/compute', payload: { month } })).statusCode).toBe(
      401,
    );
    for (const res of [
      await compute(month, manager),
      await manager({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${slip.id}/pay`, payload: { payment_type: 1 } }),
      await manager({ method: 'GET', url: '/v1/api/admin/manager-payslips' }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FORBIDDEN_ROLE');
    }
    const trial = await t.db.selectFrom('packages').select('id').where('code', '=', 'trial').executeTakeFirstOrThrow();
    const full = await t.db.selectFrom('packages').select('id').where('code', '=', 'full').executeTakeFirstOrThrow();
    await t.db.updateTable('academies').set({ package_id: trial.id }).where('code', '=', 'demo').execute();
    try {
      const res = await compute(month);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    } finally {
      await t.db.updateTable('academies').set({ package_id: full.id }).where('code', '=', 'demo').execute();
    }
    expect(
      (await admin({ method: 'PUT', url: '/v1/api/admin/manager-payslips/999999/pay', payload: { payment_type: 1 } })).statusCode,
    ).toBe(404);
    // Another academy's admin does not reach this academy's payslips.
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    expect(
      (await beta({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${slip.id}/pay`, payload: { payment_type: 1 } })).statusCode,
    ).toBe(404);
    expect(await payslip(month, monthlyTeacher)).toMatchObject({ payslip_status: 1 });
  });

  it('seeds last months from the same computation: the month before last paid with its expenses, last month waiting', async () => {
    const paidMonth = await payslipsOf(monthsAgo(2));
    const waiting = await payslipsOf(monthsAgo(1));
    expect(paidMonth.length).toBe(activeTeachers);
    expect(paidMonth.filter((p) => p.total_amount > 0).every((p) => p.payslip_status === 2 && p.expense_id)).toBe(true);
    expect(waiting.every((p) => p.payslip_status === 1)).toBe(true);
  });
});
