/**
 * Every kind of refusal the API can answer, asked in Vietnamese and in English:
 * what Fastify and its plugins refuse (no route, a body that is no JSON or too
 * large, a type no parser reads), ajv's route validation (query, params, body),
 * the list dialect's own checks, the tenant, the session, the role and the
 * branch header; and the success envelope's word. Each answer is worded wholly
 * in the language asked for, and the two languages say different things. The
 * route fuzz (security-fuzz.test.ts) asks the same of every route with random input.
 */
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
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
const form = multipart([{ name: 'a.png', bytes: Buffer.from('x') }], Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`f${i}`, 'x'])));

const CASES: Case[] = [
  { name: 'no route', status: 404, request: { method: 'GET', url: '/v1/api/nowhere' } },
  { name: 'no route of the subscription service', status: 404, request: { method: 'GET', url: '/api-public/nowhere' } },
  { name: 'a body that is no JSON', status: 400, request: { method: 'POST', url: '/v1/api/players', headers: json, payload: '{"name":' } },
  { name: 'an empty JSON body', status: 400, request: { method: 'POST', url: '/v1/api/players', headers: json, payload: '' } },
  { name: 'a type no parser reads', status: 415, request: { method: 'POST', url: '/v1/api/players', headers: { 'content-type': 'text/csv' }, payload: 'a,b' } },
  { name: 'a body over the limit', status: 413, request: { method: 'POST', url: '/v1/api/players', headers: json, payload: JSON.stringify({ note: 'x'.repeat(1_100_000) }) } },
  { name: 'a multipart body of too many fields', status: 400, request: { method: 'POST', url: '/v1/api/players/1/upload-avatar', headers: form.headers, payload: form.payload } },
  { name: 'a required query parameter missing', status: 400, request: { method: 'GET', url: '/v1/api/admin/report/payslip-branch-month' } },
  { name: 'a query parameter the route does not take', status: 400, request: { method: 'GET', url: '/v1/api/users/my-profile?x=1' } },
  { name: 'a path id that is no number', status: 400, request: { method: 'GET', url: '/v1/api/players/abc' } },
  { name: 'a body missing a required field', status: 400, request: { method: 'PUT', url: '/v1/api/users/change-password', headers: json, payload: { new_password: 'Abc@12345' } } },
  { name: 'text holding NUL', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?search=a%00b' } },
  { name: 'a list filter that does not exist', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?colour=red' } },
  { name: 'a page size past the limit', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?size=1000' } },
  { name: 'a sort on a field the list cannot sort', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?sort=password:asc' } },
  { name: 'a number filter given text', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?classIds=one' } },
  { name: 'a day on a list without dates', status: 400, request: { method: 'GET', url: '/v1/api/admin/branches?fromDate=2026-01-01' } },
  { name: 'a day no calendar has', status: 400, request: { method: 'GET', url: '/v1/api/admin/transactions?fromDate=2026-02-30' } },
  { name: 'a trash flag that is neither', status: 400, request: { method: 'GET', url: '/v1/api/admin/players?deleted=maybe' } },
  { name: 'a branch header of junk', status: 400, request: { method: 'GET', url: '/v1/api/admin/players', headers: { branchids: 'abc' } } },
  { name: 'an academy nobody serves', status: 404, request: { method: 'GET', url: '/v1/api/admin/players', headers: { host: 'nowhere.localhost' } } },
  { name: 'a record that is not there', status: 404, request: { method: 'GET', url: '/v1/api/players/99999999' } },
  { name: 'no session', status: 401, as: 'nobody', request: { method: 'GET', url: '/v1/api/admin/players' } },
  { name: 'a role without the right', status: 403, as: 'manager', request: { method: 'DELETE', url: '/v1/api/admin/branches/1' } },
];

async function ask(c: Case, lang: 'vi' | 'en') {
  const who = c.as ?? 'admin';
  const headers = { host: 'localhost', 'accept-language': lang, ...(who === 'nobody' ? {} : { authorization: `Bearer ${tokens[who]}` }), ...c.request.headers };
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
  const token = (headers: Record<string, string>, payload?: string): InjectOptions => ({ method: 'POST', url: '/v1/api/oauth/token', headers, payload });
  const TOKEN_CASES: Array<[string, InjectOptions, string?]> = [
    ['no body and no content type', token({})],
    // A form without grant_type names no grant it supports.
    ['an empty form', token({ 'content-type': 'application/x-www-form-urlencoded' }, ''), 'unsupported_grant_type'],
    ['an empty content type', token({ 'content-type': '' }, 'grant_type=password')],
    ['text', token({ 'content-type': 'text/plain' }, 'grant_type=password')],
    ['a type no parser reads', token({ 'content-type': 'application/xml' }, '<grant_type>password</grant_type>')],
    ['an empty JSON body', token(json, '')],
    ['a body that is no JSON', token(json, '{"grant_type":')],
    ['a field too long', token({ 'content-type': 'application/x-www-form-urlencoded' }, `grant_type=password&username=${'a'.repeat(101)}&password=x`)],
  ];
  for (const [name, request, error = 'invalid_request'] of TOKEN_CASES) {
    it(name, async () => {
      const [vi, en] = await Promise.all((['vi', 'en'] as const).map((lang) => ask({ name, status: 400, as: 'nobody', request }, lang)));
      for (const [res, lang] of [[vi, 'vi'], [en, 'en']] as const) {
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

describe('the success envelope', () => {
  it('says what was done in the language asked for', async () => {
    const list = (lang: string) => ask({ name: 'list', status: 200, request: { method: 'GET', url: '/v1/api/admin/branches' } }, lang as 'vi');
    expect((await list('vi')).json().message).toBe('Thành công');
    expect((await list('en')).json().message).toBe('OK');
    const created = await ask({
      name: 'create', status: 201,
      request: { method: 'POST', url: '/v1/api/admin/suppliers', headers: json, payload: { name: 'Công ty Ánh Dương', contact_name: 'Lê Minh', contact_number: '0912345678', address: 'Hà Nội', auditing_status: 1 } },
    }, 'en');
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().message).toBe('Created');
  });
});

describe('the platform’s plans', () => {
  it('are named in the language asked for, wherever they are answered', async () => {
    const names = async (lang: 'vi' | 'en') => {
      const plans = (await ask({ name: 'plans', status: 200, request: { method: 'GET', url: '/api-public/packages' } }, lang)).json().data as Array<{ name: string }>;
      const mine = (await ask({ name: 'mine', status: 200, request: { method: 'GET', url: '/v1/api/admin/academies/my-academy' } }, lang)).json().data.package.name;
      return { plans: plans.map((p) => p.name), mine };
    };
    expect(await names('vi')).toEqual({ plans: ['Dùng thử', 'Cơ bản', 'Toàn diện'], mine: 'Toàn diện' });
    expect(await names('en')).toEqual({ plans: ['Trial', 'Basic', 'Complete'], mine: 'Complete' });
  });
});
