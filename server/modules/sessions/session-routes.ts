/** A player's sessions changed by hand; the ledger itself is read as the `session_changes` records. */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { playerSessionsSchema, sessionAdjustmentSchema } from '../../../domain/player-sessions';
import { adjustSessions } from './session-adjustments';

export function sessionRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const players = app.models.get('players');
  if (!players) return;
  app.post(
    '/admin/session-adjustments',
    {
      config: { gate: { roles: players.config.roles, features: players.config.features } },
      schema: {
        summary: "Add or take a player's sessions",
        description:
          "A change of sessions left by hand (positive or negative) with its reason, kept in the player's sessions ledger with who made it. Sessions left stay between -99 and 999 (422). A manager reaches only the players of their branches.",
        body: sessionAdjustmentSchema,
        response: answers(playerSessionsSchema),
      },
    },
    async (request) => ok(await adjustSessions(request.ctx!, players, request.body), 'updated'),
  );
}
