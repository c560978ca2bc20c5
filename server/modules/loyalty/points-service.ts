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

export async function playerPoints(ctx: RequestContext, players: EntityModel, id: number) {
  const player = await getRecord(ctx, players, id);
  return { player_id: player.id, name: player.name, points: Number(player.points ?? 0), level: player.level ?? 0, member_card_active: player.member_card_active ?? false };
}

export async function adjustPoints(ctx: RequestContext, players: EntityModel, body: { player_id: number; points: number }) {
  await getRecord(ctx, players, body.player_id);
  const updated = await ctx.db
    .updateTable('players')
    .set({ points: sql`coalesce(points, 0) + ${body.points}`, update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', body.player_id)
    .where(sql<boolean>`coalesce(points, 0) + ${body.points} >= 0`)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiError(409, 'NOT_ENOUGH_POINTS', ctx.t('errors.notEnoughPoints'));
  await relevel(ctx.db, ctx.academy.id, 'players', (await readSettings(ctx)).point_settings.level, [body.player_id]);
  return playerPoints(ctx, players, body.player_id);
}
