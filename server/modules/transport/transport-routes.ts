/**
 * Transport attendance (spec §7 bus stops): the day's stops with their counts,
 * one stop's riders to mark (`pickup-attendances`, and `edit-pickup-attendances`
 * for the editing dialog), and the save. Behind the transport pages' gate.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { DIRECTIONS, savedPickupsSchema, stopRosterSchema, stopsOfDaySchema } from '../../../domain/pickups';
import { checkInSchema } from '../../../domain/check-in';
import { answers } from '../../core/openapi/responses';
import { savePickups } from './transport-save';
import { stopRoster, stopsOfDay } from './transport-service';
import { ok, okSaying } from '../../core/reply';
import { typed } from '../../core/typed';

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const idParams = { type: 'object', properties: { id }, required: ['id'] } as const;
const day = { type: 'string', format: 'date' } as const;
const dayQuery = {
  type: 'object',
  properties: { date: day, direction: { type: 'string', enum: DIRECTIONS } },
  required: ['date', 'direction'],
  additionalProperties: false,
} as const;
const saveBody = {
  type: 'object',
  properties: {
    bus_stop_id: id,
    date: day,
    direction: { type: 'string', enum: DIRECTIONS },
    items: {
      type: 'array',
      maxItems: 500,
      items: {
        type: 'object',
        properties: { player_id: id, check_in: checkInSchema, note: { type: ['string', 'null'], maxLength: 500 } },
        required: ['player_id', 'check_in'],
        additionalProperties: false,
      },
    },
  },
  required: ['bus_stop_id', 'date', 'direction', 'items'],
  additionalProperties: false,
} as const;

export function transportRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const config = { gate: pageGate('transport_forward') };

  app.get(
    '/admin/bus-stops/pickup-attendances',
    {
      config,
      schema: {
        summary: 'Bus stops of a day with their pick-up counts',
        description:
          'Every stop of the branches in view that offer transport, in pickup order, with riders due and present and absent counts for the day and direction.',
        querystring: dayQuery,
        response: answers(stopsOfDaySchema),
      },
    },
    async ({ ctx, query }) => ok(await stopsOfDay(ctx!, query)),
  );
  for (const [path, summary] of [
    ['pickup-attendances', 'Riders of a bus stop on a day'],
    ['edit-pickup-attendances', 'Riders of a bus stop on a day, to edit'],
  ]) {
    app.get(
      `/admin/bus-stops/:id/${path}`,
      {
        config,
        schema: {
          summary,
          description:
            "The stop's riders due that day and direction, and anyone already marked there, with their check-in (-1 when not taken yet).",
          params: idParams,
          querystring: dayQuery,
          response: answers(stopRosterSchema),
        },
      },
      async ({ ctx, params, query }) => ok(await stopRoster(ctx!, params.id, query)),
    );
  }
  app.post(
    '/pickup-attendances',
    {
      config,
      schema: {
        summary: "Save a bus stop's pick-up attendance",
        description:
          "One stop's pick-ups for a day and direction, all or nothing with the transport fees they imply; turns not sent stay as they are.",
        body: saveBody,
        response: answers(savedPickupsSchema),
      },
    },
    async ({ ctx, body }) => okSaying(await savePickups(ctx!, body), ctx!.t('transport.saved')),
  );
}
