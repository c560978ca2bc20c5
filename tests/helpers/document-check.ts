/**
 * Checks every JSON answer an API test receives against the OpenAPI document the
 * server publishes: the operation of its route and method, the schema of its
 * status (or `4XX`/`5XX`). The document cannot drift from what the server answers.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance } from 'fastify';

type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>> };

/** Adds the check to `app` (before it is ready); answers the list of answers that broke the document. */
export function checkAnswersAgainstDocument(app: FastifyInstance): string[] {
  const violations: string[] = [];
  const validators = new Map<string, ValidateFunction | null>();
  let ajv: Ajv2020 | null = null;

  function validatorFor(path: string, method: string, status: number): ValidateFunction | null {
    const key = `${method} ${path} ${status}`;
    if (validators.has(key)) return validators.get(key)!;
    if (!ajv) {
      ajv = addFormats(new Ajv2020({ strict: false, allErrors: false }));
      ajv.addSchema(app.swagger() as object, 'openapi.json');
    }
    const responses = (app.swagger() as unknown as Doc).paths[path]?.[method]?.responses ?? {};
    const code = [String(status), `${String(status)[0]}XX`, 'default'].find((c) => responses[c]?.content?.['application/json']?.schema);
    const pointer =
      code &&
      `openapi.json#/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${code}/content/application~1json/schema`;
    const validate = pointer ? ajv.compile({ $ref: pointer }) : null;
    validators.set(key, validate);
    return validate;
  }

  app.addHook('onSend', async (request, reply, payload) => {
    const url = request.routeOptions.url;
    if (!url || request.routeOptions.schema?.hide || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const path = url.replace(/:(\w+)/g, '{$1}');
    const method = request.method.toLowerCase();
    const described = (app.swagger() as unknown as Doc).paths[path]?.[method];
    if (!described) {
      violations.push(`${request.method} ${url}: not in the document`);
      return payload;
    }
    const validate = validatorFor(path, method, reply.statusCode);
    if (validate && !validate(JSON.parse(payload))) {
      violations.push(`${request.method} ${url} ${reply.statusCode}: ${ajv!.errorsText(validate.errors)}`);
    }
    return payload;
  });
  return violations;
}
