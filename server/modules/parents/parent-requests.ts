/**
 * What a parent asks of the office: leave for a child's lesson (`POST /parent/time-offs`), a
 * request as the office's own form makes it (the academy's leave policy, its allowance a month,
 * pending until the office decides, and with the make-up policy a credit once approved), marked
 * as sent from the parents' app in the office's list and bell, its author the parent's login in
 * the audit log. Only for the family's children and their classes: any other is not found.
 */
import type { FastifyInstance } from 'fastify';
import { forAudience } from '../../core/audience';
import { notFound } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { parentGate, parentLeaveBodySchema, parentPath } from '../../../domain/parent-area';
import { createTimeOff } from '../schedules/time-off-service';
import { familyContext, familyOf } from './parent-family';
import { parentRecordSchema } from './parent-rows';

export function parentRequests(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const timeOffs = fastify.models.get('time_offs')!;

  app.post(
    parentPath(timeOffs.config),
    {
      config: { gate: parentGate(timeOffs.config) },
      schema: {
        summary: 'Ask for leave for a child',
        description:
          "A leave request for one of the family's children on a day, for their class (or one of their classes), pending until the office decides it; within the academy's leave policy (422 `TIME_OFF_DISABLED`, `TIME_OFF_LIMIT`). With the make-up policy, approving it in time grants a make-up credit. A child or class not the family's answers 404.",
        body: parentLeaveBodySchema,
        response: answers(parentRecordSchema(timeOffs)),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const family = await familyOf(ctx);
      const { player_id, class_id } = request.body;
      if (!family.ids.players.includes(player_id) || (class_id !== undefined && !family.ids.classes.includes(class_id)))
        throw notFound(ctx.t('errors.notFound'));
      const child = await ctx.db
        .selectFrom('players')
        .select('branch_id')
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', player_id)
        .executeTakeFirstOrThrow();
      const saved = await createTimeOff(
        familyContext(ctx),
        timeOffs,
        { ...request.body, branch_id: child.branch_id, status: 0 },
        'PARENT_APP',
      );
      return ok(forAudience(timeOffs, 'parent', saved), 'created');
    },
  );
}
