/**
 * Shop order lines (`x-widget: order-lines`, schemas/orders.json `items`): the
 * form sends `{product_id, quantity}`; the server adds the product's name and
 * price at the time of the order and the line total (server/modules/shop/order-service.ts). Pure.
 */

export interface OrderLine {
  /** Unset on a line just added, until a product is chosen. */
  product_id?: number;
  quantity: number;
  product_name?: string;
  selling_price?: number;
  amount?: number;
}

/** Order statuses (spec §3) whose goods are back on the shelf: cancelled 3, refunded 4. */
export const STOCK_RELEASED = [3, 4];

/** Units of each product an order holds while it stands (not cancelled nor refunded): what it took from the stock. */
export function unitsHeld(order: { order_status?: unknown; items?: unknown } | undefined): Map<number, number> {
  const held = new Map<number, number>();
  if (!order || STOCK_RELEASED.includes(order.order_status as number)) return held;
  for (const line of toLines(order.items)) {
    if (line.product_id !== undefined) held.set(line.product_id, (held.get(line.product_id) ?? 0) + line.quantity);
  }
  return held;
}

/** The lines of a stored value, skipping anything that is not a line (a value may be null). */
export function toLines(value: unknown): OrderLine[] {
  if (!Array.isArray(value)) return [];
  return value.filter((v): v is OrderLine => typeof v === 'object' && v !== null && typeof v.quantity === 'number');
}

/** The name the product was sold under (a product renamed since keeps it), or its id before the server priced the line. */
export function lineName(line: OrderLine): string {
  return line.product_name ?? `#${line.product_id}`;
}

/** "Áo đấu × 2". */
export function lineLabel(line: OrderLine): string {
  return `${lineName(line)} × ${line.quantity}`;
}

/** What the chosen products cost at their current prices: the order's products value before the server prices it. */
export function linesValue(lines: readonly OrderLine[], priceOf: (productId: number) => number | undefined): number {
  return lines.reduce((sum, line) => sum + (line.product_id === undefined ? 0 : (priceOf(line.product_id) ?? 0) * line.quantity), 0);
}
