/**
 * Every kind of refusal the API can answer, asked in Vietnamese and in English:
 * what Fastify and its plugins refuse (no route, a body that is no JSON or too
 * large, a type no parser reads), ajv's route validation (query, params, body),
 * the list dialect's own checks, the tenant, the session, the role and the
 * branch header; and the success envelope's word. Each answer is worded wholly
 * in the language asked for, and the two languages say different things. The
 * route fuzz (security-fuzz.test.ts) asks the same of every route with random input.
 * What is refused before any route is found, by Node's HTTP parser or by Fastify,
 * is sent as raw bytes over a socket and answered in the envelope with the API's
 * security headers; the token endpoint keeps plain OAuth 2 JSON.
 */
import { connect, type AddressInfo } from 'node:net';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ANSWER_HEADERS } from '../../server/core/hooks/security-headers';
import { login, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { sentencesNotIn } from '../helpers/language';

const t = useTestApp();
let tokens: Record<'admin' | 'manager', string>;

beforeAll(async () => {
  tokens = {
    admin: (await login(t.app, 'admin', 'Admin@123')).access_token,
    manager: (await login(t.app, 'manager', 'Manager@123')).access_token,
  };
});

interface Case {
  name: string;
  status: number;
  request: InjectOptions;
  as?: 'admin' | 'manager' | 'nobody';
}

const json = { 'content-type': 'application/json' };
const form = multipart(
  [{ name: 'a.png', bytes: Buffer.from('x') }],
  Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])),
);

