/**
 * Zalo's two calls the channel makes, from its public documentation (docs/integrations/zalo-zns.md):
 * - sending a ZNS template message: a JSON POST to `/message/template` of the ZNS API with the
 *   Official Account's access token in the `access_token` header, the phone in its 84… form, the
 *   template's id, its parameters and our id for the message as `tracking_id`; answered with
 *   `error` 0 and the message's `msg_id`, or an error code of the ZNS table;
 * - refreshing the Official Account's access token: a form POST to `/v4/oa/access_token` of
 *   Zalo's OAuth server with the app's secret key in the `secret_key` header, answered with a new
 *   access token, its lifetime in seconds, and the next refresh token (each one works once).
 */
import type { DeliveryFailure } from '../../../../domain/delivery-reasons';
import type { HostPolicy } from '../../../core/provider-hosts';
import { requestJson } from '../../../core/outbound-json';
import { networkFailure } from '../failures';
import type { ZnsPayload } from './zns-payload';

export const ZNS_API_URL = 'https://business.openapi.zalo.me';
export const ZALO_OAUTH_URL = 'https://oauth.zaloapp.com';
/** Well under the sender's lease, so a hung call fails the attempt before the message is taken for abandoned. */
const TIMEOUT_MS = 30_000;

/**
 * The ZNS error table's codes this channel acts on (zalo.cloud, "Cách xử lý mã lỗi"). Those of
 * the parent's number make the message go on to the next channel; a refused access token is
 * refreshed once; codes another attempt cannot fix fail at once; the rest are retried.
 */
const NO_ZALO_CODES = new Set([-118, -119, -114]); // no Zalo account; account cannot receive ZNS; user inactive or refusing
export const TOKEN_INVALID = -124;
const FINAL: Record<number, DeliveryFailure> = {
  [-101]: 'AUTH_FAILED', // application invalid
  [-102]: 'AUTH_FAILED', // application does not exist
  [-103]: 'AUTH_FAILED', // application not activated
  [-104]: 'AUTH_FAILED', // app secret key invalid
  [-105]: 'AUTH_FAILED', // application not linked to any Official Account
  [-108]: 'RECIPIENT_REJECTED', // phone number invalid
  [-109]: 'MESSAGE_REJECTED', // template id invalid
  [-111]: 'MESSAGE_REJECTED', // template data empty
  [-112]: 'MESSAGE_REJECTED', // template data invalid
  [-117]: 'MESSAGE_REJECTED', // the OA or app has no permission for this template
};
const PASSING: Record<number, DeliveryFailure> = {
  [-115]: 'NO_BALANCE', // out of quota: the ZNS balance topped up, it goes
};

/** A call that did not do its work: the category, Zalo's own words, whether another attempt may succeed, and Zalo's code. */
export interface Refusal {
  ok: false;
  failure: DeliveryFailure;
  detail: string;
  retry: boolean;
  code?: number;
}

export type ZnsOutcome = { ok: true; msgId: string | null } | Refusal;

export interface ZnsMessage extends ZnsPayload {
  /** 84 and nine digits. */
  phone: string;
  tracking_id: string;
}

const failed = (failure: DeliveryFailure, detail: string, retry = true): Refusal => ({ ok: false, failure, detail, retry });

function requestFailure(error: unknown, timeout: AbortSignal): Refusal {
  return failed(
    timeout.aborted ? 'TIMED_OUT' : (networkFailure(error) ?? 'PROVIDER_ERROR'),
    error instanceof Error ? error.message : String(error),
  );
}

export async function sendZns(
  apiUrl: string,
  accessToken: string,
  message: ZnsMessage,
  policy: HostPolicy,
  cut?: AbortSignal,
): Promise<ZnsOutcome> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let answered;
  try {
    answered = await requestJson(`${apiUrl.replace(/\/+$/, '')}/message/template`, {
      method: 'POST',
      payload: message,
      headers: { access_token: accessToken },
      policy,
      signal: cut ? AbortSignal.any([timeout, cut]) : timeout,
    });
  } catch (error) {
    return requestFailure(error, timeout);
  }
  if (answered.status < 200 || answered.status > 299) return failed('PROVIDER_ERROR', `HTTP ${answered.status}`);
  const answer = answered.body as { error?: number; message?: string; data?: { msg_id?: string } } | null;
  if (!answer || typeof answer.error !== 'number') return failed('PROVIDER_ERROR', 'unreadable answer');
  if (answer.error === 0) return { ok: true, msgId: answer.data?.msg_id ?? null };
  const code = answer.error;
  const detail = `Zalo ${code}: ${answer.message || 'error'}`;
  if (NO_ZALO_CODES.has(code)) return { ok: false, failure: 'NO_ZALO', detail, retry: false, code };
  if (code === TOKEN_INVALID) return { ok: false, failure: 'AUTH_FAILED', detail, retry: true, code };
  if (code in FINAL) return { ok: false, failure: FINAL[code], detail, retry: false, code };
  return { ok: false, failure: PASSING[code] ?? 'PROVIDER_ERROR', detail, retry: true, code };
}

export type RefreshOutcome = { ok: true; accessToken: string; refreshToken: string; expiresInSeconds: number } | Refusal;

export async function refreshOaToken(
  oauthUrl: string,
  app: { app_id: string; secret_key: string },
  refreshToken: string,
  policy: HostPolicy,
): Promise<RefreshOutcome> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  let answered;
  try {
    answered = await requestJson(`${oauthUrl.replace(/\/+$/, '')}/v4/oa/access_token`, {
      method: 'POST',
      form: { refresh_token: refreshToken, app_id: app.app_id, grant_type: 'refresh_token' },
      headers: { secret_key: app.secret_key },
      policy,
      signal: timeout,
    });
  } catch (error) {
    return requestFailure(error, timeout);
  }
  if (answered.status >= 500) return failed('PROVIDER_ERROR', `HTTP ${answered.status}`);
  const answer = (answered.body ?? {}) as Record<string, unknown>;
  const expires = Number(answer.expires_in);
  if (typeof answer.access_token === 'string' && typeof answer.refresh_token === 'string' && expires > 0)
    return { ok: true, accessToken: answer.access_token, refreshToken: answer.refresh_token, expiresInSeconds: expires };
  // A refusal (a used or expired refresh token, a wrong secret key): only the admin can mend it.
  const why = [answer.error, answer.error_name ?? answer.message, answer.error_description].filter((part) => part !== undefined).join(' ');
  return failed('AUTH_FAILED', `Zalo refused the refresh: ${why || `HTTP ${answered.status}`}`, false);
}
