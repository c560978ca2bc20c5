/**
 * Every route the app registers, fuzzed from its own schema (route params,
 * query string, body; the generic CRUD's body from the resource schema; a
 * list's query from its description), with a `branchIds` header now and then and
 * multipart bodies, whole or cut, on the routes that read them (and sometimes on
 * the others): FUZZ_RUNS cases per route (50 by default, 1,000 in `npm run
 * test:fuzz`), in-process on one app. Values include what no calendar or column
 * holds (schema-arbitrary.ts). Whatever is sent, the answer is never a 5xx, never
 * carries a stack trace or SQL text, a 4xx is always the error envelope, and every
 * sentence of an answer is in the language asked for (Vietnamese or English).
 */
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { EntityModel } from '../../server/core/crud/entity-model';
import { login, useTestApp } from '../helpers/build-test-app';
import { fuzzedMultipart, uploadRoutes } from '../helpers/multipart';
import { fuzzFor, idLists, junk, validFor } from '../helpers/schema-arbitrary';
import { sentencesNotIn } from '../helpers/language';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const t = useTestApp();
let adminToken: string;
/** The names of the seeded records, longest first: an answer may name one (a branch, a player) in a sentence of either language. Short ones could be part of a word. */
let names: string[];

beforeAll(async () => {
  adminToken = (await login(t.app, 'admin', 'Admin@123')).access_token;
  const { rows } = await sql<{
    table_name: string;
  }>`select table_name from information_schema.columns where table_schema = current_schema() and column_name = 'name'`.execute(t.db);
  const found = new Set<string>();
  for (const { table_name } of rows) {
    for (const { name } of (await sql<{ name: unknown }>`select distinct name from ${sql.table(table_name)}`.execute(t.db)).rows)
      if (typeof name === 'string' && name.length >= 6) found.add(name);
  }
  names = [...found].sort((a, b) => b.length - a.length);
});

type Schema = { properties?: Record<string, unknown> };
const LIST_PARAMS = ['page', 'size', 'sort', 'search', 'fromDate', 'toDate'];
/** JSON API routes answer in the envelope; the token endpoint answers plain OAuth 2 JSON (RFC 6749) and the sandbox gateway is an HTML page. */
const ENVELOPED = /^\/(v1\/api|api-public)\//;
const OAUTH = /^\/v1\/api\/oauth\//;
const STACK = /\bat (?:async )?\S+ \(?(?:file:\/\/|\/|node:)[^)\n]*:\d+:\d+\)?/;
const SQL =
  /syntax error at or near|relation "\w+"|column "\w+"|violates \w+ constraint|invalid input syntax for|\bselect\b[^"]{0,80}\bfrom\b|\binsert into\b|\bdelete from\b|\bupdate "?\w+"? set\b/i;

/** The generic CRUD validates its bodies in the service: its routes take the resource's schema. */
function resourceBody(route: RouteOptions): Schema | undefined {
  for (const model of t.app.models.values() as Iterable<EntityModel>) {
    const { api } = model.config;
    const paths = [api.create, ...(api.createAliases ?? []), `${api.item}/:id`, ...(api.patchAlias ? [`${api.patchAlias}/:id`] : [])];
    if (paths.some((p) => p && route.url === `/v1/api/${p}`)) return { properties: model.writable, ...{ type: 'object' } };
  }
  return undefined;
}

/** A route's query parameters: its schema's, and a list's as its description names them. */
function queryProps(route: RouteOptions): Record<string, unknown> {
  const list = route.config?.listQuery;
  const described =
    typeof list === 'object' ? (list as Schema).properties : list ? Object.fromEntries(LIST_PARAMS.map((p) => [p, undefined])) : {};
  return { ...described, ...(route.schema?.querystring as Schema | undefined)?.properties };
}

const badSegments = fc.constantFrom('0', '-1', '1.5', 'abc', '2147483648', '1e3', "1'", '%00', '..%2F..', 'null', '__proto__');

/** A path with each `:param` filled: from its schema, an id far from any seeded row (writes touch nothing), or junk. */
function pathFor(route: RouteOptions): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const props = (route.schema?.params as Schema | undefined)?.properties ?? {};
  const segment = (name: string) =>
    fc.oneof(
      props[name] && (props[name] as { type?: string }).type !== 'integer'
        ? validFor(props[name]).map(String)
        : fc.integer({ min: 1_000_000, max: 2_147_483_647 }).map(String),
      ...(route.method === 'GET' ? [fc.integer({ min: 1, max: 30 }).map(String)] : []),
      badSegments,
    );
  return fc
    .tuple(...names.map(segment))
    .map((values) =>
      names.reduce((url, name, i) => url.replace(`:${name}`, encodeURIComponent(values[i]).replace(/%25/g, '%')), route.url),
    );
}

function queryFor(route: RouteOptions): fc.Arbitrary<string> {
  const props = queryProps(route);
  const known = Object.keys(props);
  // A list's filters are described as text: id filters also get id lists, edges included.
  const value = (name: string) =>
    fc
      .oneof(props[name] ? fuzzFor(props[name]) : junk, ...(/Ids$/.test(name) ? [idLists] : []))
      .map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')));
  const pairs = fc.array(
    fc.oneof(
      {
        weight: 5,
        arbitrary: known.length
          ? fc.constantFrom(...known).chain((k) => value(k).map((v) => [k, v] as const))
          : fc.constant(['q', ''] as const),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(
          fc.oneof(fc.constantFrom('__proto__[x]', 'constructor', 'academy_id', 'a[b][c]'), fc.string({ maxLength: 10 })),
          fc.string(),
        ),
      },
    ),
    { maxLength: 4 },
  );
  return pairs.map((p) => (p.length ? `?${new URLSearchParams(p.map(([k, v]) => [k, v])).toString()}` : ''));
}

