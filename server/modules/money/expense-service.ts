/**
 * Deleting an expense that paid a payslip undoes the payment: the payslip is
 * unpaid again (and may be corrected and paid anew), both or neither.
 */
import type { RequestContext } from '../../core/context';
import { deleteRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { UNPAID } from '../payroll/payroll-service';
import { atomically } from '../../db/atomically';
import { nextVersion } from '../../core/crud/record-version';

export async function deleteExpense(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  await atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    await deleteRecord(tx, model, id);
    await db
      .updateTable('manager_payslips')
      .set({ payslip_status: UNPAID, paid_date: null, payment_type: null, expense_id: null, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('expense_id', '=', id)
      .execute();
  });
}
