/**
 * Teachers' payslips, one per teacher and month. The base comes from the
 * teacher's salary type (MONTHLY: the monthly salary; SESSION: the rate × the
 * sessions taught that month, from their check-ins); raises and deductions are
 * edited by hand; the total is always the server's. Paying a payslip books the
 * salary expense in the same transaction and locks it: a paid payslip is never
 * recomputed, edited or deleted.
 */
import { sql } from 'kysely';
import type { ComputedPayslips } from '../../../domain/payslips';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { ApiError, unprocessable } from '../../core/errors';
import { academyMonth, academyToday } from '../../core/academy-clock';
import { validActionBody } from './action-body';
import { checkRelations, expandRelations, getRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { baseAmount, totalAmount } from './payslip-amounts';
import { rowValues } from '../../core/crud/row-values';
import { systemCategory } from '../money/system-categories';
import { sessionsTaught } from './timekeeping-service';
import { nextVersion } from '../../core/crud/record-version';
import { dynamicDb } from '../../db/dynamic-db';

type Row = Record<string, unknown>;

export const UNPAID = 1;
export const PAID = 2;

interface Teacher {
  id: number;
  name: string;
  branch_id: number;
  salary_type: string;
  salary: number;
}

const paidError = (ctx: RequestContext) => new ApiError(409, 'PAYSLIP_PAID', ctx.t('payroll.errors.paid'));

/** '2026-05' → 'Lương tháng 05/2026' in the caller's language. */
const payslipName = (ctx: RequestContext, month: string) =>
  ctx.t('payroll.payslipName', { month: `${month.slice(5, 7)}/${month.slice(0, 4)}` });

function refuseFutureMonth(ctx: RequestContext, month: string): void {
  if (month > academyMonth(ctx.academy.timeZone))
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'month', message: ctx.t('payroll.errors.futureMonth') }]);
}

function teachers(ctx: RequestContext) {
  const q = ctx.db
    .selectFrom('managers')
    .select(['id', 'name', 'branch_id', 'salary_type', 'salary'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null);
  return q.where(withinBranches(ctx.branchIds, 'branch_id'));
}

/** The computed part of a teacher's payslip for a month: what a refresh rewrites. */
function computed(teacher: Teacher, sessions: number) {
  const rate = Number(teacher.salary ?? 0);
  return {
    branch_id: teacher.branch_id,
    salary_type: teacher.salary_type,
    salary_rate: rate,
    sessions,
    base_amount: baseAmount(teacher.salary_type, rate, sessions),
  };
}

function checkDeduction(ctx: RequestContext, base: number, raise: number, deduction: number): void {
  if (deduction > base + raise) {
    throw unprocessable(ctx.t('errors.validationFailed'), [
      { field: 'deduction_amount', message: ctx.t('payroll.errors.deductionTooHigh') },
    ]);
  }
}

/**
 * POST compute {month}: a payslip for every active teacher of the branch scope,
 * new ones created, unpaid ones refreshed from today's salary and check-ins
 * (their raises and deductions kept), paid ones left alone. Running it twice changes nothing.
 */
export async function computeMonth(ctx: RequestContext, model: EntityModel, body: unknown): Promise<ComputedPayslips> {
  const { month } = validActionBody<{ month: string }>(ctx, model, 'compute', body);
  refuseFutureMonth(ctx, month);
  const active = (await teachers(ctx).where('auditing_status', '=', 1).orderBy('id').execute()) as Teacher[];
  const sessions = await sessionsTaught(
    ctx,
    month,
    active.map((t) => t.id),
  );
  const result = { month, created: 0, refreshed: 0, paid: 0 };
  await ctx.db.transaction().execute(async (db) => {
    const existing = active.length
      ? await db
          .selectFrom('manager_payslips')
          .select(['id', 'manager_id', 'payslip_status', 'raise_amount', 'deduction_amount'])
          .where('academy_id', '=', ctx.academy.id)
          .where('month', '=', month)
          .where('deleted_at', 'is', null)
          .where(
            'manager_id',
            'in',
            active.map((t) => t.id),
          )
          .execute()
      : [];
    const byTeacher = new Map(existing.map((p) => [Number(p.manager_id), p]));
    for (const teacher of active) {
      const slip = byTeacher.get(teacher.id);
      const figures = computed(teacher, sessions.get(teacher.id) ?? 0);
      if (slip?.payslip_status === PAID) {
        result.paid += 1;
      } else if (slip) {
        const total = totalAmount(figures.base_amount, Number(slip.raise_amount ?? 0), Number(slip.deduction_amount ?? 0));
        await db
          .updateTable('manager_payslips')
          .set({ ...figures, total_amount: total, update_date: nextVersion })
          .where('academy_id', '=', ctx.academy.id)
          .where('id', '=', slip.id)
          .where('payslip_status', '=', UNPAID)
          .execute();
        result.refreshed += 1;
      } else {
        const row = {
          name: payslipName(ctx, month),
          manager_id: teacher.id,
          month,
          ...figures,
          raise_amount: 0,
          deduction_amount: 0,
          total_amount: figures.base_amount,
          payslip_status: UNPAID,
        };
        await dynamicDb(db)
          .insertInto('manager_payslips')
          .values({ ...rowValues(model, row), academy_id: ctx.academy.id })
          .onConflict((oc) => oc.columns(['academy_id', 'manager_id', 'month']).where('deleted_at', 'is', null).doNothing())
          .execute();
        result.created += 1;
      }
    }
  });
  return result;
}

/** A payslip typed in for one teacher and month (the generated create form): computed like the month's. */
export async function createPayslip(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  const month = String(data.month);
  const teacher = (await teachers(ctx).where('id', '=', Number(data.manager_id)).executeTakeFirst()) as Teacher | undefined;
  if (!teacher) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'manager_id', message: ctx.t('validation.refNotFound') }]);
  refuseFutureMonth(ctx, month);
  await checkRelations(ctx, model, { ...data, branch_id: teacher.branch_id });
  const taken = await ctx.db
    .selectFrom('manager_payslips')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('manager_id', '=', teacher.id)
    .where('month', '=', month)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  if (taken) throw new ApiError(409, 'PAYSLIP_EXISTS', ctx.t('payroll.errors.exists'));
  const figures = computed(teacher, (await sessionsTaught(ctx, month, [teacher.id])).get(teacher.id) ?? 0);
  const raise = Number(data.raise_amount ?? 0);
  const deduction = Number(data.deduction_amount ?? 0);
  checkDeduction(ctx, figures.base_amount, raise, deduction);
  const row = {
    ...data,
    name: payslipName(ctx, month),
    ...figures,
    raise_amount: raise,
    deduction_amount: deduction,
    total_amount: totalAmount(figures.base_amount, raise, deduction),
    payslip_status: UNPAID,
  };
  const inserted = await dynamicDb(ctx.db)
    .insertInto('manager_payslips')
    .values({ ...rowValues(model, row), academy_id: ctx.academy.id })
    .returning(model.columns)
    .executeTakeFirstOrThrow();
  return (await expandRelations(ctx, model, [inserted]))[0];
}

