/**
 * The refusals an operation can give, worked out from what its route declares: a
 * signed-in route can be refused its token (401) and, past its gate, its caller's
 * role or the academy's package (403), or the academy's lapsed subscription; a
 * route with path parameters names a record that may not be there (404); a route
 * with a body or parameters can be refused them (400, 422 for a body's fields);
 * a change sent with If-Match, a stale version (412). Codes a route's own rules
 * add (a 409's) are named in its `config.refuses`.
 */
import type { FastifyContextConfig } from 'fastify';
import { ROLES } from '../../../resources.config';
import { ACADEMY_CODES } from '../academy-service';
import { API_ERROR_ID } from './responses';

type Schema = Record<string, unknown>;

/** Extra refusals a route's rules give, by status: `{409: ['HAS_DEPENDENTS']}`. */
export type Refuses = Partial<Record<400 | 403 | 404 | 409 | 412 | 413 | 415 | 422 | 429, string[]>>;

const MEANING: Record<number, string> = {
  400: 'The request is malformed: a parameter, header or body of the wrong form',
  401: 'No valid access token',
  403: 'Not for this caller',
  404: 'No such record here',
  409: "The record's state does not allow it",
  412: 'The record changed since the version If-Match names: read it again',
  413: 'Too large',
  415: 'Not a type this route takes',
  422: 'A field is refused: each named in `errors`',
  429: 'Too many requests: try again later',
};

/** The error envelope, its `code` one of `codes` at least (a route's rules may add their own). */
export function refusal(status: number, codes: string[]): Schema {
  return {
    description: `${MEANING[status] ?? 'Refused'} (${codes.map((code) => `\`${code}\``).join(', ')})`,
    allOf: [{ $ref: `${API_ERROR_ID}#` }, { type: 'object', properties: { code: { type: 'string', examples: codes } } }],
  };
}

interface Declared {
  config?: FastifyContextConfig;
  params?: unknown;
  querystring?: unknown;
  hasBody: boolean;
  hasIfMatch: boolean;
}

/** The codes of each refusal status of a route. */
export function refusalsOf({ config = {}, params, hasBody, hasIfMatch }: Declared): Record<number, string[]> {
  const out: Record<number, string[]> = { 400: ['BAD_REQUEST'] };
  const add = (status: number, ...codes: string[]) => {
    out[status] = [...new Set([...(out[status] ?? []), ...codes])];
  };
  if (!config.public) {
    add(401, 'UNAUTHORIZED');
    const gate = config.gate;
    if (gate && ROLES.some((role) => !gate.roles.includes(role))) add(403, 'FORBIDDEN_ROLE');
    if (gate?.features.length) add(403, 'FEATURE_NOT_IN_PACKAGE');
    if (!config.openWhenLapsed) add(403, ...Object.values(ACADEMY_CODES));
  }
  const pathParams = (params as { properties?: object } | undefined)?.properties;
  if (pathParams && Object.keys(pathParams).length) add(404, 'NOT_FOUND');
  if (hasBody) add(422, 'VALIDATION_FAILED');
  if (hasIfMatch) add(412, 'STALE_RECORD');
  for (const [status, codes] of Object.entries(config.refuses ?? {})) add(Number(status), ...(codes ?? []));
  return out;
}

/** The responses documenting `refusals`. */
export function documentedRefusals(refusals: Record<number, string[]>): Record<string, Schema> {
  return Object.fromEntries(Object.entries(refusals).map(([status, codes]) => [status, refusal(Number(status), codes)]));
}
