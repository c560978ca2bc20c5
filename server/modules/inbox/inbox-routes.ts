/**
 * The header's inbox (package feature `notification.received`): the latest items
 * with the caller's unread count, and marking one item or all of them read.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import {
  INBOX_DEFAULT_SIZE,
  INBOX_FEATURE,
  INBOX_KINDS,
  INBOX_MAX_SIZE,
  INBOX_RESOURCE,
  inboxSchema,
  inboxUnreadSchema,
} from '../../../domain/inbox';
import { MAX_INTEGER } from '../../../schemas/vocabulary';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { emptyWhenAbsent, NO_BODY } from '../../core/hooks/validators';
import { inbox, markAllRead, markRead } from './inbox-service';

const gate = { roles: ADMIN_APP_ROLES, features: [INBOX_FEATURE] as never[] };
const kind = { enum: INBOX_KINDS };
const recordId = { type: 'integer', minimum: 1, maximum: MAX_INTEGER } as const;

const query = {
  type: 'object',
  properties: { size: { type: 'integer', minimum: 1, maximum: INBOX_MAX_SIZE } },
  additionalProperties: false,
} as const;
const readBody = {
  type: 'object',
  properties: { kind, record_id: recordId },
  required: ['kind', 'record_id'],
  additionalProperties: false,
} as const;

export function inboxRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/admin/inbox',
    {
      config: { gate },
      schema: {
        summary: 'The latest registrations, payments, leave requests and make-ups booked by parents',
        description: `Newest first (\`size\` of them, ${INBOX_DEFAULT_SIZE} unless told), each with its title in the caller's language, when it happened, the record it opens and whether the caller has read it; and how many the caller has not read. Only the kinds whose records the caller may read, in the branches in view.`,
        querystring: query,
        response: answers(inboxSchema),
      },
    },
    async ({ ctx, query: q }) => {
      const { unread_count, items } = await inbox(ctx!, q.size ?? INBOX_DEFAULT_SIZE);
      return ok({ unread_count, items: items.map((item) => ({ ...item, resource: INBOX_RESOURCE[item.kind] })) });
    },
  );

  app.post(
    '/admin/inbox/read',
    {
      config: { gate },
      schema: {
        summary: 'Mark one inbox item read',
        description: 'For the caller alone; answers their unread count. 404 when the record is not one the caller may see.',
        body: readBody,
        response: answers(inboxUnreadSchema),
      },
    },
    async ({ ctx, body }) => ok(await markRead(ctx!, body.kind, body.record_id), 'updated'),
  );

  app.post(
    '/admin/inbox/seen',
    {
      config: { gate },
      preValidation: emptyWhenAbsent,
      schema: {
        summary: 'Mark every inbox item read',
        description:
          'For the caller alone: everything up to now counts as read. Takes no body, or an empty JSON object; anything else is refused.',
        body: NO_BODY,
        response: answers(inboxUnreadSchema),
      },
    },
    async ({ ctx }) => ok(await markAllRead(ctx!), 'updated'),
  );
}
