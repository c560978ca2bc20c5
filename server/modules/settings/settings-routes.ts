/**
 * GET /v1/api/settings (both roles) and PUT /v1/api/admin/settings (admin only,
 * spec §6; each section also needs its package feature, checked by the service).
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { getSettings, updateSettings } from './settings-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers } from '../../core/openapi/responses';
import { settingsAnswerSchema } from './settings-answer';

const sectionsBody = {
  type: 'object',
  minProperties: 1,
  additionalProperties: { anyOf: [{ type: 'object' }, { type: 'array' }] },
} as const;

export function settingsRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/settings',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true },
      schema: {
        summary: 'Academy settings',
        description:
          "Every section the caller's role reads (the integrations, payment, e-mail and SMS, are the admin's alone: `x-roles` in the settings schema), defaults filled in; a secret only shows that it is set.",
        response: answers(settingsAnswerSchema),
      },
    },
    async (request) => ok(await getSettings(request.ctx!)),
  );
  app.put(
    '/admin/settings',
    {
      config: { gate: { roles: ['admin'], features: [] } },
      schema: {
        summary: 'Save settings sections',
        description:
          "The sections the body holds, all or none: each whole and valid, and offered by the academy's package. A host the server connects to (the SMTP host, the SMS API URL) on a private network is refused (422 naming the field) unless the operator allows it. Admins only.",
        body: sectionsBody,
        response: answers(settingsAnswerSchema),
      },
    },
    async (request) =>
      ok(await updateSettings(request.ctx!, request.body, { privateHosts: app.config.allowPrivateProviderHosts }), 'updated'),
  );
}
