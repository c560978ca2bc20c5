/**
 * Why a message to a parent has not gone (yet), as the office reads it: the `reason` of an
 * outbox row (schemas/notifications.json, which labels each in both languages) and of a
 * test message's answer. A parent nobody could reach is named by one of NOT_REACHED; a
 * message a provider refused, by the category of what it said, never its own words.
 */
import notifications from '../schemas/notifications.json' with { type: 'json' };

/**
 * A parent no message went to: both channels off, or no address for those on; or the parent
 * turned this kind of message off in their app (domain/parent-preferences.ts).
 */
export const NOT_REACHED = ['CHANNELS_OFF', 'NO_EMAIL', 'NO_MOBILE', 'NO_CONTACT', 'PARENT_OPTED_OUT'] as const;
export type NotReached = (typeof NOT_REACHED)[number];

/** What became of an attempt that did not deliver: the channel's state, or what the provider answered. */
export const DELIVERY_FAILURES = [
  'CHANNEL_OFF',
  'NOT_IN_PACKAGE',
  'ADDRESS_NOT_ALLOWED',
  'HOST_NOT_FOUND',
  'CONNECTION_REFUSED',
  'TIMED_OUT',
  'TLS_FAILED',
  'AUTH_FAILED',
  'SENDER_REJECTED',
  'RECIPIENT_REJECTED',
  'MESSAGE_REJECTED',
  'NO_BALANCE',
  'PROVIDER_ERROR',
  'INTERRUPTED',
  'NO_ZALO',
] as const;
export type DeliveryFailure = (typeof DELIVERY_FAILURES)[number];

export type DeliveryReason = NotReached | DeliveryFailure;
export const DELIVERY_REASONS: readonly DeliveryReason[] = [...NOT_REACHED, ...DELIVERY_FAILURES];

const labels = notifications.properties.reason['x-enum-labels'] as Record<DeliveryReason, { vi: string; en: string }>;

/** The reason as the office reads it, in `lang`. */
export const reasonLabel = (reason: DeliveryReason, lang: string): string => labels[reason][lang === 'en' ? 'en' : 'vi'];
