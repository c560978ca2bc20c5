/**
 * Input of the right type that no calendar or column holds, each class tried on
 * every route it reaches (found from the route schemas, the list descriptions and
 * the registry, not listed by hand):
 * - impossible days (2026-02-30…) and year 0000 in every date query parameter, exports
 *   included (refused before any byte of the file) and the public lists without sign-in;
 * - year 0000 in every date field of every body: resource writes, hand-written routes,
 *   record actions, the public free-trial form and a spreadsheet import row;
 * - ids past 32 bits in every id-list filter and in the `branchIds` header;
 * - a cut or malformed multipart body on every upload.
 * Each is a 400 or 422 naming the field in the caller's language, never a 5xx.
 */
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { resources } from '../../resources.config';
import type { PropertySchema } from '../../schemas/vocabulary';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addParent, forParentsOnly, PARENT_PASSWORD } from '../helpers/parents';
import { multipart, uploadRoutes } from '../helpers/multipart';

const t = useTestApp();
type Call = ReturnType<typeof as>;
type Props = Record<string, PropertySchema>;
type Answer = Awaited<ReturnType<Call>>;

const IMPOSSIBLE_DAYS = ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '0000-01-01'];
const YEAR_ZERO: Record<string, string> = { date: '0000-01-01', 'date-time': '0000-01-01T00:00:00Z', month: '0000-01' };
const LANGS = [
  ['en', en],
  ['vi', vi],
] as const;

let admin: Call;
let parent: Call;
let classId: number;
let playerId: number;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  await addParent(t.db, 1, 'odd-input-parent', null);
  parent = as(t.app, (await login(t.app, 'odd-input-parent', PARENT_PASSWORD)).access_token);
  classId = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1' })).json().data.content[0].id;
  playerId = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1' })).json().data.content[0].id;
});

/** As a visitor on public routes, as a parent in their area, as the admin elsewhere; a download cut short is an answer too (a 200 that is no refusal). */
function send(route: RouteOptions | null, lang: string, opts: Parameters<Call>[0]): Promise<Answer> {
  const headers = { 'accept-language': lang, ...(opts.headers ?? {}) };
  const request = route?.config?.public
    ? t.app.inject({ ...opts, headers: { host: 'localhost', ...headers } })
    : (route && forParentsOnly(route) ? parent : admin)({ ...opts, headers });
  return request.catch((err: Error) => ({ statusCode: 200, headers: {}, body: `cut short: ${err.message}` }) as unknown as Answer);
}

const errorOf = (res: Answer, field: string) =>
  String(res.headers['content-type']).startsWith('application/json')
    ? res.json().errors?.find((e: { field: string }) => e.field === field)
    : undefined;

/** A 400 or 422 in the envelope naming the field with the translated message; soft, so every route is tried. */
function expectRefused(res: Answer, field: string, message: string, where: string) {
  const status = [400, 422].includes(res.statusCode) ? '4xx' : res.statusCode;
  expect
    .soft({ where, status, error: errorOf(res, field) ?? res.body.slice(0, 200) })
    .toEqual({ where, status: '4xx', error: { field, message } });
}

/** A query string's declared parameters: the route schema's and a list's description. */
function queryProps(route: RouteOptions): Props {
  const list = route.config?.listQuery;
  return {
    ...(route.schema?.querystring as { properties?: Props } | undefined)?.properties,
    ...(typeof list === 'object' ? (list as { properties: Props }).properties : {}),
  };
}
const paramsOf = (route: RouteOptions, test: (name: string, p: PropertySchema) => boolean) =>
  Object.entries(queryProps(route))
    .filter(([n, p]) => test(n, p))
    .map(([n]) => n);
// VNPay's own parameters keep VNPay's formats (vnp_PayDate is yyyyMMddHHmmss, checked by its signature).
const isDay = (name: string, p: PropertySchema) => p.format === 'date' || (/^(date|\w+Date)$/.test(name) && !name.startsWith('vnp_'));
const isMonth = (name: string, p: PropertySchema) => p.format === 'month' || /^(month|\w+Month)$/.test(name);
const isIds = (name: string) => /Ids$/.test(name);

/** Every parameter the route takes filled with an ordinary value, then the odd one put in. */
function urlOf(route: RouteOptions, odd: Record<string, string>): string {
  const ordinary: Record<string, string> = {
    date: '2026-01-15',
    fromDate: '2026-01-01',
    toDate: '2026-01-31',
    month: '2026-01',
    fromMonth: '2025-12',
    toMonth: '2026-01',
    direction: 'forward',
    format: 'csv',
    classId: String(classId),
    filterUnit: 'MONTH',
  };
  const query = new URLSearchParams(
    Object.keys(queryProps(route))
      .filter((n) => ordinary[n])
      .map((n) => [n, ordinary[n]]),
  );
  for (const [name, value] of Object.entries(odd)) query.set(name, value);
  return `${route.url.replace(':filterUnit', 'MONTH').replace(':types', 'admin').replace(':id', String(playerId))}?${query}`;
}

