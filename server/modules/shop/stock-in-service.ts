/**
 * Paying a stock-in records its expense: quantity × unit price plus shipping,
 * booked to the supplier expense category, linked both ways, in one transaction.
 * A stock-in is paid once.
 */
import type { RequestContext } from '../../core/context';
import { ApiError, forbidden } from '../../core/errors';
import { expandRelations, getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { searchTextOf } from '../../core/search-text';
import { systemCategory } from '../money/system-categories';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { dynamicDb } from '../../db/dynamic-db';
import { numberField } from '../../core/crud/record-fields';

export interface StockInPayment {
  branch_id: number;
  payment_type: number;
  at_date?: string;
  note?: string;
}

export async function payStockIn(ctx: RequestContext, models: Map<string, EntityModel>, id: number, body: StockInPayment) {
  const stockIns = models.get('inventory_histories')!;
  const expenses = models.get('expenses')!;
  const stockIn = await getRecord(ctx, stockIns, id);
  if (stockIn.expense_id) throw new ApiError(409, 'STOCK_IN_PAID', ctx.t('errors.stockInPaid'));
  const branch = await getRecord(ctx, models.get('branches')!, body.branch_id);
  if (ctx.user.branchIds.length && !ctx.user.branchIds.includes(body.branch_id))
    throw forbidden(ctx.t('errors.branchNotAllowed'), 'BRANCH_NOT_ALLOWED');
  const title = ctx.t('bookedMoney.titles.stockIn', { id });
  const expense = await ctx.db.transaction().execute(async (db) => {
    const row = await dynamicDb(db)
      .insertInto('expenses')
      .values({
        academy_id: ctx.academy.id,
        title,
        category_id: await systemCategory({ ...ctx, db }, 'supplierExpense'),
        branch_id: numberField(branch),
        amount: Number(stockIn.quantity) * Number(stockIn.unit_price) + Number(stockIn.shipping_fee ?? 0),
        at_date: body.at_date ?? academyToday(ctx.academy.timeZone),
        payment_type: body.payment_type,
        note: body.note ?? null,
        search_text: searchTextOf({ title, note: body.note }, ['title', 'note']),
      })
      .returning(expenses.columns)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('inventory_histories')
      .set({ expense_id: numberField(row), update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
    return row;
  });
  return (await expandRelations(ctx, expenses, [expense]))[0];
}
