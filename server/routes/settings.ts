/** GET /v1/api/settings (both roles) and PUT /v1/api/admin/settings (admin only, spec §6). */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../resources.config';
import { getSettings, settingsBodySchema, updateSettings, type Settings } from '../services/settings-service';
import { ok } from './reply';

export function settingsRoutes(app: FastifyInstance): void {
  app.get('/v1/api/settings', { config: { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true } }, async (request) =>
    ok(await getSettings(request.ctx!)),
  );
  app.put<{ Body: Settings }>(
    '/v1/api/admin/settings',
    { config: { gate: { roles: ['admin'], features: ['setup.application'] } }, schema: { body: settingsBodySchema } },
    async (request) => ok(await updateSettings(request.ctx!, request.body), 'Updated'),
  );
}
