/**
 * "Send a test message" on the e-mail, SMS and Zalo settings pages: the address or number the
 * admin types, sent with the settings as the page holds them, and what the provider said,
 * as a category (domain/delivery-reasons.ts), never in its own words.
 */
import { DELIVERY_FAILURES, type DeliveryFailure } from './delivery-reasons';

export interface TestMessageResult {
  /** The provider took the message (an SMTP server's 250, eSMS's code 100, Zalo's error 0). */
  sent: boolean;
  /** Why not, when not sent. */
  reason: DeliveryFailure | null;
}

export const testMessageResultSchema = {
  type: 'object',
  properties: { sent: { type: 'boolean' }, reason: { anyOf: [{ type: 'null' }, { enum: DELIVERY_FAILURES }] } },
  required: ['sent', 'reason'],
} as const;

/** The paths, under /v1/api, of each channel's test message. */
export const TEST_MESSAGE_PATHS = {
  email: 'admin/settings/email/test-message',
  sms: 'admin/settings/sms/test-message',
  zalo: 'admin/settings/zalo/test-message',
} as const;