/** Raises, deductions and notes of an unpaid payslip; the total follows. */
export async function updatePayslip(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const current = await getRecord(ctx, model, id);
  if (current.payslip_status === PAID) throw paidError(ctx);
  const data = validBody(ctx, model, body, true);
  const raise = Number(data.raise_amount ?? 0);
  const deduction = Number(data.deduction_amount ?? 0);
  const base = Number(current.base_amount ?? 0);
  checkDeduction(ctx, base, raise, deduction);
  const row = await dynamicDb(ctx.db)
    .updateTable('manager_payslips')
    .set({
      ...rowValues(model, { ...data, name: current.name, raise_amount: raise, deduction_amount: deduction }),
      total_amount: totalAmount(base, raise, deduction),
      update_date: nextVersion,
    })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .where('payslip_status', '=', UNPAID)
    .returning(model.columns)
    .executeTakeFirst();
  if (!row) throw paidError(ctx);
  return (await expandRelations(ctx, model, [row]))[0];
}

/** An unpaid payslip may go; a paid one stays, as the expense it booked does. */
export async function deletePayslip(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  const current = await getRecord(ctx, model, id);
  if (current.payslip_status === PAID) throw new ApiError(409, 'PAYSLIP_PAID', ctx.t('payroll.errors.paidDelete'));
  await ctx.db
    .updateTable('manager_payslips')
    .set({ deleted_at: sql`now()` })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .where('payslip_status', '=', UNPAID)
    .execute();
}

/**
 * PUT {id}/pay {payment_type, paid_date?}: books the total as a salary expense
 * of the teacher's branch and marks the payslip paid, both or neither.
 */
export async function payPayslip(ctx: RequestContext, model: EntityModel, expenses: EntityModel, id: number, body: unknown): Promise<Row> {
  const { payment_type, paid_date = academyToday(ctx.academy.timeZone) } = validActionBody<{ payment_type: number; paid_date?: string }>(
    ctx,
    model,
    'pay',
    body,
  );
  if (paid_date > academyToday(ctx.academy.timeZone))
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'paid_date', message: ctx.t('validation.futureDate') }]);
  const paid = await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const slip = await getRecord(tx, model, id);
    if (slip.payslip_status === PAID) throw paidError(ctx);
    const amount = Number(slip.total_amount ?? 0);
    if (amount <= 0) throw new ApiError(409, 'PAYSLIP_NOTHING_TO_PAY', ctx.t('payroll.errors.nothingToPay'));
    const teacher = slip.manager as { name: string } | null;
    const expense = {
      title: `${slip.name}${teacher ? ` - ${teacher.name}` : ''}`,
      category_id: await systemCategory(tx, 'teacherSalary'),
      branch_id: slip.branch_id,
      manager_id: slip.manager_id,
      amount,
      at_date: paid_date,
      payment_type,
      note: slip.note ?? null,
    };
    const { id: expenseId } = await db
      .insertInto('expenses')
      .values({ ...rowValues(expenses, expense), academy_id: ctx.academy.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = await dynamicDb(db)
      .updateTable('manager_payslips')
      .set({ payslip_status: PAID, paid_date, payment_type, expense_id: expenseId, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .where('payslip_status', '=', UNPAID)
      .returning(model.columns)
      .executeTakeFirst();
    // Someone paid it between our read and this write: their expense stands, ours is rolled back.
    if (!row) throw paidError(ctx);
    return row;
  });
  return (await expandRelations(ctx, model, [paid]))[0];
}
