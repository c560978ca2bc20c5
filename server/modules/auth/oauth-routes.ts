/**
 * POST /v1/api/oauth/token: OAuth 2 (RFC 6749) password and refresh_token grants,
 * for the first-party app only; POST /v1/api/oauth/revoke (RFC 7009) signs out
 * with either token of the session.
 * The only endpoints without the envelope: success and errors are plain OAuth JSON.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import type { TFunction } from 'i18next';
import { ADMIN_APP_ROLES } from '../../../resources.config';
import { ApiError } from '../../core/errors';
import { messageOf } from '../../core/field-errors';
import { frameworkRefusal } from '../../core/hooks/error-handler';
import { translatorOf } from '../../core/i18n';
import { auditNote } from '../../core/hooks/audit-trail';
import { FIRST_PARTY_CLIENT_ID, OAuthError, passwordGrant, refreshGrant, switchBranch } from './auth-service';
import { phoneCodeGrant } from '../parents/sign-in/phone-code-grant';
import { revokeSession } from '../../core/tokens';
import { typed } from '../../core/typed';

/** RFC 6749 §5.1 and §5.2: this endpoint answers plain OAuth 2 JSON, no envelope. */
const tokenPair = {
  type: 'object',
  properties: {
    access_token: { type: 'string' },
    refresh_token: { type: 'string' },
    token_type: { const: 'Bearer' },
    expires_in: { type: 'integer' },
  },
  required: ['access_token', 'refresh_token', 'token_type', 'expires_in'],
  additionalProperties: false,
} as const;
const oauthError = {
  type: 'object',
  properties: { error: { type: 'string' }, error_description: { type: 'string' } },
  required: ['error', 'error_description'],
} as const;

/** An RFC 6749 §5.2 refusal whose `error` is one of `codes`. */
const oauthRefusal = (description: string, codes: string[]) => ({
  description,
  type: 'object',
  properties: { error: { type: 'string', examples: codes }, error_description: { type: 'string' } },
  required: ['error', 'error_description'],
});

