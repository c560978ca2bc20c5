/**
 * What a provider's refusal means, as the office reads it (domain/delivery-reasons.ts):
 * the category of an error from the network, from nodemailer or from an SMS provider. The
 * provider's own words never reach the office (they could tell what listens at an address);
 * they stay in the outbox's last_error for the operator.
 */
import type { DeliveryFailure } from '../../../domain/delivery-reasons';
import { HostRefused } from '../../core/provider-hosts';

/** A send that did not deliver: its category, the provider's words, and whether another attempt may succeed. */
export class DeliveryError extends Error {
  constructor(
    readonly failure: DeliveryFailure,
    detail: string,
    readonly retry = true,
  ) {
    super(detail);
  }
}

const REFUSED = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED']);
const NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL', 'EAI_NONAME', 'EDNS']);
const TIMED_OUT = new Set(['ETIMEDOUT', 'ESOCKETTIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'CONNECT_TIMEOUT', 'SOCKET_TIMEOUT']);
const TLS = /^(ETLS|EREQUIRETLS|ERR_TLS_|ERR_SSL_|CERT_|DEPTH_ZERO_|SELF_SIGNED_|UNABLE_TO_(GET|VERIFY)_)/;

interface CodedError {
  code?: string;
  /** nodemailer's: the socket's own code, under its ESOCKET. */
  originalCode?: string;
  errno?: string | number;
  name?: string;
  command?: string;
  responseCode?: number;
  cause?: unknown;
}

/** The category of a failure to reach a server at all (no address, refused, timed out, TLS); null for anything else. */
export function networkFailure(error: unknown): DeliveryFailure | null {
  if (error instanceof HostRefused) return error.reason;
  const e = (error ?? {}) as CodedError;
  const code = String(e.originalCode ?? e.code ?? '');
  const own = e.cause ? networkFailure(e.cause) : null;
  if (own) return own;
  if (NOT_FOUND.has(code)) return 'HOST_NOT_FOUND';
  if (TIMED_OUT.has(code) || e.name === 'TimeoutError') return 'TIMED_OUT';
  if (TLS.test(code)) return 'TLS_FAILED';
  if (REFUSED.has(code) || (typeof e.errno === 'number' && e.errno === -111)) return 'CONNECTION_REFUSED';
  return null;
}

/** The category of a nodemailer error: where the conversation stopped, and what the server answered. */
export function mailFailure(error: unknown): DeliveryFailure {
  const e = (error ?? {}) as CodedError;
  const command = String(e.command ?? '').toUpperCase();
  switch (e.code) {
    case 'EAUTH':
    case 'ENOAUTH':
    case 'EOAUTH2':
      return 'AUTH_FAILED';
    case 'EENVELOPE':
      return command.startsWith('MAIL') ? 'SENDER_REJECTED' : 'RECIPIENT_REJECTED';
    case 'EMESSAGE':
      return 'MESSAGE_REJECTED';
    case 'ESOCKET':
    case 'ECONNECTION':
      // nodemailer wraps the socket's own error: its errno and message say which.
      return networkFailure(error) ?? (/ECONNREFUSED/.test(String((error as Error).message)) ? 'CONNECTION_REFUSED' : 'PROVIDER_ERROR');
    default:
      return networkFailure(error) ?? 'PROVIDER_ERROR';
  }
}
