/**
 * A parent's own choices for the academy's messages (`GET`/`PUT /parent/preferences`, kept in
 * `parent_preferences`, migration 0041): the language their messages are written in, the
 * channel they are told on when it is on and reaches them (none: the academy's order), and the
 * kinds of message they turned off. Only news of the child's day and the academy's events can be
 * turned off; what concerns money (fees due, payments, sessions running out) and sign-in codes
 * always goes. The sending side (server/modules/notifications/parent-messages.ts) honours them;
 * a message not sent for a choice is kept NOT_SENT with the reason PARENT_OPTED_OUT.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { NOTIFICATION_EVENTS, type NotificationEvent, type TemplateLanguage } from './notification-templates';
import { CHANNELS, type Channel } from './parent-notices';

/** The messages a parent may turn off, in the order the settings page lists them. */
export const MUTABLE_EVENTS = ['PLAYER_ABSENT', 'TIME_OFF_DECIDED', 'EVENT_PUBLISHED'] as const satisfies readonly NotificationEvent[];
export type MutableEvent = (typeof MUTABLE_EVENTS)[number];

export const PARENT_LANGUAGES = ['vi', 'en'] as const satisfies readonly TemplateLanguage[];

export const isMutableEvent = (event: string): event is MutableEvent => (MUTABLE_EVENTS as readonly string[]).includes(event);

const language = {
  enum: PARENT_LANGUAGES,
  description: "The parent's language: their messages are written in it, and the app and its answers speak it",
} as const;
const channel = {
  enum: [...CHANNELS, null],
  description: "The channel the parent is told on while the academy has it on and it reaches them; null: the academy's order",
} as const;

/** `PUT /parent/preferences`: every choice at once. */
export const parentPreferencesBodySchema = {
  type: 'object',
  properties: {
    language,
    channel,
    muted_events: {
      type: 'array',
      items: { type: 'string', minLength: 1, maxLength: 40 },
      maxItems: 20,
      description: `The messages the parent does not want, among ${MUTABLE_EVENTS.join(', ')}; any other event is refused (422)`,
    },
  },
  required: ['language', 'channel', 'muted_events'],
  additionalProperties: false,
} as const;
export type ParentPreferencesBody = FromSchema<typeof parentPreferencesBodySchema>;

/** What `GET` and `PUT /parent/preferences` answer: the choices, and what the academy offers to choose from. */
export const parentPreferencesSchema = {
  type: 'object',
  properties: {
    language,
    channel,
    events: {
      type: 'array',
      items: {
        type: 'object',
        properties: { event: { enum: MUTABLE_EVENTS }, muted: { type: 'boolean' } },
        required: ['event', 'muted'],
        additionalProperties: false,
      },
      description: 'Every message a parent may turn off, with their choice',
    },
    channels_on: {
      type: 'array',
      items: { enum: CHANNELS },
      description: "The channels the academy sends parents' messages on now, in its order: those a preferred channel is honoured on",
    },
  },
  required: ['language', 'channel', 'events', 'channels_on'],
  additionalProperties: false,
} as const;
export type ParentPreferences = FromSchema<typeof parentPreferencesSchema>;

/** A parent's choices as the sending side reads them; a parent who never chose has none (null). */
export interface ParentChoice {
  language: TemplateLanguage | null;
  channel: Channel | null;
  muted: MutableEvent[];
}

/** Why a muted event is refused: an event the academy does not send, or one that always goes. */
export type MutedEventError = { event: string; kind: 'unknown' | 'always_sent' };

export function mutedEventErrors(events: readonly string[]): MutedEventError[] {
  return events.flatMap((event): MutedEventError[] => {
    if (isMutableEvent(event)) return [];
    return [{ event, kind: (NOTIFICATION_EVENTS as string[]).includes(event) || event === 'SIGN_IN_CODE' ? 'always_sent' : 'unknown' }];
  });
}

/** The muted events as stored (a jsonb array), kept to those a parent may turn off. */
export const storedMuted = (value: unknown): MutableEvent[] =>
  Array.isArray(value) ? MUTABLE_EVENTS.filter((event) => value.includes(event)) : [];

/** The language a parent's message is written in: theirs once chosen, else the academy's. */
export const messageLanguage = (academy: TemplateLanguage, choice: ParentChoice | null | undefined): TemplateLanguage =>
  choice?.language ?? academy;

/** Whether the parent turned this event's messages off (never a message that always goes). */
export const optedOut = (event: string, choice: ParentChoice | null | undefined): boolean =>
  Boolean(choice && isMutableEvent(event) && choice.muted.includes(event));