/** Bodies that are no form at all: none, of a type no parser reads, or not fields. */
const NOT_A_FORM = new Set(['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'FST_ERR_CTP_EMPTY_JSON_BODY', 'FST_ERR_CTP_INVALID_JSON_BODY']);

/** Why a token request was refused before its grant was looked at, for `error_description`, in the caller's words. */
function refusalOf(error: FastifyError, t: TFunction): string {
  if (error instanceof ApiError) return error.message;
  const field = error.validation?.find((v) => v.instancePath);
  if (field) return t('oauth.fieldInvalid', { field: field.instancePath.slice(1), message: messageOf(field, t) });
  if (error.validation || NOT_A_FORM.has(error.code)) return t('oauth.formRequired');
  return t(frameworkRefusal(error).key);
}

export function oauthRoutes(fastify: FastifyInstance): void {
  const app = typed(fastify);
  app.post(
    '/oauth/token',
    {
      // The sign-in brake (login-attempts.ts) counts failures per account and address instead.
      config: { public: true, audit: 'SIGN_IN', rateLimit: false },
      schema: {
        summary: 'Sign in, or renew the tokens',
        description:
          "OAuth 2 password grant (a staff account's username and password), refresh_token grant, or phone_code grant (a parent's phone and the code POST /parent/sign-in/code sent it), for the first-party apps; answers plain OAuth JSON, not the envelope.",
        body: {
          type: 'object',
          properties: {
            grant_type: { type: 'string', maxLength: 50 },
            username: { type: 'string', maxLength: 100 },
            password: { type: 'string', maxLength: 200 },
            refresh_token: { type: 'string', maxLength: 200 },
            phone: { type: 'string', maxLength: 20 },
            code: { type: 'string', maxLength: 20 },
            client_id: { type: 'string', maxLength: 100 },
          },
        } as const,
        // A form, as RFC 6749 and 7009 send it; JSON is read too.
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: {
          200: tokenPair,
          400: oauthRefusal('A request, grant or credentials refused', ['invalid_request', 'invalid_grant', 'unsupported_grant_type']),
          401: oauthRefusal('A client other than the academy app', ['invalid_client']),
          429: oauthRefusal('Too many failed passwords: the account waits', ['slow_down']),
          '4xx': oauthError,
        },
      },
      // RFC 6749 §5.2 errors, whatever refused the request: a grant's, or a body that is no form.
      errorHandler: (error, request, reply) => {
        const t = translatorOf(request);
        reply.header('cache-control', 'no-store');
        if (error instanceof OAuthError) {
          return reply.status(error.status).send({ error: error.error, error_description: t(`oauth.${error.descriptionKey}`, error.vars) });
        }
        return reply.status(400).send({ error: 'invalid_request', error_description: refusalOf(error, t) });
      },
    },
    async (request, reply) => {
      const body = request.body ?? {};
      const academy = request.academy!;
      reply.header('cache-control', 'no-store');
      if (body.client_id !== undefined && body.client_id !== FIRST_PARTY_CLIENT_ID)
        throw new OAuthError(401, 'invalid_client', 'unknownClient');
      if (body.grant_type === 'password') {
        if (!body.username || !body.password) throw new OAuthError(400, 'invalid_request', 'credentialsRequired');
        // The name tried is kept (never the password), so failed attempts show whom they aimed at.
        auditNote(request).userName = body.username.trim();
        return passwordGrant(app.db, app.tokens, academy, body.username.trim(), body.password, request.ip, auditNote(request));
      }
      if (body.grant_type === 'phone_code') {
        if (!body.phone || !body.code) throw new OAuthError(400, 'invalid_request', 'phoneCodeRequired');
        return phoneCodeGrant(app.db, app.tokens, academy, body.phone, body.code, request.ip, auditNote(request));
      }
      if (body.grant_type === 'refresh_token') {
        auditNote(request).action = 'REFRESH';
        if (!body.refresh_token) throw new OAuthError(400, 'invalid_request', 'refreshTokenRequired');
        return refreshGrant(app.db, app.tokens, academy, body.refresh_token, auditNote(request));
      }
      throw new OAuthError(400, 'unsupported_grant_type', 'unsupportedGrant');
    },
  );

  // RFC 7009: the answer is 200 whether or not the token was known, so it tells nothing.
  // Untyped instance: the provider would type its `send()` (an empty body) as `send(null)`, a JSON `null`.
  fastify.post<{ Body: { token: string } }>(
    '/oauth/revoke',
    {
      // Never limited: a refused sign-out would leave its session open, and a wrong token costs one lookup.
      config: { public: true, audit: 'SIGN_OUT', rateLimit: false },
      schema: {
        summary: 'Sign out',
        description:
          'Ends the session of the token sent (RFC 7009): its refresh token or one of its access tokens, with `token_type_hint` `refresh_token`, `access_token` or none; answers 200 whether or not the token was known.',
        body: {
          type: 'object',
          properties: {
            token: { type: 'string', maxLength: 2000 },
            token_type_hint: { type: 'string', maxLength: 50 },
            client_id: { type: 'string', maxLength: 100 },
          },
          required: ['token'],
        },
        // A form, as RFC 6749 and 7009 send it; JSON is read too.
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        response: { 200: { description: 'Revoked, or never known (RFC 7009)', type: 'null' }, '4xx': { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      auditNote(request).userId = await revokeSession(app.db, app.tokens, request.academy!.id, request.body.token);
      return reply.header('cache-control', 'no-store').status(200).send();
    },
  );

  app.post(
    '/oauth/token/switch-branch',
    {
      config: { gate: { roles: ADMIN_APP_ROLES, features: [] }, openWhenLapsed: true, audit: 'SWITCH_BRANCH' },
      schema: {
        summary: 'Switch to another branch',
        description:
          "New tokens scoped to one of the user's branches, or to all of them (`id: null`): every branch for a user bound to none, a manager's own branches and no other.",
        body: {
          type: 'object',
          properties: { id: { anyOf: [{ type: 'integer', minimum: 1, maximum: 2_147_483_647 }, { type: 'null' }] } },
          required: ['id'],
          additionalProperties: false,
        } as const,
        response: { 200: tokenPair, '4xx': { $ref: 'ApiError#' } },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      auditNote(request).branchId = request.body.id;
      return switchBranch(request.ctx!, app.tokens, request.body.id);
    },
  );
}
