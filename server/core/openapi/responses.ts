/**
 * Response schemas every route declares: the `{success, message, data}` envelope,
 * the paged list, and the error shape. Fastify serialises each answer with them,
 * and the OpenAPI document describes them.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';

type Schema = Record<string, unknown>;

export const API_ERROR_ID = 'ApiError';

/** `{success: false, code, message, errors?}` (`errors` names each field), shared by every error answer. */
export const apiErrorSchema = {
  $id: API_ERROR_ID,
  type: 'object',
  properties: {
    success: { const: false },
    code: {
      type: 'string',
      description:
        "Why, for programs: `BAD_REQUEST`, `UNAUTHORIZED`, `FORBIDDEN_ROLE`, `BRANCH_NOT_ALLOWED`, `FEATURE_NOT_IN_PACKAGE`, `NOT_FOUND`, `METHOD_NOT_ALLOWED`, `STALE_RECORD`, `VALIDATION_FAILED`, or a rule's own (`HAS_DEPENDENTS`…); each operation's refusals name theirs",
    },
    message: { type: 'string', description: "What went wrong, in the caller's language" },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
    },
    data: {},
  },
  required: ['success', 'code', 'message'],
} as const;

/** A success answer carrying `data`. */
export function envelope(data: Schema = {}): Schema {
  return {
    type: 'object',
    properties: { success: { const: true }, message: { type: 'string' }, data },
    required: ['success', 'message', 'data'],
    additionalProperties: false,
  };
}

/** A page of a list: `{page, size, total_elements, total_pages, content}` (and the list's `sub_total`, or that the count stopped). */
export function pageOf(item: Schema): Schema {
  return {
    type: 'object',
    properties: {
      page: { type: 'integer' },
      size: { type: 'integer' },
      total_elements: { type: 'integer' },
      total_pages: { type: 'integer' },
      total_is_lower_bound: { type: 'boolean', description: 'More rows match than total_elements: the count stopped there.' },
      content: { type: 'array', items: item },
      sub_total: { type: 'number' },
    },
    required: ['page', 'size', 'total_elements', 'total_pages', 'content'],
    additionalProperties: false,
  };
}

const errors = { '4xx': { $ref: `${API_ERROR_ID}#` }, '5xx': { $ref: `${API_ERROR_ID}#` } };

/** A route's `response`: its success answer, and the error shape for every 4xx and 5xx. */
export function answers(data: Schema = {}, status = 200): FastifySchema['response'] {
  return { [status]: envelope(data), ...errors };
}

/** For answers that are not the envelope (a file, the OAuth token, a page). */
export function rawAnswers(success: Schema, status = 200): FastifySchema['response'] {
  return { [status]: success, ...errors };
}

/**
 * In the API scope: a route that declares no responses answers the envelope, its
 * `data` not described further, and the error shape.
 */
export function declareEnvelope(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (route.schema?.response) return;
    route.schema = {
      ...route.schema,
      response: {
        200: {
          type: 'object',
          properties: { success: { type: 'boolean' }, message: { type: 'string' }, data: {} },
          additionalProperties: true,
        },
        ...errors,
      },
    };
  });
}
