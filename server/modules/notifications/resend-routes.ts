/** `PUT /admin/notifications/:id/resend`: a failed or not sent message sent again (resend.ts), gated like the list. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { emptyWhenAbsent, NO_BODY } from '../../core/hooks/validators';
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
      preValidation: emptyWhenAbsent,
      schema: {
        summary: 'Send a failed or not sent message again',
        description:
          'Queues a FAILED message again as new (attempts from 0), for the sender to deliver. A NOT_SENT one (no channel reached the parent) is queued on the channels that reach the parent now, one row per channel; 422 NOT_REACHABLE, with the reason, while none does. 409 for a message that has neither failed nor gone unsent. Takes no body, or an empty JSON object; answers the message as it stands now.',
        params: idParams,
        body: NO_BODY,
        response: answers({ $ref: 'notifications#' }),
      },
    },
    async (request) => ok(await resendNotification(request.ctx!, model, request.params.id), 'updated'),
  );
}
