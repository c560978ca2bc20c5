/**
 * The signed-in user's own account (spec §7 users): profile, password,
 * referral code.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { changePassword, referralCode, updateOwnProfile } from './account-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { plainSchema, recordSchema, withoutDefaults } from '../../core/openapi/record-schemas';
import type { EntityModel } from '../../core/crud/entity-model';
import { APP_LANGUAGES, referralCodeSchema } from '../../../domain/profile';
import { refuseAllButBody } from '../../core/hooks/validators';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
export const passwords = {
  type: 'object',
  properties: {
    old_password: { type: 'string', minLength: 1, maxLength: 64 },
    new_password: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['old_password', 'new_password'],
  additionalProperties: false,
} as const;
const appLanguage = { enum: APP_LANGUAGES, description: "The user's own language of the app" };

/** Name and phone as the users schema has them, or the language alone; the service checks which (422 naming each field). */
export function profileBody(users: EntityModel) {
  const { name, mobile } = users.schema.properties;
  return {
    type: 'object',
    properties: {
      name: withoutDefaults(plainSchema(name, 'en')),
      mobile: withoutDefaults(plainSchema(mobile, 'en')),
      app_language: appLanguage,
    },
    additionalProperties: false,
  };
}

/** The user's record, with their language. */
function ownRecord(users: EntityModel) {
  const { $id: _, ...record } = recordSchema(users);
  const properties = record.properties as Record<string, unknown>;
  return { ...record, properties: { ...properties, app_language: appLanguage }, required: ['id', 'app_language'] };
}

export function accountRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const signedIn = { gate: { roles: ADMIN_APP_ROLES, features: [] } };
  const users = app.models.get('users');
  if (users) {
    app.put(
      '/users/:id',
      {
        config: signedIn,
        schema: {
          summary: 'Edit your profile',
          description: "Name and phone, or the app language alone, of the signed-in user; another user's id is refused.",
          params: idParams,
          body: profileBody(users),
          response: answers(ownRecord(users)),
        },
        // The service words the refusals of the body (422), with the users schema's own rules.
        attachValidation: true,
        preHandler: refuseAllButBody,
      },
      async (request) => ok(await updateOwnProfile(request.ctx!, users, request.params.id, request.body), 'updated'),
    );
  }
  app.put(
    '/users/change-password',
    {
      config: signedIn,
      schema: {
        summary: 'Change your password',
        description: 'The old password must be right (a wrong one counts toward the sign-in lockout); every session of the user then ends.',
        body: passwords,
        response: answers({ type: 'null' }),
      },
    },
    async (request) => {
      await changePassword(request.ctx!, request.body.old_password, request.body.new_password, request.ip);
      return ok(null, 'updated');
    },
  );
  app.get(
    '/users/referral-code',
    {
      config: signedIn,
      schema: {
        summary: 'Your referral code',
        description: "The signed-in user's code for referring new players, made on first asking and kept.",
        response: answers(referralCodeSchema),
      },
    },
    async (request) => ok({ referral_code: await referralCode(request.ctx!) }),
  );
}
