/**
 * Calls usable without signing in (spec §6 public variants), for the academy of
 * the Host like every other call: open branches with their slots, public
 * settings, the active shop categories and events, and the free-trial registration.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestContext } from '../../core/context';
import { translatorOf, languageOf } from '../../core/i18n';
import { notFound } from '../../core/errors';
import { backgroundContext } from '../../core/background-context';
import { listRecords } from '../../core/crud/crud-service';
import { listQueryDescription, withImplied } from '../../core/crud/list-query';
import { branchesWithSlots, publicSettings, registerPractice } from './public-service';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';
import { answers, pageOf } from '../../core/openapi/responses';
import { plainSchema } from '../../core/openapi/record-schemas';
import type { EntityModel } from '../../core/crud/entity-model';
import { publicBranchesSchema, publicSettingsSchema, registeredPracticeSchema } from '../../../domain/free-trial';
import { refuseAllButBody } from '../../core/hooks/validators';

/** A visitor reads like an admin of no branch in particular, but only what is active. */
function visitor(app: FastifyInstance, request: FastifyRequest): RequestContext {
  return backgroundContext(app.db, request.academy!, languageOf(request.headers['accept-language']), {
    name: '',
    userName: '',
    role: 'user',
  });
}

const config = { public: true };
// The spec's clients send `academyId=1`; the academy is the Host's, so the value is accepted and not used.
const academyQuery = {
  type: 'object',
  properties: { academyId: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  additionalProperties: false,
} as const;

/** A visitor's registration: the practice's fields a visitor fills in (its status is the server's: always new). */
function practiceBody(practices: EntityModel) {
  const fields = ['name', 'date_of_birth', 'branch_id', 'schedules', 'parent_name', 'mobile', 'address', 'note'];
  const properties = Object.fromEntries(fields.map((f) => [f, plainSchema(practices.schema.properties[f], 'en')]));
  const required = fields.filter((f) => practices.schema.required?.includes(f));
  const status = { readOnly: true, description: 'Always new: set by the server, ignored when sent' };
  return { type: 'object', properties: { ...properties, registration_status: status }, required, additionalProperties: false };
}

export function publicRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.get(
    '/public/branches/eras',
    {
      config,
      schema: {
        summary: 'Open branches and their class slots',
        description:
          "The academy's active branches, each with the weekly time slots of its active classes, for the free-trial form. `academyId` names the academy (spec §9), which must be the one the address serves (its id is in the public settings). No sign-in needed.",
        querystring: academyQuery,
        response: answers(publicBranchesSchema),
      },
    },
    async (request) => {
      // The address decides the academy; an id naming another one finds nothing here.
      const { academyId } = request.query;
      if (academyId !== undefined && academyId !== request.academy!.id) throw notFound(translatorOf(request)('errors.notFound'));
      return ok(await branchesWithSlots(app.db, request.academy!.id));
    },
  );
  for (const [path, name, summary] of [
    ['categories', 'categories', 'Active shop categories'],
    ['events', 'events', 'Active events'],
  ] as const) {
    const model = app.models.get(name);
    if (!model) continue;
    // The list's filters are open (`listQuery`, its description): no querystring schema to type it from.
    // Active, live records only: no filter of the visitor's.
    const active = { auditingStatuses: '1', deleted: 'false' };
    app.get<{ Querystring: Record<string, unknown> }>(
      `/public/${path}`,
      {
        config: { ...config, listQuery: listQueryDescription(model, { withDeleted: false, implied: Object.keys(active) }) },
        schema: {
          summary,
          description: 'The list with its usual filters, search and sort, active records only. No sign-in needed.',
          response: answers(pageOf({ $ref: `${model.config.name}#` })),
        },
      },
      async (request) =>
        ok(await listRecords(visitor(app, request), model, withImplied(model, request.query, active, translatorOf(request)))),
    );
  }
  app.get(
    '/public/settings',
    {
      config,
      schema: {
        summary: 'Public settings',
        description:
          'The academy\'s name and time zone, its common settings, whether it takes free trials and the payment gateways really set up and on (`payment_gateways`, e.g. `["VNPAY"]`). No sign-in needed.',
        response: answers(publicSettingsSchema),
      },
    },
    async (request) => ok(await publicSettings(app.db, request.academy!)),
  );
  const practices = app.models.get('practices');
  if (practices) {
    app.post(
      '/public/practices',
      {
        config,
        schema: {
          summary: 'Register for a free trial',
          description:
            "A visitor's registration at slots an open branch offers, while the academy takes free trials (403 `TRIAL_CLOSED` when it does not). Its status is always new. No sign-in needed.",
          body: practiceBody(practices),
          response: answers(registeredPracticeSchema, 201),
        },
        // The service words the refusals of the body (422), with the practices schema's own rules.
        attachValidation: true,
        preHandler: refuseAllButBody,
      },
      async (request, reply) => {
        const practice = await registerPractice(app.db, request.academy!, practices, request.body, translatorOf(request));
        return reply.status(201).send(ok(practice, 'created'));
      },
    );
  }
}
