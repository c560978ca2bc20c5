/**
 * Earn points applied (settings → earn points): a paid shop order gives its
 * player, and the customer with its phone number, `buy product %` of its total
 * as points; unpaying, cancelling, refunding, editing or deleting it takes back
 * exactly what it gave (kept in `point_awards`). A customer's member level
 * follows their balance, and so does a player's.
 */
import { sql } from 'kysely';
import type { RequestContext } from '../../core/context';
import { orderPoints, type LevelThreshold } from '../../../domain/loyalty';
import { levelCustomer, relevel } from './member-levels';
import { readSettings } from '../settings/settings-service';
import { nextVersion } from '../../core/crud/record-version';
import { recordPointChanges } from './point-history';
import { numberField, optionalNumberField } from '../../core/crud/record-fields';

type Row = Record<string, unknown>;

/** `point_settings.actions` id of buying products (a percentage). */
export const BUY_PRODUCT_ACTION = 3;

interface Award {
  id: number;
  player_id: number | null;
  customer_id: number | null;
  points: number;
}

/** The academy's customer with this phone number, if any. */
async function customerWithMobile(ctx: RequestContext, mobile: unknown): Promise<number | null> {
  if (typeof mobile !== 'string' || !mobile) return null;
  const row = await ctx.db
    .selectFrom('customers')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('mobile', '=', mobile)
    .orderBy('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** Adds (or, negative, takes back) points; a balance never goes below zero, a customer's level follows it. */
async function addPoints(ctx: RequestContext, award: Omit<Award, 'id'>, sign: 1 | -1, levels: LevelThreshold[]): Promise<void> {
  const change = sign * award.points;
  const balance = sql<number>`greatest(coalesce(points, 0) + ${change}, 0)`;
  if (award.player_id) {
    await ctx.db
      .updateTable('players')
      .set({ points: balance, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', award.player_id)
      .execute();
    await recordPointChanges(ctx.db, ctx.academy.id, [{ player_id: award.player_id, points: change, reason: 'order' }]);
    await relevel(ctx.db, ctx.academy.id, 'players', levels, [award.player_id]);
  }
  if (award.customer_id) {
    await ctx.db
      .updateTable('customers')
      .set({ points: balance, update_date: nextVersion })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', award.customer_id)
      .execute();
    await levelCustomer(ctx, award.customer_id, levels);
  }
}

/**
 * Brings an order's points in line with the order: `earns` is whether its money
 * is in. Call inside the transaction that writes the order.
 */
export async function syncOrderPoints(ctx: RequestContext, order: Row, earns: boolean): Promise<void> {
  const { point_settings } = await readSettings(ctx);
  const percent = point_settings.actions.find((a) => a.id === BUY_PRODUCT_ACTION)?.value ?? 0;
  const points = earns ? orderPoints(Number(order.transaction_amount ?? 0), percent) : 0;
  const wanted =
    points > 0
      ? { player_id: optionalNumberField(order, 'player_id'), customer_id: await customerWithMobile(ctx, order.customer_mobile), points }
      : null;
  const given = (await ctx.db
    .selectFrom('point_awards')
    .select(['id', 'player_id', 'customer_id', 'points'])
    .where('academy_id', '=', ctx.academy.id)
    .where('order_id', '=', numberField(order))
    .execute()) as Award[];

  const unchanged =
    given.length === (wanted ? 1 : 0) &&
    (!wanted ||
      (given[0].points === wanted.points && given[0].player_id === wanted.player_id && given[0].customer_id === wanted.customer_id));
  if (unchanged) return;
  for (const award of given) await addPoints(ctx, award, -1, point_settings.level);
  if (given.length)
    await ctx.db
      .deleteFrom('point_awards')
      .where('academy_id', '=', ctx.academy.id)
      .where(
        'id',
        'in',
        given.map((a) => a.id),
      )
      .execute();
  if (wanted && (wanted.player_id || wanted.customer_id)) {
    await ctx.db
      .insertInto('point_awards')
      .values({ ...wanted, academy_id: ctx.academy.id, order_id: numberField(order) })
      .execute();
    await addPoints(ctx, wanted, 1, point_settings.level);
  }
}
