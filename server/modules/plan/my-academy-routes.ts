/** GET /v1/api/admin/academies/my-academy: the academy, its package, or its blocking code. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { myAcademy } from '../../core/academy-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { myAcademySchema } from '../../../domain/academy';

export function academyRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/admin/academies/my-academy',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true },
      schema: {
        summary: 'Your academy and its package',
        description:
          "The academy's details, bank account and package; an academy that may not work answers 403 with its blocking code instead.",
        response: answers(myAcademySchema),
      },
    },
    async (request) => ok(await myAcademy(request.ctx!)),
  );
}
