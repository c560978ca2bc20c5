/** GET /v1/api/admin/dashboard?year=YYYY: the home page's figures, for admins and managers alike. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { academyToday } from '../../core/academy-clock';
import { dashboard } from './dashboard-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { dashboardSchema } from '../../../domain/dashboard';

const query = {
  type: 'object',
  properties: { year: { type: 'integer', minimum: 2000, maximum: 2100 } },
  additionalProperties: false,
} as const;

export function dashboardRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/admin/dashboard',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] } },
      schema: {
        summary: 'Dashboard figures for a year',
        description:
          'Revenue and expenses by month, orders, free trials, classes and active players, and the latest rows, for the branches in view; `year` defaults to this one.',
        querystring: query,
        response: answers(dashboardSchema),
      },
    },
    async (request) =>
      ok(await dashboard(request.ctx!, request.query.year ?? Number(academyToday(request.ctx!.academy.timeZone).slice(0, 4)))),
  );
}
