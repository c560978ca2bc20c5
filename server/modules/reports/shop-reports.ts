/**
 * Shop reports: orders by period and status, and the inventory report — units
 * taken in and sold by period, and each product's stock from the start to the
 * end of the range with its value at the average cost of what was taken in.
 * Stock-ins and sales are read through stock-service's definitions.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import enums from '../../../schemas/enums.json' with { type: 'json' };
import type { Cell } from '../../../domain/reports/report-table';
import type { InventoryReport, OrderReport } from '../../../domain/reports/shop-views';
import { dayWithin, oneOf, periodOfDay, periodReport, type ReportRange } from './report-range';
import { saleLines, stockInLines } from '../shop/stock-service';

const ORDER_STATUS = enums.$defs.order_status as { enum: number[]; 'x-enum-labels': Record<string, { vi: string; en: string }> };

/** Orders and their totals (what the customer pays) by period and order status. */
export async function orderReport(ctx: RequestContext, range: ReportRange, filters: { orderStatuses?: number[] }): Promise<OrderReport> {
  const { rows } = await sql<Cell<'count' | 'amount'>>`
    select ${periodOfDay(range, 'order_date')} as period, order_status as key, count(*) as count, sum(transaction_amount) as amount
    from orders
    where academy_id = ${ctx.academy.id} and deleted_at is null
      and ${dayWithin(range, 'order_date')} and ${withinBranches(ctx.branchIds, 'branch_id')} and ${oneOf('order_status', filters.orderStatuses)}
    group by 1, 2`.execute(ctx.db);
  const series = ORDER_STATUS.enum.map((status) => ({ key: String(status), name: ORDER_STATUS['x-enum-labels'][status][ctx.lang] }));
  return periodReport(range, ['count', 'amount'] as const, series, rows);
}

/**
 * A product's stock over the range: `opening` the day before it, `closing` at its end;
 * `unit_cost` what one unit cost on average over the stock-ins up to the end, shipping included.
 */
type ProductStock = InventoryReport['products'][number];

/**
 * Stock is held academy-wide (stock-ins belong to no branch), so the branch
 * does not narrow this report; a product category does.
 */
export async function inventoryReport(
  ctx: RequestContext,
  range: ReportRange,
  filters: { categoryIds?: number[] },
): Promise<InventoryReport> {
  // The products the report lists; their movements alone make the periods, so both agree.
  const listed = sql<boolean>`p.deleted_at is null and ${oneOf('p.category_id', filters.categoryIds)}`;
  const { rows: moves } = await sql<Cell<'quantity' | 'value'>>`
    select period, key, sum(qty) as quantity, sum(value) as value from (
      select ${periodOfDay(range, 'day')} as period, 'taken_in' as key, qty, value from ${stockInLines(ctx)}
      join products p on p.id = stock_in.product_id where ${dayWithin(range, 'day')} and ${listed}
      union all
      select ${periodOfDay(range, 'day')}, 'sold', qty, value from ${saleLines(ctx)}
      join products p on p.id = sale.product_id where ${dayWithin(range, 'day')} and ${listed}
    ) moves group by 1, 2`.execute(ctx.db);
  const series = (['taken_in', 'sold'] as const).map((key) => ({ key, name: ctx.t(`reports.stock.${key}`) }));
  const report = periodReport(range, ['quantity', 'value'] as const, series, moves);

  // Both sides up to the range's end: before it = the opening stock, within it = the range's movements.
  const { rows } = await sql<{
    id: number;
    name: string;
    code: string;
    in_before: number;
    in_within: number;
    units_in: number;
    cost: number;
    sold_before: number;
    sold_within: number;
  }>`
    select p.id, p.name, p.code, i.before as in_before, i.within as in_within, i.units as units_in, i.cost,
      s.before as sold_before, s.within as sold_within
    from products p
    left join (
      select product_id, sum(qty) filter (where day < ${range.from}::date) as before, sum(qty) filter (where day >= ${range.from}::date) as within,
        sum(qty) as units, sum(value) as cost
      from ${stockInLines(ctx)} where day <= ${range.to}::date group by product_id
    ) i on i.product_id = p.id
    left join (
      select product_id, sum(qty) filter (where day < ${range.from}::date) as before, sum(qty) filter (where day >= ${range.from}::date) as within
      from ${saleLines(ctx)} where day <= ${range.to}::date group by product_id
    ) s on s.product_id = p.id
    where p.academy_id = ${ctx.academy.id} and ${listed}
    order by p.name, p.id`.execute(ctx.db);
  const products: ProductStock[] = rows.map((r) => {
    const opening = Number(r.in_before ?? 0) - Number(r.sold_before ?? 0);
    const takenIn = Number(r.in_within ?? 0);
    const sold = Number(r.sold_within ?? 0);
    const closing = opening + takenIn - sold;
    const unitCost = Number(r.units_in) ? Math.round(Number(r.cost) / Number(r.units_in)) : 0;
    return {
      id: r.id,
      name: r.name,
      code: r.code,
      opening,
      taken_in: takenIn,
      sold,
      closing,
      unit_cost: unitCost,
      stock_value: Math.max(closing, 0) * unitCost,
    };
  });
  const sum = (field: keyof ProductStock) => products.reduce((total, p) => total + (p[field] as number), 0);
  return {
    ...report,
    products,
    total: {
      opening: sum('opening'),
      taken_in: sum('taken_in'),
      sold: sum('sold'),
      closing: sum('closing'),
      stock_value: sum('stock_value'),
      taken_in_value: report.series.find((s) => s.key === 'taken_in')?.value ?? 0,
      sold_value: report.series.find((s) => s.key === 'sold')?.value ?? 0,
    },
  };
}
