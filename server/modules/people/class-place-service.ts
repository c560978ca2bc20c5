/**
 * A player's place in a class beyond their own (spec §7 `playerclass`): added
 * once per class, never to the class the player already belongs to.
 */
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { createRecord, getRecord, updateRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';

type Row = Record<string, unknown>;

async function assertNewPlace(ctx: RequestContext, data: Row, exceptId?: number): Promise<void> {
  const player = await ctx.db
    .selectFrom('players')
    .select('class_id')
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('id', '=', Number(data.player_id))
    .executeTakeFirst();
  const conflict = (message: string) => new ApiError(409, 'ALREADY_IN_CLASS', message, [{ field: 'class_id', message }]);
  if (player && player.class_id === data.class_id) throw conflict(ctx.t('validation.ownClass'));
  let taken = ctx.db
    .selectFrom('player_classes')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('player_id', '=', Number(data.player_id))
    .where('class_id', '=', Number(data.class_id));
  if (exceptId) taken = taken.where('id', '!=', exceptId);
  if (await taken.executeTakeFirst()) throw conflict(ctx.t('validation.alreadyInClass'));
}

export async function addClassPlace(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  await assertNewPlace(ctx, validBody(ctx, model, body, false));
  return createRecord(ctx, model, body);
}

export async function updateClassPlace(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  await getRecord(ctx, model, id);
  await assertNewPlace(ctx, validBody(ctx, model, body, true), id);
  return updateRecord(ctx, model, id, body);
}
