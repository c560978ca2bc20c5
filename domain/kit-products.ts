/**
 * The kit's products as `GET /v1/api/settings` answers them (settings → kit): each
 * with its name and current selling price, those still on sale, in the kit's order.
 * server/modules/settings makes them; the kit page and its fee read them.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const kitProductSchema = {
  type: 'object',
  properties: {
    product_id: { type: 'integer' },
    product_name: { type: 'string' },
    selling_price: { type: 'integer', description: 'VND' },
  },
  required: ['product_id', 'product_name', 'selling_price'],
  additionalProperties: false,
} as const;

export type KitProduct = FromSchema<typeof kitProductSchema>;
