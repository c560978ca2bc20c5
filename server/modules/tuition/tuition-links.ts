/**
 * The link a parent opens to pay one fee: the revenue's id and a token only the
 * server can make (the link's number and an HMAC of academy, revenue and link under
 * a key derived from the server's secret). Each link is a row of `tuition_links`:
 * it opens the fee's page for TUITION_LINK_DAYS, until the admin revokes it. Asked
 * again, the fee's open link is given back as it is, so a link already sent stays good.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { TUITION_LINK_DAYS } from '../../../domain/tuition-fee';
import type { Db } from '../../db/client';
import { atomically } from '../../db/atomically';

export const TUITION_PAGE = '/view/tuition';

const DAY_MS = 86_400_000;

/** What a link's token opens: the fee's page, or nothing any more (and why). */
export type LinkState = 'open' | 'expired' | 'revoked' | 'unknown';

const keyOf = (secret: string) => createHmac('sha256', secret).update('tuition-link').digest();

const signature = (secret: string, academyId: number, revenueId: number, linkId: number) =>
  createHmac('sha256', keyOf(secret)).update(`${academyId}:${revenueId}:${linkId}`).digest('base64url');

export function tuitionToken(secret: string, academyId: number, revenueId: number, linkId: number): string {
  return `${linkId}.${signature(secret, academyId, revenueId, linkId)}`;
}

/** The link's number when the token is one the server made for this academy's fee; null otherwise. */
export function linkIdOf(secret: string, academyId: number, revenueId: number, token: string): number | null {
  const match = /^([1-9]\d{0,9})\.([\w-]+)$/.exec(token);
  const linkId = match ? Number(match[1]) : NaN;
  if (!match || linkId > 2_147_483_647) return null;
  const expected = Buffer.from(signature(secret, academyId, revenueId, linkId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? linkId : null;
}

/** The parent's page for the fee, at the academy's public address. */
export function tuitionLink(origin: string, secret: string, academyId: number, revenueId: number, linkId: number): string {
  const url = new URL(TUITION_PAGE, origin);
  url.searchParams.set('revenue', String(revenueId));
  url.searchParams.set('token', tuitionToken(secret, academyId, revenueId, linkId));
  return url.toString();
}

interface LinkRow {
  id: number;
  expires_at: string;
}

/**
 * The fee's link still open at `now`, or a new one lasting TUITION_LINK_DAYS. The fee's row is
 * locked first, so two asks at once (a parent's two taps) give the one link, never two.
 */
export function openLinkOf(db: Db, academyId: number, revenueId: number, createdBy: number, now = new Date()): Promise<LinkRow> {
  return atomically(db, async (tx) => {
    await tx.selectFrom('revenues').select('id').where('academy_id', '=', academyId).where('id', '=', revenueId).forUpdate().execute();
    return openOrNew(tx, academyId, revenueId, createdBy, now);
  });
}

async function openOrNew(db: Db, academyId: number, revenueId: number, createdBy: number, now: Date): Promise<LinkRow> {
  const open = await db
    .selectFrom('tuition_links')
    .select(['id', 'expires_at'])
    .where('academy_id', '=', academyId)
    .where('revenue_id', '=', revenueId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (open) return open;
  return await db
    .insertInto('tuition_links')
    .values({
      academy_id: academyId,
      revenue_id: revenueId,
      created_by: createdBy,
      expires_at: new Date(now.getTime() + TUITION_LINK_DAYS * DAY_MS).toISOString(),
    })
    .returning(['id', 'expires_at'])
    .executeTakeFirstOrThrow();
}

/** Ends every open link of the fee (an expired one stays expired); how many. */
export async function revokeLinks(db: Db, academyId: number, revenueId: number, now = new Date()): Promise<number> {
  const revoked = await db
    .updateTable('tuition_links')
    .set({ revoked_at: now.toISOString() })
    .where('academy_id', '=', academyId)
    .where('revenue_id', '=', revenueId)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('id')
    .execute();
  return revoked.length;
}

/** What the token opens for this fee at `now`. */
export async function linkState(
  db: Db,
  secret: string,
  academyId: number,
  revenueId: number,
  token: string,
  now = new Date(),
): Promise<LinkState> {
  const linkId = linkIdOf(secret, academyId, revenueId, token);
  if (linkId === null) return 'unknown';
  const link = await db
    .selectFrom('tuition_links')
    .select(['expires_at', 'revoked_at'])
    .where('academy_id', '=', academyId)
    .where('id', '=', linkId)
    .where('revenue_id', '=', revenueId)
    .executeTakeFirst();
  if (!link) return 'unknown';
  if (link.revoked_at) return 'revoked';
  return new Date(link.expires_at) > now ? 'open' : 'expired';
}
