/**
 * Revenue, expense and profit-and-loss reports: sums of the money rows by
 * period and by category, one grouped query each. Revenue counts money that
 * came in (paid, no test payment: counted-money.ts); every recorded expense went out.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { withinBranches } from '../../core/branch-scope';
import { periodsBetween } from '../../../domain/report-periods';
import type { Cell, Series } from '../../../domain/reports/report-table';
import type { MoneyReport, ProfitAndLoss } from '../../../domain/reports/money-views';
import { dayWithin, oneOf, periodOfDay, periodReport, type ReportRange } from './report-range';
import { countedRevenue } from '../money/counted-money';

const MONEY = ['amount', 'count'] as const;
const PNL = ['revenue', 'expense', 'profit'] as const;
type Money = (typeof MONEY)[number];

export interface MoneyFilters {
  categoryIds?: number[];
  paymentTypes?: number[];
}

/** Sums of `table` by period and category, the categories named and ordered by amount. */
async function byCategory(
  ctx: RequestContext,
  table: 'revenues' | 'expenses',
  range: ReportRange,
  filters: MoneyFilters,
): Promise<MoneyReport> {
  const { rows } = await sql<Cell<Money> & { name: string }>`
    select ${periodOfDay(range, 'm.at_date')} as period, m.category_id as key, c.name, sum(m.amount) as amount, count(*) as count
    from ${sql.table(table)} m
    left join transaction_categories c on c.id = m.category_id and c.academy_id = m.academy_id
    where m.academy_id = ${ctx.academy.id} and m.deleted_at is null
      and ${dayWithin(range, 'm.at_date')} and ${withinBranches(ctx.branchIds, 'm.branch_id')}
      and ${table === 'revenues' ? countedRevenue('m') : sql`true`}
      and ${oneOf('m.category_id', filters.categoryIds)} and ${oneOf('m.payment_type', filters.paymentTypes)}
    group by 1, 2, 3`.execute(ctx.db);
  const amounts = new Map<string, Series & { amount: number }>();
  for (const row of rows) {
    const key = String(row.key);
    const seen = amounts.get(key) ?? { key, name: row.name ?? ctx.t('reports.uncategorised'), amount: 0 };
    seen.amount += Number(row.amount);
    amounts.set(key, seen);
  }
  const series = [...amounts.values()].sort((a, b) => b.amount - a.amount).map(({ key, name }) => ({ key, name }));
  return periodReport(range, MONEY, series, rows);
}

export const revenueReport = (ctx: RequestContext, range: ReportRange, filters: MoneyFilters) =>
  byCategory(ctx, 'revenues', range, filters);

export const expenseReport = (ctx: RequestContext, range: ReportRange, filters: Pick<MoneyFilters, 'categoryIds'>) =>
  byCategory(ctx, 'expenses', range, filters);

/** Revenue (money received), expense and their difference, by period: three series of one measure. */
export async function profitAndLoss(ctx: RequestContext, range: ReportRange): Promise<ProfitAndLoss> {
  const { rows } = await sql<{ period: string; revenue: number; expense: number }>`
    select period, sum(revenue) as revenue, sum(expense) as expense from (
      select ${periodOfDay(range, 'at_date')} as period, amount as revenue, 0 as expense from revenues
      where academy_id = ${ctx.academy.id} and deleted_at is null and ${countedRevenue()}
        and ${dayWithin(range, 'at_date')} and ${withinBranches(ctx.branchIds, 'branch_id')}
      union all
      select ${periodOfDay(range, 'at_date')}, 0, amount from expenses
      where academy_id = ${ctx.academy.id} and deleted_at is null
        and ${dayWithin(range, 'at_date')} and ${withinBranches(ctx.branchIds, 'branch_id')}
    ) money group by 1`.execute(ctx.db);
  const byPeriod = new Map(rows.map((r) => [r.period, { revenue: Number(r.revenue), expense: Number(r.expense) }]));
  const periods = periodsBetween(range.from, range.to, range.unit).map((period) => {
    const { revenue, expense } = byPeriod.get(period) ?? { revenue: 0, expense: 0 };
    return { period, revenue, expense, profit: revenue - expense };
  });
  const total = { revenue: 0, expense: 0, profit: 0 };
  for (const p of periods) for (const key of PNL) total[key] += p[key];
  return {
    unit: range.unit,
    from_date: range.from,
    to_date: range.to,
    series: PNL.map((key) => ({ key, name: ctx.t(`reports.pnl.${key}`) })),
    periods,
    /** The chart's cells: each period's three figures. */
    rows: periods.filter((p) => byPeriod.has(p.period)).flatMap((p) => PNL.map((key) => ({ period: p.period, key, amount: p[key] }))),
    total,
  };
}
