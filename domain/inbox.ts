/**
 * The header's inbox: the kinds of news it lists and the resource each one opens,
 * shared by the server (which computes the items) and the app (which links them),
 * and the answers of `/admin/inbox`, their schemas and types.
 */
import type { FromSchema } from 'json-schema-to-ts';

export const INBOX_KINDS = ['registration', 'payment', 'time_off', 'makeup'] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

export const INBOX_RESOURCES = ['practices', 'revenues', 'time_offs', 'makeup_credits'] as const;

/** The record an item is about, and the package feature the inbox itself needs. */
export const INBOX_RESOURCE: Record<InboxKind, (typeof INBOX_RESOURCES)[number]> = {
  registration: 'practices',
  payment: 'revenues',
  time_off: 'time_offs',
  makeup: 'makeup_credits',
};

export const INBOX_FEATURE = 'notification.received';

/** How many items one answer lists at most, and by default. */
export const INBOX_MAX_SIZE = 50;
export const INBOX_DEFAULT_SIZE = 20;

const unread = { unread_count: { type: 'integer', minimum: 0 } } as const;

/** `POST /admin/inbox/read` and `/admin/inbox/seen`: the caller's unread count after the mark. */
export const inboxUnreadSchema = { type: 'object', properties: unread, required: ['unread_count'], additionalProperties: false } as const;

export const inboxItemSchema = {
  type: 'object',
  properties: {
    kind: { enum: INBOX_KINDS },
    record_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    resource: { enum: INBOX_RESOURCES, description: 'The resource whose record the item opens' },
    title: { type: 'string' },
    at: { type: 'string', format: 'date-time' },
    read: { type: 'boolean' },
  },
  required: ['kind', 'record_id', 'resource', 'title', 'at', 'read'],
  additionalProperties: false,
} as const;
export type InboxItem = FromSchema<typeof inboxItemSchema>;

/** `GET /admin/inbox`: the latest items, newest first, and how many the caller has not read. */
export const inboxSchema = {
  type: 'object',
  properties: { ...unread, items: { type: 'array', items: inboxItemSchema } },
  required: ['unread_count', 'items'],
  additionalProperties: false,
} as const;
export type Inbox = FromSchema<typeof inboxSchema>;
