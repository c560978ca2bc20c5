/**
 * The pass conditions, as lists of problems (empty = pass):
 * - after each restart, every write acknowledged since the last check reads back over HTTP;
 * - at the end, straight from the database: every acknowledged row is there, and every
 *   multi-row write of the run is whole (an order without its revenue, a stock-in payment
 *   without its expense, or an expense without its stock-in link would be half a transaction).
 */
import type { Db } from '../../server/db/client';
import type { Acked, WriteLoad } from './write-load';

/** How many of each acknowledged kind have been read back already. */
export type Checked = Record<keyof Acked, number>;
export const nothingChecked = (): Checked => ({ expenses: 0, orders: 0, stockIns: 0, payments: 0, absences: 0 });

async function inBatches<T>(items: T[], size: number, check: (item: T) => Promise<string | null>): Promise<string[]> {
  const problems: string[] = [];
  for (let i = 0; i < items.length; i += size) {
    for (const p of await Promise.all(items.slice(i, i + size).map(check))) if (p) problems.push(p);
  }
  return problems;
}

export async function readBackOverHttp(load: WriteLoad, checked: Checked): Promise<string[]> {
  const { acked } = load;
  const fresh = <K, V>(map: Map<K, V>, from: number) => [...map.entries()].slice(from);
  const checks: Array<() => Promise<string | null>> = [
    ...fresh(acked.expenses, checked.expenses).map(
      ([id, marker]) =>
        async () =>
          (await load.call('GET', `admin/expenses/${id}`))?.title === marker ? null : `expense ${id} (${marker}) is missing`,
    ),
    ...fresh(acked.orders, checked.orders).map(([id, marker]) => async () => {
      const order = await load.call('GET', `admin/orders/${id}`);
      return order?.customer_name === marker && order.revenue_id ? null : `order ${id} (${marker}) is missing or lost its revenue`;
    }),
    ...fresh(acked.stockIns, checked.stockIns).map(
      ([id, marker]) =>
        async () =>
          (await load.call('GET', `admin/inventories/${id}`))?.note === marker ? null : `stock-in ${id} (${marker}) is missing`,
    ),
    ...fresh(acked.payments, checked.payments).map(
      ([id, expenseId]) =>
        async () =>
          (await load.call('GET', `admin/inventories/${id}`))?.expense_id === expenseId
            ? null
            : `stock-in ${id} lost its payment ${expenseId}`,
    ),
    ...fresh(acked.absences, checked.absences).map(([day, marker]) => async () => {
      const { classId, playerIds } = load.outbox;
      const roster = await load.call<{ content: Array<{ player_id: number; check_in: number; note: string | null }> }>(
        'GET',
        `admin/attendances/player?classId=${classId}&date=${day}`,
      );
      const marked = roster?.content.filter((r) => playerIds.includes(r.player_id) && r.check_in === 0 && r.note === marker) ?? [];
      return marked.length === playerIds.length ? null : `absences of ${day} (${marker}) are missing`;
    }),
  ];
  const problems = await inBatches(checks, 8, (check) => check());
  Object.assign(checked, {
    expenses: acked.expenses.size,
    orders: acked.orders.size,
    stockIns: acked.stockIns.size,
    payments: acked.payments.size,
    absences: acked.absences.size,
  });
  return problems;
}

export async function auditDatabase(db: Db, prefix: string, acked: Acked): Promise<string[]> {
  const problems: string[] = [];
  const like = `${prefix}%`;
  const expenses = new Map(
    (await db.selectFrom('expenses').select(['id', 'title']).where('title', 'like', like).execute()).map((r) => [r.id, r.title]),
  );
  for (const [id, marker] of acked.expenses)
    if (expenses.get(id) !== marker) problems.push(`acknowledged expense ${id} (${marker}) is missing`);

  const orders = await db
    .selectFrom('orders as o')
    .leftJoin('revenues as r', 'r.id', 'o.revenue_id')
    .select(['o.id', 'o.customer_name', 'o.transaction_amount', 'r.id as revenue', 'r.order_id', 'r.amount', 'r.deleted_at'])
    .where('o.customer_name', 'like', like)
    .execute();
  const orderIds = new Set(orders.map((o) => o.id));
  for (const [id, marker] of acked.orders) if (!orderIds.has(id)) problems.push(`acknowledged order ${id} (${marker}) is missing`);
  for (const o of orders) {
    if (!o.revenue || o.order_id !== o.id || o.amount !== o.transaction_amount || o.deleted_at)
      problems.push(`order ${o.id} (${o.customer_name}) is not whole: revenue ${o.revenue ?? 'missing'}`);
  }
  const strayRevenues = await db
    .selectFrom('revenues as r')
    .leftJoin('orders as o', 'o.id', 'r.order_id')
    .select('r.id')
    .where('r.order_id', 'is not', null)
    .where('o.id', 'is', null)
    .execute();
  for (const r of strayRevenues) problems.push(`revenue ${r.id} points at an order that does not exist`);

  const stockIns = await db
    .selectFrom('inventory_histories as s')
    .leftJoin('expenses as e', 'e.id', 's.expense_id')
    .select(['s.id', 's.note', 's.expense_id', 'e.id as expense', 'e.title'])
    .where('s.note', 'like', like)
    .execute();
  const stockInById = new Map(stockIns.map((s) => [s.id, s]));
  for (const [id, marker] of acked.stockIns) if (!stockInById.has(id)) problems.push(`acknowledged stock-in ${id} (${marker}) is missing`);
  for (const [id, expenseId] of acked.payments)
    if (stockInById.get(id)?.expense_id !== expenseId) problems.push(`acknowledged payment ${expenseId} of stock-in ${id} is missing`);
  for (const s of stockIns) {
    if (s.expense_id && (!s.expense || s.title !== `Nhập hàng #${s.id}`))
      problems.push(`stock-in ${s.id} links to expense ${s.expense_id}, which is not its payment`);
  }
  // The payment's expense row without the stock-in's link to it would be half a payment.
  const paymentExpenses = stockIns.length
    ? await db
        .selectFrom('expenses')
        .select(['id', 'title'])
        .where(
          'title',
          'in',
          stockIns.map((s) => `Nhập hàng #${s.id}`),
        )
        .execute()
    : [];
  for (const e of paymentExpenses) {
    const stockIn = stockInById.get(Number(String(e.title).slice('Nhập hàng #'.length)));
    if (stockIn?.expense_id !== e.id) problems.push(`expense ${e.id} (${e.title}) is not linked from its stock-in`);
  }
  return problems;
}
