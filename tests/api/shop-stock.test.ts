/**
 * A product's stock on the product itself (`in_stock`): the stock list's figure,
 * kept right after each order and stock-in, their edits, deletions and restores;
 * and no order taking more than is in stock unless settings → shop allow it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { countStockOnce } from '../../server/modules/shop/product-stock';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

it('starts from a seed that sold no product below its stock', async () => {
  expect(await t.db.selectFrom('products').select(['id', 'in_stock']).where('in_stock', '<', 0).execute()).toEqual([]);
});

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
      method: 'POST',
      url: '/v1/api/admin/products',
      payload: { name: 'Bình nước thể thao', code: 'STOCK01', retail_price: 90_000, selling_price: 80_000, auditing_status: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.in_stock).toBe(0);
    productId = created.json().data.id;
  });

  const stockOf = async () => (await admin({ method: 'GET', url: `/v1/api/admin/products/${productId}` })).json().data.in_stock;
  const order = (over: object = {}) => ({
    branch_id: branchId,
    customer_name: 'Lê Minh Anh',
    customer_mobile: '0912345678',
    items: [{ product_id: productId, quantity: 3 }],
    payment_type: 1,
    transaction_status: 1,
    order_status: 2,
    order_date: '2026-11-20',
    ...over,
  });

  it('agrees with the stock list for every seeded product', async () => {
    const products = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=100' })).json().data.content as Array<{
      id: number;
      in_stock: number;
    }>;
    const levels = (await admin({ method: 'GET', url: '/v1/api/admin/inventories?size=100' })).json().data.content as Array<{
      id: number;
      in_stock: number;
    }>;
    expect(products.length).toBeGreaterThan(1);
    const listed = new Map(levels.map((l) => [l.id, l.in_stock]));
    for (const p of products) expect({ id: p.id, in_stock: p.in_stock }).toEqual({ id: p.id, in_stock: listed.get(p.id) });
    expect(
      products.some((p) => p.in_stock !== 0),
      'the demo has stock',
    ).toBe(true);
  });

  it('follows stock-ins and orders as they are written, edited, deleted and restored (a stock-in)', async () => {
    const stockIn = await admin({
      method: 'POST',
      url: '/v1/api/admin/inventories',
      payload: { product_id: productId, supplier_id: supplierId, quantity: 10, unit_price: 50_000, at_date: '2026-11-01' },
    });
    expect(stockIn.statusCode, stockIn.body).toBe(201);
    const stockInId = stockIn.json().data.id;
    expect(await stockOf()).toBe(10);

    const placed = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    expect(await stockOf()).toBe(7);
    await admin({
      method: 'PUT',
      url: `/v1/api/admin/orders/${placed.id}`,
      payload: order({ items: [{ product_id: productId, quantity: 5 }] }),
    });
    expect(await stockOf()).toBe(5);
    // Cancelled or refunded, the goods are back on the shelf.
    await admin({ method: 'PUT', url: `/v1/api/admin/orders/${placed.id}`, payload: order({ order_status: 3 }) });
    expect(await stockOf()).toBe(10);
    await admin({ method: 'PUT', url: `/v1/api/admin/orders/${placed.id}`, payload: order({ order_status: 7 }) });
    expect(await stockOf()).toBe(7);

    await admin({
      method: 'PUT',
      url: `/v1/api/admin/inventories/${stockInId}`,
      payload: { product_id: productId, supplier_id: supplierId, quantity: 4, unit_price: 50_000, at_date: '2026-11-01' },
    });
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

  it("is the server's to set: a product body carrying it leaves it as counted", async () => {
    const counted = await stockOf();
    const res = await admin({
      method: 'PUT',
      url: `/v1/api/admin/products/${productId}`,
      payload: {
        name: 'Bình nước thể thao',
        code: 'STOCK01',
        retail_price: 90_000,
        selling_price: 80_000,
        auditing_status: 1,
        in_stock: 999,
      },
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

describe('an order beyond the stock', () => {
  let admin: ReturnType<typeof as>;
  let branchId: number;
  let supplierId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    supplierId = (await admin({ method: 'GET', url: '/v1/api/admin/suppliers?size=1' })).json().data.content[0].id;
  });

  const newProduct = async (name: string, code: string, units: number) => {
    const product = (
      await admin({
        method: 'POST',
        url: '/v1/api/admin/products',
        payload: { name, code, retail_price: 120_000, selling_price: 100_000, auditing_status: 1 },
      })
    ).json().data;
    if (units)
      await admin({
        method: 'POST',
        url: '/v1/api/admin/inventories',
        payload: { product_id: product.id, supplier_id: supplierId, quantity: units, unit_price: 60_000, at_date: '2026-11-01' },
      });
    return product as { id: number; name: string };
  };
  const stockOf = async (id: number) => (await admin({ method: 'GET', url: `/v1/api/admin/products/${id}` })).json().data.in_stock;
  const order = (lines: Array<[number, number]>, over: object = {}) => ({
    branch_id: branchId,
    customer_name: 'Phạm Thu Hà',
    customer_mobile: '0912345678',
    items: lines.map(([product_id, quantity]) => ({ product_id, quantity })),
    payment_type: 1,
    transaction_status: 1,
    order_status: 2,
    order_date: '2026-11-20',
    ...over,
  });
  const place = (body: object, lang = 'en') =>
    admin({ method: 'POST', url: '/v1/api/admin/orders', headers: { 'accept-language': lang }, payload: body });
  const change = (id: number, body: object, lang = 'en') =>
    admin({ method: 'PUT', url: `/v1/api/admin/orders/${id}`, headers: { 'accept-language': lang }, payload: body });
  const count = async (table: 'orders' | 'revenues') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("is refused with 409 naming the product and what is left, in the caller's language, and records nothing", async () => {
    const ball = await newProduct('Bóng rổ số 7', 'HET01', 0);
    const before = { orders: await count('orders'), revenues: await count('revenues') };
    const refused = await place(order([[ball.id, 1]]));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'OUT_OF_STOCK',
      message: 'Not enough in stock: Bóng rổ số 7, 0 left',
      errors: [{ field: 'items', message: 'Only 0 of Bóng rổ số 7 left in stock !' }],
    });
    expect((await place(order([[ball.id, 1]]), 'vi')).json()).toMatchObject({
      message: 'Không đủ hàng trong kho: Bóng rổ số 7 còn 0',
      errors: [{ field: 'items', message: 'Bóng rổ số 7 chỉ còn 0 trong kho !' }],
    });
    expect(await stockOf(ball.id)).toBe(0);
    expect({ orders: await count('orders'), revenues: await count('revenues') }).toEqual(before);
  });

  it('takes what is in stock, and refuses an update, a second product or a cancelled order brought back beyond it', async () => {
    const shirt = await newProduct('Áo tập luyện', 'HET02', 2);
    const socks = await newProduct('Tất thể thao', 'HET03', 1);
    const tooMany = await place(order([[shirt.id, 3]]));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().message).toBe('Not enough in stock: Áo tập luyện, 2 left');

    const placed = await place(order([[shirt.id, 2]]));
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await stockOf(shirt.id)).toBe(0);
    const id = placed.json().data.id;
    // The order's own two units are what is left for it.
    const more = await change(id, order([[shirt.id, 3]]));
    expect(more.statusCode).toBe(409);
    expect(more.json().errors).toEqual([{ field: 'items', message: 'Only 2 of Áo tập luyện left in stock !' }]);
    const both = await change(
      id,
      order([
        [shirt.id, 2],
        [socks.id, 2],
      ]),
    );
    expect(both.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      errors: [{ field: 'items', message: 'Only 1 of Tất thể thao left in stock !' }],
    });
    // What it already holds it keeps: an edit that takes nothing more goes through.
    expect((await change(id, order([[shirt.id, 2]], { note: 'Giao buổi chiều' }))).statusCode).toBe(200);
    expect(await stockOf(shirt.id)).toBe(0);

    expect((await change(id, order([[shirt.id, 2]], { order_status: 3 }))).statusCode).toBe(200);
    expect(await stockOf(shirt.id)).toBe(2);
    expect((await place(order([[shirt.id, 2]]))).statusCode).toBe(201);
    const back = await change(id, order([[shirt.id, 2]], { order_status: 2 }));
    expect(back.statusCode).toBe(409);
    expect(back.json().message).toBe('Not enough in stock: Áo tập luyện, 0 left');
    expect(await stockOf(shirt.id)).toBe(0);
  });

  it('sells the last unit once when two orders ask for it at the same time', async () => {
    const cap = await newProduct('Mũ lưỡi trai', 'HET04', 1);
    const answers = await Promise.all([place(order([[cap.id, 1]])), place(order([[cap.id, 1]]))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(await stockOf(cap.id)).toBe(0);
  });

  it('goes through when settings → shop allow selling without stock, the stock then below zero', async () => {
    const bottle = await newProduct('Bình nước giữ nhiệt', 'HET05', 0);
    const allow = (on: boolean) =>
      admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { shop_settings: { sell_without_stock: on, member_card_price: 0 } } });
    expect((await allow(true)).statusCode).toBe(200);
    expect((await place(order([[bottle.id, 2]]))).statusCode).toBe(201);
    expect(await stockOf(bottle.id)).toBe(-2);
    expect((await allow(false)).statusCode).toBe(200);
    expect((await place(order([[bottle.id, 1]]))).statusCode).toBe(409);
  });
});
