/**
 * The link a parent opens to renew a pack (the "sessions left" message holds it): the pack's id
 * and a token only the server can make, an HMAC of academy and pack under a key derived from the
 * server's secret. It opens the pack's page for as long as the pack is the player's; the page
 * renews it once, then shows the renewal's fee to pay.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export const RENEWAL_PAGE = '/view/renewal';

const keyOf = (secret: string) => createHmac('sha256', secret).update('renewal-link').digest();

export const renewalToken = (secret: string, academyId: number, packId: number) =>
  createHmac('sha256', keyOf(secret)).update(`${academyId}:${packId}`).digest('base64url');

/** Whether the token is the one the server made for this academy's pack. */
export function isRenewalToken(secret: string, academyId: number, packId: number, token: string): boolean {
  const expected = Buffer.from(renewalToken(secret, academyId, packId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The parent's page for the pack, at the address the request came to. */
export function renewalLink(links: { origin: string; secret: string }, academyId: number, packId: number): string {
  const url = new URL(RENEWAL_PAGE, links.origin);
  url.searchParams.set('pack', String(packId));
  url.searchParams.set('token', renewalToken(links.secret, academyId, packId));
  return url.toString();
}
