/**
 * Calls usable without signing in (spec §6 public variants), for the academy of
 * the Host like every other call: open branches with their slots, public
 * settings, and the free-trial registration.
 */
import type { FastifyInstance } from 'fastify';
import { translatorFor, languageOf } from '../i18n';
import { branchesWithSlots, publicSettings, registerPractice } from '../services/public-service';
import { ok } from './reply';

const config = { public: true };
// The spec's clients send `academyId=1`; the academy is the Host's, so the value is accepted and not used.
const academyQuery = { type: 'object', properties: { academyId: { type: 'integer' } }, additionalProperties: false } as const;

export function publicRoutes(app: FastifyInstance): void {
  app.get('/v1/api/public/branches/eras', { config, schema: { querystring: academyQuery } }, async (request) =>
    ok(await branchesWithSlots(app.db, request.academy!.id)),
  );
  app.get('/v1/api/public/settings', { config }, async (request) => ok(await publicSettings(app.db, request.academy!)));
  app.post('/v1/api/public/practices', { config }, async (request, reply) => {
    const t = translatorFor(languageOf(request.headers['accept-language']));
    const practice = await registerPractice(app.db, request.academy!, app.models.get('practices')!, request.body, t);
    return reply.status(201).send(ok(practice, 'Created'));
  });
}
