/**
 * The parents' own choices as the sending side reads them (`parent_preferences`, migration
 * 0041; domain/parent-preferences.ts): a parent is a login of type `user` whose phone is their
 * children's (`players.mobile`, as kept), so a player's parent's choices are found by the
 * player's phone. A parent without a login, or who never chose, has none: they are told as the
 * academy tells everyone.
 */
import type { Db } from '../../db/client';
import { CHANNELS, type Channel } from '../../../domain/parent-notices';
import { storedMuted, type ParentChoice } from '../../../domain/parent-preferences';

/** A stored row as the choice it is. */
export function choiceOf(row: { language: string | null; channel: string | null; muted_events: unknown }): ParentChoice {
  return {
    language: row.language === 'en' || row.language === 'vi' ? row.language : null,
    channel: (CHANNELS as readonly string[]).includes(row.channel ?? '') ? (row.channel as Channel) : null,
    muted: storedMuted(row.muted_events),
  };
}

/** The choices of the parents of these phones, by phone, in one read; a phone two logins share answers the first login's. */
export async function choicesByMobile(db: Db, academyId: number, mobiles: Array<string | null>): Promise<Map<string, ParentChoice>> {
  const phones = [...new Set(mobiles.filter((m): m is string => Boolean(m)))];
  if (!phones.length) return new Map();
  const rows = await db
    .selectFrom('users as u')
    .innerJoin('parent_preferences as pp', (join) => join.onRef('pp.academy_id', '=', 'u.academy_id').onRef('pp.user_id', '=', 'u.id'))
    .select(['u.mobile', 'pp.language', 'pp.channel', 'pp.muted_events'])
    .where('u.academy_id', '=', academyId)
    .where('u.user_type', '=', 'user')
    .where('u.deleted_at', 'is', null)
    .where('u.mobile', 'in', phones)
    .orderBy('u.id')
    .execute();
  const choices = new Map<string, ParentChoice>();
  for (const row of rows) if (row.mobile && !choices.has(row.mobile)) choices.set(row.mobile, choiceOf(row));
  return choices;
}
