/**
 * A child's attendance as the parent reads it: each check-in of a range, newest first, with its
 * class, present or absent, the sessions it took and the teacher's note on the child (*nhận
 * xét*), and the range's counts: the office's attendance history of the player. Another
 * family's child is not found.
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { pageGate } from '../../../resources.config';
import { historyQuerySchema, personHistorySchema } from '../../../domain/attendance';
import { PARENT_AREA_ROLES, parentPath } from '../../../domain/parent-area';
import { personHistory } from '../attendance/attendance-history';
import { familyContext, familyOf } from './parent-family';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

export function parentAttendance(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const players = fastify.models.get('players')!;
  app.get(
    `${parentPath(players.config)}/:id/attendances`,
    {
      // The players' attendance screen's package feature.
      config: { gate: { roles: PARENT_AREA_ROLES, features: pageGate('attendance_players').features } },
      schema: {
        summary: "A child's attendance, with the teachers' notes",
        description:
          "The child's check-ins over a range of days (`fromDate`, `toDate`), newest first and paged, each with its class and branch, present or absent, the sessions it took and the teacher's note; and the range's present and absent counts. Another family's child answers 404.",
        params: idParams,
        querystring: historyQuerySchema,
        response: answers(personHistorySchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      if (!(await familyOf(ctx)).ids.players.includes(request.params.id)) throw notFound(ctx.t('errors.notFound'));
      return ok(await personHistory(familyContext(ctx), 'player', request.params.id, request.query));
    },
  );
}
