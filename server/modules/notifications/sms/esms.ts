/**
 * eSMS.vn's brand-name SMS ("customer care" messages, SmsType 2), from its public API
 * documentation (README, "Notifications to parents"): a JSON POST of every parameter as a
 * string to SendMultipleMessage_V4_post_json, answered with CodeResult "100" when accepted,
 * the message's SMSID beside it; any other code is an error of the documented table.
 */
import type { SmsMessage, SmsOutcome, SmsProvider, SmsSettings } from './sms-provider';

/** The documented base of eSMS's REST API; the settings may point elsewhere (a test's server). */
export const ESMS_API_URL = 'https://rest.esms.vn/MainService.svc/json';
const SEND_PATH = '/SendMultipleMessage_V4_post_json/';
const ACCEPTED = '100';
/** The request id is one the provider already holds: an earlier attempt got through, its answer was lost. */
const DUPLICATE_REQUEST = '124';
/** Well under the sender's lease, so a hung call fails the attempt before the message is taken for abandoned. */
const TIMEOUT_MS = 30_000;

/** Codes of the documented table that another attempt cannot fix: the admin (or the parent's number) must change first. */
const FINAL: Record<string, string> = {
  '99': 'The phone number is blocked',
  '101': 'Incorrect ApiKey or SecretKey',
  '102': 'No price list available',
  '104': 'Brandname does not exist',
  '108': 'Phone number is not in correct format',
  '118': 'Unsupported message type',
  '140': 'IP is not whitelisted',
  '146': 'Wrong customer care template',
  '177': 'The network is not registered',
};
/** Codes worth trying again after a while (the balance topped up); unknown codes are retried too. */
const PASSING: Record<string, string> = {
  '103': 'Not enough balance to send message',
};

interface EsmsAnswer {
  CodeResult?: string;
  SMSID?: string;
  ErrorMessage?: string;
}

const retry = (reason: string): SmsOutcome => ({ ok: false, reason: `eSMS: ${reason}`, retry: true });

export function esmsProvider(settings: SmsSettings): SmsProvider {
  const url = `${settings.api_url.replace(/\/+$/, '')}${SEND_PATH}`;
  return {
    async send(message: SmsMessage): Promise<SmsOutcome> {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
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
          }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        return retry(error instanceof Error ? error.message : String(error));
      }
      if (!res.ok) return retry(`HTTP ${res.status}`);
      const answer = (await res.json().catch(() => null)) as EsmsAnswer | null;
      const code = String(answer?.CodeResult ?? '');
      if (!answer || !code) return retry('unreadable answer');
      if (code === ACCEPTED || code === DUPLICATE_REQUEST) return { ok: true, providerId: answer.SMSID || null };
      const reason = `eSMS ${code}: ${answer.ErrorMessage || FINAL[code] || PASSING[code] || 'error'}`;
      return { ok: false, reason, retry: !(code in FINAL) };
    },
  };
}
