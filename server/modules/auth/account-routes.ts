/**
 * The signed-in user's own account (spec §7 users): profile, password,
 * referral code; and a player's points, read and adjusted by hand.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { changePassword, referralCode, updateOwnProfile } from './account-service';
import { adjustPoints, playerPoints } from '../loyalty/points-service';
import { ok } from '../../core/reply';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const passwords = {
  type: 'object',
  properties: { old_password: { type: 'string', minLength: 1, maxLength: 64 }, new_password: { type: 'string', minLength: 1, maxLength: 64 } },
  required: ['old_password', 'new_password'],
  additionalProperties: false,
} as const;
const pointsChange = {
  type: 'object',
  properties: {
    player_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    points: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, not: { const: 0 } },
    note: { type: 'string', maxLength: 255 },
  },
  required: ['player_id', 'points'],
  additionalProperties: false,
} as const;

export function accountRoutes(app: FastifyInstance): void {
  const signedIn = { gate: { roles: ADMIN_APP_ROLES, features: [] } };
  const users = app.models.get('users');
  if (users) {
    app.put<{ Params: { id: number } }>('/users/:id', { config: signedIn, schema: { params: idParams } }, async (request) =>
      ok(await updateOwnProfile(request.ctx!, users, request.params.id, request.body), 'Updated'),
    );
  }
  app.put<{ Body: { old_password: string; new_password: string } }>('/users/change-password', { config: signedIn, schema: { body: passwords } }, async (request) => {
    await changePassword(request.ctx!, request.body.old_password, request.body.new_password, request.ip);
    return ok(null, 'Updated');
  });
  app.get('/users/referral-code', { config: signedIn }, async (request) => ok({ referral_code: await referralCode(request.ctx!) }));

  const players = app.models.get('players');
  const rewards = app.models.get('rewards');
  if (players && rewards) {
    app.get<{ Params: { id: number } }>(
      '/users/:id/points', { config: { gate: { roles: players.config.roles, features: players.config.features } }, schema: { params: idParams } },
      async (request) => ok(await playerPoints(request.ctx!, players, request.params.id)),
    );
    app.post<{ Body: { player_id: number; points: number } }>(
      '/admin/points', { config: { gate: { roles: rewards.config.roles, features: rewards.config.features } }, schema: { body: pointsChange } },
      async (request) => ok(await adjustPoints(request.ctx!, players, request.body), 'Updated'),
    );
  }
}
