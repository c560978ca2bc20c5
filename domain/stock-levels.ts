/**
 * A product's stock as `GET /v1/api/admin/inventories` lists it (server/modules/shop/stock-service.ts
 * computes it): units taken in by stock-ins, units sold on orders that stand, and what is left.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** 1 in stock, 2 sold out. */
export const STOCK_STATUSES = [1, 2] as const;

export const stockRowSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', description: "The product's id" },
    product: {
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, code: { type: 'string' } },
      required: ['id', 'name', 'code'],
      additionalProperties: false,
    },
    image: { type: ['string', 'null'], description: "The address of the product's first image" },
    quantities_in_hand: { type: 'integer', description: 'Units taken in' },
    quantities_sold: { type: 'integer', description: 'Units sold on orders not cancelled or refunded' },
    in_stock: { type: 'integer' },
    status: { enum: STOCK_STATUSES, description: '1 in stock, 2 sold out' },
  },
  required: ['id', 'product', 'image', 'quantities_in_hand', 'quantities_sold', 'in_stock', 'status'],
  additionalProperties: false,
} as const;

export type StockRow = FromSchema<typeof stockRowSchema>;
