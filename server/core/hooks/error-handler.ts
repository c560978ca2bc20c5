/**
 * One error shape for the whole API: `{success: false, code, message, errors?}`,
 * in the caller's language. Unknown API paths get the same 404 shape
 * (answerNotFound, each API scope's not-found handler); what Fastify and its
 * plugins refuse (a body that is no JSON, too large, of a type no parser reads,
 * a broken multipart body) gets our own words; anything unexpected is logged and
 * answered with a generic 500 that leaks nothing.
 */
import type { FastifyInstance, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../errors';
import { messageOf, refusedName } from '../field-errors';
import { translatorOf } from '../i18n';
import { API_ANSWER_HEADERS } from './security-headers';

/** Fastify's and @fastify/multipart's refusals: our code and the key of our message. */
const FRAMEWORK_ERRORS: Record<string, { code: string; key: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', key: 'errors.invalidJson' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', key: 'errors.emptyBody' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.bodyTooLarge' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', key: 'validation.imageTooLarge' },
  FST_PARTS_LIMIT: { code: 'BAD_REQUEST', key: 'validation.multipart' },
  FST_FILES_LIMIT: { code: 'BAD_REQUEST', key: 'validation.multipart' },
  FST_FIELDS_LIMIT: { code: 'BAD_REQUEST', key: 'validation.multipart' },
  FST_PROTO_VIOLATION: { code: 'BAD_REQUEST', key: 'validation.multipart' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { code: 'BAD_REQUEST', key: 'validation.multipart' },
  FST_INVALID_JSON_FIELD_ERROR: { code: 'BAD_REQUEST', key: 'validation.multipart' },
};

/** Any other refusal of the framework, by its status. */
const BY_STATUS: Record<number, { code: string; key: string }> = {
  404: { code: 'NOT_FOUND', key: 'errors.notFound' },
  413: { code: 'PAYLOAD_TOO_LARGE', key: 'errors.bodyTooLarge' },
  414: { code: 'URI_TOO_LONG', key: 'errors.uriTooLong' },
  415: { code: 'UNSUPPORTED_MEDIA_TYPE', key: 'errors.unsupportedMediaType' },
};

export function frameworkRefusal(error: FastifyError): { status: number; code: string; key: string } {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return { status, ...(FRAMEWORK_ERRORS[error.code] ?? BY_STATUS[status] ?? { code: 'BAD_REQUEST', key: 'errors.badRequest' }) };
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof ApiError) {
      return reply.status(error.status).send({
        success: false,
        code: error.code,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
        ...(error.data ? { data: error.data } : {}),
      });
    }
    const t = translatorOf(request);
    if (error.validation) {
      const errors = error.validation.map((v) => ({
        field: v.instancePath.split('/')[1] || String(v.params?.missingProperty ?? refusedName(v) ?? ''),
        message: messageOf(v, t),
      }));
      return reply.status(400).send({ success: false, code: 'BAD_REQUEST', message: t('errors.validationFailed'), errors });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const { status, code, key } = frameworkRefusal(error);
      return reply.status(status).send({ success: false, code, message: t(key) });
    }
    request.log.error(error);
    return reply.status(500).send({ success: false, code: 'INTERNAL_ERROR', message: t('errors.internal') });
  });
}

/**
 * Requests Fastify refuses before routing (a malformed URL, an over-long path
 * parameter) leave in the same envelope (Fastify's `frameworkErrors` option), with
 * the headers no hook has had the chance to set.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const { status, code, key } = frameworkRefusal(error);
  reply
    .status(status)
    .headers(API_ANSWER_HEADERS)
    .send({ success: false, code, message: translatorOf(request)(key) });
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/** The methods some route serves at `path`: a catch-all (`/*`, the uploaded files') serves no path in particular. */
function methodsServing(app: FastifyInstance, path: string): string[] {
  return METHODS.filter((method) => {
    const route = app.findRoute({ method, url: path });
    return route && !('*' in (route.params ?? {}));
  });
}

/**
 * The answer for a request no route serves: 405 naming in `Allow` the methods the
 * path takes when some route serves it, else the 404 of an unknown path.
 */
export function answerNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const t = translatorOf(request);
  const path = request.url.split('?')[0];
  const allowed = methodsServing(request.server, path);
  if (allowed.length) {
    reply
      .status(405)
      .header('allow', allowed.join(', '))
      .send({
        success: false,
        code: 'METHOD_NOT_ALLOWED',
        message: t('errors.methodNotAllowedHere', { method: request.method, path }),
        errors: [],
      });
    return;
  }
  reply.status(404).send({ success: false, code: 'NOT_FOUND', message: t('errors.noRoute', { method: request.method, path }) });
}