const getRoutes = (having: (name: string, p: PropertySchema) => boolean) =>
  t.routes.filter((r) => r.method === 'GET' && r.url.startsWith('/v1/api/') && paramsOf(r, having).length);

describe('impossible days and year 0000 in query strings', () => {
  it("refuses each in every date parameter, naming it in the caller's language; an export before any byte", async () => {
    expect
      .soft(getRoutes(isDay).map((r) => r.url))
      .toEqual(
        expect.arrayContaining([
          '/v1/api/admin/events/export',
          '/v1/api/public/events',
          '/v1/api/revenues/:filterUnit',
          '/v1/api/admin/schedules',
        ]),
      );
    for (const route of getRoutes(isDay)) {
      for (const param of paramsOf(route, isDay)) {
        for (const day of IMPOSSIBLE_DAYS) {
          for (const [lang, texts] of LANGS) {
            expectRefused(
              await send(route, lang, { method: 'GET', url: urlOf(route, { [param]: day }) }),
              param,
              texts.validation.date,
              `${route.url} ${param}=${day} ${lang}`,
            );
          }
        }
      }
    }
  });

  it('refuses year 0000 in every month parameter', async () => {
    expect(getRoutes(isMonth).length).toBeGreaterThan(3);
    for (const route of getRoutes(isMonth)) {
      for (const param of paramsOf(route, isMonth)) {
        expectRefused(
          await send(route, 'en', { method: 'GET', url: urlOf(route, { [param]: '0000-01' }) }),
          param,
          en.validation.month,
          `${route.url} ${param}`,
        );
      }
    }
  });
});

