/**
 * Each product's stock kept on the product (`in_stock`, shown on its list and
 * page): units taken in minus units sold, by the one definition of each in
 * stock-service.ts. Every write that moves stock (an order, a stock-in, either
 * deleted or restored) recomputes its products in the same transaction.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { saleLines, stockInLines, type AcademyScope } from './stock-service';

/** Recomputes the stock of these products (every product of the academy when none are named). */
export async function syncStock(ctx: AcademyScope & { db: Db }, productIds?: readonly number[]): Promise<void> {
  const ids = productIds && [...new Set(productIds.filter((id) => Number.isInteger(id)))];
  if (ids && !ids.length) return;
  const which = ids ? sql`and p.id in (${sql.join(ids)})` : sql``;
  // Locking first makes a concurrent write wait and then count what the other one committed.
  await sql`select p.id from products p where p.academy_id = ${ctx.academy.id} ${which} order by p.id for update`.execute(ctx.db);
  await sql`update products p set in_stock =
      coalesce((select sum(qty) from ${stockInLines(ctx)} where stock_in.product_id = p.id), 0)
      - coalesce((select sum(qty) from ${saleLines(ctx)} where sale.product_id = p.id), 0)
    where p.academy_id = ${ctx.academy.id} ${which}`.execute(ctx.db);
}

const STOCK_COUNTED = 'products_in_stock (counted at start-up)';

/**
 * Stock kept on the product came after products had orders and stock-ins: a database
 * from before it has every product's stock counted once, at start-up, under the
 * migrations' lock (the mark kept with the migrations).
 */
export async function countStockOnce(db: Db): Promise<void> {
  const done = await sql`select 1 from schema_migrations where name = ${STOCK_COUNTED}`.execute(db);
  if (done.rows.length) return;
  const academies = await db.selectFrom('products').select('academy_id').distinct().execute();
  for (const { academy_id } of academies) await syncStock({ db, academy: { id: academy_id } });
  await sql`insert into schema_migrations (name) values (${STOCK_COUNTED})`.execute(db);
}

/** The products an order's lines name. */
export const productsOf = (order: Record<string, unknown> | undefined): number[] =>
  Array.isArray(order?.items) ? (order.items as Array<{ product_id?: unknown }>).map((line) => Number(line.product_id)) : [];
