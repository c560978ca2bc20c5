/** GET /api-public/packages: the plans an academy can be on, with their fees and package features. */
import type { FastifyInstance } from 'fastify';
import { translatorOf } from '../../core/i18n';
import { listPackages } from './subscription-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { planPackagesSchema } from '../../../domain/subscription';

export function packagesRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/packages',
    {
      config: { public: true },
      schema: {
        summary: 'Plans on offer',
        description: 'Every package an academy can be on, with its fees and package features. No sign-in needed.',
        response: answers(planPackagesSchema),
      },
    },
    async (request) => ok(await listPackages(app.db, translatorOf(request))),
  );
}
