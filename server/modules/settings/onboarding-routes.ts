/** GET /v1/api/admin/onboarding: the home page's setup checklist. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { onboardingSteps } from './onboarding-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

export function onboardingRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/admin/onboarding',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] } },
      schema: { summary: 'Setup checklist', description: 'The onboarding steps in order, each ticked once done; only steps the caller may open are listed.' },
    },
    async (request) => ok(await onboardingSteps(request.ctx!, app.models)),
  );
}