const CASES: Case[] = [
  { name: 'no route', status: 404, request: { method: 'GET', url: '/v1/api/nowhere' } },
  { name: 'no route of the subscription service', status: 404, request: { method: 'GET', url: '/api-public/nowhere' } },
  { name: 'a body that is no JSON', status: 400, request: { method: 'POST', url: '/v1/api/players', headers: json, payload: '{"name":' } },
  { name: 'an empty JSON body', status: 400, request: { method: 'POST', url: '/v1/api/players', headers: json, payload: '' } },
  {
    name: 'a type no parser reads',
    status: 415,
    request: { method: 'POST', url: '/v1/api/players', headers: { 'content-type': 'text/csv' }, payload: 'a,b' },
  },
  {
    name: 'a body over the limit',
    status: 413,
    request: { method: 'POST', url: '/v1/api/players', headers: json, payload: JSON.stringify({ note: 'x'.repeat(1_100_000) }) },
  },
  {
    name: 'a multipart body of too many fields',
    status: 400,
    request: { method: 'POST', url: '/v1/api/players/1/upload-avatar', headers: form.headers, payload: form.payload },
  },
  { name: 'a required query parameter missing', status: 400, request: { method: 'GET', url: '/v1/api/admin/report/payslip-branch-month' } },
  { name: 'a query parameter the route does not take', status: 400, request: { method: 'GET', url: '/v1/api/users/my-profile?x=1' } },
  { name: 'a path id that is no number', status: 400, request: { method: 'GET', url: '/v1/api/players/abc' } },
  {
    name: 'a body missing a required field',
    status: 400,
    request: { method: 'PUT', url: '/v1/api/users/change-password', headers: json, payload: { new_password: 'Abc@12345' } },
  },
  { name: 'text holding NUL', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?search=a%00b' } },
  { name: 'a list filter that does not exist', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?colour=red' } },
  { name: 'a page size past the limit', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?size=1000' } },
  {
    name: 'a sort on a field the list cannot sort',
    status: 400,
    request: { method: 'GET', url: '/v1/api/admin/players?sort=password:asc' },
  },
  { name: 'a number filter given text', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?classIds=one' } },
  { name: 'a day on a list without dates', status: 400, request: { method: 'GET', url: '/v1/api/admin/branches?fromDate=2026-01-01' } },
  { name: 'a day no calendar has', status: 400, request: { method: 'GET', url: '/v1/api/admin/transactions?fromDate=2026-02-30' } },
  { name: 'a trash flag that is neither', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?deleted=maybe' } },
  { name: 'a branch header of junk', status: 400, request: { method: 'GET', url: '/v1/api/admin/players', headers: { branchids: 'abc' } } },
  {
    name: 'an academy nobody serves',
    status: 404,
    request: { method: 'GET', url: '/v1/api/admin/players', headers: { host: 'nowhere.localhost' } },
  },
  { name: 'a record that is not there', status: 404, request: { method: 'GET', url: '/v1/api/players/99999999' } },
  { name: 'no session', status: 401, as: 'nobody', request: { method: 'GET', url: '/v1/api/admin/players' } },
  { name: 'a role without the right', status: 403, as: 'manager', request: { method: 'DELETE', url: '/v1/api/admin/branches/1' } },
];

async function ask(c: Case, lang: 'vi' | 'en') {
  const who = c.as ?? 'admin';
  const headers = {
    host: 'localhost',
    'accept-language': lang,
    ...(who === 'nobody' ? {} : { authorization: `Bearer ${tokens[who]}` }),
    ...c.request.headers,
  };
  return t.app.inject({ ...c.request, headers });
}

describe('every refusal is worded in the language asked for', () => {
  for (const c of CASES) {
    it(c.name, async () => {
      const [vi, en] = [await ask(c, 'vi'), await ask(c, 'en')];
      expect(vi.statusCode, vi.body).toBe(c.status);
      expect(en.statusCode, en.body).toBe(c.status);
      expect(vi.json()).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
      expect(sentencesNotIn(vi.json(), 'vi')).toEqual([]);
      expect(sentencesNotIn(en.json(), 'en')).toEqual([]);
      expect(vi.json().message).not.toBe(en.json().message);
    });
  }
});

describe('the token endpoint refuses a request that is no OAuth form in plain OAuth 2 JSON, in the language asked for', () => {
  const token = (headers: Record<string, string>, payload?: string): InjectOptions => ({
    method: 'POST',
    url: '/v1/api/oauth/token',
    headers,
    payload,
  });
  const TOKEN_CASES: Array<[string, InjectOptions, string?]> = [
    ['no body and no content type', token({})],
    // A form without grant_type names no grant it supports.
    ['an empty form', token({ 'content-type': 'application/x-www-form-urlencoded' }, ''), 'unsupported_grant_type'],
    ['an empty content type', token({ 'content-type': '' }, 'grant_type=password')],
    ['text', token({ 'content-type': 'text/plain' }, 'grant_type=password')],
    ['a type no parser reads', token({ 'content-type': 'application/xml' }, '<grant_type>password</grant_type>')],
    ['an empty JSON body', token(json, '')],
    ['a body that is no JSON', token(json, '{"grant_type":')],
    [
      'a field too long',
      token({ 'content-type': 'application/x-www-form-urlencoded' }, `grant_type=password&username=${'a'.repeat(101)}&password=x`),
    ],
  ];
  for (const [name, request, error = 'invalid_request'] of TOKEN_CASES) {
    it(name, async () => {
      const [vi, en] = await Promise.all((['vi', 'en'] as const).map((lang) => ask({ name, status: 400, as: 'nobody', request }, lang)));
      for (const [res, lang] of [
        [vi, 'vi'],
        [en, 'en'],
      ] as const) {
        expect(res.statusCode, res.body).toBe(400);
        expect(res.headers['cache-control']).toBe('no-store');
        expect(Object.keys(res.json()).sort()).toEqual(['error', 'error_description']);
        expect(res.json().error).toBe(error);
        expect(sentencesNotIn({ message: res.json().error_description }, lang)).toEqual([]);
      }
      expect(vi.json().error_description).not.toBe(en.json().error_description);
    });
  }
});

describe('refusals before routing answer in the envelope, in the language asked for, with the security headers', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  /**
   * Sends raw bytes and reads the whole answer until the server closes the connection (each
   * request asks it to). The socket stays open for writing as a browser's does: a client that
   * half-closes first has the server drop a request still on its way (a tenant read, say).
   */
  function raw(bytes: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
      const chunks: Buffer[] = [];
      socket.on('data', (chunk) => chunks.push(chunk));
      socket.on('error', reject);
      socket.on('close', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        const [head, ...rest] = text.split('\r\n\r\n');
        const [statusLine, ...lines] = head.split('\r\n');
        const headers = Object.fromEntries(
          lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
        );
        resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
      });
    });
  }

  const head = (lang: string, line = 'GET /v1/api/admin/branches HTTP/1.1', extra = '') =>
    `${line}\r\nHost: localhost\r\nConnection: close\r\nAccept-Language: ${lang}\r\n${extra}`;
  const withBody = (lang: string, type: string, body: string, length = Buffer.byteLength(body)) =>
    `${head(lang, 'POST /v1/api/oauth/revoke HTTP/1.1', `Content-Type: ${type}\r\nContent-Length: ${length}\r\n`)}\r\n${body}`;
  const RAW_CASES: Array<[string, number, string, (lang: string) => string]> = [
    ['headers over the limit', 431, 'HEADERS_TOO_LARGE', (lang) => `${head(lang, undefined, `X-Filler: ${'x'.repeat(20_000)}\r\n`)}\r\n`],
    [
      'an address over the limit',
      431,
      'HEADERS_TOO_LARGE',
      (lang) => `GET /v1/api/admin/branches?q=${'a'.repeat(20_000)} HTTP/1.1\r\nAccept-Language: ${lang}\r\n\r\n`,
    ],
    ['a request line that is no HTTP', 400, 'BAD_REQUEST', (lang) => `${head(lang, 'GET /v1/api/admin/branches now HTTP/1.1')}\r\n`],
    ['a header name with a space', 400, 'BAD_REQUEST', (lang) => `${head(lang, undefined, 'Bad Header: x\r\n')}\r\n`],
    ['a method HTTP does not have', 400, 'BAD_REQUEST', (lang) => `${head(lang, 'FETCH /v1/api/admin/branches HTTP/1.1')}\r\n`],
    ['an HTTP version no server speaks', 400, 'BAD_REQUEST', (lang) => `${head(lang, 'GET /v1/api/admin/branches HTTP/9.9')}\r\n`],
    [
      'a Content-Length that is no number',
      400,
      'BAD_REQUEST',
      (lang) => `${head(lang, 'POST /v1/api/players HTTP/1.1', 'Content-Length: ten\r\n')}\r\n`,
    ],
    [
      'a Content-Length beside chunks',
      400,
      'BAD_REQUEST',
      (lang) => `${head(lang, 'POST /v1/api/players HTTP/1.1', 'Content-Length: 5\r\nTransfer-Encoding: chunked\r\n')}\r\n0\r\n\r\n`,
    ],
    [
      'a chunk size that is no number',
      400,
      'BAD_REQUEST',
      (lang) =>
        `${head(lang, 'POST /v1/api/players HTTP/1.1', 'Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n')}\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    [
      'an HTTP/1.1 request without Host',
      400,
      'BAD_REQUEST',
      (lang) => `GET /v1/api/admin/branches HTTP/1.1\r\nConnection: close\r\nAccept-Language: ${lang}\r\n\r\n`,
    ],
    [
      'an Expect the server cannot meet',
      417,
      'EXPECTATION_FAILED',
      (lang) => withBody(lang, 'application/json', '{}').replace('Content-Type', 'Expect: a-miracle\r\nContent-Type'),
    ],
    ['a CONNECT', 405, 'METHOD_NOT_ALLOWED', (lang) => `${head(lang, 'CONNECT localhost:443 HTTP/1.1')}\r\n`],
    [
      'a broken percent-encoding in the address',
      400,
      'BAD_REQUEST',
      (lang) => `${head(lang, 'GET /v1/api/admin/branches/%E0%A4%A HTTP/1.1')}\r\n`,
    ],
    [
      'a path parameter over the limit',
      414,
      'URI_TOO_LONG',
      (lang) => `${head(lang, `GET /v1/api/admin/branches/${'1'.repeat(150)} HTTP/1.1`)}\r\n`,
    ],
    ['a body that is no JSON', 400, 'BAD_REQUEST', (lang) => withBody(lang, 'application/json', '{"name":')],
    ['an empty JSON body', 400, 'BAD_REQUEST', (lang) => withBody(lang, 'application/json', '')],
    ['a content type no parser reads', 415, 'UNSUPPORTED_MEDIA_TYPE', (lang) => withBody(lang, 'application/xml', '<player/>')],
    ['a body over the limit', 413, 'PAYLOAD_TOO_LARGE', (lang) => withBody(lang, 'application/json', '{}', 2_000_000)],
  ];

  it("are the headers of an ordinary API answer, helmet's every one", async () => {
    const ordinary = await t.app.inject({ method: 'GET', url: '/v1/api/nowhere', headers: { host: 'localhost' } });
    const own = ['content-type', 'content-length', 'date', 'connection', 'keep-alive', 'vary', 'x-request-id'];
    const security = Object.fromEntries(Object.entries(ordinary.headers).filter(([name]) => !own.includes(name)));
    expect(security).toEqual(API_ANSWER_HEADERS);
  });

  for (const [name, status, code, request] of RAW_CASES) {
    it(name, async () => {
      const [vi, en] = [await raw(request('vi')), await raw(request('en'))];
      for (const [res, lang] of [
        [vi, 'vi'],
        [en, 'en'],
      ] as const) {
        expect(res.status, res.body).toBe(status);
        expect(res.headers).toMatchObject(API_ANSWER_HEADERS);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        const body = JSON.parse(res.body);
        expect(body).toEqual({ success: false, code, message: expect.any(String) });
        expect(sentencesNotIn(body, lang)).toEqual([]);
      }
      // A request whose head the parser never read to its language is answered in the default one.
      if (code !== 'HEADERS_TOO_LARGE' || name.startsWith('headers'))
        expect(JSON.parse(vi.body).message).not.toBe(JSON.parse(en.body).message);
    });
  }
});

describe('the success envelope', () => {
  it('says what was done in the language asked for', async () => {
    const list = (lang: string) =>
      ask({ name: 'list', status: 200, request: { method: 'GET', url: '/v1/api/admin/branches' } }, lang as 'vi');
    expect((await list('vi')).json().message).toBe('Thành công');
    expect((await list('en')).json().message).toBe('OK');
    const created = await ask(
      {
        name: 'create',
        status: 201,
        request: {
          method: 'POST',
          url: '/v1/api/admin/suppliers',
          headers: json,
          payload: {
            name: 'Công ty Ánh Dương',
            contact_name: 'Lê Minh',
            contact_number: '0912345678',
            address: 'Hà Nội',
            auditing_status: 1,
          },
        },
      },
      'en',
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Created');
  });
});

describe('the platform’s plans', () => {
  it('are named in the language asked for, wherever they are answered', async () => {
    const names = async (lang: 'vi' | 'en') => {
      const plans = (await ask({ name: 'plans', status: 200, request: { method: 'GET', url: '/api-public/packages' } }, lang)).json()
        .data as Array<{ name: string }>;
      const mine = (
        await ask({ name: 'mine', status: 200, request: { method: 'GET', url: '/v1/api/admin/academies/my-academy' } }, lang)
      ).json().data.package.name;
      return { plans: plans.map((p) => p.name), mine };
    };
    expect(await names('vi')).toEqual({ plans: ['Dùng thử', 'Cơ bản', 'Toàn diện'], mine: 'Toàn diện' });
    expect(await names('en')).toEqual({ plans: ['Trial', 'Basic', 'Complete'], mine: 'Complete' });
  });
});
