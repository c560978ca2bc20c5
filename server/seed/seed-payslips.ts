/**
 * The demo's payroll, computed by the payroll service itself from the seeded
 * teachers and their check-ins: the month before last computed and paid (its
 * salary expenses booked), last month computed and waiting to be paid.
 */
import { backgroundContext } from '../core/background-context';
import { academyMonth, monthBounds } from '../core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import type { EntityModel } from '../core/crud/entity-model';
import { computeMonth, payPayslip, UNPAID } from '../modules/payroll/payroll-service';
import type { Db } from '../db/client';

const CASH = 1;

const monthBefore = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
};

export async function seedPayslips(
  db: Db,
  models: Map<string, EntityModel>,
  academy: { id: number; code: string; name: string },
): Promise<void> {
  const payslips = models.get('manager_payslips');
  const expenses = models.get('expenses');
  if (!payslips || !expenses) return;
  // The seed acts as the academy's admin: every branch, in Vietnamese.
  const ctx = backgroundContext(db, { ...academy, features: new Set(), lapsed: null, timeZone: DEFAULT_TIME_ZONE }, 'vi', {
    name: 'seed',
    userName: 'seed',
    role: 'admin',
  });
  const lastMonth = monthBefore(academyMonth(ctx.academy.timeZone));
  const paidMonth = monthBefore(lastMonth);
  for (const month of [paidMonth, lastMonth]) await computeMonth(ctx, payslips, { month });
  const toPay = await db
    .selectFrom('manager_payslips')
    .select('id')
    .where('academy_id', '=', academy.id)
    .where('month', '=', paidMonth)
    .where('payslip_status', '=', UNPAID)
    .where('total_amount', '>', 0)
    .orderBy('id')
    .execute();
  // Salaries go out on the fifth of the month after.
  const paidDate = `${monthBounds(paidMonth).next.slice(0, 7)}-05`;
  for (const { id } of toPay) await payPayslip(ctx, payslips, expenses, Number(id), { payment_type: CASH, paid_date: paidDate });
}
