/**
 * The OpenAPI document: it lints clean, covers every route the API registers and
 * nothing else, is an admin's to read, and titles its records in the caller's
 * language. Every other API test checks its answers against it (build-test-app.ts).
 */
import { BaseResolver, createConfig, lintDocument, Source } from '@redocly/openapi-core';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import swagger from '@fastify/swagger';
import { healthRoutes } from '../../server/core/health';
import { checkAgainstDocument } from '../helpers/document-check';
import { ApiError } from '../../server/core/errors';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

type Schema = {
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  allOf?: Schema[];
  type?: unknown;
  format?: string;
  items?: Schema;
  examples?: string[];
  pattern?: string;
};
type Operation = {
  requestBody?: { content: Record<string, { schema: Schema }> };
  responses: Record<string, { content?: Record<string, { schema: Schema }> }>;
  parameters?: Array<{ in: string; name: string; schema: Schema }>;
};

function operationsOf(doc: { paths: Record<string, Record<string, Operation>> }) {
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method, path, op })),
  );
}

/** Why the operation's body or answers are not described, or null when they are. */
function undescribed({ method, op }: ReturnType<typeof operationsOf>[number]): string | null {
  if (['post', 'put', 'patch'].includes(method) && !Object.values(op.requestBody?.content ?? {})[0]?.schema) return 'no request body';
  for (const [status, response] of Object.entries(op.responses)) {
    if (!status.startsWith('2')) continue;
    const json = response.content?.['application/json']?.schema;
    // No content: the route declared an empty answer (RFC 7009's sign-out), not a forgotten one.
    if (!response.content) continue;
    const data = json?.properties?.data;
    if (json && json.properties && 'data' in json.properties && (!data || !Object.keys(data).length))
      return `${status}: data not described`;
  }
  return null;
}

