/**
 * Record actions of spec §7 that are not a plain update: paying a stock-in
 * with its expense. (A leave request is decided by the generic PATCH of its status.)
 */
import type { FastifyInstance } from 'fastify';
import { payStockIn } from './stock-in-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const payment = {
  type: 'object',
  properties: {
    branch_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    payment_type: { enum: [1, 2, 3] },
    at_date: { type: 'string', format: 'date' },
    note: { type: 'string', maxLength: 1000 },
  },
  required: ['branch_id', 'payment_type'],
  additionalProperties: false,
} as const;

const gateOf = (app: FastifyInstance, name: string) => {
  const model = app.models.get(name);
  return model && { model, config: { gate: { roles: model.config.roles, features: model.config.features } } };
};

export function stockInRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const stockIns = gateOf(app, 'inventory_histories');
  if (stockIns && app.models.has('expenses')) {
    app.post(
      '/admin/inventories/:id/expenses',
      {
        config: stockIns.config,
        schema: {
          summary: 'Pay a stock-in',
          description:
            'Records its expense (quantity × unit price plus shipping) in a branch, linked to the stock-in; a stock-in is paid once.',
          params: idParams,
          body: payment,
          response: answers({ $ref: 'expenses#' }, 201),
        },
      },
      async (request, reply) =>
        reply.status(201).send(ok(await payStockIn(request.ctx!, app.models, request.params.id, request.body), 'created')),
    );
  }
}
