/**
 * POST /v1/api/view-links: the token for a link to one web view (`/view/<view>?token=`),
 * made for the mobile app from its own session. The session's access token never goes in a link.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { signViewToken, VIEW_TOKEN_SECONDS } from '../../core/tokens';
import { VIEW_NAMES } from '../../core/view-links';
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
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] } },
      schema: {
        summary: 'A web view link\'s token',
        description: `A token for the link of one web view (\`/view/<view>?token=\`): it reads only what that view shows, for ${VIEW_TOKEN_SECONDS / 60} minutes, and ends with the session that asked for it.`,
        body: viewBody,
        response: answers(viewLink),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = await signViewToken(app.tokens, request.ctx!.bearer!, request.body.view);
      return ok({ token, expires_in: VIEW_TOKEN_SECONDS });
    },
  );
}
