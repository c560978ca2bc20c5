/**
 * A message to every customer (package feature `notification.sent_all`): who may send it,
 * the limits of its text and how it is worded for one recipient. The server checks a
 * draft with these rules and the app's form shows the same messages before sending.
 * Also the schemas of `/admin/notifications/broadcast`: its body and its answers.
 */
import type { FromSchema } from 'json-schema-to-ts';
import type { Gate } from './gate';
import { renderTemplate, type TemplateFields } from './notification-templates';
import type { Translate } from './validation-messages';

/** Admins for the whole academy, managers for their own branches (the server narrows the audience). */
export const BROADCAST_GATE: Gate = { roles: ['admin', 'manager'], features: ['notification.sent_all'] };

export const SUBJECT_MAX = 200;
export const BODY_MAX = 5000;

// Lengths and blanks are the rules below, answered as a 422 per field.
export const broadcastDraftSchema = {
  type: 'object',
  properties: { subject: { type: 'string' }, body: { type: 'string' } },
  required: ['subject', 'body'],
  additionalProperties: false,
} as const;
export type BroadcastDraft = FromSchema<typeof broadcastDraftSchema>;

const count = { type: 'integer', minimum: 0 } as const;

/** The `{fields}` a broadcast's Zalo template parameters may use: the message as written and the recipient's names. */
export const BROADCAST_FIELDS = ['subject', 'body', 'player_name', 'parent_name', 'academy_name'];

/**
 * `GET /admin/notifications/broadcast`: who a broadcast sent now would reach and by which channel,
 * the first recipient for a preview, whether e-mail and Zalo are ready, and the parameters of the
 * academy's Zalo template for broadcasts (each `{name, value}` as the settings map them).
 */
export const broadcastAudienceSchema = {
  type: 'object',
  properties: {
    email_ready: { type: 'boolean' },
    zalo_ready: { type: 'boolean' },
    language: { enum: ['vi', 'en'] },
    academy_name: { type: 'string' },
    total: count,
    parents: count,
    customers: count,
    by_email: count,
    by_zalo: count,
    first: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: {
            channel: { enum: ['EMAIL', 'ZALO'] },
            recipient: { type: 'string' },
            player_name: { type: 'string' },
            parent_name: { type: 'string' },
          },
          required: ['channel', 'recipient', 'player_name', 'parent_name'],
          additionalProperties: false,
        },
      ],
    },
    zalo_params: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, value: { type: 'string' } },
        required: ['name', 'value'],
        additionalProperties: false,
      },
    },
  },
  required: [
    'email_ready',
    'zalo_ready',
    'language',
    'academy_name',
    'total',
    'parents',
    'customers',
    'by_email',
    'by_zalo',
    'first',
    'zalo_params',
  ],
  additionalProperties: false,
} as const;
export type BroadcastAudience = FromSchema<typeof broadcastAudienceSchema>;

/** `POST /admin/notifications/broadcast`: how many messages were queued. */
export const broadcastSentSchema = {
  type: 'object',
  properties: { queued: count },
  required: ['queued'],
  additionalProperties: false,
} as const;
export type BroadcastSent = FromSchema<typeof broadcastSentSchema>;

const LIMITS: Record<keyof BroadcastDraft, number> = { subject: SUBJECT_MAX, body: BODY_MAX };

/** What is wrong with one field of a draft, in the reader's language; null when it may be sent. */
export function fieldError(field: keyof BroadcastDraft, text: string, t: Translate): string | null {
  const trimmed = text.trim();
  if (!trimmed) return t('validation.required');
  return trimmed.length > LIMITS[field] ? t('validation.maxLength', { limit: LIMITS[field] }) : null;
}

/** What is wrong with a draft, field by field; empty when it may be sent. */
export function draftErrors(draft: BroadcastDraft, t: Translate): Array<{ field: keyof BroadcastDraft; message: string }> {
  return (['subject', 'body'] as const).flatMap((field) => {
    const message = fieldError(field, draft[field], t);
    return message ? [{ field, message }] : [];
  });
}

/** The draft as one recipient reads it: placeholders filled, the subject on one line. */
export function renderBroadcast(draft: BroadcastDraft, fields: TemplateFields): BroadcastDraft {
  return {
    subject: renderTemplate(draft.subject.trim(), fields).replace(/\s+/g, ' ').trim(),
    body: renderTemplate(draft.body.trim(), fields),
  };
}
