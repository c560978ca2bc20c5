/**
 * What a saved attendance tells parents: a player newly marked absent, and a player whose
 * sessions left just fell to the academy's threshold (settings → e-mail notifications).
 */
import type { RequestContext } from '../../core/context';
import type { AcademySettings } from '../settings/settings-service';
import type { TemplateFields } from '../../../domain/notification-templates';
import { formatDate } from '../../../domain/dates';
import { queueParentMessages } from './parent-messages';
import { renewalLink } from '../sessions/renewal-links';

type SavedClass = { id: number; name: string; branch_id: number };

const classNotice = (klass: SavedClass, fields: Map<number, TemplateFields>) => ({
  branchId: klass.branch_id,
  recordId: klass.id,
  fields: new Map([...fields].map(([id, own]) => [id, { class_name: klass.name, ...own }])),
});

export function queueAbsenceNotices(tx: RequestContext, settings: AcademySettings, klass: SavedClass, day: string, playerIds: number[]) {
  return queueParentMessages(tx, settings, {
    event: 'PLAYER_ABSENT',
    ...classNotice(klass, new Map(playerIds.map((id) => [id, { date: formatDate(day) }]))),
  });
}

/**
 * Players whose balance went from above the threshold to at or below it (0: the academy never
 * tells), each message with the link that renews the player's last pack (sessions/renewal-links.ts).
 */
export async function queueLowSessionNotices(
  tx: RequestContext,
  settings: AcademySettings,
  klass: SavedClass,
  balances: Array<{ id: number; before: number; after: number }>,
) {
  const threshold = settings.email_settings.low_sessions_threshold;
  const crossed = threshold > 0 ? balances.filter((b) => b.before > threshold && b.after <= threshold) : [];
  const packs = await lastPacks(
    tx,
    crossed.map((b) => b.id),
  );
  const linkTo = (playerId: number) => {
    const pack = packs.get(playerId);
    return pack && tx.links ? renewalLink(tx.links, tx.academy.id, pack) : '';
  };
  return queueParentMessages(tx, settings, {
    event: 'LOW_SESSIONS',
    ...classNotice(klass, new Map(crossed.map((b) => [b.id, { sessions_left: b.after, renew_link: linkTo(b.id) }]))),
  });
}

/** Each player's last pack: the one a renewal follows. */
async function lastPacks(tx: RequestContext, playerIds: number[]): Promise<Map<number, number>> {
  if (!playerIds.length) return new Map();
  const rows = await tx.db
    .selectFrom('session_packs')
    .select(['player_id', (eb) => eb.fn.max('id').as('id')])
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', 'in', playerIds)
    .groupBy('player_id')
    .execute();
  return new Map(rows.map((r) => [r.player_id, Number(r.id)]));
}
