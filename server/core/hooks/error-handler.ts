/**
 * One error shape for the whole API: `{success: false, code, message, errors?}`.
 * Unknown API paths get the same 404 shape (answerNotFound, each API scope's
 * not-found handler); anything unexpected is logged and
 * answered with a generic 500 that leaks nothing.
 */
import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { messageOf } from '../field-errors';
import { languageOf, translatorFor } from '../i18n';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({
        success: false, code: error.code, message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.data ? { data: error.data } : {}),
      });
    }
    if (error.validation) {
      // Public routes have no context yet: the language comes from the request itself.
      const t = translatorFor(languageOf(request.headers['accept-language']));
      const errors = error.validation.map((v) => ({
        field: v.instancePath.split('/')[1] || String(v.params?.missingProperty ?? v.params?.additionalProperty ?? ''),
        message: messageOf(v, t),
      }));
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: t('errors.validationFailed'), errors });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ success: false, code: error.code ?? 'BAD_REQUEST', message: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ success: false, code: 'INTERNAL_ERROR', message: 'Something went wrong on our side. Please try again.' });
  });
}

/**
 * Requests Fastify refuses before routing (a malformed URL, an over-long path
 * parameter) leave in the same envelope (Fastify's `frameworkErrors` option).
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  reply.status(error.statusCode ?? 400).send({ success: false, code: 'BAD_REQUEST', message: error.message });
}

/** The 404 of a path no route of an API scope serves. */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply): void {
  reply.status(404).send({ success: false, code: 'NOT_FOUND', message: `No route ${request.method} ${request.url.split('?')[0]}` });
}
