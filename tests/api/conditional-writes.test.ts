/**
 * No silent overwrite: every record read answers its version as an ETag, and a
 * PUT or PATCH that sends it back as If-Match applies only to that version
 * (RFC 9110 §13.1.1). A stale one is a 412 STALE_RECORD in the caller's language;
 * without If-Match a change applies as before. Over every resource with an update route.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { writableProperties } from '../../schemas/catalogue';
import { loadCatalogue } from '../../server/core/catalogue';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const catalogue = loadCatalogue();
let admin: ReturnType<typeof as>;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
});

type Row = Record<string, unknown>;

/** A full replacement that changes nothing: the record's writable fields as read. */
function sameBody(name: string, row: Row): Row {
  const writable = writableProperties(catalogue[name], 'edit');
  return Object.fromEntries(Object.entries(row).filter(([key, value]) => key in writable && value !== null));
}

const updatable = resources.filter((r) => r.api?.item && !r.readOnly && catalogue[r.name]);

describe.each(updatable.map((r) => [r.name, r] as const))('%s', (name, entry) => {
  const item = (id: unknown) => `/v1/api/${entry.api.item}/${id}`;
  let row: Row;
  let etag: string;

  beforeAll(async () => {
    // A record that takes a change at all (a paid payslip takes none).
    const rows: Row[] = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=20&sort=id:asc` })).json().data.content;
    let first: Row | undefined;
    for (const candidate of rows) {
      if ((await admin({ method: 'PATCH', url: item(candidate.id), payload: {} })).statusCode !== 200) continue;
      first = candidate;
      break;
    }
    const read = await admin({ method: 'GET', url: item(first!.id) });
    row = read.json().data;
    etag = String(read.headers.etag);
  });

  it('answers its version as a strong ETag when read', () => {
    expect(etag).toMatch(/^"\d+"$/);
  });

  it('takes a PUT and a PATCH with the current ETag and answers the new one; the old one is then refused with 412, in vi and en', async () => {
    const put = await admin({ method: 'PUT', url: item(row.id), headers: { 'if-match': etag }, payload: sameBody(name, row) });
    expect({ status: put.statusCode, body: put.json() }).toMatchObject({ status: 200, body: { success: true } });
    const afterPut = String(put.headers.etag);
    expect(afterPut).toMatch(/^"\d+"$/);
    expect(afterPut).not.toBe(etag);
    expect((await admin({ method: 'GET', url: item(row.id) })).headers.etag).toBe(afterPut);

    const patch = await admin({ method: 'PATCH', url: item(row.id), headers: { 'if-match': afterPut }, payload: {} });
    expect(patch.statusCode).toBe(200);
    const afterPatch = String(patch.headers.etag);
    expect(afterPatch).not.toBe(afterPut);

    for (const [lang, text] of [
      ['vi', 'người khác'],
      ['en', 'Someone else'],
    ]) {
      for (const method of ['PUT', 'PATCH'] as const) {
        const stale = await admin({
          method,
          url: item(row.id),
          headers: { 'if-match': afterPut, 'accept-language': lang },
          payload: method === 'PUT' ? sameBody(name, row) : {},
        });
        expect({ method, status: stale.statusCode, code: stale.json().code }).toEqual({ method, status: 412, code: 'STALE_RECORD' });
        expect(stale.json().message).toContain(text);
      }
    }
    // A refused change changed nothing, not even the version.
    expect((await admin({ method: 'GET', url: item(row.id) })).headers.etag).toBe(afterPatch);
    etag = afterPatch;
  });

  it('applies a change without If-Match as before, and moves the version', async () => {
    const res = await admin({ method: 'PATCH', url: item(row.id), payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).not.toBe(etag);
    etag = String(res.headers.etag);
  });

  it('lets exactly one of two changes sent at once with the same If-Match through', async () => {
    const body = sameBody(name, row);
    const answers = await Promise.all(
      [0, 1].map(() => admin({ method: 'PUT', url: item(row.id), headers: { 'if-match': etag }, payload: body })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 412]);
    etag = String(answers.find((a) => a.statusCode === 200)!.headers.etag);
  });
});

describe('If-Match', () => {
  const entry = resources.find((r) => r.name === 'classes')!;
  const item = (id: unknown) => `/v1/api/${entry.api.item}/${id}`;

  it('holds for * and for a list naming the current tag, never for a weak tag', async () => {
    const [first] = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=1` })).json().data.content;
    let etag = String((await admin({ method: 'GET', url: item(first.id) })).headers.etag);
    for (const tags of [() => '*', () => `"1", ${etag}`]) {
      const header = tags();
      const res = await admin({ method: 'PATCH', url: item(first.id), headers: { 'if-match': header }, payload: {} });
      expect({ header, status: res.statusCode }).toEqual({ header, status: 200 });
      etag = String(res.headers.etag);
    }
    const weak = await admin({ method: 'PATCH', url: item(first.id), headers: { 'if-match': `W/${etag}` }, payload: {} });
    expect(weak.statusCode).toBe(412);
  });

  it('leaves a missing record a 404, and is checked before the body', async () => {
    expect((await admin({ method: 'PATCH', url: item(2_000_000_000), headers: { 'if-match': '"1"' }, payload: {} })).statusCode).toBe(404);
    const [first] = (await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?size=1` })).json().data.content;
    const res = await admin({ method: 'PATCH', url: item(first.id), headers: { 'if-match': '"1"' }, payload: { no_such_field: 1 } });
    expect({ status: res.statusCode, code: res.json().code }).toEqual({ status: 412, code: 'STALE_RECORD' });
  });

  it("is allowed and ETag exposed to the app's own origin (CORS)", async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: item(1),
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'if-match',
      },
    });
    expect(String(res.headers['access-control-allow-headers'])).toContain('if-match');
    const read = await admin({ method: 'GET', url: item(1), headers: { origin: 'http://localhost' } });
    expect(String(read.headers['access-control-expose-headers'])).toContain('etag');
  });

  it('is described in the OpenAPI document: ETag on reads and changes, If-Match and 412 on changes', async () => {
    const doc = (await admin({ method: 'GET', url: '/v1/api/openapi.json' })).json();
    const ops = doc.paths[`/v1/api/${entry.api.item}/{id}`];
    expect(ops.get.responses['200'].headers.etag).toBeDefined();
    for (const method of ['put', 'patch']) {
      expect(ops[method].responses['412']).toBeDefined();
      expect(ops[method].responses['200'].headers.etag).toBeDefined();
      expect(ops[method].parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['if-match', 'branchids']));
    }
  });
});
