/**
 * The signed-in user's own account (spec §7 users): profile, password,
 * referral code.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { changePassword, referralCode, updateOwnProfile } from './account-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const passwords = {
  type: 'object',
  properties: {
    old_password: { type: 'string', minLength: 1, maxLength: 64 },
    new_password: { type: 'string', minLength: 1, maxLength: 64 },
  },
  required: ['old_password', 'new_password'],
  additionalProperties: false,
} as const;
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
        },
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
      },
    },
    async (request) => ok({ referral_code: await referralCode(request.ctx!) }),
  );
}
