/**
 * A message to every customer (feature `notification.sent_all`): what a broadcast would
 * reach and by which channel, for the form to say so before sending, and the sending itself,
 * which queues one message per person in the outbox for the sender to deliver.
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
          "The messages a broadcast sent now would queue (one per person: records sharing an e-mail or, while Zalo carries broadcasts, a mobile are one): parents of active players of the selected branches (a manager: their own), by Zalo while the academy has a Zalo template for broadcasts and the parent a mobile, else by e-mail; for the whole academy, the CRM's customers by e-mail; the first recipient, for a preview; whether e-mail and Zalo are set up to send them; and the Zalo template's parameters as mapped in settings.",
        response: answers(broadcastAudienceSchema),
      },
    },
    async (request) => {
      const { recipients, ...audience } = await broadcastAudience(request.ctx!);
      const first = recipients[0];
      return ok({
        ...audience,
        total: recipients.length,
        first: first
          ? { channel: first.channel, recipient: first.recipient, player_name: first.player_name, parent_name: first.parent_name }
          : null,
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
          'Queues the subject and message, `{player_name}`, `{parent_name}` and `{academy_name}` filled in per recipient, as one message per person of the audience above (a Zalo one carrying the broadcast template with its parameters filled from `{subject}`, `{body}` and the names, and going on by e-mail if Zalo refuses it), all in one transaction; the sender delivers them. 422 when the text is empty or too long, neither e-mail nor Zalo is set up for broadcasts, or nobody can be reached.',
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
