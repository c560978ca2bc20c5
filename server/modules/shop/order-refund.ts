/**
 * A refunded order's money going back out: a paid order marked refunded keeps
 * its revenue (the money did come in, on the order's day) and books a refund
 * expense (the money going out, on the day of the refund), linked both ways, so
 * the money lists, the reports and the dashboard count each movement once. The
 * order's payment status then reads "refunded", never "paid".
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { unprocessable } from '../../core/errors';
import { searchTextOf } from '../../core/search-text';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { systemCategory } from '../money/system-categories';
import { dynamicDb } from '../../db/dynamic-db';
import { optionalNumberField } from '../../core/crud/record-fields';

type Row = Record<string, unknown>;

export const PAID = 1;
/** Payment status of an order whose money went back to the customer. */
export const MONEY_RETURNED = 5;
export const CANCELLED = 3;
export const REFUNDED = 4;

/**
 * The payment status the order is stored with: a paid order marked refunded has
 * its money returned. A returned payment on an order not marked refunded is refused.
 */
export function refundStatus(ctx: RequestContext, order: Row): Row {
  const refunded = order.order_status === REFUNDED;
  if (order.transaction_status === MONEY_RETURNED && !refunded) {
    throw unprocessable(ctx.t('errors.validationFailed'), [
      { field: 'transaction_status', message: ctx.t('validation.refundNeedsRefundedOrder') },
    ]);
  }
  return refunded && order.transaction_status === PAID ? { ...order, transaction_status: MONEY_RETURNED } : order;
}

/** Brings the order's refund expense in line with the order: booked, updated or taken back; answers its id. */
export async function syncRefund(ctx: RequestContext, order: Row): Promise<number | null> {
  const current = optionalNumberField(order, 'refund_id');
  const scopedTo = (id: number) => dynamicDb(ctx.db).updateTable('expenses').where('academy_id', '=', ctx.academy.id).where('id', '=', id);
  if (order.transaction_status !== MONEY_RETURNED) {
    if (current)
      await scopedTo(current)
        .set({ deleted_at: sql`now()` })
        .execute();
    return null;
  }
  const title = ctx.t('bookedMoney.titles.orderRefund', { id: order.id });
  const values = {
    title,
    branch_id: order.branch_id,
    player_id: order.player_id ?? null,
    amount: order.transaction_amount,
    payment_type: order.payment_type,
    order_id: order.id,
    search_text: searchTextOf({ title }, ['title']),
  };
  if (current) {
    await scopedTo(current)
      .set({ ...values, deleted_at: null, update_date: nextVersion })
      .execute();
    return current;
  }
  const created = await dynamicDb(ctx.db)
    .insertInto('expenses')
    .values({
      ...values,
      academy_id: ctx.academy.id,
      at_date: academyToday(ctx.academy.timeZone),
      category_id: await systemCategory(ctx, 'orderRefund'),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}
