/** `PUT /admin/notifications/:id/resend`: a failed message queued again (resend.ts), gated like the list. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { resendNotification } from './resend';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

export function resendRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const model = app.models.get('notifications');
  if (!model) return;
  app.put(
    '/admin/notifications/:id/resend',
    {
      config: { gate: { roles: model.config.roles, features: model.config.features } },
      schema: {
        summary: 'Send a failed message again',
        description: 'Queues a FAILED message again as new (attempts from 0), for the sender to deliver. 409 for a message that has not failed.',
        params: idParams,
      },
    },
    async (request) => ok(await resendNotification(request.ctx!, model, request.params.id), 'updated'),
  );
}
