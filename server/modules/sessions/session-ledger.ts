/**
 * The ledger of a player's sessions (`session_changes`): each write that moves
 * `players.number_of_units` records its change here in the same transaction, so
 * "sessions left", wherever it shows, is the ledger's sum. A row names the player's
 * branch at the time, so a manager's list shows their branches' changes.
 */
import type { Db } from '../../db/client';
import type { SessionReason } from '../../../domain/player-sessions';

export interface NewSessionChange {
  player_id: number;
  /** Added (positive) or taken (negative); changes of nothing are left out. */
  units: number;
  reason: SessionReason;
  /** The academy's day of the change, or the day of the lesson a mark changed. */
  at_date: string;
  class_id?: number | null;
  note?: string | null;
  user_id?: number | null;
}

export async function recordSessionChanges(db: Db, academyId: number, changes: NewSessionChange[]): Promise<void> {
  const moved = changes.filter((c) => c.units !== 0);
  if (!moved.length) return;
  const branches = new Map(
    (
      await db
        .selectFrom('players')
        .select(['id', 'branch_id'])
        .where('academy_id', '=', academyId)
        .where(
          'id',
          'in',
          moved.map((c) => c.player_id),
        )
        .execute()
    ).map((p) => [p.id, p.branch_id]),
  );
  await db
    .insertInto('session_changes')
    .values(
      moved.map((c) => ({
        academy_id: academyId,
        player_id: c.player_id,
        branch_id: branches.get(c.player_id) ?? null,
        units: c.units,
        reason: c.reason,
        at_date: c.at_date,
        class_id: c.class_id ?? null,
        note: c.note ?? null,
        // A background job's context has no user (id 0).
        user_id: c.user_id || null,
      })),
    )
    .execute();
}