type Payload = { type: string; payload: string | Buffer };

/** JSON from the route's schema, or a multipart body: mostly on the routes that read one, now and then on the others. */
function payloadFor(route: RouteOptions): fc.Arbitrary<Payload> {
  const schema = route.schema?.body ?? resourceBody(route);
  const json = (schema ? fuzzFor(schema) : fc.oneof(junk, fc.jsonValue({ maxDepth: 2 }))).map((body) => ({
    type: 'application/json',
    payload: JSON.stringify(body) ?? 'null',
  }));
  const reads = uploadRoutes().some((u) => u.url === route.url);
  return fc.oneof({ weight: reads ? 1 : 9, arbitrary: json }, { weight: reads ? 4 : 1, arbitrary: fuzzedMultipart });
}

/** The selected branches as a client sends them, edges and junk included; mostly none. */
const branchIdsFor = fc.option(fc.oneof(idLists, fc.constantFrom('', ' ', ',', '1,,2', 'abc', '-1', '0', '1.5', '1e3', '9'.repeat(40))), {
  freq: 3,
});

const langFor = fc.constantFrom<'vi' | 'en'>('vi', 'en');

const authFor = fc.constantFrom<'admin' | 'none' | 'garbage'>(
  'admin',
  'admin',
  'admin',
  'admin',
  'admin',
  'admin',
  'admin',
  'admin',
  'none',
  'garbage',
);

function checkAnswer(route: RouteOptions, res: { statusCode: number; body: string; headers: Record<string, unknown> }, lang: 'vi' | 'en') {
  expect(res.statusCode, res.body).toBeLessThan(500);
  // OAuth 2's own answers are ASCII by its RFC; the sandbox gateway is a page.
  const enveloped = !OAUTH.test(route.url) && ENVELOPED.test(route.url);
  if (res.statusCode < 400) {
    if (enveloped && String(res.headers['content-type']).startsWith('application/json'))
      expect(sentencesNotIn(JSON.parse(res.body), lang, names), res.body).toEqual([]);
    return;
  }
  expect(res.body).not.toMatch(STACK);
  expect(res.body).not.toMatch(SQL);
  if (!enveloped) return;
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  const body = JSON.parse(res.body);
  expect(body).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  if ('errors' in body) expect(Array.isArray(body.errors)).toBe(true);
  expect(sentencesNotIn(body, lang, names), res.body).toEqual([]);
}

/** A fuzzed write may end the session (a password reset, a switch); sign in again so the next route is fuzzed past its gate. */
async function keepAdminSignedIn() {
  const res = await t.app.inject({
    method: 'GET',
    url: '/v1/api/users/my-profile',
    headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
  });
  if (res.statusCode === 401) adminToken = (await login(t.app, 'admin', 'Admin@123')).access_token;
}

const fuzzed = () => t.routes.filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.url.includes('*'));

describe('schema-driven fuzz of every route (V4)', () => {
  it('finds the routes to fuzz', () => expect(fuzzed().length).toBeGreaterThan(200));

  // Routes are only known once the app is built, so each one is a step of one test per method.
  for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
    it(
      `${method}: 0 × 5xx, no stack or SQL, envelope on every 4xx, in the language asked for`,
      async () => {
        const failures: string[] = [];
        const timings: Array<[number, string]> = [];
        for (const route of fuzzed().filter((r) => r.method === method)) {
          await keepAdminSignedIn();
          const started = Date.now();
          const hasBody = method !== 'GET' && method !== 'DELETE';
          await fc
            .assert(
              fc.asyncProperty(
                pathFor(route),
                queryFor(route),
                hasBody ? payloadFor(route) : fc.constant(undefined),
                authFor,
                branchIdsFor,
                langFor,
                async (path, query, body, auth, branchIds, lang) => {
                  const headers: Record<string, string> = { host: 'localhost', 'accept-language': lang };
                  if (auth !== 'none') headers.authorization = `Bearer ${auth === 'admin' ? adminToken : 'x.y.z'}`;
                  if (branchIds !== null) headers.branchids = branchIds;
                  if (body) headers['content-type'] = body.type;
                  const res = await t.app.inject({ method: method as 'GET', url: path + query, headers, payload: body?.payload });
                  checkAnswer(route, res, lang);
                },
              ),
              { numRuns: RUNS, endOnFailure: true },
            )
            .catch((err: Error) =>
              failures.push(
                `${method} ${route.url}: ${err.message.split('\n').slice(0, 3).join(' ')} → ${String(err.cause ?? '').slice(0, 600)}`,
              ),
            );
          timings.push([Date.now() - started, `${method} ${route.url}`]);
        }
        if (process.env.FUZZ_TIMING)
          console.log(
            timings
              .sort((a, b) => b[0] - a[0])
              .slice(0, 25)
              .map(([ms, r]) => `${ms} ms ${r}`)
              .join('\n'),
          );
        expect(failures).toEqual([]);
      },
      30 * 60_000,
    );
  }
});
