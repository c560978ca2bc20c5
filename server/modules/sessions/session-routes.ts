/**
 * A player's sessions changed by hand, and make-up credits booked and released; the ledger and the
 * credits themselves are read as the `session_changes` and `makeup_credits` records.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { playerSessionsSchema, sessionAdjustmentSchema } from '../../../domain/player-sessions';
import { adjustSessions } from './session-adjustments';
import { makeupBookingSchema, makeupCreditSchema, makeupReleaseSchema } from '../../../domain/makeup-credits';
import { bookMakeup, releaseMakeup } from './makeup-bookings';

const idParams = { type: 'object', properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }, required: ['id'] } as const;

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
  const credits = app.models.get('makeup_credits');
  if (!credits) return;
  const gate = { roles: credits.config.roles, features: credits.config.features };
  app.post(
    '/admin/makeup-credits/:id/booking',
    {
      config: { gate },
      schema: {
        summary: 'Book a make-up credit into a lesson',
        description:
          "The lesson: another class of the course missed (422), on one of its lesson days from today to the credit's last day (422), the player not frozen then (422), with a free place by the class's capacity (409 CLASS_FULL). Only an open credit is booked (409). The player then shows on that lesson's roster as a make-up, and its present mark uses the credit.",
        params: idParams,
        body: makeupBookingSchema,
        response: answers(makeupCreditSchema),
      },
    },
    async (request) => ok(await bookMakeup(request.ctx!, request.params.id, request.body), 'updated'),
  );
  app.put(
    '/admin/makeup-credits/:id/release',
    {
      config: { gate },
      schema: {
        summary: "Cancel a make-up credit's booking",
        description: 'The place is given back and the credit is open again, to book another lesson (409 unless booked).',
        params: idParams,
        body: makeupReleaseSchema,
        response: answers(makeupCreditSchema),
      },
    },
    async (request) => ok(await releaseMakeup(request.ctx!, request.params.id), 'updated'),
  );
}
