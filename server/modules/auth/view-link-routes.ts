/**
 * POST /v1/api/view-links: the token for a link to one web view (`/view/<view>?token=`),
 * made for the mobile app from its own session. The session's access token never goes in a link.
 */
import type { FastifyInstance } from 'fastify';
import { STAFF_ROLES } from '../../../resources.config';
import { signViewToken, VIEW_TOKEN_SECONDS } from '../../core/tokens';
import { VIEW_NAMES, viewDenial, viewOpensWhenLapsed } from '../../core/view-links';
import { ApiError, forbidden } from '../../core/errors';
import { ACADEMY_CODES } from '../../core/academy-service';
import type { Role } from '../../../resources.config';
import { answers } from '../../core/openapi/responses';
import { ok } from '../../core/reply';
import { typed } from '../../core/typed';

const viewBody = { type: 'object', properties: { view: { enum: VIEW_NAMES } }, required: ['view'], additionalProperties: false } as const;
const viewLink = {
  type: 'object',
  properties: { token: { type: 'string' }, expires_in: { type: 'integer' } },
  required: ['token', 'expires_in'],
  additionalProperties: false,
};

export function viewLinkRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.post(
    '/view-links',
    {
      // Any staff login of the mobile app: each view's own reads decide whether it opens to them. A lapsed
      // academy still links its plan's view, where the app sends it to pay.
      config: { gate: { roles: STAFF_ROLES, features: [] }, openWhenLapsed: true },
      schema: {
        summary: "A web view link's token",
        description: `A token for the link of one web view (\`/view/<view>?token=\`): it reads only what that view shows, for ${VIEW_TOKEN_SECONDS / 60} minutes, and ends with the session that asked for it. Refused (403) when the caller's role or the academy's package could not read what the view shows, and while the plan has lapsed for every view but the plan's own.`,
        body: viewBody,
        response: answers(viewLink),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const ctx = request.ctx!;
      const { view } = request.body;
      const lapsed = ctx.academy.lapsed;
      if (lapsed && !viewOpensWhenLapsed(app, view)) throw new ApiError(403, ACADEMY_CODES[lapsed], ctx.t(`errors.${lapsed}`));
      // A link that could only be refused is not made: the app hears why now, not the parent later.
      const denial = viewDenial(app, view, ctx.user.role as Role, ctx.academy.features);
      if (denial) throw forbidden(ctx.t(denial === 'FORBIDDEN_ROLE' ? 'errors.forbiddenRole' : 'errors.featureNotInPackage'), denial);
      const token = await signViewToken(app.tokens, ctx.bearer!, view);
      return ok({ token, expires_in: VIEW_TOKEN_SECONDS });
    },
  );
}
