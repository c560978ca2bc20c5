/**
 * eSMS.vn's brand-name SMS ("customer care" messages, SmsType 2), from its public API
 * documentation (README, "Notifications to parents"): a JSON POST of every parameter as a
 * string to SendMultipleMessage_V4_post_json, answered with CodeResult "100" when accepted,
 * the message's SMSID beside it; any other code is an error of the documented table, answered
 * as its category (failures.ts).
 */
import type { DeliveryFailure } from '../../../../domain/delivery-reasons';
import type { HostPolicy } from '../../../core/provider-hosts';
import { networkFailure } from '../failures';
import { requestJson } from '../../../core/outbound-json';
import type { SmsMessage, SmsOutcome, SmsProvider, SmsSettings } from './sms-provider';

/** The documented base of eSMS's REST API; the settings may point elsewhere (a test's server). */
export const ESMS_API_URL = 'https://rest.esms.vn/MainService.svc/json';
const SEND_PATH = '/SendMultipleMessage_V4_post_json/';
const ACCEPTED = '100';
/** The request id is one the provider already holds: an earlier attempt got through, its answer was lost. */
const DUPLICATE_REQUEST = '124';
/** Well under the sender's lease, so a hung call fails the attempt before the message is taken for abandoned. */
const TIMEOUT_MS = 30_000;

/** Codes of the documented table that another attempt cannot fix (the admin, or the parent's number, must change first), by category. */
const FINAL: Record<string, DeliveryFailure> = {
  '99': 'RECIPIENT_REJECTED', // the phone number is blocked
  '101': 'AUTH_FAILED', // incorrect ApiKey or SecretKey
  '102': 'PROVIDER_ERROR', // no price list available
  '104': 'SENDER_REJECTED', // the brand name does not exist
  '108': 'RECIPIENT_REJECTED', // the phone number is not in a correct format
  '118': 'MESSAGE_REJECTED', // unsupported message type
  '140': 'AUTH_FAILED', // the server's IP is not whitelisted
  '146': 'MESSAGE_REJECTED', // wrong customer care template
  '177': 'RECIPIENT_REJECTED', // the network is not registered
};
/** Codes worth trying again after a while (the balance topped up); unknown codes are retried too. */
const PASSING: Record<string, DeliveryFailure> = {
  '103': 'NO_BALANCE',
};

interface EsmsAnswer {
  CodeResult?: string;
  SMSID?: string;
  ErrorMessage?: string;
}

const retry = (failure: DeliveryFailure, detail: string): SmsOutcome => ({ ok: false, failure, detail: `eSMS: ${detail}`, retry: true });

export function esmsProvider(settings: SmsSettings, policy: HostPolicy): SmsProvider {
  const url = `${settings.api_url.replace(/\/+$/, '')}${SEND_PATH}`;
  return {
    async send(message: SmsMessage, cut?: AbortSignal): Promise<SmsOutcome> {
      const timeout = AbortSignal.timeout(TIMEOUT_MS);
      let answered;
      try {
        answered = await requestJson(url, {
          method: 'POST',
          payload: {
            ApiKey: settings.api_key,
            SecretKey: settings.secret_key,
            Phone: message.phone,
            Content: message.text,
            Brandname: settings.brand_name,
            SmsType: '2',
            // The text is plain ASCII (sms-text.ts): non-Unicode, 160 characters a segment.
            IsUnicode: '0',
            Sandbox: settings.sandbox ? '1' : '0',
            RequestId: message.requestId,
          },
          policy,
          signal: cut ? AbortSignal.any([timeout, cut]) : timeout,
        });
      } catch (error) {
        const failure = timeout.aborted ? 'TIMED_OUT' : (networkFailure(error) ?? 'PROVIDER_ERROR');
        return retry(failure, error instanceof Error ? error.message : String(error));
      }
      if (answered.status < 200 || answered.status > 299) return retry('PROVIDER_ERROR', `HTTP ${answered.status}`);
      const answer = answered.body as EsmsAnswer | null;
      const code = String(answer?.CodeResult ?? '');
      if (!answer || !code) return retry('PROVIDER_ERROR', 'unreadable answer');
      if (code === ACCEPTED || code === DUPLICATE_REQUEST) return { ok: true, providerId: answer.SMSID || null };
      const detail = `eSMS ${code}: ${answer.ErrorMessage || 'error'}`;
      if (code in FINAL) return { ok: false, failure: FINAL[code], detail, retry: false };
      return { ok: false, failure: PASSING[code] ?? 'PROVIDER_ERROR', detail, retry: true };
    },
  };
}
