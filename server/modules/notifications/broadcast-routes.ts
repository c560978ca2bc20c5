/**
 * A message to every customer (feature `notification.sent_all`): what a broadcast would
 * reach, for the form to say so before sending, and the sending itself, which queues one
 * e-mail per address in the outbox for the sender to deliver.
 */
import type { FastifyInstance } from 'fastify';
import {
  BROADCAST_GATE,
  broadcastAudienceSchema,
  broadcastDraftSchema,
  broadcastSentSchema,
  type BroadcastDraft,
} from '../../../domain/broadcast';
import { answers } from '../../core/openapi/responses';
import { ok, okSaying } from '../../core/reply';
import { typed } from '../../core/typed';
import { broadcastAudience, sendBroadcast } from './broadcast';

export function broadcastRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const config = { gate: BROADCAST_GATE };

  app.get(
    '/admin/notifications/broadcast',
    {
      config,
      schema: {
        summary: 'Who a message to all customers would reach',
        description:
          "The e-mails a broadcast sent now would queue (one per address): parents of active players of the selected branches (a manager: their own) and, for the whole academy, the CRM's customers; the first recipient, for a preview; and whether e-mail is set up to send them.",
        response: answers(broadcastAudienceSchema),
      },
    },
    async (request) => {
      const { recipients, ...audience } = await broadcastAudience(request.ctx!);
      const first = recipients[0];
      return ok({
        ...audience,
        total: recipients.length,
        first: first ? { recipient: first.email, player_name: first.player_name, parent_name: first.parent_name } : null,
      });
    },
  );

  app.post<{ Body: BroadcastDraft }>(
    '/admin/notifications/broadcast',
    {
      config,
      schema: {
        summary: 'Send a message to all customers',
        description:
          'Queues the subject and message, `{player_name}`, `{parent_name}` and `{academy_name}` filled in per recipient, as one e-mail per address of the audience above, all in one transaction; the sender delivers them. 422 when the text is empty or too long, e-mail is off or not set up, or nobody has an e-mail.',
        body: broadcastDraftSchema,
        response: answers(broadcastSentSchema, 201),
      },
    },
    async (request, reply) => {
      const ctx = request.ctx!;
      const queued = await sendBroadcast(ctx, request.body);
      return reply.status(201).send(okSaying({ queued }, ctx.t('broadcast.queued', { count: queued })));
    },
  );
}
