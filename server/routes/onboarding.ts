/** GET /v1/api/admin/onboarding: the home page's setup checklist. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../resources.config';
import { onboardingSteps } from '../services/onboarding-service';
import { ok } from './reply';

export function onboardingRoutes(app: FastifyInstance): void {
  app.get('/v1/api/admin/onboarding', { config: { gate: { roles: ADMIN_APP_ROLES, features: [] } } }, async (request) =>
    ok(await onboardingSteps(request.ctx!, app.models)),
  );
}
