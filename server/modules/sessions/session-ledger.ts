/**
 * The ledger of a player's sessions (`session_changes`): each write that moves
 * `players.number_of_units` records its change here in the same transaction, so
 * "sessions left", wherever it shows, is the ledger's sum. A row names the player's
 * branch at the time, so a manager's list shows their branches' changes, and the pack
 * whose sessions moved (session_packs): one named, else the player's pack it falls to
 * (pickedPack), so a pack's sessions left (`left_units`, moved here) are its rows' sum.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { EVENT_REASONS, type SessionReason } from '../../../domain/player-sessions';

export interface NewSessionChange {
  player_id: number;
  /** Added (positive) or taken (negative); changes of nothing are left out but for events (EVENT_REASONS). */
  units: number;
  reason: SessionReason;
  /** The academy's day of the change, or the day of the lesson a mark changed. */
  at_date: string;
  class_id?: number | null;
  note?: string | null;
  user_id?: number | null;
  /** The pack whose sessions moved; absent, the player's pack the change falls to; null, none (a move between branches). */
  pack_id?: number | null;
}

/**
 * The pack a change falls to, first in order: a change taking sessions (or an event) the oldest
 * pack with sessions left still in use on its day, one giving sessions back the newest pack some
 * were taken from, else the newest pack. So a pack renewed early is started once the one before
 * is used up, and a mark changed back gives its session to the pack that had it.
 */
const pickedPack = sql`(
  select k.id from session_packs k
  cross join lateral (
    select case when c.units > 0 then k.left_units < k.sessions
      else k.left_units > 0 and (k.expiry_date is null or k.expiry_date >= c.at_date) end as fits
  ) f
  where k.academy_id = p.academy_id and k.player_id = c.player_id and k.deleted_at is null
  order by f.fits desc, case when f.fits and c.units <= 0 then k.id else -k.id end
  limit 1
)`;

/** One statement: the rows, each with its player's branch read as it is written. */
export async function recordSessionChanges(db: Db, academyId: number, changes: NewSessionChange[]): Promise<void> {
  const moved = changes
    .filter((c) => c.units !== 0 || EVENT_REASONS.has(c.reason))
    .map((c) => ({
      player_id: c.player_id,
      units: c.units,
      reason: c.reason,
      at_date: c.at_date,
      class_id: c.class_id ?? null,
      note: c.note ?? null,
      // A background job's context has no user (id 0).
      user_id: c.user_id || null,
      pick: c.pack_id === undefined,
      pack_id: c.pack_id ?? null,
    }));
  if (!moved.length) return;
  // The rows, then each pack named moved by them, in one statement: the packs' figures are read as it began.
  await sql`
    with written as (
      insert into session_changes (academy_id, player_id, branch_id, units, reason, at_date, class_id, note, user_id, pack_id)
      select ${academyId}::integer, c.player_id, p.branch_id, c.units, c.reason, c.at_date, c.class_id, c.note, c.user_id,
        case when c.pick then ${pickedPack} else c.pack_id end
      from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb)
        as c(player_id integer, units integer, reason text, at_date date, class_id integer, note text, user_id integer, pick boolean, pack_id integer)
      left join players p on p.academy_id = ${academyId} and p.id = c.player_id
      returning pack_id, units
    )
    update session_packs k set left_units = k.left_units + w.units
    from (select pack_id, sum(units)::integer as units from written where pack_id is not null group by pack_id) w
    where k.academy_id = ${academyId} and k.id = w.pack_id`.execute(db);
}
