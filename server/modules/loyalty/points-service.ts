/**
 * A player's loyalty points (spec §7 `GET /users/{id}/points`, `POST
 * /admin/points`): read them, or add and take away by hand; a balance never goes below zero.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { relevel } from './member-levels';
import { readSettings } from '../settings/settings-service';
import { nextVersion } from '../../core/crud/record-version';
import { atomically } from '../../db/atomically';
import type { PlayerPoints } from '../../../domain/player-points';
import { pointHistory, recordPointChanges } from './point-history';

export async function playerPoints(ctx: RequestContext, players: EntityModel, id: number): Promise<PlayerPoints> {
  const player = await getRecord(ctx, players, id);
  const points = Number(player.points ?? 0);
  return {
    player_id: Number(player.id),
    name: String(player.name),
    points,
    level: Number(player.level ?? 0),
    member_card_active: Boolean(player.member_card_active),
    ...(await pointHistory(ctx, Number(player.id), points)),
  };
}

/** A change by hand, with its reason and who made it kept in the player's history. */
export async function adjustPoints(ctx: RequestContext, players: EntityModel, body: { player_id: number; points: number; note?: string }) {
  await getRecord(ctx, players, body.player_id);
  await atomically(ctx.db, (db) => adjustInside({ ...ctx, db }, body));
  return playerPoints(ctx, players, body.player_id);
}

async function adjustInside(ctx: RequestContext, body: { player_id: number; points: number; note?: string }) {
  const updated = await ctx.db
    .updateTable('players')
    .set({ points: sql`coalesce(points, 0) + ${body.points}`, update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', body.player_id)
    .where(sql<boolean>`coalesce(points, 0) + ${body.points} >= 0`)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiError(409, 'NOT_ENOUGH_POINTS', ctx.t('errors.notEnoughPoints'));
  await recordPointChanges(ctx.db, ctx.academy.id, [
    { player_id: body.player_id, points: body.points, reason: 'grant', note: body.note?.trim() || null, user_id: ctx.user.id },
  ]);
  await relevel(ctx.db, ctx.academy.id, 'players', (await readSettings(ctx)).point_settings.level, [body.player_id]);
}
