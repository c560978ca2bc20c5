/**
 * Redeems: a player spends points on a reward. The points leave the player's
 * balance with the redeem, in one transaction, and come back when the redeem is
 * cancelled, refunded or deleted; a balance too small fails cleanly.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { ApiError, unprocessable } from '../../core/errors';
import { checkRelations, expandRelations, getRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { relevel } from './member-levels';
import { rowValues } from '../../core/crud/row-values';
import { readSettings } from '../settings/settings-service';
import { atomically } from '../../db/atomically';
import { nextVersion } from '../../core/crud/record-version';
import { academyToday } from '../../core/academy-clock';
import { recordPointChanges } from './point-history';
import { dynamicDb } from '../../db/dynamic-db';

type Row = Record<string, unknown>;
const CANCELLED = 3;
const REFUNDED = 4;

/** Whether a redeem keeps the player's points spent. */
const holdsPoints = (redeem: Row) => redeem.redeem_status !== CANCELLED && redeem.redeem_status !== REFUNDED;

async function rewardPrice(ctx: RequestContext, rewardId: number): Promise<number> {
  const reward = await ctx.db
    .selectFrom('rewards')
    .select(['point_value', 'expired_date', 'auditing_status'])
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', rewardId)
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const today = academyToday(ctx.academy.timeZone);
  if (reward.auditing_status !== 1 || (reward.expired_date && String(reward.expired_date) < today)) {
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'reward_id', message: ctx.t('validation.rewardUnavailable') }]);
  }
  return Number(reward.point_value);
}

/** Adds `delta` points to the player (negative to spend); refuses to go below zero; the player's level follows. */
async function movePoints(ctx: RequestContext, playerId: number, delta: number): Promise<void> {
  const updated = await ctx.db
    .updateTable('players')
    .set({ points: sql`coalesce(points, 0) + ${delta}`, update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', playerId)
    .where(sql<boolean>`coalesce(points, 0) + ${delta} >= 0`)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw new ApiError(409, 'NOT_ENOUGH_POINTS', ctx.t('errors.notEnoughPoints'));
  await recordPointChanges(ctx.db, ctx.academy.id, [{ player_id: playerId, points: delta, reason: 'redeem' }]);
  await relevel(ctx.db, ctx.academy.id, 'players', (await readSettings(ctx)).point_settings.level, [playerId]);
}

export async function createRedeem(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  await checkRelations(ctx, model, data);
  const row = await ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const redeem: Row = { ...data, point_used: await rewardPrice(tx, Number(data.reward_id)) };
    if (holdsPoints(redeem)) await movePoints(tx, Number(redeem.player_id), -Number(redeem.point_used));
    return dynamicDb(db)
      .insertInto('redeems')
      .values({ ...rowValues(model, redeem), academy_id: ctx.academy.id })
      .returning(model.columns)
      .executeTakeFirstOrThrow();
  });
  return (await expandRelations(ctx, model, [row]))[0];
}

/** The reward and player of a redeem stay as recorded; its status moves the points. */
export async function updateRedeem(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const current = await getRecord(ctx, model, id);
  const data = validBody(ctx, model, body, true);
  const next = {
    ...data,
    player_id: current.player_id,
    reward_id: current.reward_id,
    branch_id: current.branch_id,
    point_used: current.point_used,
  };
  const row = await atomically(ctx.db, async (db) => {
    const tx = { ...ctx, db };
    if (holdsPoints(current) !== holdsPoints(next)) {
      await movePoints(tx, Number(current.player_id), holdsPoints(next) ? -Number(current.point_used) : Number(current.point_used));
    }
    return dynamicDb(db)
      .updateTable('redeems')
      .set({ ...rowValues(model, next), update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .returning(model.columns)
      .executeTakeFirstOrThrow();
  });
  return (await expandRelations(ctx, model, [row]))[0];
}

export async function deleteRedeem(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  const current = await getRecord(ctx, model, id);
  await atomically(ctx.db, async (db) => {
    if (holdsPoints(current)) await movePoints({ ...ctx, db }, Number(current.player_id), Number(current.point_used));
    await db
      .updateTable('redeems')
      .set({ deleted_at: sql`now()` })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
  });
}
