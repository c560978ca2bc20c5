/**
 * The ledger of a player's points (`point_changes`): each write that moves a
 * balance records its change here in the same transaction, so the player's page
 * can say when, how many and why. Customers' points have no history.
 */
import type { RequestContext } from '../../core/context';
import type { Db } from '../../db/client';
import { POINT_HISTORY_SIZE, type PointChange, type PointReason } from '../../../domain/player-points';

export interface NewPointChange {
  player_id: number;
  points: number;
  reason: PointReason;
  note?: string | null;
  user_id?: number | null;
}

/** Records the changes that moved balances; changes of nothing are left out. */
export async function recordPointChanges(db: Db, academyId: number, changes: NewPointChange[]): Promise<void> {
  const moved = changes.filter((c) => c.points !== 0);
  if (!moved.length) return;
  await db
    .insertInto('point_changes')
    .values(
      moved.map((c) => ({
        academy_id: academyId,
        player_id: c.player_id,
        points: c.points,
        reason: c.reason,
        note: c.note ?? null,
        user_id: c.user_id ?? null,
      })),
    )
    .execute();
}

/** The latest changes of a player, newest first, and the balance before them. */
export async function pointHistory(
  ctx: RequestContext,
  playerId: number,
  balance: number,
): Promise<{ history: PointChange[]; earlier_points: number }> {
  const rows = await ctx.db
    .selectFrom('point_changes as c')
    .leftJoin('users as u', (join) => join.onRef('u.academy_id', '=', 'c.academy_id').onRef('u.id', '=', 'c.user_id'))
    .select(['c.id', 'c.points', 'c.reason', 'c.note', 'c.user_id', 'u.name as user_name', 'c.create_date'])
    .where('c.academy_id', '=', ctx.academy.id)
    .where('c.player_id', '=', playerId)
    .orderBy('c.id', 'desc')
    .limit(POINT_HISTORY_SIZE)
    .execute();
  const history = rows.map((r) => ({
    id: Number(r.id),
    points: Number(r.points),
    reason: r.reason as PointReason,
    note: r.note,
    by: r.user_id ? { id: Number(r.user_id), name: String(r.user_name ?? '') } : null,
    create_date: new Date(r.create_date).toISOString(),
  }));
  return { history, earlier_points: balance - history.reduce((sum, c) => sum + c.points, 0) };
}
