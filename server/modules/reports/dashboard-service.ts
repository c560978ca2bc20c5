/**
 * The dashboard's figures for a year, each computed by the database from the
 * rows the caller may see (their academy, the branch scope): money in (paid
 * revenues, test payments left out) and out (expenses), the year's orders and free-trial registrations,
 * the classes and active players there are, both by month, and the latest rows.
 */
import { sql, type SelectQueryBuilder } from 'kysely';
import type { RequestContext } from '../../core/context';
import { academyToday } from '../../core/academy-clock';
import { salaryExpensesHidden } from '../money/salary-privacy';
import { withinBranches, withinOwnBranches } from '../../core/branch-scope';
import { countedRevenue } from '../money/counted-money';
import { DASHBOARD_RECENT as RECENT, type Dashboard } from '../../../domain/dashboard';
import { dynamicDb, type EntityTables } from '../../db/dynamic-db';
import { numberField, optionalTextField, textField } from '../../core/crud/record-fields';

const ACTIVE = 1;

type Named = { id: number; name: string } | null;
/** A select over one of the tables, before its columns are chosen. */
type Rows = SelectQueryBuilder<EntityTables, string, object>;

/** Live rows of a branch-scoped table the caller may see. */
function visible(ctx: RequestContext, table: string, alias = table) {
  const q = dynamicDb(ctx.db)
    .selectFrom(`${table} as ${alias}`)
    .where(`${alias}.academy_id`, '=', ctx.academy.id)
    .where(`${alias}.deleted_at`, 'is', null) as Rows;
  return q.where(withinBranches(ctx.branchIds, `${alias}.branch_id`));
}

const named = (id: unknown, name: unknown): Named => (id === null || id === undefined ? null : { id: Number(id), name: String(name) });

/** Sum of a money column by calendar month of a date column: 12 numbers, January first. */
async function byMonth(q: Rows, date: string, amount: string): Promise<number[]> {
  const rows = await q
    .select([
      sql<number>`extract(month from ${sql.ref(date)})::int`.as('month'),
      sql<number>`coalesce(sum(${sql.ref(amount)}), 0)`.as('total'),
    ])
    .groupBy(sql`1`)
    .execute();
  const months = Array<number>(12).fill(0);
  for (const r of rows) months[Number(r.month) - 1] = Number(r.total);
  return months;
}

