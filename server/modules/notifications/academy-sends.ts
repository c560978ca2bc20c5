/**
 * Whether an academy can send its parents messages, asked in one place by what queues them,
 * what counts a broadcast's reach, what delivers them and what sends a test: its package sends
 * notifications, and a channel is switched on and holds what a message needs to leave.
 */
import type { AcademySettings } from '../settings/settings-service';

/** The package feature without which an academy sends no notification at all. */
const SENDS_NOTIFICATIONS = 'notification.sent';

/** What each channel needs before a message can leave on it (an SMTP server and sender; the provider's keys and brand name; the Zalo app's keys). */
export const CHANNEL_NEEDS = {
  email_settings: ['host', 'sender'],
  sms_settings: ['api_key', 'secret_key', 'brand_name'],
  zalo_settings: ['app_id', 'secret_key'],
} as const;

type Channel = keyof typeof CHANNEL_NEEDS;

export const packageSends = (features: Iterable<string>): boolean => new Set(features).has(SENDS_NOTIFICATIONS);

/** The channel is switched on and set up (whatever the package: ask `packageSends` for that). */
export function channelReady(settings: Pick<AcademySettings, Channel>, section: Channel): boolean {
  const channel: Record<string, unknown> = settings[section];
  return Boolean(channel.is_enable) && CHANNEL_NEEDS[section].every((field) => Boolean(channel[field]));
}
