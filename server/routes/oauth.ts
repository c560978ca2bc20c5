/**
 * POST /v1/api/oauth/token: OAuth 2 (RFC 6749) password and refresh_token grants.
 * The only endpoint without the envelope: success and errors are plain OAuth JSON.
 */
import type { FastifyInstance } from 'fastify';
import { ADMIN_APP_ROLES } from '../../resources.config';
import { languageOf, translatorFor } from '../i18n';
import { OAuthError, passwordGrant, refreshGrant, switchBranch } from '../services/auth-service';

interface TokenBody {
  grant_type?: string;
  username?: string;
  password?: string;
  refresh_token?: string;
}

export function oauthRoutes(app: FastifyInstance): void {
  app.post<{ Body: TokenBody }>(
    '/v1/api/oauth/token',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          properties: {
            grant_type: { type: 'string', maxLength: 50 },
            username: { type: 'string', maxLength: 100 },
            password: { type: 'string', maxLength: 200 },
            refresh_token: { type: 'string', maxLength: 200 },
          },
        },
      },
      errorHandler: (error, request, reply) => {
        if (error instanceof OAuthError) {
          const t = translatorFor(languageOf(request.headers['accept-language']));
          return reply
            .status(error.status)
            .header('cache-control', 'no-store')
            .send({ error: error.error, error_description: t(`oauth.${error.descriptionKey}`, error.vars) });
        }
        return reply.status(400).send({ error: 'invalid_request', error_description: error.message });
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const academy = request.academy!;
      reply.header('cache-control', 'no-store');
      if (body.grant_type === 'password') {
        if (!body.username || !body.password) throw new OAuthError(400, 'invalid_request', 'credentialsRequired');
        return passwordGrant(app.db, app.tokens, academy, body.username.trim(), body.password, request.ip);
      }
      if (body.grant_type === 'refresh_token') {
        if (!body.refresh_token) throw new OAuthError(400, 'invalid_request', 'refreshTokenRequired');
        return refreshGrant(app.db, app.tokens, academy, body.refresh_token);
      }
      throw new OAuthError(400, 'unsupported_grant_type', 'unsupportedGrant');
    },
  );

  app.post<{ Body: { id: number | null } }>(
    '/v1/api/oauth/token/switch-branch',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true },
      schema: {
        body: {
          type: 'object',
          properties: { id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] } },
          required: ['id'],
          additionalProperties: false,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return switchBranch(request.ctx!, app.tokens, request.body.id);
    },
  );
}
