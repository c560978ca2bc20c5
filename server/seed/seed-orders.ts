/**
 * Demo shop orders, written through the order service so their totals and the
 * revenues of the paid ones are exactly what the app itself would record. Every
 * other order is a player's, placed by the parent, so a player's order history
 * (the orders web view) has something to show. One paid order was refunded since.
 * Then every product's stock counts the stock-ins and the orders.
 */
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { backgroundContext } from '../core/background-context';
import type { EntityModel } from '../core/crud/entity-model';
import { createOrder } from '../modules/shop/order-service';
import { syncStock } from '../modules/shop/product-stock';
import type { Db } from '../db/client';
import { address, mobile, parentOf, personName, type Random } from './demo-people';

export async function seedOrders(
  db: Db,
  model: EntityModel,
  academy: { id: number; code: string; name: string },
  branchIds: number[],
  r: Random,
) {
  const products = await db.selectFrom('products').select('id').where('academy_id', '=', academy.id).execute();
  const players = await db
    .selectFrom('players')
    .select(['id', 'branch_id', 'parent_name', 'mobile', 'address'])
    .where('academy_id', '=', academy.id)
    .orderBy('id')
    .limit(6)
    .execute();
  const ctx = backgroundContext(db, { ...academy, features: new Set(), lapsed: null, timeZone: DEFAULT_TIME_ZONE }, 'vi', {
    name: 'seed',
    userName: 'seed',
    role: 'admin',
  });
  for (let i = 0; i < 12; i += 1) {
    const paid = i % 4 !== 0;
    const player = i % 2 === 0 ? players[i / 2] : undefined;
    await createOrder(ctx, model, {
      ...(player
        ? {
            branch_id: player.branch_id,
            player_id: player.id,
            customer_name: player.parent_name,
            customer_mobile: player.mobile,
            customer_address: player.address ?? address(r),
          }
        : {
            branch_id: r.pick(branchIds),
            customer_name: parentOf(r, personName(r)),
            customer_mobile: mobile(r),
            customer_address: address(r),
          }),
      items: [
        { product_id: r.pick(products).id, quantity: r.int(1, 3) },
        { product_id: r.pick(products).id, quantity: 1 },
      ],
      shipping_fee: i % 3 === 0 ? 30_000 : 0,
      discount_value: i % 5 === 0 ? 50_000 : 0,
      payment_type: r.int(1, 2),
      transaction_status: paid ? 1 : 4,
      order_status: paid ? r.pick([2, 5, 7]) : 1,
      order_date: new Date(Date.now() - r.int(0, 90) * 86_400_000).toISOString().slice(0, 10),
      // Refunded since: its money went back out.
      ...(i === 3 && { order_status: 4 }),
    });
  }
  await syncStock(ctx);
}
