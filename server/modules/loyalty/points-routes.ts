/** A player's points (spec §7 users): read, and adjusted by hand with a note. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/reply';
import { adjustPoints, playerPoints } from './points-service';
import { typed } from '../../core/typed';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
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

export function pointsRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const players = app.models.get('players');
  const rewards = app.models.get('rewards');
  if (players && rewards) {
    app.get(
      '/users/:id/points',
      {
        config: { gate: { roles: players.config.roles, features: players.config.features } },
        schema: { summary: 'Points of a player', description: 'The player\'s points balance, member level and whether their member card is active.', params: idParams },
      },
      async (request) => ok(await playerPoints(request.ctx!, players, request.params.id)),
    );
    app.post(
      '/admin/points',
      {
        config: { gate: { roles: rewards.config.roles, features: rewards.config.features } },
        schema: {
          summary: 'Add or take away a player\'s points',
          description: 'A change by hand (positive or negative, with a note); a balance never goes below zero, and the member level follows.',
          body: pointsChange,
        },
      },
      async (request) => ok(await adjustPoints(request.ctx!, players, request.body), 'updated'),
    );
  }
}
