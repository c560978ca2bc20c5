/** The kit (settings → kit fee definition): its products as the shop sells them now, and what it costs. */
import type { RequestContext } from '../../core/context';
import type { KitProduct } from '../../../domain/kit-products';

/** The kit's products still on sale, in the kit's order, at their current selling price. */
export async function kitProducts(ctx: RequestContext, ids: number[]): Promise<KitProduct[]> {
  if (!ids.length) return [];
  const rows = await ctx.db
    .selectFrom('products')
    .select(['id', 'name', 'selling_price'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ product_id: id, product_name: String(p.name), selling_price: Number(p.selling_price ?? 0) }] : [];
  });
}

export const kitTotal = (products: KitProduct[]) => products.reduce((sum, p) => sum + p.selling_price, 0);
