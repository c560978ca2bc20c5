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
import { checkAnswersAgainstDocument } from '../helpers/document-check';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

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

describe('the check of every answer against the document', () => {
  it("reports an answer that breaks its route's declared response, and a route the document lacks", async () => {
    const app = Fastify();
    await app.register(swagger, { openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } } });
    const count = { type: 'object', properties: { n: { type: 'integer' } }, required: ['n'] };
    // A string payload skips the serializer, as a hand-built answer would.
    app.get('/count', { schema: { response: { 200: count } } }, (_req, reply) => reply.type('application/json').send('{"n":"many"}'));
    app.get('/hidden', { schema: { hide: true } }, async () => ({ n: 1 }));
    const violations = checkAnswersAgainstDocument(app);
    await app.inject({ url: '/count' });
    await app.inject({ url: '/hidden' });
    expect(violations).toEqual([expect.stringContaining('GET /count 200: data/n must be integer')]);
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