describe('year 0000 in bodies', () => {
  const datesOf = (props: Props) =>
    Object.entries(props).filter(([, p]) => p.format && YEAR_ZERO[p.format] && !p.readOnly) as Array<
      [string, PropertySchema & { format: string }]
    >;
  const messageOf = (format: string) => (format === 'month' ? en.validation.month : en.validation.date);
  const firstRecord = async (list?: string) =>
    list ? (await admin({ method: 'GET', url: `/v1/api/${list}?size=1` })).json().data?.content?.[0] : undefined;

  it('refuses it in every date field of every resource, on create and update', async () => {
    for (const entry of resources) {
      const record = await firstRecord(entry.api.list);
      for (const [field, { format, 'x-create-only': createOnly }] of datesOf(t.app.models.get(entry.name)!.writable)) {
        const payload = { [field]: YEAR_ZERO[format] };
        if (entry.api.create)
          expectRefused(
            await send(null, 'en', { method: 'POST', url: `/v1/api/${entry.api.create}`, payload }),
            field,
            messageOf(format),
            `POST ${entry.api.create}`,
          );
        if (record && !createOnly)
          expectRefused(
            await send(null, 'en', { method: 'PATCH', url: `/v1/api/${entry.api.item}/${record.id}`, payload }),
            field,
            messageOf(format),
            `PATCH ${entry.api.item}`,
          );
      }
    }
  });

  it("refuses it in every date field of a hand-written route's body and of a record action's form", async () => {
    for (const route of t.routes.filter((r) => r.method !== 'HEAD' && (r.schema?.body as { properties?: Props } | undefined)?.properties)) {
      for (const [field, prop] of Object.entries((route.schema!.body as { properties: Props }).properties)) {
        const format = prop.format && YEAR_ZERO[prop.format] ? prop.format : /(^|_)date$/.test(field) ? 'date' : null;
        if (!format) continue;
        const res = await send(route, 'en', {
          method: route.method as 'POST',
          url: route.url.replace(/:\w+/g, '1'),
          payload: { [field]: YEAR_ZERO[format] },
        });
        expectRefused(res, field, messageOf(format), `${route.method} ${route.url}`);
      }
    }
    for (const entry of resources) {
      const record = await firstRecord(entry.api.list);
      for (const action of t.app.models.get(entry.name)?.schema['x-actions'] ?? []) {
        for (const [field, { format }] of datesOf(action.form?.properties ?? {})) {
          // The action's body template, with this field odd, the others 1 and the record's fields its id.
          const body = JSON.stringify(action.body)
            .replace(`"{form.${field}}"`, JSON.stringify(YEAR_ZERO[format]))
            .replace(/"\{(form\.)?\w+\}"/g, (m) => (m.includes('form.') ? '1' : String(record?.id ?? 1)));
          const url = `/v1/api/${action.path.replace(/\{\w+\}/g, String(record?.id ?? 1))}`;
          expectRefused(
            await send(null, 'en', { method: action.method, url, payload: JSON.parse(body) }),
            field,
            messageOf(format),
            `${action.method} ${action.path}`,
          );
        }
      }
    }
  });

  it('refuses it on the public free-trial form, without sign-in', async () => {
    const [branch] = (await t.app.inject({ method: 'GET', url: '/v1/api/public/branches/eras', headers: { host: 'localhost' } })).json()
      .data;
    const payload = {
      name: 'Phạm Gia Bảo',
      date_of_birth: '0000-01-01',
      branch_id: branch.id,
      schedules: [branch.schedules[0]],
      parent_name: 'Phạm Văn Long',
      mobile: '0912345678',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/api/public/practices',
      payload,
      headers: { host: 'localhost', 'accept-language': 'en' },
    });
    expectRefused(res, 'date_of_birth', en.validation.date, 'POST /v1/api/public/practices');
  });

  it("refuses it in a spreadsheet import row, naming the row's cell", async () => {
    for (const entry of resources.filter((r) => r.api.import)) {
      for (const [field] of datesOf(t.app.models.get(entry.name)!.writable)) {
        const file = multipart([{ name: 'rows.csv', bytes: Buffer.from(`${field}\r\n01/01/0000\r\n`), field: 'file' }]);
        const res = await send(null, 'en', {
          method: 'POST',
          url: `/v1/api/${entry.api.import}`,
          payload: file.payload,
          headers: file.headers,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toContainEqual({ field: `2.${field}`, message: expect.stringContaining(en.validation.date) });
      }
    }
  });
});

describe('ids past 32 bits', () => {
  it('refuses them in every id-list filter of a report or timetable, naming it', async () => {
    const routes = getRoutes(isIds).filter((r) => !r.config?.listQuery);
    expect(routes.map((r) => r.url)).toEqual(expect.arrayContaining(['/v1/api/players/report-all', '/v1/api/attendances/:filterUnit']));
    for (const route of routes) {
      for (const param of paramsOf(route, isIds)) {
        for (const id of ['9999999999', '2147483648']) {
          expectRefused(
            await send(route, 'en', { method: 'GET', url: urlOf(route, { [param]: `1,${id}` }) }),
            param,
            en.validation.ids,
            `${route.url} ${param}=${id}`,
          );
        }
      }
    }
  });

  it('refuses them in the branchIds header of every list, naming it', async () => {
    // Public lists read no header: a visitor sees every branch's active rows.
    for (const route of t.routes.filter(
      (r) => r.method === 'GET' && typeof r.config?.listQuery === 'object' && !r.url.endsWith('/export') && !r.config.public,
    )) {
      for (const [lang, texts] of LANGS) {
        const res = await send(route, lang, { method: 'GET', url: urlOf(route, {}), headers: { branchIds: '1,9999999999' } });
        expectRefused(res, 'branchIds', texts.validation.ids, `${route.url} ${lang}`);
      }
    }
  });
});

describe('cut and malformed multipart bodies', () => {
  const BOUNDARY = '----academy-odd-boundary';
  const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  const head = (field: string) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\n`;
  const part = (field: string) => Buffer.concat([Buffer.from(`${head(field)}Content-Type: image/png\r\n\r\n`), PNG]);
  const bodies: Array<[string, (field: string) => Buffer, string?]> = [
    ['cut inside the file', part],
    ['cut inside a part header', (f) => part(f).subarray(0, 40)],
    ['a part header with no end', (f) => Buffer.from(`${head(f)}${'x'.repeat(100)}`)],
    ['no boundary in the content type', part, 'multipart/form-data'],
    ['a body that is no multipart at all', () => Buffer.from('{"hello":"world"}')],
  ];

  it("answers 400 naming the file field in the caller's language on every image upload, a 4xx on an import", async () => {
    expect(uploadRoutes().length).toBeGreaterThan(5);
    for (const { url, field, sheet } of uploadRoutes()) {
      for (const [what, payload, type = `multipart/form-data; boundary=${BOUNDARY}`] of bodies) {
        for (const [lang, texts] of LANGS) {
          // The body is read before the record is looked up: any id will do.
          const res = await send(null, lang, {
            method: 'POST',
            url: url.replace(':id', '1'),
            payload: payload(field),
            headers: { 'content-type': type },
          });
          // A spreadsheet import answers whatever it cannot read as a 422 on its file, in its own words.
          if (sheet)
            expect
              .soft({ url, what, status: res.statusCode, field: errorOf(res, field)?.field })
              .toEqual({ url, what, status: 422, field });
          else
            expect
              .soft({ url, what, status: res.statusCode, error: errorOf(res, field) })
              .toEqual({ url, what, status: 400, error: { field, message: texts.validation.multipart } });
        }
      }
    }
  });
});
