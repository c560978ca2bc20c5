/**
 * Checks every request an API test sends and every JSON answer it receives
 * against the OpenAPI document the server publishes, at the operation of its
 * route and method. An answer must match the schema of its status (or
 * `4XX`/`5XX`). A request the document calls invalid must be refused (4xx), and
 * one it calls valid must not be refused by the checks of its form (a route
 * schema's, or any other 400). The document cannot drift from what the server
 * takes or answers.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError } from '../../server/core/errors';
import { RequestCheck, type Operation } from './request-check';

type Described = Operation & { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type Doc = { paths: Record<string, Record<string, Described>> };

/** Adds the check to `app` (before it is ready); answers the list of requests and answers that broke the document. */
export function checkAgainstDocument(app: FastifyInstance): string[] {
  const violations: string[] = [];
  const validators = new Map<string, ValidateFunction | null>();
  // Requests refused for their form: by a route schema's validation, or with our BAD_REQUEST (a
  // rule no schema can state, such as a reversed date range, is refused with a code of its own).
  const refusedForForm = new WeakSet<FastifyRequest>();
  let ajv: Ajv2020 | null = null;
  let requests: RequestCheck | null = null;
  const doc = () => app.swagger() as unknown as Doc;

  function validatorFor(path: string, method: string, status: number): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (validators.has(key)) return validators.get(key)!;
    if (!ajv) {
      ajv = addFormats(new Ajv2020({ strict: false, allErrors: false }));
      ajv.addSchema(app.swagger() as object, 'openapi.json');
    }
    const responses = doc().paths[path]?.[method]?.responses ?? {};
    const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => responses[c]?.content?.['application/json']?.schema);
    const pointer =
      code &&
      `openapi.json#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${code}/content/application~1json/schema`;
    const validate = pointer ? ajv.compile({ $ref: pointer }) : null;
    validators.set(key, validate);
    return validate;
  }

  /** The operation of the request's route, or null for a route the document hides or an unrouted request. */
  function operationOf(request: FastifyRequest): { path: string; method: string; operation?: Described } | null {
    const url = request.routeOptions.url;
    if (!url || request.routeOptions.schema?.hide) return null;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const method = request.method.toLowerCase();
    return { path, method, operation: doc().paths[path]?.[method] };
  }

  // Requests read past their HTTP: one refused before (no Host) was refused by the transport, not for its operation.
  const read = new WeakSet<FastifyRequest>();
  app.addHook('preParsing', async (request) => {
    read.add(request);
  });

  app.addHook('onError', async (request, _reply, error) => {
    if (!read.has(request)) return;
    if ((error as { validation?: unknown }).validation || (error instanceof ApiError && error.code === 'BAD_REQUEST'))
      refusedForForm.add(request);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const described = operationOf(request);
    if (!described || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    if (!described.operation) {
      violations.push(`${request.method} ${request.routeOptions.url}: not in the document`);
      return payload;
    }
    const validate = validatorFor(described.path, described.method, reply.statusCode);
    if (validate && !validate(JSON.parse(payload))) {
      violations.push(`${request.method} ${request.routeOptions.url} ${reply.statusCode}: ${ajv!.errorsText(validate.errors)}`);
    }
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    const described = operationOf(request);
    if (!described?.operation) return;
    requests ??= new RequestCheck(doc());
    const problems = requests.problems(described.path, described.method, described.operation, request);
    const status = reply.statusCode;
    const route = `${request.method} ${request.routeOptions.url}`;
    if (problems.length && status < 400) {
      violations.push(`${route} ${status}: took a request the document calls invalid (${problems.join('; ')})`);
    }
    const multipart = String(request.headers['content-type'] ?? '').startsWith('multipart/');
    if (!problems.length && refusedForForm.has(request) && !multipart) {
      violations.push(`${route} ${status}: refused a request the document calls valid (${request.raw.url})`);
    }
  });
  return violations;
}
