/** A player's points (spec §7 users): read with their history, and adjusted by hand with a reason. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/reply';
import { adjustPoints, playerPoints } from './points-service';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { playerPointsSchema } from '../../../domain/player-points';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;
const pointsChange = {
  type: 'object',
  properties: {
    player_id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    points: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000, not: { const: 0 } },
    note: { type: 'string', maxLength: 255, description: "Why: kept in the player's points history" },
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
        schema: {
          summary: 'Points of a player',
          description:
            "The player's points balance, member level, whether their member card is active, and the latest changes (newest first) with why each was made and who made a change by hand.",
          params: idParams,
          response: answers(playerPointsSchema),
        },
      },
      async (request) => ok(await playerPoints(request.ctx!, players, request.params.id)),
    );
    app.post(
      '/admin/points',
      {
        config: { gate: { roles: rewards.config.roles, features: rewards.config.features } },
        schema: {
          summary: "Add or take away a player's points",
          description:
            "A change by hand (positive or negative) with its reason, kept in the player's history with who made it; a balance never goes below zero (409), and the member level follows. A manager reaches only the players of their branches.",
          body: pointsChange,
          response: answers(playerPointsSchema),
        },
      },
      async (request) => ok(await adjustPoints(request.ctx!, players, request.body), 'updated'),
    );
  }
}
