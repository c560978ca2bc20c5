/**
 * `GET /v1/api/my-payslips`: a month's payslips as the payroll web view shows them,
 * to any staff login: the admin's are all of them, anyone else's their own
 * (own-payslips.ts). Behind the payroll package feature like the payslip list.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../../resources.config';
import { answers, pageOf } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { ownPayslips } from './own-payslips';

const query = {
  type: 'object',
  properties: {
    month: { type: 'string', format: 'month' },
    managerId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0 },
  },
  required: ['month'],
  additionalProperties: false,
} as const;

export function ownPayslipRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const payslips = app.models.get('manager_payslips');
  if (!payslips) return;
  app.get(
    '/my-payslips',
    {
      config: { gate: { roles: STAFF_ROLES, features: payslips.config.features } },
      schema: {
        summary: "A month's payslips the caller may read",
        description:
          "Every payslip of the month (of the branches in view, `managerId` for one teacher's) for the admin; for any other staff login only those of the teacher records linked to it (a teacher's `user_id`), in any branch, and none when it is linked to none. 100 a page, `page` from 0.",
        querystring: query,
        response: answers(pageOf({ $ref: 'manager_payslips#' })),
      },
    },
    async (request) => ok(await ownPayslips(request.ctx!, payslips, request.query)),
  );
}
