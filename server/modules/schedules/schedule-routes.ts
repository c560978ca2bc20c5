/**
 * The timetable (spec §7 `GET /[admin/]schedules`), behind the schedules page's
 * gate. Days are checked by the service, so a bad range is refused in the reader's language.
 */
import type { FastifyInstance } from 'fastify';
import { pageGate } from '../../../resources.config';
import { RANGE_CODES } from '../../core/errors';
import { timetable } from './schedule-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { timetableSchema } from '../../../domain/timetable';

const query = {
  type: 'object',
  properties: {
    fromDate: { type: 'string', format: 'date' },
    toDate: { type: 'string', format: 'date' },
    classIds: { type: 'string', format: 'id-list' },
  },
  additionalProperties: false,
} as const;

/** The days the service requires, refusing a missing one in the reader's language; a range it cannot show has a code of its own. */
const judged = { querystring: { ...query, required: ['fromDate', 'toDate'] } };
const refuses = { 400: Object.values(RANGE_CODES) };

export function scheduleRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const config = { gate: pageGate('schedules'), judged, refuses };
  for (const path of ['/admin/schedules', '/schedules']) {
    app.get(
      path,
      {
        config,
        schema: {
          summary: 'Timetable between two days',
          description:
            'Lessons of the active classes and active events between two days (62 at most), the clashes among them, and any schedule pause.',
          querystring: query,
          response: answers(timetableSchema),
        },
      },
      async ({ ctx, query: q }) =>
        ok(await timetable(ctx!, { fromDate: q.fromDate, toDate: q.toDate, classIds: q.classIds?.split(',').map(Number) })),
    );
  }
}
