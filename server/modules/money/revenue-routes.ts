/**
 * Record actions on revenues that are not a plain update: collecting an unpaid fee
 * at the desk (its row menu's "Collect"), behind the gate of changing a revenue.
 */
import type { FastifyInstance } from 'fastify';
import { writeGate } from '../../../domain/gate';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { collectRevenue } from './revenue-service';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const collection = {
  type: 'object',
  properties: {
    payment_type: {
      enum: [1, 2, 3],
      description: 'Cash 1 or bank transfer 2; a gateway payment (3) is recorded by the gateway, and refused here with 422.',
    },
    at_date: { type: 'string', format: 'date', description: "The day the money came in; the academy's today when left out." },
  },
  required: ['payment_type'],
  additionalProperties: false,
} as const;

export function revenueRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const revenues = app.models.get('revenues');
  if (!revenues) return;
  app.post(
    `/${revenues.config.api.item}/:id/collect`,
    {
      config: { gate: writeGate(revenues.config) },
      schema: {
        summary: 'Collect an unpaid fee',
        description:
          "Marks a revenue still new, pending or failed as paid, by cash or bank transfer on the given day, and tells the player's parent as any payment does. 409 `ALREADY_PAID` once it is paid.",
        params: idParams,
        body: collection,
        response: answers({ $ref: `${revenues.config.name}#` }),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      return ok(await collectRevenue(ctx, revenues.forRole(ctx.user.role), request.params.id, request.body), 'updated');
    },
  );
}
