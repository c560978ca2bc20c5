/**
 * Earn points given once for an occasion: a player's birthday (once a year,
 * on the academy's calendar) and a new player they referred. `point_grants`
 * remembers each one, so a second run or a retry gives nothing more.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { AcademySettings } from '../../../schemas/settings';
import { academyToday } from '../../core/academy-clock';
import { relevel } from './member-levels';
import { readSettingsOf } from '../settings/settings-service';
import type { RequestContext } from '../../core/context';
import { nextVersion } from '../../core/crud/record-version';
import { recordPointChanges } from './point-history';

/** `point_settings.actions` ids (spec §3 point action). */
export const BIRTHDAY_ACTION = 2;
export const REFERRAL_ACTION = 4;

const pointsFor = (settings: AcademySettings, action: number) => settings.point_settings.actions.find((a) => a.id === action)?.value ?? 0;

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** The 'MM-DD' birthdays celebrated on a day: 29 February ones on the 28th when the year has no 29th. */
export function birthdaysOn(day: string): string[] {
  const monthDay = day.slice(5);
  return monthDay === '02-28' && !isLeap(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay];
}

/** Gives each player the points once for this reason; answers who got them now. */
async function grant(
  db: Db,
  academyId: number,
  playerIds: number[],
  reason: (id: number) => string,
  points: number,
  settings: AcademySettings,
  why: 'birthday' | 'referral',
): Promise<number[]> {
  if (!playerIds.length || points <= 0) return [];
  const granted = await db
    .insertInto('point_grants')
    .values(playerIds.map((id) => ({ academy_id: academyId, player_id: id, reason: reason(id), points })))
    .onConflict((oc) => oc.columns(['academy_id', 'player_id', 'reason']).doNothing())
    .returning('player_id')
    .execute();
  const ids = granted.map((row) => Number(row.player_id));
  if (!ids.length) return [];
  await db
    .updateTable('players')
    .set({ points: sql`coalesce(points, 0) + ${points}`, update_date: nextVersion })
    .where('academy_id', '=', academyId)
    .where('id', 'in', ids)
    .execute();
  await recordPointChanges(
    db,
    academyId,
    ids.map((id) => ({ player_id: id, points, reason: why })),
  );
  await relevel(db, academyId, 'players', settings.point_settings.level, ids);
  return ids;
}

/** The academy's active players whose birthday is `day` get their birthday points, once that year. */
export async function giveBirthdayPoints(db: Db, academyId: number, day: string): Promise<number[]> {
  const settings = await readSettingsOf(db, academyId);
  const points = pointsFor(settings, BIRTHDAY_ACTION);
  if (points <= 0) return [];
  const players = await db
    .selectFrom('players')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .where(sql<string>`to_char(date_of_birth, 'MM-DD')`, 'in', birthdaysOn(day))
    .execute();
  return db.transaction().execute((tx) =>
    grant(
      tx,
      academyId,
      players.map((p) => Number(p.id)),
      () => `birthday:${day.slice(0, 4)}`,
      points,
      settings,
      'birthday',
    ),
  );
}

/** Every academy's birthdays of today, each on its own clock. */
export async function giveAllBirthdayPoints(db: Db, now = new Date()): Promise<void> {
  const academies = await db.selectFrom('academies').select(['id', 'time_zone']).execute();
  for (const { id, time_zone } of academies) await giveBirthdayPoints(db, Number(id), academyToday(time_zone, now));
}

/** The player who referred a new one gets the referral points, once per player referred. Call inside the creating transaction. */
export async function giveReferralPoints(ctx: RequestContext, referrerId: number, newPlayerId: number): Promise<void> {
  const settings = await readSettingsOf(ctx.db, ctx.academy.id);
  await grant(
    ctx.db,
    ctx.academy.id,
    [referrerId],
    () => `referral:${newPlayerId}`,
    pointsFor(settings, REFERRAL_ACTION),
    settings,
    'referral',
  );
}
