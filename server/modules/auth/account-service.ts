/**
 * What a signed-in user does to their own account (spec §7 users): edit their
 * name and phone, choose their language, change their password, read their referral code.
 */
import { randomBytes } from 'node:crypto';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { sql } from 'kysely';
import { extendAjv } from '../../../schemas/vocabulary';
import type { RequestContext } from '../../core/context';
import { forbidden, unprocessable } from '../../core/errors';
import { getRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { toFieldErrors } from '../../core/field-errors';
import { lockedOut } from './auth-service';
import { bookAttempt, clearFailures } from './login-attempts';
import { hashPassword, verifyPassword } from './passwords';
import { revokeUserTokens } from '../../core/tokens';
import { foldText } from '../../core/search-text';
import { bodyAsStored } from '../../../schemas/typed-input';
import { nextVersion } from '../../core/crud/record-version';

export const MIN_PASSWORD = 8;
const LANGUAGES = ['vi', 'en'] as const;

const ajv = extendAjv(new Ajv2020({ allErrors: true, strict: false }));

/**
 * Name and phone, with the rules the users schema gives them, and the user's own
 * language (settings → languages), which may also come alone.
 */
function profileValidator(model: EntityModel) {
  const { name, mobile } = model.schema.properties;
  const app_language = { enum: [...LANGUAGES] };
  return ajv.compile({
    type: 'object',
    properties: { name, mobile, app_language },
    anyOf: [{ required: ['name'] }, { required: ['app_language'], not: { required: ['mobile'] } }],
    additionalProperties: false,
  });
}

export async function updateOwnProfile(ctx: RequestContext, model: EntityModel, id: number, body: unknown) {
  if (id !== ctx.user.id) throw forbidden(ctx.t('errors.ownProfileOnly'));
  const validate = profileValidator(model);
  if (body && typeof body === 'object' && !Array.isArray(body))
    body = bodyAsStored(model.schema.properties, body as Record<string, unknown>);
  if (!validate(body)) {
    // The anyOf only says "name missing" when neither form of the body fits.
    const errors = (validate.errors ?? []).filter(
      (e) => e.keyword !== 'anyOf' && e.keyword !== 'not' && (e.keyword !== 'required' || e.params.missingProperty === 'name'),
    );
    throw unprocessable(ctx.t('errors.validationFailed'), toFieldErrors(errors, ctx.t));
  }
  const { name, mobile, app_language } = body as { name?: string; mobile?: string; app_language?: string };
  await ctx.db
    .updateTable('users')
    .set({
      ...(name !== undefined && { name, mobile: mobile ?? null, search_text: foldText(`${name} ${ctx.user.userName}`) }),
      ...(app_language !== undefined && { app_language }),
      update_date: nextVersion,
    })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .execute();
  const stored = await ctx.db
    .selectFrom('users')
    .select('app_language')
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return { ...(await getRecord(ctx, model, id)), app_language: stored.app_language };
}

/**
 * A new password for the signed-in user, once they prove the old one; every
 * session of theirs ends. Proving the old one is a sign-in attempt: it counts
 * toward the account's lockout (a stolen access token is no way to guess it).
 */
export async function changePassword(ctx: RequestContext, oldPassword: string, newPassword: string, ip: string): Promise<void> {
  if (!(await bookAttempt(ctx.db, ctx.academy.id, ctx.user.userName, ip))) throw lockedOut(ctx.t);
  const { password_hash } = await ctx.db
    .selectFrom('users')
    .select('password_hash')
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .executeTakeFirstOrThrow();
  if (!(await verifyPassword(oldPassword, String(password_hash)))) {
    throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'old_password', message: ctx.t('validation.wrongPassword') }]);
  }
  await clearFailures(ctx.db, ctx.academy.id, ctx.user.userName);
  if (newPassword.length < MIN_PASSWORD) {
    throw unprocessable(ctx.t('errors.validationFailed'), [
      { field: 'new_password', message: ctx.t('validation.minLength', { limit: MIN_PASSWORD }) },
    ]);
  }
  await ctx.db
    .updateTable('users')
    .set({ password_hash: await hashPassword(newPassword), update_date: nextVersion })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .execute();
  await revokeUserTokens(ctx.db, ctx.academy.id, ctx.user.id);
}

/** The user's code for referring new players, made on first asking and kept. */
export async function referralCode(ctx: RequestContext): Promise<string> {
  const fresh = randomBytes(5).toString('hex').toUpperCase().slice(0, 8);
  const { referral_code } = await ctx.db
    .updateTable('users')
    .set({ referral_code: sql`coalesce(referral_code, ${fresh})` })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', ctx.user.id)
    .returning('referral_code')
    .executeTakeFirstOrThrow();
  return String(referral_code);
}
