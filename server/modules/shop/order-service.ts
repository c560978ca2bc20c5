/**
 * Shop orders and the money they imply: prices come from the products at the
 * time of the order, never from the body; a paid order carries its revenue and
 * its earned points, and cancelling, unpaying or deleting it takes both back. A
 * refund keeps the revenue and books the money going back out (order-refund.ts),
 * and takes the points back. Each write is one transaction, so an order, its
 * money, its points and its products' stock never disagree, and an order takes no
 * more than is in stock unless the shop allows it (stock-check.ts). An order for a player
 * whose revenue is booked (paid) tells the parent of the payment, in that transaction.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { unprocessable } from '../../core/errors';
import { checkRelations, expandRelations, getRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { assertPaymentTypeOffered } from '../money/payment-gateway';
import { syncOrderPoints } from '../loyalty/point-awards-service';
import { rowValues } from '../../core/crud/row-values';
import { searchTextOf } from '../../core/search-text';
import { systemCategory } from '../money/system-categories';
import { atomically } from '../../db/atomically';
import { nextVersion } from '../../core/crud/record-version';
import { CANCELLED, MONEY_RETURNED, PAID, REFUNDED, refundStatus, syncRefund } from './order-refund';
import { productsOf, syncStock } from './product-stock';
import { queuePaymentNotice } from '../notifications/payment-notices';
import { readSettings } from '../settings/settings-service';
import { assertInStock } from './stock-check';
import { dynamicDb } from '../../db/dynamic-db';
import { numberField, optionalNumberField } from '../../core/crud/record-fields';

type Row = Record<string, unknown>;
interface OrderLine {
  product_id: number;
  quantity: number;
}

/** Whether an order's money came in: paid (refunded since or not), and not cancelled. */
export const earnsRevenue = (order: Row) =>
  (order.transaction_status === PAID || order.transaction_status === MONEY_RETURNED) && order.order_status !== CANCELLED;

/** Whether an order stands as a sale that earns points: paid and neither cancelled nor refunded. */
const earnsPoints = (order: Row) =>
  order.transaction_status === PAID && order.order_status !== CANCELLED && order.order_status !== REFUNDED;

/** Prices the lines from the academy's products on sale; 422 on an unknown or withdrawn product. */
async function priced(ctx: RequestContext, data: Row): Promise<Row> {
  const lines = data.items as OrderLine[];
  const products = await ctx.db
    .selectFrom('products')
    .select(['id', 'name', 'selling_price'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where(
      'id',
      'in',
      lines.map((l) => l.product_id),
    )
    .execute();
  const byId = new Map(products.map((p) => [p.id, p]));
  if (lines.some((l) => !byId.has(l.product_id))) {
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'items', message: ctx.t('validation.refNotFound') }]);
  }
  const items = lines.map((l) => {
    const p = byId.get(l.product_id)!;
    const price = Number(p.selling_price);
    return { product_id: l.product_id, quantity: l.quantity, product_name: p.name, selling_price: price, amount: price * l.quantity };
  });
  const amount = items.reduce((sum, i) => sum + i.amount, 0);
  const total = amount + Number(data.shipping_fee ?? 0) - Number(data.discount_value ?? 0);
  if (total < 0)
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'discount_value', message: ctx.t('validation.discountTooHigh') }]);
  return { ...data, items, amount, transaction_amount: total };
}

/** Brings the order's revenue in line with the order: created, updated or taken back. */
async function syncRevenue(ctx: RequestContext, order: Row): Promise<number | null> {
  const current = optionalNumberField(order, 'revenue_id');
  if (!earnsRevenue(order)) {
    if (current)
      await ctx.db
        .updateTable('revenues')
        .set({ deleted_at: sql`now()` })
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', current)
        .execute();
    return null;
  }
  const title = ctx.t('bookedMoney.titles.order', { id: order.id });
  const values = {
    title,
    branch_id: order.branch_id,
    player_id: order.player_id ?? null,
    amount: order.transaction_amount,
    at_date: order.order_date,
    payment_type: order.payment_type,
    transaction_status: PAID,
    order_id: order.id,
    search_text: searchTextOf({ title }, ['title']),
  };
  if (current) {
    await dynamicDb(ctx.db)
      .updateTable('revenues')
      .set({ ...values, deleted_at: null, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', current)
      .execute();
    return current;
  }
  const created = await dynamicDb(ctx.db)
    .insertInto('revenues')
    .values({ ...values, academy_id: ctx.academy.id, category_id: await systemCategory(ctx, 'productRevenue') })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

async function save(ctx: RequestContext, model: EntityModel, data: Row, id: number | null): Promise<Row> {
  const order = refundStatus(ctx, await priced(ctx, data));
  const saved = await atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    const settings = await readSettings(tx);
    // Locked, so two saves making the order paid book and tell of its revenue once, and take its stock once.
    const was = id
      ? await db
          .selectFrom('orders')
          .select(['transaction_status', 'order_status', 'items'])
          .where('academy_id', '=', ctx.academy.id)
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirst()
      : undefined;
    const row = id
      ? await dynamicDb(db)
          .updateTable('orders')
          .set({ ...rowValues(model, order), update_date: nextVersion })
          .where('academy_id', '=', ctx.academy.id)
          .where('id', '=', id)
          .returning(model.columns)
          .executeTakeFirstOrThrow()
      : await dynamicDb(db)
          .insertInto('orders')
          .values({ ...rowValues(model, order), academy_id: ctx.academy.id })
          .returning(model.columns)
          .executeTakeFirstOrThrow();
    await syncStock(tx, [...productsOf(was), ...productsOf(row)]);
    await assertInStock(tx, settings, was, row);
    const links = { revenue_id: await syncRevenue(tx, row), refund_id: await syncRefund(tx, row) };
    if (links.revenue_id && !(was && earnsRevenue(was))) await queuePaymentNotice(tx, settings, links.revenue_id);
    await syncOrderPoints(tx, row, earnsPoints(row));
    if (links.revenue_id !== row.revenue_id || links.refund_id !== row.refund_id) {
      await db.updateTable('orders').set(links).where('academy_id', '=', ctx.academy.id).where('id', '=', numberField(row)).execute();
    }
    return { ...row, ...links };
  });
  return (await expandRelations(ctx, model, [saved]))[0];
}

export async function createOrder(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  await checkRelations(ctx, model, data);
  await assertPaymentTypeOffered(ctx, data.payment_type);
  return save(ctx, model, data, null);
}

export async function updateOrder(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const current = await getRecord(ctx, model, id);
  const data = validBody(ctx, model, body, true);
  await checkRelations(ctx, model, data, current);
  await assertPaymentTypeOffered(ctx, data.payment_type, current.payment_type);
  return save(ctx, model, { ...data, revenue_id: current.revenue_id, refund_id: current.refund_id }, id);
}

export async function deleteOrder(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  const current = await getRecord(ctx, model, id);
  await atomically(ctx.db, async (db) => {
    await db
      .updateTable('orders')
      .set({ deleted_at: sql`now()` })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
    for (const [table, field] of [
      ['revenues', 'revenue_id'],
      ['expenses', 'refund_id'],
    ] as const) {
      const id = optionalNumberField(current, field);
      if (id)
        await db
          .updateTable(table)
          .set({ deleted_at: sql`now()` })
          .where('academy_id', '=', ctx.academy.id)
          .where('id', '=', id)
          .execute();
    }
    await syncOrderPoints({ ...ctx, db }, current, false);
    await syncStock({ ...ctx, db }, productsOf(current));
  });
}
