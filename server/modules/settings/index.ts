/** Settings: every settings section, the academy's details and logo, the onboarding checklist. */
import type { FastifyInstance } from 'fastify';
import { settingsRoutes } from './settings-routes';
import { academyInfoRoutes } from './academy-info-routes';
import { onboardingRoutes } from './onboarding-routes';

export default async function settings(app: FastifyInstance): Promise<void> {
  settingsRoutes(app);
  academyInfoRoutes(app);
  onboardingRoutes(app);
}
