/** The home page's setup checklist: `GET /v1/api/admin/onboarding`, and `PUT` to hide it or bring it back for the caller. */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { ONBOARDING_PATH, onboardingChangeSchema, onboardingSchema } from '../../../domain/onboarding';
import { answers } from '../../core/openapi/responses';
import { onboardingSteps, setOnboardingHidden } from './onboarding-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

export function onboardingRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  const config = { gate: { roles: ADMIN_APP_ROLES, features: [] } };
  app.get(
    ONBOARDING_PATH,
    {
      config,
      schema: {
        summary: 'Setup checklist',
        description:
          'The onboarding steps in order, each ticked once done; only steps the caller may open are listed. `hidden`: the caller has put the checklist away.',
        response: answers(onboardingSchema),
      },
    },
    async (request) => ok(await onboardingSteps(request.ctx!, app.models)),
  );
  app.put(
    ONBOARDING_PATH,
    {
      config,
      schema: {
        summary: 'Hide or show the setup checklist',
        description:
          "The caller's own choice, kept on their account (every device they sign in on): `hidden: true` puts the checklist away, `false` brings it back.",
        body: onboardingChangeSchema,
        response: answers(onboardingSchema),
      },
    },
    async (request) => {
      await setOnboardingHidden(request.ctx!, request.body.hidden);
      return ok(await onboardingSteps(request.ctx!, app.models));
    },
  );
}
