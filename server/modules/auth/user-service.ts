/**
 * Staff accounts (spec §7 users): the generic CRUD with what an account needs on
 * top: the password stored only as a hash, a login name unique in the academy,
 * and no admin able to lock, demote or delete themselves out of their own academy.
 */
import type { RequestContext } from '../../core/context';
import { ApiError, notFound, unprocessable } from '../../core/errors';
import { checkRelations, deleteRecord, expandRelations, getRecord, validBody } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { hashPassword } from './passwords';
import { rowValues } from '../../core/crud/row-values';
import { revokeUserTokens } from '../../core/tokens';
import { nextVersion } from '../../core/crud/record-version';
import { dynamicDb } from '../../db/dynamic-db';

type Row = Record<string, unknown>;

async function assertNameFree(ctx: RequestContext, userName: string) {
  const taken = await ctx.db
    .selectFrom('users')
    .select('id')
    .where('academy_id', '=', ctx.academy.id)
    .where('user_name', '=', userName)
    .executeTakeFirst();
  if (taken)
    throw new ApiError(409, 'USER_NAME_TAKEN', ctx.t('errors.validationFailed'), [
      { field: 'user_name', message: ctx.t('validation.userNameTaken') },
    ]);
}

function assertNotSelf(ctx: RequestContext, id: number) {
  if (id === ctx.user.id) throw new ApiError(409, 'OWN_ACCOUNT', ctx.t('errors.ownAccount'));
}

export async function createUser(ctx: RequestContext, model: EntityModel, body: unknown): Promise<Row> {
  const data = validBody(ctx, model, body, false);
  await checkRelations(ctx, model, data);
  await assertNameFree(ctx, String(data.user_name));
  const row = await dynamicDb(ctx.db)
    .insertInto('users')
    .values({ ...rowValues(model, data), academy_id: ctx.academy.id, password_hash: await hashPassword(String(data.password)) })
    .returning(model.columns)
    .executeTakeFirstOrThrow();
  return (await expandRelations(ctx, model, [row]))[0];
}

export async function updateUser(ctx: RequestContext, model: EntityModel, id: number, body: unknown): Promise<Row> {
  const current = await getRecord(ctx, model, id);
  const data = validBody(ctx, model, body, true);
  if (id === ctx.user.id && (data.user_type !== current.user_type || data.auditing_status !== 1)) assertNotSelf(ctx, id);
  await checkRelations(ctx, model, data);
  const row = await dynamicDb(ctx.db)
    .updateTable('users')
    .set({ ...rowValues(model, { ...data, user_name: current.user_name }), update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .returning(model.columns)
    .executeTakeFirstOrThrow();
  if (data.auditing_status !== 1) await revokeUserTokens(ctx.db, ctx.academy.id, id);
  return (await expandRelations(ctx, model, [row]))[0];
}

export async function deleteUser(ctx: RequestContext, model: EntityModel, id: number): Promise<void> {
  assertNotSelf(ctx, id);
  await deleteRecord(ctx, model, id);
  await revokeUserTokens(ctx.db, ctx.academy.id, id);
}

/** PUT /admin/users/reset-password: a new password for an account; its sessions end. */
export async function resetPassword(ctx: RequestContext, userName: string, password: string): Promise<void> {
  if (password.length < 8)
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'password', message: ctx.t('validation.minLength', { limit: 8 }) }]);
  const user = await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(password), update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('user_name', '=', userName)
    .where('deleted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  if (!user) throw notFound(ctx.t('errors.notFound'));
  await revokeUserTokens(ctx.db, ctx.academy.id, user.id);
}
