/**
 * What the sender asks of an SMS provider, whichever it is: send one text to one phone
 * under a request id that stays the same at every attempt, and answer the provider's id
 * for it, or why it was refused and whether another attempt could succeed (an empty
 * balance may be topped up; a wrong key stays wrong until the admin fixes it).
 */
import type { AcademySettings } from '../../settings/settings-service';

export type SmsSettings = AcademySettings['sms_settings'];

export interface SmsMessage {
  /** Stable per outbox message: the provider recognises a resend as the message it already has. */
  requestId: string;
  /** As the provider takes it (sms-text.ts). */
  phone: string;
  text: string;
}

export type SmsOutcome =
  | { ok: true; providerId: string | null }
  | { ok: false; reason: string; retry: boolean };

export interface SmsProvider {
  send(message: SmsMessage): Promise<SmsOutcome>;
}
