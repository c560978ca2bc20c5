/**
 * The stock of each product (spec §7 `GET /admin/inventories`): units taken in
 * by stock-ins, units sold on orders that were not cancelled or refunded, and
 * what is left, computed from those rows in one query. The inventory report
 * reads the same movements by period.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import type { Page } from '../../core/crud/crud-service';
import { MAX_PAGE_SIZE } from '../../core/crud/list-query';
import { CANCELLED, REFUNDED } from './order-refund';
import { foldText } from '../../core/search-text';
import type { StockRow } from '../../../domain/stock-levels';

const SORTS = { product_name: 'p.name', in_stock: 'in_stock', quantities_sold: 'sold' } as const;

/** What the stock's definitions read: the academy whose lines they are. */
export type AcademyScope = { academy: { id: number } };

export interface StockQuery {
  page?: number;
  size?: number;
  search?: string;
  sort?: `${keyof typeof SORTS}:${'asc' | 'desc'}`;
}

/**
 * Every stock-in as (product_id, day, qty, value): the units taken in on a day
 * and what they cost, shipping included. The one definition of "taken in".
 */
export const stockInLines = (ctx: AcademyScope) => sql`(select product_id, at_date as day, quantity as qty,
    quantity * unit_price + coalesce(shipping_fee, 0) as value
  from inventory_histories where academy_id = ${ctx.academy.id} and deleted_at is null) as stock_in`;

/**
 * Every order line that stands (not cancelled nor refunded) as (product_id,
 * day, qty, value): the units sold on the order's day and their price. The one
 * definition of "sold".
 */
export const saleLines = (ctx: AcademyScope) => sql`(select (line->>'product_id')::int as product_id, order_date as day,
    (line->>'quantity')::int as qty, coalesce((line->>'amount')::bigint, 0) as value
  from orders, jsonb_array_elements(items) as line
  where academy_id = ${ctx.academy.id} and deleted_at is null and order_status not in (${CANCELLED}, ${REFUNDED})) as sale`;

export async function stockLevels(ctx: RequestContext, query: StockQuery): Promise<Page<StockRow>> {
  const page = query.page ?? 0;
  const size = Math.min(query.size ?? 10, MAX_PAGE_SIZE);
  const [sortKey, dir] = (query.sort ?? 'product_name:asc').split(':') as [keyof typeof SORTS, 'asc' | 'desc'];
  const search = query.search?.trim() ? `%${foldText(query.search).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;

  const stockIns = sql`(select product_id, sum(qty) as qty from ${stockInLines(ctx)} group by product_id)`;
  const sales = sql`(select product_id, sum(qty) as qty from ${saleLines(ctx)} group by product_id)`;
  const where = sql`p.academy_id = ${ctx.academy.id} and p.deleted_at is null ${search ? sql`and p.search_text like ${search}` : sql``}`;

  const {
    rows: [{ total }],
  } = await sql<{ total: number }>`select count(*) as total from products p where ${where}`.execute(ctx.db);
  const { rows } = await sql<{ id: number; name: string; code: string; images: unknown; taken_in: number; sold: number; in_stock: number }>`
    select p.id, p.name, p.code, p.images, coalesce(i.qty, 0) as taken_in, coalesce(s.qty, 0) as sold,
      coalesce(i.qty, 0) - coalesce(s.qty, 0) as in_stock
    from products p
    left join ${stockIns} i on i.product_id = p.id
    left join ${sales} s on s.product_id = p.id
    where ${where}
    order by ${sql.raw(SORTS[sortKey])} ${sql.raw(dir)}, p.id desc
    limit ${size} offset ${page * size}`.execute(ctx.db);

  return {
    page,
    size,
    total_elements: Number(total),
    total_pages: Math.ceil(Number(total) / size),
    content: rows.map((r) => {
      const inStock = Number(r.in_stock);
      const first = Array.isArray(r.images) ? (r.images[0] as { url?: string } | undefined) : undefined;
      return {
        id: r.id,
        product: { id: r.id, name: r.name, code: r.code },
        image: first?.url ?? null,
        quantities_in_hand: Number(r.taken_in),
        quantities_sold: Number(r.sold),
        in_stock: inStock,
        status: inStock > 0 ? 1 : 2,
      };
    }),
  };
}
