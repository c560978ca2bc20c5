/** `GET /v1/api/admin/inventories`: each product's stock, behind the shop's gate. */
import type { FastifyInstance } from 'fastify';
import { stockLevels } from './stock-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers, pageOf } from '../../core/openapi/responses';
import { stockRowSchema } from '../../../domain/stock-levels';

const query = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000 },
    size: { type: 'integer', minimum: 1, maximum: 100 },
    search: { type: 'string', maxLength: 100 },
    sort: {
      enum: ['product_name:asc', 'product_name:desc', 'in_stock:asc', 'in_stock:desc', 'quantities_sold:asc', 'quantities_sold:desc'],
    },
  },
  additionalProperties: false,
} as const;

export function stockRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const stockIns = app.models.get('inventory_histories');
  if (!stockIns || !app.models.has('products') || !app.models.has('orders')) return;
  const config = { gate: { roles: stockIns.config.roles, features: stockIns.config.features } };
  app.get(
    '/admin/inventories',
    {
      config,
      schema: {
        summary: 'Stock of each product',
        description: 'Units taken in, sold (on orders not cancelled or refunded) and left, per product; paged, searchable and sortable.',
        querystring: query,
        response: answers(pageOf(stockRowSchema)),
      },
    },
    async (request) => ok(await stockLevels(request.ctx!, request.query)),
  );
}
