/**
 * A child's loyalty points as the parent reads them: the balance, the member level and card, and
 * the latest changes with why each was made (attendance, a birthday, an order, a referral, a reward,
 * by hand with its note): the office's answer of `GET /users/{id}/points`, made by the loyalty
 * module's own service, in the points' package feature. Who in the office made a change by hand is
 * the office's to know. Another family's child is not found.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { playerPointsSchema } from '../../../domain/player-points';
import { PARENT_AREA_ROLES, parentPath } from '../../../domain/parent-area';
import { playerPoints } from '../loyalty/points-service';
import { familyContext, familyOf } from './parent-family';
import { familyRows } from './parent-rows';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

export function parentPoints(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const players = fastify.models.get('players');
  const rewards = fastify.models.get('rewards');
  if (!players || !rewards) return;
  app.get(
    `${parentPath(players.config)}/:id/points`,
    {
      // The points' package feature: the rewards', whose points these are.
      config: { gate: { roles: PARENT_AREA_ROLES, features: rewards.config.features } },
      schema: {
        summary: "A child's points",
        description:
          "The child's points balance, member level, whether their member card is active, and the latest changes (newest first) with why each was made: the office's answer for the player, without who in the office made a change by hand (`by` is null). Another family's child answers 404.",
        params: idParams,
        querystring: { type: 'object', properties: {}, additionalProperties: false },
        response: answers(playerPointsSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const family = await familyOf(ctx);
      if (!family.ids.players.includes(request.params.id)) throw notFound(ctx.t('errors.notFound'));
      const points = await playerPoints(familyContext(ctx), familyRows(players, family), request.params.id);
      return ok({ ...points, history: points.history.map((change) => ({ ...change, by: null })) });
    },
  );
}