async function documentFor(role: 'admin' | 'manager', lang = 'en') {
  const passwords = { admin: 'Admin@123', manager: 'Manager@123' };
  const { access_token } = await login(t.app, role, passwords[role]);
  return as(t.app, access_token)({ url: '/v1/api/openapi.json', headers: { 'accept-language': lang } });
}

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1 and lints with no error under the recommended rules', async () => {
    const res = await documentFor('admin');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintDocument({
      document: { source: new Source('openapi.json', res.body), parsed: doc },
      config,
      externalRefResolver: new BaseResolver(),
    });
    expect(problems.filter((p) => p.severity === 'error').map((p) => `${p.ruleId} ${p.location[0]?.pointer}`)).toEqual([]);
  });

  it('lists exactly the routes the API registers', async () => {
    const doc = (await documentFor('admin')).json();
    const documented = Object.entries(doc.paths as Record<string, object>)
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => METHODS.includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      )
      .sort();
    const registered = t.routes
      .filter((r) => /^\/(v1\/api|api-public)\//.test(r.url) && !r.schema?.hide)
      .flatMap((r) =>
        [r.method]
          .flat()
          .filter((m) => m !== 'HEAD')
          .map((m) => `${m} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
      )
      .sort();
    expect(documented).toEqual([...new Set(registered)]);
    expect(documented.length).toBeGreaterThan(200);
  });

  it('describes each record from its schema, without our x- keywords, and every operation with its responses', async () => {
    const doc = (await documentFor('admin')).json();
    const players = doc.components.schemas.players;
    expect(players.properties.name.type).toEqual(['string', 'null']);
    expect(players.properties.branch).toBeDefined();
    expect(JSON.stringify(doc.components.schemas)).not.toMatch(/"x-[a-z-]+"/);
    expect(
      doc.paths['/v1/api/admin/players'].get.responses['200'].content['application/json'].schema.properties.data.properties.content.items,
    ).toEqual({ $ref: '#/components/schemas/players' });
    expect(doc.components.securitySchemes.oauth2.flows.password.tokenUrl).toBe('/v1/api/oauth/token');
    expect(doc.paths['/v1/api/oauth/token'].post.security).toEqual([]);
    for (const ops of Object.values(doc.paths as Record<string, Record<string, { responses: object }>>)) {
      for (const op of Object.values(ops)) expect(Object.keys(op.responses)).toContain('4XX');
    }
  });

  it("titles records in the caller's language", async () => {
    const vi = (await documentFor('admin', 'vi')).json();
    const en = (await documentFor('admin', 'en')).json();
    expect(vi.components.schemas.players.properties.name.title).not.toBe(en.components.schemas.players.properties.name.title);
    expect(en.components.schemas.players.title).toBe('Players');
  });

  it("is an admin's: 401 signed out, 403 for a manager", async () => {
    expect((await t.app.inject({ url: '/v1/api/openapi.json' })).statusCode).toBe(401);
    expect((await documentFor('manager')).statusCode).toBe(403);
  });
});

describe('every operation of the document', () => {
  it('documents its request body (or that it takes none) and the data of each success answer', async () => {
    const ops = operationsOf((await documentFor('admin')).json());
    const lacking = ops.filter((o) => undescribed(o)).map((o) => o.name);
    expect(lacking).toEqual([]);
    expect(ops.filter((o) => ['post', 'put', 'patch'].includes(o.method)).length).toBeGreaterThan(100);
  });

  it('documents the refusals it can give, each with its codes', async () => {
    const ops = operationsOf((await documentFor('admin')).json());
    const codesOf = (op: Operation) =>
      Object.entries(op.responses)
        .filter(([status]) => /^4\d\d$/.test(status))
        .flatMap(([, r]) => {
          const schema = r.content?.['application/json']?.schema;
          // The token endpoint refuses as RFC 6749 §5.2 says: its codes are `error`'s.
          return schema?.allOf?.[1]?.properties?.code?.examples ?? schema?.properties?.error?.examples ?? [];
        });
    expect(ops.filter((o) => !codesOf(o.op).length).map((o) => o.name)).toEqual([]);
    const refusals = (name: string) => {
      const op = ops.find((o) => o.name === name)!.op;
      return Object.fromEntries(
        Object.entries(op.responses)
          .filter(([status]) => /^4\d\d$/.test(status))
          .map(([status, r]) => [status, r.content?.['application/json']?.schema.allOf?.[1]?.properties?.code?.examples]),
      );
    };
    // Derived from the route: its gate (roles, package feature), branch-bound records, its id, its body, If-Match.
    expect(refusals('PUT /v1/api/players/{id}')).toMatchObject({
      401: ['UNAUTHORIZED'],
      403: expect.arrayContaining(['FORBIDDEN_ROLE', 'BRANCH_NOT_ALLOWED']),
      404: ['NOT_FOUND'],
      412: ['STALE_RECORD'],
      422: ['VALIDATION_FAILED'],
    });
    expect(refusals('DELETE /v1/api/players/{id}')[409]).toEqual(['HAS_DEPENDENTS']);
    expect(refusals('GET /v1/api/admin/players')).not.toHaveProperty('404');
    expect(refusals('GET /v1/api/admin/players')[403]).toContain('FEATURE_NOT_IN_PACKAGE');
  });

  it("takes a record's writable fields as the body of its create, replace and patch, and multipart uploads with their file parts", async () => {
    const doc = (await documentFor('admin')).json();
    const body = (path: string, method: string, type = 'application/json'): Schema =>
      doc.paths[path][method].requestBody.content[type].schema;
    const create = body('/v1/api/players', 'post');
    // Server-set fields are no part of the body: read-only (ignored when sent back), or unknown.
    for (const serverSet of ['id', 'create_date', 'update_date', 'avatar'])
      expect(create.properties?.[serverSet]).toMatchObject({ readOnly: true });
    expect(create.properties).not.toHaveProperty('academy_id');
    expect(create.properties).toHaveProperty('name');
    expect(create.required).toContain('name');
    // Any other field is refused, unless null: "not sent", as a relation answered with the record and sent back.
    expect(create.additionalProperties).toEqual({ type: 'null' });
    // A null is "not sent" for an optional field, a list of values' too (its default is taken).
    expect(body('/v1/api/admin/tags', 'post').properties?.auditing_status).toMatchObject({ type: ['integer', 'null'], enum: [1, 0, null] });
    // A phone is taken as typed; a field only some roles see is required of them only; a password is set on create only.
    expect(create.properties?.mobile).not.toHaveProperty('maxLength');
    expect(body('/v1/api/admin/managers', 'post').required).not.toContain('salary');
    expect(body('/v1/api/admin/users/{id}', 'put').properties?.password).toMatchObject({ description: 'Set on create only: ignored here' });
    expect(body('/v1/api/players/{id}', 'put').required).toContain('name');
    expect(body('/v1/api/players/{id}', 'patch').required).toBeUndefined();
    const restore = body('/v1/api/players/{id}/restore', 'post');
    expect(restore).toMatchObject({ properties: {}, additionalProperties: false });
    const upload = body('/v1/api/admin/players/upload', 'post', 'multipart/form-data');
    expect(upload.properties?.file).toMatchObject({ type: 'string', format: 'binary' });
    const images = operationsOf(doc).filter((o) => /\/images|\/avatar|\/upload$/.test(o.path) && o.method !== 'get');
    expect(images.length).toBeGreaterThan(4);
    for (const { op, method } of images) {
      if (method === 'post') expect(Object.keys(op.requestBody!.content)).toEqual(['multipart/form-data']);
      expect(op.responses['200'].content!['application/json'].schema.properties!.data).not.toEqual({});
    }
  });

  it('documents the list parameters as strictly as the server checks them', async () => {
    const doc = (await documentFor('admin')).json();
    const params = Object.fromEntries(
      (doc.paths['/v1/api/admin/players'].get as Operation).parameters!.map((p) => [`${p.in} ${p.name}`, p.schema]),
    );
    const matches = (name: string, value: string) => new RegExp(params[name].pattern!).test(value);
    expect(params['query size']).toMatchObject({ minimum: 1, maximum: 100 });
    expect(params['query page']).toMatchObject({ minimum: 0, maximum: 1_000_000 });
    expect(matches('query sort', 'name:asc')).toBe(true);
    expect(matches('query sort', 'password:asc')).toBe(false);
    expect(matches('header branchids', ' 1, 2 ')).toBe(true);
    for (const refused of ['1,,2', '0', '2147483648', '1e3', 'a']) expect(matches('header branchids', refused)).toBe(false);
    expect(matches('query search', 'a\u0000b')).toBe(false);
    // What the document refuses, the server refuses.
    const { access_token } = await login(t.app, 'admin', 'Admin@123');
    for (const branchids of ['1,,2', '2147483648', '1e3']) {
      expect((await as(t.app, access_token)({ url: '/v1/api/admin/players', headers: { branchids } })).statusCode).toBe(400);
    }
  });
});

describe('a method a path does not serve', () => {
  it.each([
    ['vi', 'Đường dẫn /v1/api/admin/players không nhận yêu cầu PUT'],
    ['en', '/v1/api/admin/players does not take PUT requests'],
  ])("answers 405 with Allow in the caller's language (%s); an unknown path stays 404", async (lang, message) => {
    const { access_token } = await login(t.app, 'admin', 'Admin@123');
    const res = await as(t.app, access_token)({ method: 'PUT', url: '/v1/api/admin/players', headers: { 'accept-language': lang } });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, HEAD');
    expect(res.json()).toEqual({ success: false, code: 'METHOD_NOT_ALLOWED', message, errors: [] });
    const unknown = await as(t.app, access_token)({ method: 'PUT', url: '/v1/api/admin/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the check of every answer against the document', () => {
  it("reports an answer that breaks its route's declared response, and a route the document lacks", async () => {
    const app = Fastify();
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    const count = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    // A string payload skips the serializer, as a hand-built answer would.
    app.get('/count', { schema: { response: { 200: count } } }, (_req, reply) => reply.type('application/json').send('{"n":"many"}'));
    app.get('/hidden', { schema: { hide: true } }, async () => ({ n: 1 }));
    const violations = checkAgainstDocument(app);
    await app.inject({ url: '/count' });
    await app.inject({ url: '/hidden' });
    expect(violations).toEqual([expect.stringContaining('GET /count 200: data/n must be integer')]);
    await app.close();
  });

  it('reports a request the document calls invalid but the server took, and one it calls valid but the server refused: path, query, header and body', async () => {
    const app = Fastify();
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    const body = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'], additionalProperties: false };
    const querystring = { type: 'object', properties: { page: { type: 'integer', minimum: 0 } }, additionalProperties: false };
    const params = { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] };
    const headers = { type: 'object', properties: { 'x-day': { type: 'string', format: 'date' } } };
    const schema = { body, querystring, params, headers };
    // Takes whatever it is sent, whatever its document says.
    app.post('/lax/:id', { schema, attachValidation: true }, async () => ({ ok: true }));
    // Refuses for its form (BAD_REQUEST) what its document allows, but for a rule of its own (a code of its own) too.
    app.post('/strict/:id', { schema }, async (request) => {
      const rule = (request.query as { page?: number }).page === 7;
      throw rule ? new ApiError(400, 'RANGE_REVERSED', 'its own rule') : new ApiError(400, 'BAD_REQUEST', 'no');
    });
    app.setErrorHandler((error: Error, _request, reply) => reply.status(400).send({ message: error.message }));
    const violations = checkAgainstDocument(app);
    const send = (url: string, payload: object = { n: 1 }, header = '2026-01-31') =>
      app.inject({ method: 'POST', url, payload, headers: { 'x-day': header } });
    await send('/lax/1?page=1');
    await send('/lax/0');
    await send('/lax/1?page=-1');
    await send('/lax/1', { n: 1 }, '2026-02-30');
    await send('/lax/1', { n: 'one' });
    await send('/strict/2?page=2');
    await send('/strict/2?page=7');
    await send('/strict/0', { n: 'one' }, 'x');
    expect(violations).toEqual([
      'POST /lax/:id 200: took a request the document calls invalid (path data/id must be >= 1)',
      'POST /lax/:id 200: took a request the document calls invalid (query data/page must be >= 0)',
      'POST /lax/:id 200: took a request the document calls invalid (header data/x-day must match format "date")',
      'POST /lax/:id 200: took a request the document calls invalid (body body/n must be integer)',
      'POST /strict/:id 400: refused a request the document calls valid (/strict/2?page=2)',
    ]);
    await app.close();
  });

  it('reads an open query string as the one object parameter the document gives it', async () => {
    const doc = (await documentFor('admin')).json();
    const [parameter] = doc.paths['/v1/api/public/vnpay/return'].get.parameters.filter((p: { in: string }) => p.in === 'query');
    expect(parameter).toMatchObject({ name: 'parameters', style: 'form', explode: true, schema: { type: 'object' } });
    // The route's schema carries the parameter's serialisation, as the document's transform writes it.
    const app = Fastify({ ajv: { customOptions: { keywords: ['style', 'explode'] } } });
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    // Takes any query string; its document says only vnp_ names.
    const open = { type: 'object', propertyNames: { pattern: '^vnp_' }, additionalProperties: { type: 'string' } };
    const querystring = { type: 'object', style: 'form', explode: true, properties: { parameters: open } };
    app.get('/return', { schema: { querystring } }, async () => ({ ok: true }));
    const violations = checkAgainstDocument(app);
    await app.inject({ url: '/return?vnp_Amount=1' });
    await app.inject({ url: '/return?other=1' });
    expect(violations).toEqual([
      'GET /return 200: took a request the document calls invalid (query data/parameters must match pattern "^vnp_", data/parameters property name must be valid)',
    ]);
    await app.close();
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the database answers', async () => {
    const res = await t.app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers 503 when the database does not', async () => {
    const unreachable = new Kysely({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: 'postgres://127.0.0.1:1/none', connectionTimeoutMillis: 500 }),
      }),
    });
    const app = Fastify();
    app.decorate('db', unreachable as never);
    await app.register(healthRoutes);
    const res = await app.inject({ url: '/healthz' });
    expect(res.statusCode).toBe(503);
    await app.close();
    await unreachable.destroy();
  });
});
