/**
 * The ledger of a player's sessions (`session_changes`): each write that moves
 * `players.number_of_units` records its change here in the same transaction, so
 * "sessions left", wherever it shows, is the ledger's sum. A row names the player's
 * branch at the time, so a manager's list shows their branches' changes.
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
}

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
    }));
  if (!moved.length) return;
  await sql`
    insert into session_changes (academy_id, player_id, branch_id, units, reason, at_date, class_id, note, user_id)
    select ${academyId}::integer, c.player_id, p.branch_id, c.units, c.reason, c.at_date, c.class_id, c.note, c.user_id
    from jsonb_to_recordset(${JSON.stringify(moved)}::jsonb)
      as c(player_id integer, units integer, reason text, at_date date, class_id integer, note text, user_id integer)
    left join players p on p.academy_id = ${academyId} and p.id = c.player_id`.execute(db);
}
