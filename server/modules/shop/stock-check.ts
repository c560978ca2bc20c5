/**
 * An order takes no more of a product than is in stock: a write that takes more of
 * a product than its stock had left (a new order, more units, another product, an
 * order brought back from cancelled) is refused with 409 OUT_OF_STOCK, naming each
 * product and what was left of it, unless settings → shop allow selling without
 * stock. Checked after the stock is recounted in the write's transaction, whose
 * lock on the products makes a second order for the last unit wait and then count
 * the first.
 */
import type { RequestContext } from '../../core/context';
import { ApiError, type FieldError } from '../../core/errors';
import type { AcademySettings } from '../settings/settings-service';
import { unitsHeld } from '../../../domain/order-lines';

type Row = Record<string, unknown>;

/** Refuses the order's write when it took more of a product than was left; `before` is the order as it stood. */
export async function assertInStock(ctx: RequestContext, settings: AcademySettings, before: Row | undefined, after: Row): Promise<void> {
  if (settings.shop_settings.sell_without_stock) return;
  const was = unitsHeld(before);
  const taken = [...unitsHeld(after)].filter(([product, units]) => units > (was.get(product) ?? 0));
  if (!taken.length) return;
  const products = await ctx.db
    .selectFrom('products')
    .select(['id', 'name', 'in_stock'])
    .where('academy_id', '=', ctx.academy.id)
    .where(
      'id',
      'in',
      taken.map(([id]) => id),
    )
    .execute();
  const short: FieldError[] = [];
  const named: string[] = [];
  for (const [id, units] of taken) {
    const product = products.find((p) => p.id === id);
    if (!product || Number(product.in_stock) >= 0) continue;
    // What this order found on the shelf: the stock as it is now, plus what the order itself holds.
    const left = Math.max(0, Number(product.in_stock) + units);
    short.push({ field: 'items', message: ctx.t('validation.outOfStock', { product: product.name, left }) });
    named.push(ctx.t('errors.stockLeft', { product: product.name, left }));
  }
  if (short.length) {
    throw new ApiError(
      409,
      'OUT_OF_STOCK',
      ctx.t('errors.outOfStock', { products: new Intl.ListFormat(ctx.lang, { type: 'conjunction' }).format(named) }),
      short,
    );
  }
}
