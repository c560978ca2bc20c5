/**
 * A change of a player's sessions left by the office (`POST /admin/session-adjustments`): with its
 * reason and who made it, kept in the ledger in the same transaction. The balance stays within the
 * player's bounds; a manager reaches only the players of their branches.
 */
import type { RequestContext } from '../../core/context';
import { unprocessable } from '../../core/errors';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { atomically } from '../../db/atomically';
import { SESSIONS_LEFT, type PlayerSessions, type SessionAdjustment } from '../../../domain/player-sessions';
import { recordSessionChanges } from './session-ledger';

export async function adjustSessions(ctx: RequestContext, players: EntityModel, body: SessionAdjustment): Promise<PlayerSessions> {
  await getRecord(ctx, players, body.player_id);
  return atomically(ctx.db, async (db) => {
    const player = await db
      .selectFrom('players')
      .select('number_of_units')
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', body.player_id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const balance = Number(player.number_of_units ?? 0) + body.units;
    if (balance < SESSIONS_LEFT.min || balance > SESSIONS_LEFT.max) {
      const message = ctx.t('errors.sessionsOutOfBounds', { balance, ...SESSIONS_LEFT });
      throw unprocessable(message, [{ field: 'units', message }]);
    }
    await db
      .updateTable('players')
      .set({ number_of_units: balance, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', body.player_id)
      .execute();
    await recordSessionChanges(db, ctx.academy.id, [
      {
        player_id: body.player_id,
        units: body.units,
        reason: 'adjusted',
        at_date: academyToday(ctx.academy.timeZone),
        note: body.note.trim(),
        user_id: ctx.user.id,
      },
    ]);
    return { player_id: body.player_id, number_of_units: balance };
  });
}
