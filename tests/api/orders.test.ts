import { beforeAll, describe, expect, it } from 'vitest';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('shop orders and their revenue', () => {
  let admin: ReturnType<typeof as>;
  let branchId: number;
  let products: Array<{ id: number; selling_price: number }>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    products = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=2&sort=id:asc' })).json().data.content;
  });

  const order = (over: object = {}) => ({
    branch_id: branchId,
    customer_name: 'Trần Thu Hà',
    customer_mobile: '0912345678',
    items: [
      { product_id: products[0].id, quantity: 2, selling_price: 1 },
      { product_id: products[1].id, quantity: 1 },
    ],
    shipping_fee: 30_000,
    discount_value: 10_000,
    payment_type: 1,
    transaction_status: 1,
    order_status: 2,
    order_date: '2026-11-20',
    ...over,
  });
  const revenueOf = async (id: number | null) =>
    id === null ? null : ((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${id}` })).json().data ?? null);

  it('prices the lines from the products, whatever the body says, and books the revenue of a paid order', async () => {
    const res = await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() });
    expect(res.statusCode).toBe(201);
    const created = res.json().data;
    const value = products[0].selling_price * 2 + products[1].selling_price;
    expect(created).toMatchObject({ amount: value, transaction_amount: value + 30_000 - 10_000 });
    expect(created.items[0]).toMatchObject({
      quantity: 2,
      selling_price: products[0].selling_price,
      amount: products[0].selling_price * 2,
    });
    const revenue = await revenueOf(created.revenue_id);
    expect(revenue).toMatchObject({
      amount: created.transaction_amount,
      at_date: '2026-11-20',
      order: { id: created.id },
      transaction_status: 1,
    });
  });

  it('takes the revenue back when the order is cancelled, and books it again when completed', async () => {
    const created = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    const cancelled = (
      await admin({ method: 'PUT', url: `/v1/api/admin/orders/${created.id}`, payload: order({ order_status: 3 }) })
    ).json().data;
    expect(cancelled.revenue_id).toBeNull();
    expect((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${created.revenue_id}` })).statusCode).toBe(404);
    const completed = (
      await admin({ method: 'PUT', url: `/v1/api/admin/orders/${created.id}`, payload: order({ order_status: 7, shipping_fee: 0 }) })
    ).json().data;
    expect(await revenueOf(completed.revenue_id)).toMatchObject({ amount: completed.transaction_amount });
  });

  it('books nothing for an unpaid order, and deleting a paid one removes its revenue', async () => {
    const unpaid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order({ transaction_status: 4 }) })).json().data;
    expect(unpaid.revenue_id).toBeNull();
    const paid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/orders/${paid.id}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/transactions/${paid.revenue_id}` })).statusCode).toBe(404);
  });

  it('refuses an unknown product and a discount above the order value, recording nothing', async () => {
    const before = (await admin({ method: 'GET', url: '/v1/api/admin/orders' })).json().data.total_elements;
    const unknown = await admin({
      method: 'POST',
      url: '/v1/api/admin/orders',
      payload: order({ items: [{ product_id: 999999, quantity: 1 }] }),
    });
    expect(unknown.statusCode).toBe(422);
    const discount = await admin({
      method: 'POST',
      url: '/v1/api/admin/orders',
      payload: order({ discount_value: 999_999_999 }),
      headers: { 'accept-language': 'en' },
    });
    expect(discount.statusCode).toBe(422);
    expect(discount.json().errors).toEqual([{ field: 'discount_value', message: 'The discount cannot exceed the order value !' }]);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/orders' })).json().data.total_elements).toBe(before);
  });

  it('is closed to a package without the shop', async () => {
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    expect((await beta({ method: 'GET', url: '/v1/api/admin/orders' })).statusCode).toBe(403);
  });

  it('answers the whole filtered list unpaged at /admin/orders/all, for printing', async () => {
    const paged = (await admin({ method: 'GET', url: '/v1/api/admin/orders?transactionStatuses=1&size=5' })).json().data;
    const all = (await admin({ method: 'GET', url: '/v1/api/admin/orders/all?transactionStatuses=1' })).json().data;
    expect(paged.total_elements).toBeGreaterThan(5);
    expect(all).toMatchObject({ total_elements: paged.total_elements, truncated: false, sub_total: paged.sub_total });
    expect(all.content).toHaveLength(paged.total_elements);
    expect(all.content.every((o: { transaction_status: number }) => o.transaction_status === 1)).toBe(true);
  });

  it('answers the same revenue list at the non-admin path /transactions', async () => {
    const admin_ = (await admin({ method: 'GET', url: '/v1/api/admin/transactions?size=3' })).json().data;
    const plain = (await admin({ method: 'GET', url: '/v1/api/transactions?size=3' })).json().data;
    expect(plain).toEqual(admin_);
  });
});
