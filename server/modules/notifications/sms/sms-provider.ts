/**
 * What the sender asks of an SMS provider, whichever it is: send one text to one phone
 * under a request id that stays the same at every attempt, and answer the provider's id
 * for it, or what kind of refusal it was and whether another attempt could succeed (an
 * empty balance may be topped up; a wrong key stays wrong until the admin fixes it).
 */
import type { AcademySettings } from '../../settings/settings-service';
import type { DeliveryFailure } from '../../../../domain/delivery-reasons';
import type { HostPolicy } from '../../../core/provider-hosts';

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
  /** `detail`: the provider's own words, for the operator; the office reads `failure`. */
  | { ok: false; failure: DeliveryFailure; detail: string; retry: boolean };

export interface SmsProvider {
  /** `signal` cuts the request short (the server stopping). */
  send(message: SmsMessage, signal?: AbortSignal): Promise<SmsOutcome>;
}

export type SmsProviderFactory = (settings: SmsSettings, policy: HostPolicy) => SmsProvider;
