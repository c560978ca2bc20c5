/**
 * A pack as the parent's renewal link shows it (renewal-links.ts), and renewing it there: the same
 * renewal as the office's (session-renewals.ts), done as the academy. Once renewed, the page holds
 * the payment link of the renewal's fee (tuition/payment-link.ts), so the parent pays it at once.
 */
import type { RequestContext } from '../../core/context';
import type { EntityModel } from '../../core/crud/entity-model';
import { ApiError, notFound } from '../../core/errors';
import type { RenewalPage } from '../../../domain/session-renewals';
import { readSettingsOf } from '../settings/settings-service';
import { issueLink, linkOrigin } from '../tuition/payment-link';
import { isPayable, transferOf } from '../tuition/tuition-service';
import { renewalTermsOf, renewPack } from './session-renewals';

type Links = { origin: string; secret: string };

export async function renewalPage(ctx: RequestContext, links: Links, packId: number): Promise<RenewalPage> {
  const pack = await ctx.db
    .selectFrom('session_packs as k')
    .innerJoin('players as p', (join) => join.onRef('p.academy_id', '=', 'k.academy_id').onRef('p.id', '=', 'k.player_id'))
    .leftJoin('courses as co', (join) => join.onRef('co.academy_id', '=', 'k.academy_id').onRef('co.id', '=', 'k.course_id'))
    .leftJoin('session_packs as n', (join) => join.onRef('n.academy_id', '=', 'k.academy_id').onRef('n.id', '=', 'k.next_pack_id'))
    .leftJoin('revenues as r', (join) =>
      join.onRef('r.academy_id', '=', 'n.academy_id').onRef('r.id', '=', 'n.revenue_id').on('r.deleted_at', 'is', null),
    )
    .select([
      'k.id',
      'k.renewal',
      'k.expiry_date',
      'p.name as player_name',
      'co.name as course_name',
      'n.sessions as next_sessions',
      'n.price as next_price',
      'r.id as fee_id',
      'r.transaction_status as fee_status',
      'r.amount as fee_amount',
      'k.left_units as left',
    ])
    .where('k.academy_id', '=', ctx.academy.id)
    .where('k.id', '=', packId)
    .where('k.deleted_at', 'is', null)
    .where('p.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!pack) throw notFound(ctx.t('session_renewals.errors.noSuchPack'));
  const open = pack.renewal === 'open' ? await renewalTermsOf(ctx, packId) : undefined;
  return {
    pack_id: pack.id,
    academy_name: ctx.academy.name,
    player_name: pack.player_name ?? '',
    course_name: pack.course_name,
    left: pack.left,
    expiry_date: pack.expiry_date,
    state: pack.renewal === 'renewed' ? 'renewed' : open ? 'open' : 'not_renewing',
    next_sessions: open?.next_sessions ?? Number(pack.next_sessions ?? 0),
    next_price: open?.next_price ?? Number(pack.next_price ?? 0),
    fee_link:
      pack.fee_id !== null && isPayable({ transaction_status: Number(pack.fee_status), amount: Number(pack.fee_amount) })
        ? await feeLink(ctx, links, pack.fee_id)
        : null,
  };
}

/** Renews the pack, then shows it: a tap on a pack already decided (a second tap, even at once) just shows it. */
export async function renewFromLink(ctx: RequestContext, links: Links, packs: EntityModel, packId: number): Promise<RenewalPage> {
  try {
    await renewPack(ctx, packs, packId);
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'PACK_DECIDED')) throw error;
  }
  return renewalPage(ctx, links, packId);
}

/** The fee's payment link, where there is a way to pay it here (a gateway, or a transfer). */
async function feeLink(ctx: RequestContext, links: Links, revenueId: number): Promise<string | null> {
  const transfer = await transferOf(ctx.db, ctx.academy.id, revenueId);
  const origin = linkOrigin(ctx, await readSettingsOf(ctx.db, ctx.academy.id), links.origin, transfer);
  return origin && (await issueLink(ctx, origin, links.secret, revenueId)).url;
}
