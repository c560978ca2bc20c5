/**
 * The link a parent opens to pay one fee: the revenue's id and a token only the
 * server can make (an HMAC of academy and revenue under a key derived from the
 * server's secret). Whoever holds the link may see that one fee and pay it, as
 * with any checkout link; it opens nothing else, and a paid fee has nothing left to do.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TUITION_PAGE = '/view/tuition';

const keyOf = (secret: string) => createHmac('sha256', secret).update('tuition-link').digest();

export function tuitionToken(secret: string, academyId: number, revenueId: number): string {
  return createHmac('sha256', keyOf(secret)).update(`${academyId}:${revenueId}`).digest('base64url');
}

export function isTuitionToken(secret: string, academyId: number, revenueId: number, token: string): boolean {
  const expected = Buffer.from(tuitionToken(secret, academyId, revenueId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The parent's page for the fee, at the academy's public address. */
export function tuitionLink(origin: string, secret: string, academyId: number, revenueId: number): string {
  const url = new URL(TUITION_PAGE, origin);
  url.searchParams.set('revenue', String(revenueId));
  url.searchParams.set('token', tuitionToken(secret, academyId, revenueId));
  return url.toString();
}
