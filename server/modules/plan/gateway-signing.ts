/**
 * The two secrets between us and the built-in sandbox gateway, both derived from
 * the server's secret: the token in a payment's link (whoever holds the link may
 * pay, as with any checkout link, without the admin app's session) and the
 * signature on the gateway's callback (only the gateway can report an outcome;
 * a browser cannot forge one).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export interface GatewayKeys {
  link: Buffer;
  callback: Buffer;
}

export type GatewayStatus = 'PENDING' | 'SUCCESS' | 'FAIL' | 'CANCEL';

/** What the gateway reports about a payment; `timestamp` (ms) bounds how long a report may be replayed. */
export interface GatewayOutcome {
  payment_id: number;
  status: GatewayStatus;
  payment_type: 1 | 2 | 3;
  reference: string;
  amount: number;
  timestamp: number;
}

/** A report older than this (or this far in the future) is refused. */
export const OUTCOME_MAX_AGE_MS = 5 * 60_000;

const derive = (secret: string, purpose: string) => createHmac('sha256', secret).update(purpose).digest();

export function gatewayKeys(secret: string): GatewayKeys {
  return { link: derive(secret, 'sandbox-gateway:link'), callback: derive(secret, 'sandbox-gateway:callback') };
}

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('base64url');

function same(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export const linkToken = (keys: GatewayKeys, paymentId: number) => mac(keys.link, `payment:${paymentId}`);

export const isLinkToken = (keys: GatewayKeys, paymentId: number, token: string) => same(linkToken(keys, paymentId), token);

/** Where the payer goes to pay: our own sandbox gateway page, in the payer's language when given. */
export function paymentLink(keys: GatewayKeys, paymentId: number, lang?: string): string {
  return `/sandbox-gateway/${paymentId}?token=${linkToken(keys, paymentId)}${lang ? `&lang=${lang}` : ''}`;
}

const outcomeText = (o: GatewayOutcome) => [o.payment_id, o.status, o.payment_type, o.reference, o.amount, o.timestamp].join('|');

export const signOutcome = (keys: GatewayKeys, o: GatewayOutcome) => mac(keys.callback, outcomeText(o));

export function isSignedOutcome(keys: GatewayKeys, o: GatewayOutcome, signature: string, now = Date.now()): boolean {
  return Math.abs(now - o.timestamp) <= OUTCOME_MAX_AGE_MS && same(signOutcome(keys, o), signature);
}
