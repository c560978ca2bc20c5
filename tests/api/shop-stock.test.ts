/**
 * A product's stock on the product itself (`in_stock`): the stock list's figure,
 * kept right after each order and stock-in, their edits, deletions and restores.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countStockOnce } from '../../server/modules/shop/product-stock';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('stock on the product', () => {
  let admin: ReturnType<typeof as>;
  let branchId: number;
  let productId: number;
  let supplierId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    supplierId = (await admin({ method: 'GET', url: '/v1/api/admin/suppliers?size=1' })).json().data.content[0].id;
    const created = await admin({
      method: 'POST', url: '/v1/api/admin/products',
      payload: { name: 'Bình nước thể thao', code: 'STOCK01', retail_price: 90_000, selling_price: 80_000, auditing_status: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.in_stock).toBe(0);
    productId = created.json().data.id;
  });

  const stockOf = async () => (await admin({ method: 'GET', url: `/v1/api/admin/products/${productId}` })).json().data.in_stock;
  const order = (over: object = {}) => ({
    branch_id: branchId, customer_name: 'Lê Minh Anh', customer_mobile: '0912345678', items: [{ product_id: productId, quantity: 3 }],
    payment_type: 1, transaction_status: 1, order_status: 2, order_date: '2026-11-20', ...over,
  });

  it('agrees with the stock list for every seeded product', async () => {
    const products = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=100' })).json().data.content as Array<{ id: number; in_stock: number }>;
    const levels = (await admin({ method: 'GET', url: '/v1/api/admin/inventories?size=100' })).json().data.content as Array<{ id: number; in_stock: number }>;
    expect(products.length).toBeGreaterThan(1);
    const listed = new Map(levels.map((l) => [l.id, l.in_stock]));
    for (const p of products) expect({ id: p.id, in_stock: p.in_stock }).toEqual({ id: p.id, in_stock: listed.get(p.id) });
    expect(products.some((p) => p.in_stock !== 0), 'the demo has stock').toBe(true);
  });

  it('follows stock-ins and orders as they are written, edited, deleted and restored (a stock-in)', async () => {
    const stockIn = await admin({ method: 'POST', url: '/v1/api/admin/inventories', payload: { product_id: productId, supplier_id: supplierId, quantity: 10, unit_price: 50_000, at_date: '2026-11-01' } });
    expect(stockIn.statusCode, stockIn.body).toBe(201);
    const stockInId = stockIn.json().data.id;
    expect(await stockOf()).toBe(10);

    const placed = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    expect(await stockOf()).toBe(7);
    await admin({ method: 'PUT', url: `/v1/api/admin/orders/${placed.id}`, payload: order({ items: [{ product_id: productId, quantity: 5 }] }) });
    expect(await stockOf()).toBe(5);
    // Cancelled or refunded, the goods are back on the shelf.
    await admin({ method: 'PUT', url: `/v1/api/admin/orders/${placed.id}`, payload: order({ order_status: 3 }) });
    expect(await stockOf()).toBe(10);
    await admin({ method: 'PUT', url: `/v1/api/admin/orders/${placed.id}`, payload: order({ order_status: 7 }) });
    expect(await stockOf()).toBe(7);

    await admin({ method: 'PUT', url: `/v1/api/admin/inventories/${stockInId}`, payload: { product_id: productId, supplier_id: supplierId, quantity: 4, unit_price: 50_000, at_date: '2026-11-01' } });
    expect(await stockOf()).toBe(1);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/inventories/${stockInId}` })).statusCode).toBe(200);
    expect(await stockOf()).toBe(-3);
    expect((await admin({ method: 'POST', url: `/v1/api/admin/inventories/${stockInId}/restore` })).statusCode).toBe(200);
    expect(await stockOf()).toBe(1);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/orders/${placed.id}` })).statusCode).toBe(200);
    expect(await stockOf()).toBe(4);

    const listed = (await admin({ method: 'GET', url: '/v1/api/admin/inventories?search=STOCK01' })).json().data.content[0];
    expect(listed.in_stock).toBe(4);
  });

  it('is the server\'s to set: a product body carrying it leaves it as counted', async () => {
    const counted = await stockOf();
    const res = await admin({
      method: 'PUT', url: `/v1/api/admin/products/${productId}`,
      payload: { name: 'Bình nước thể thao', code: 'STOCK01', retail_price: 90_000, selling_price: 80_000, auditing_status: 1, in_stock: 999 },
    });
    expect(res.statusCode).toBe(200);
    expect(await stockOf()).toBe(counted);
  });

  it('is counted once at start-up for a database from before it, and never again', async () => {
    const counted = await t.db.selectFrom('products').select(['id', 'in_stock']).where('academy_id', '=', 1).execute();
    // A database from before: every product at the column's default, no mark.
    await t.db.updateTable('products').set({ in_stock: 0 }).execute();
    await sql`delete from schema_migrations where name like 'products_in_stock%'`.execute(t.db);
    await countStockOnce(t.db);
    const recounted = await t.db.selectFrom('products').select(['id', 'in_stock']).where('academy_id', '=', 1).execute();
    expect(recounted).toEqual(expect.arrayContaining(counted));
    // Counted once: a later start leaves the figures the writes keep.
    await t.db.updateTable('products').set({ in_stock: 7 }).where('id', '=', productId).execute();
    await countStockOnce(t.db);
    expect(await stockOf()).toBe(7);
  });
});
