/**
 * A refunded order: its revenue stays (the money came in) and a refund expense
 * records the money going back out, linked both ways; the order reads
 * "refunded", never "paid", and the reports and the dashboard count each once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';

const t = useTestApp();

describe('refunded orders', () => {
  let admin: ReturnType<typeof as>;
  let branchId: number;
  let productId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    productId = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=1&sort=id:asc' })).json().data.content[0].id;
  });

  const order = (over: object = {}) => ({
    branch_id: branchId,
    customer_name: 'Phạm Quốc Bảo',
    customer_mobile: '0987654321',
    items: [{ product_id: productId, quantity: 2 }],
    payment_type: 2,
    transaction_status: 1,
    order_status: 7,
    order_date: '2026-03-10',
    ...over,
  });
  const get = async (url: string) => (await admin({ method: 'GET', url })).json().data;
  const refund = (id: number) => admin({ method: 'PUT', url: `/v1/api/admin/orders/${id}`, payload: order({ order_status: 4 }) });

  it('keeps the revenue and books the money going out, shown on the order as refunded', async () => {
    const paid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    const res = await refund(paid.id);
    expect(res.statusCode, res.body).toBe(200);
    const refunded = res.json().data;
    expect(refunded).toMatchObject({ order_status: 4, transaction_status: 5, revenue_id: paid.revenue_id });
    expect(refunded.refund).toMatchObject({ id: refunded.refund_id });

    const expense = await get(`/v1/api/admin/expenses/${refunded.refund_id}`);
    expect(expense).toMatchObject({
      amount: paid.transaction_amount,
      branch_id: branchId,
      payment_type: 2,
      order: { id: paid.id },
      title: `Hoàn tiền đơn hàng ORD${paid.id}`,
    });
    const category = await get(`/v1/api/admin/transaction-categories/${expense.category_id}`);
    expect(category).toMatchObject({ code: 'EXPENSE_ORDER_REFUND', category_type: 1 });
    expect(await get(`/v1/api/admin/transactions/${paid.revenue_id}`)).toMatchObject({
      amount: paid.transaction_amount,
      transaction_status: 1,
    });

    // Shown in the expense list, found by the order's refund.
    const listed = await get(`/v1/api/admin/expenses?search=ORD${paid.id}`);
    expect(listed.content.map((e: { id: number }) => e.id)).toEqual([refunded.refund_id]);
  });

  it('counts the sale once as revenue and the refund once as an expense, in the reports and on the dashboard', async () => {
    // The refund is booked on the academy's day: the sale on the same day keeps both in one year.
    const day = academyToday(DEFAULT_TIME_ZONE);
    const year = day.slice(0, 4);
    const range = `fromDate=${year}-01-01&toDate=${year}-12-31`;
    const figures = async () => {
      const board = await get(`/v1/api/admin/dashboard?year=${year}`);
      const pnl = await get(`/v1/api/profit-and-loss/YEAR?${range}`);
      return { revenue: board.revenue_total, expense: board.expense_total, pnlRevenue: pnl.total.revenue, pnlExpense: pnl.total.expense };
    };
    const before = await figures();
    const paid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order({ order_date: day }) })).json().data;
    const afterSale = await figures();
    expect(afterSale).toEqual({
      ...before,
      revenue: before.revenue + paid.transaction_amount,
      pnlRevenue: before.pnlRevenue + paid.transaction_amount,
    });
    await refund(paid.id).then((r) => expect(r.statusCode).toBe(200));
    // Refunded by an order dated today: the refund lands today too.
    await admin({ method: 'PUT', url: `/v1/api/admin/orders/${paid.id}`, payload: order({ order_date: day, order_status: 4 }) });
    expect(await figures()).toEqual({
      ...afterSale,
      expense: afterSale.expense + paid.transaction_amount,
      pnlExpense: afterSale.pnlExpense + paid.transaction_amount,
    });
  });

  it('takes the refund back when the order is completed again, and with the order when it is deleted', async () => {
    const paid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    const refunded = (await refund(paid.id)).json().data;
    const again = (await admin({ method: 'PUT', url: `/v1/api/admin/orders/${paid.id}`, payload: order() })).json().data;
    expect(again).toMatchObject({ transaction_status: 1, refund_id: null, revenue_id: paid.revenue_id });
    expect((await admin({ method: 'GET', url: `/v1/api/admin/expenses/${refunded.refund_id}` })).statusCode).toBe(404);

    const second = (await refund(paid.id)).json().data;
    // The refund is the order's: it is not deleted on its own.
    const alone = await admin({ method: 'DELETE', url: `/v1/api/admin/expenses/${second.refund_id}` });
    expect(alone.statusCode).toBe(409);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/orders/${paid.id}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/expenses/${second.refund_id}` })).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${paid.revenue_id}` })).statusCode).toBe(404);
  });

  it('books no refund for goods returned unpaid, and refuses "refunded" money on an order not refunded', async () => {
    const unpaid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order({ transaction_status: 4 }) })).json().data;
    const returned = (
      await admin({ method: 'PUT', url: `/v1/api/admin/orders/${unpaid.id}`, payload: order({ transaction_status: 4, order_status: 4 }) })
    ).json().data;
    expect(returned).toMatchObject({ transaction_status: 4, refund_id: null, revenue_id: null });

    for (const [lang, message] of [
      ['en', 'Only a refunded order can have its payment refunded !'],
      ['vi', 'Chỉ đơn hàng hoàn trả mới có thể ở trạng thái Đã hoàn tiền !'],
    ]) {
      const res = await admin({
        method: 'POST',
        url: '/v1/api/admin/orders',
        payload: order({ transaction_status: 5 }),
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ field: 'transaction_status', message }] });
    }
  });
});
