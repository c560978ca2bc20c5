/**
 * How the document describes record versions: the `ETag` a record's answer
 * carries, the `If-Match` a change may send back, and the 412 it gets when the
 * record has changed since (server/core/crud/conditional-write.ts).
 */
import type { FastifySchema } from 'fastify';
import { API_ERROR_ID } from './responses';

type Responses = Record<string, Record<string, unknown>>;

const etagHeader = {
  etag: { type: 'string', description: "The record's version: send it back as If-Match so that a change applies to this version only" },
};

/** The answer `status` of `response` carries the record's version in `ETag`. */
export function versioned(response: FastifySchema['response'], status = 200): FastifySchema['response'] {
  const responses = response as Responses;
  return { ...responses, [status]: { ...responses[status], headers: etagHeader } };
}

/** A change of a record: versioned, and refused with 412 when `If-Match` names another version. */
export function conditional(response: FastifySchema['response']): FastifySchema['response'] {
  return {
    ...(versioned(response) as Responses),
    412: {
      $ref: `${API_ERROR_ID}#`,
      description: 'The record changed since the version If-Match names (code STALE_RECORD): read it again',
    },
  };
}

/** The request header of a change. */
export const ifMatchHeaders = {
  type: 'object',
  properties: {
    'if-match': {
      type: 'string',
      description: 'The ETag of the version this change is based on; without it the change applies to whatever is current',
    },
  },
} as const;
