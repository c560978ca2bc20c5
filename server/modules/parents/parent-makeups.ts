/**
 * A parent books a child's make-up credit into a lesson: the lessons it can go to (the other
 * classes of the course missed with a place left, over the next days), then the booking, made
 * as the office's is (makeup-bookings.ts: the course, the day, a free place, under the class's
 * lock). Only the family's credits: any other is not found.
 */
import type { FastifyInstance } from 'fastify';
import type { RequestContext } from '../../core/context';
import { ApiError, notFound } from '../../core/errors';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { parentGate, parentPath } from '../../../domain/parent-area';
import { makeupBookingSchema, makeupCreditSchema, makeupPlacesSchema } from '../../../domain/makeup-credits';
import { bookMakeup } from '../sessions/makeup-bookings';
import { MAKEUP_PLACES_DAYS, makeupPlaces } from '../sessions/makeup-places';
import { familyContext, familyOf } from './parent-family';

const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const;

/** One of the family's credits (404 for any other). */
async function familyCredit(ctx: RequestContext, id: number) {
  const credit = await ctx.db
    .selectFrom('makeup_credits')
    .select(['player_id', 'class_id', 'status', 'expires_on'])
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!credit?.player_id || !(await familyOf(ctx)).ids.players.includes(credit.player_id)) throw notFound(ctx.t('errors.notFound'));
  return { player_id: credit.player_id, class_id: Number(credit.class_id), status: credit.status, expires_on: String(credit.expires_on) };
}

export function parentMakeups(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const credits = fastify.models.get('makeup_credits')!;
  const path = parentPath(credits.config);
  const config = { gate: parentGate(credits.config) };

  app.get(
    `${path}/:id/places`,
    {
      config,
      schema: {
        summary: 'Where a child’s make-up credit can be booked',
        description: `The lessons of the other classes of the course missed, from today to the credit's last day (at most ${MAKEUP_PLACES_DAYS} days ahead), with a place left; earliest first. 409 \`MAKEUP_NOT_OPEN\` for a credit already booked, used, lapsed or cancelled. Another family's credit answers 404.`,
        params: idParams,
        response: answers(makeupPlacesSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      const credit = await familyCredit(ctx, request.params.id);
      if (credit.status !== 'open') throw new ApiError(409, 'MAKEUP_NOT_OPEN', ctx.t('makeups.notOpen'));
      return ok(await makeupPlaces(familyContext(ctx), credit));
    },
  );

  app.post(
    `${path}/:id/booking`,
    {
      config,
      schema: {
        summary: 'Book a child’s make-up credit into a lesson',
        description:
          "Into a lesson of another class of the course missed, on one of its lesson days from today to the credit's last day, with a place free (409 `CLASS_FULL`), as the office books it, marked in the office's list and bell as booked from the parents' app. Another family's credit answers 404.",
        params: idParams,
        body: makeupBookingSchema,
        response: answers(makeupCreditSchema),
      },
    },
    async (request) => {
      const ctx = request.ctx!;
      await familyCredit(ctx, request.params.id);
      return ok(await bookMakeup(familyContext(ctx), request.params.id, request.body, 'PARENT_APP'), 'updated');
    },
  );
}
