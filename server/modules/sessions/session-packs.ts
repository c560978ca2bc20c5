/**
 * Session packs (`session_packs`): what a player bought, opened with its sessions as a ledger row
 * naming it, so a pack's sessions left (`left_units`) are its rows' sum (session-ledger.ts picks
 * the pack of each later change and moves it). A pack may end on a day: a freeze moves that day on by its days, and the
 * sessions still left the day after it lapse (`expired`, a daily task).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { RequestContext } from '../../core/context';
import { atomically } from '../../db/atomically';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { recordSessionChanges } from './session-ledger';

export interface NewPack {
  player_id: number;
  branch_id: number | null;
  course_id: number | null;
  /** Credited to the player: a balance carried in may be below nothing, a pack never holds less than 0. */
  sessions: number;
  price: number;
  revenue_id: number | null;
  start_date: string;
  expiry_date: string | null;
}

/** The pack and the ledger row crediting its sessions; the caller has moved `players.number_of_units`. */
export async function openPack(
  tx: RequestContext,
  pack: NewPack,
  reason: 'opening' | 'enrolment' | 'renewed',
  note: string | null = null,
): Promise<number> {
  const { id } = await tx.db
    .insertInto('session_packs')
    .values({ ...pack, academy_id: tx.academy.id, sessions: Math.max(pack.sessions, 0), renewal: 'open' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await recordSessionChanges(tx.db, tx.academy.id, [
    { player_id: pack.player_id, units: pack.sessions, reason, at_date: pack.start_date, note, user_id: tx.user.id, pack_id: id },
  ]);
  return id;
}

/** Each of the player's packs with sessions left other than none, oldest first. */
export async function packsLeft(db: Db, academyId: number, playerId: number): Promise<Array<{ id: number; left: number }>> {
  const rows = await db
    .selectFrom('session_packs')
    .select(['id', 'left_units'])
    .where('academy_id', '=', academyId)
    .where('player_id', '=', playerId)
    .where('left_units', '<>', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ id: r.id, left: r.left_units }));
}

/**
 * The pack a session taken on `day` falls to (session-ledger.ts's rule for a change taking
 * sessions): the oldest with sessions left still in use that day, else the newest; null without one.
 */
export async function packInUse(db: Db, academyId: number, playerId: number, day: string): Promise<number | null> {
  const row = await db
    .selectFrom('session_packs')
    .select('id')
    .where('academy_id', '=', academyId)
    .where('player_id', '=', playerId)
    .where('deleted_at', 'is', null)
    .orderBy(sql`left_units > 0 and (expiry_date is null or expiry_date >= ${day})`, 'desc')
    .orderBy(sql`case when left_units > 0 and (expiry_date is null or expiry_date >= ${day}) then id else -id end`)
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A freeze from `from` of `days` days: the player's packs still running then end that many days later. */
export async function movePackExpiry(tx: RequestContext, playerId: number, from: string, days: number): Promise<void> {
  if (days <= 0) return;
  await tx.db
    .updateTable('session_packs')
    .set({ expiry_date: sql`expiry_date + ${days}::integer`, update_date: sql`now()` })
    .where('academy_id', '=', tx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', '=', playerId)
    .where('expiry_date', '>=', from)
    .execute();
}

/** One academy's packs past their last day on `today` with sessions left: those lapse, once. */
export async function expirePacks(db: Db, academyId: number, today: string): Promise<number> {
  const lapsing = (tx: Db) =>
    tx
      .selectFrom('session_packs')
      .select(['id', 'player_id', 'left_units'])
      .where('academy_id', '=', academyId)
      .where('deleted_at', 'is', null)
      .where('expiry_date', '<', today)
      .where('left_units', '>', 0)
      .execute();
  if (!(await lapsing(db)).length) return 0;
  return atomically(db, async (tx) => {
    // The players' rows locked first, so a save marking one of them now counts before or after, never between.
    const players = [...new Set((await lapsing(tx)).map((pack) => pack.player_id))];
    if (!players.length) return 0;
    await tx.selectFrom('players').select('id').where('academy_id', '=', academyId).where('id', 'in', players).forUpdate().execute();
    const lapsed = await lapsing(tx);
    for (const pack of lapsed)
      await tx
        .updateTable('players')
        .set({ number_of_units: sql`coalesce(number_of_units, 0) - ${pack.left_units}`, update_date: nextVersion })
        .where('academy_id', '=', academyId)
        .where('id', '=', pack.player_id)
        .execute();
    await recordSessionChanges(
      tx,
      academyId,
      lapsed.map((pack) => ({ player_id: pack.player_id, units: -pack.left_units, reason: 'expired', at_date: today, pack_id: pack.id })),
    );
    return lapsed.length;
  });
}

/** Every academy's lapsed packs, each on its own clock. */
export async function expireAllPacks(db: Db, now = new Date()): Promise<void> {
  const academies = await db.selectFrom('academies').select(['id', 'time_zone']).execute();
  for (const { id, time_zone } of academies) await expirePacks(db, Number(id), academyToday(time_zone, now));
}