export async function dashboard(ctx: RequestContext, year: number): Promise<Dashboard> {
  const from = `${year}-01-01`;
  const to = `${year}-12-31`;
  const revenues = visible(ctx, 'revenues', 'r').where(countedRevenue('r')).where('r.at_date', '>=', from).where('r.at_date', '<=', to);
  const expenses = visible(ctx, 'expenses', 'e').where('e.at_date', '>=', from).where('e.at_date', '<=', to);
  const orders = visible(ctx, 'orders', 'o').where('o.order_date', '>=', from).where('o.order_date', '<=', to);
  const redeems = visible(ctx, 'redeems', 'd').where('d.issue_date', '>=', from).where('d.issue_date', '<=', to);
  const registeredOn = sql`(p.create_date at time zone ${ctx.academy.timeZone})::date`;
  const practices = visible(ctx, 'practices', 'p').where(registeredOn, '>=', from).where(registeredOn, '<=', to);
  const count = async (q: Rows) => Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

  const [revenueByMonth, expenseByMonth, classCount, orderCount, playerCount, freeTrialCount, startYear] = await Promise.all([
    byMonth(revenues, 'r.at_date', 'r.amount'),
    byMonth(expenses, 'e.at_date', 'e.amount'),
    count(visible(ctx, 'classes', 'c').where('c.auditing_status', '=', ACTIVE)),
    count(orders),
    count(visible(ctx, 'players', 'pl').where('pl.auditing_status', '=', ACTIVE)),
    count(practices),
    firstYear(ctx),
  ]);

  // The month totals count every expense; the latest rows leave out salaries the caller may not see one by one.
  const salaryRule = salaryExpensesHidden(ctx, 'e');
  const [recentRevenues, recentExpenses, recentRedeems, recentOrders] = await Promise.all([
    revenues
      .leftJoin('transaction_categories as cat', (join) =>
        join.onRef('cat.academy_id', '=', 'r.academy_id').onRef('cat.id', '=', 'r.category_id'),
      )
      .leftJoin('players as who', (join) => join.onRef('who.academy_id', '=', 'r.academy_id').onRef('who.id', '=', 'r.player_id'))
      .select([
        'r.id',
        'r.title',
        'r.amount',
        'r.at_date',
        'r.payment_type',
        'cat.id as category_id',
        'cat.name as category_name',
        'who.id as player_id',
        'who.name as player_name',
      ])
      .orderBy('r.at_date', 'desc')
      .orderBy('r.id', 'desc')
      .limit(RECENT)
      .execute(),
    (salaryRule ? expenses.where(salaryRule) : expenses)
      .leftJoin('transaction_categories as cat', (join) =>
        join.onRef('cat.academy_id', '=', 'e.academy_id').onRef('cat.id', '=', 'e.category_id'),
      )
      // A teacher of another branch is not named to a manager.
      .leftJoin('managers as who', (join) =>
        join
          .onRef('who.academy_id', '=', 'e.academy_id')
          .onRef('who.id', '=', 'e.manager_id')
          .on(withinOwnBranches(ctx, 'who.branch_id') ?? sql<boolean>`true`),
      )
      .select([
        'e.id',
        'e.title',
        'e.amount',
        'e.at_date',
        'e.payment_type',
        'e.note',
        'cat.id as category_id',
        'cat.name as category_name',
        'who.id as manager_id',
        'who.name as manager_name',
      ])
      .orderBy('e.at_date', 'desc')
      .orderBy('e.id', 'desc')
      .limit(RECENT)
      .execute(),
    redeems
      .leftJoin('rewards as rw', (join) => join.onRef('rw.academy_id', '=', 'd.academy_id').onRef('rw.id', '=', 'd.reward_id'))
      .leftJoin('players as who', (join) => join.onRef('who.academy_id', '=', 'd.academy_id').onRef('who.id', '=', 'd.player_id'))
      .select([
        'd.id',
        'd.issue_date',
        'd.point_used',
        'd.redeem_status',
        'd.customer_mobile',
        'rw.id as reward_id',
        'rw.name as reward_name',
        'who.id as player_id',
        'who.name as player_name',
      ])
      .orderBy('d.issue_date', 'desc')
      .orderBy('d.id', 'desc')
      .limit(RECENT)
      .execute(),
    orders
      .select([
        'o.id',
        'o.order_date',
        'o.customer_name',
        'o.customer_mobile',
        'o.items',
        'o.transaction_amount',
        'o.payment_type',
        'o.transaction_status',
        'o.order_status',
      ])
      .orderBy('o.order_date', 'desc')
      .orderBy('o.id', 'desc')
      .limit(RECENT)
      .execute(),
  ]);

  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  return {
    year,
    start_year: startYear,
    revenue_total: sum(revenueByMonth),
    expense_total: sum(expenseByMonth),
    class_count: classCount,
    order_count: orderCount,
    player_count: playerCount,
    free_trial_count: freeTrialCount,
    by_month: revenueByMonth.map((revenue, i) => ({ month: i + 1, revenue, expense: expenseByMonth[i] })),
    recent: {
      revenues: recentRevenues.map((r) => ({
        id: r.id,
        title: textField(r, 'title'),
        amount: Number(r.amount),
        at_date: textField(r, 'at_date'),
        payment_type: numberField(r, 'payment_type'),
        category: named(r.category_id, r.category_name),
        player: named(r.player_id, r.player_name),
      })),
      expenses: recentExpenses.map((e) => ({
        id: e.id,
        title: textField(e, 'title'),
        amount: Number(e.amount),
        at_date: textField(e, 'at_date'),
        payment_type: numberField(e, 'payment_type'),
        note: optionalTextField(e, 'note'),
        category: named(e.category_id, e.category_name),
        manager: named(e.manager_id, e.manager_name),
      })),
      redeems: recentRedeems.map((d) => ({
        id: d.id,
        issue_date: textField(d, 'issue_date'),
        point_used: Number(d.point_used),
        redeem_status: numberField(d, 'redeem_status'),
        customer_mobile: optionalTextField(d, 'customer_mobile'),
        reward: named(d.reward_id, d.reward_name),
        player: named(d.player_id, d.player_name),
      })),
      orders: recentOrders.map((o) => ({
        id: o.id,
        order_date: textField(o, 'order_date'),
        customer_name: textField(o, 'customer_name'),
        customer_mobile: textField(o, 'customer_mobile'),
        item_names: (Array.isArray(o.items) ? o.items : []).flatMap((line: { product_name?: string }) => line.product_name || []),
        transaction_amount: Number(o.transaction_amount ?? 0),
        payment_type: numberField(o, 'payment_type'),
        transaction_status: numberField(o, 'transaction_status'),
        order_status: numberField(o, 'order_status'),
      })),
    },
  };
}

/** The earliest year with money or orders in the scope: where the year filter starts. */
async function firstYear(ctx: RequestContext): Promise<number> {
  const years = await Promise.all([
    // The year of the earliest date, not the earliest year: min() of a column is one step down its index.
    visible(ctx, 'revenues', 'r')
      .select(sql<number | null>`extract(year from min(r.at_date))::int`.as('y'))
      .executeTakeFirst(),
    visible(ctx, 'expenses', 'e')
      .select(sql<number | null>`extract(year from min(e.at_date))::int`.as('y'))
      .executeTakeFirst(),
    visible(ctx, 'orders', 'o')
      .select(sql<number | null>`extract(year from min(o.order_date))::int`.as('y'))
      .executeTakeFirst(),
  ]);
  const thisYear = Number(academyToday(ctx.academy.timeZone).slice(0, 4));
  return Math.min(thisYear, ...years.map((y) => (y?.y === null || y?.y === undefined ? thisYear : Number(y.y))));
}
