/**
 * References that accept one kind of record (`x-ref-where`: a revenue's category is a
 * revenue category), each walked from the catalogue: a record of another kind is
 * refused on create, update and import, with 422 naming the field in the caller's
 * language; one of the kind is taken; the referenced record keeps its kind while rows
 * rely on it. Every reference to a money category declares its kind, and the seeded
 * demo books nothing against one.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { writableProperties } from '../../schemas/catalogue';
import { settingsSchema } from '../../schemas/settings';
import { loadCatalogue } from '../../server/core/catalogue';
import type { RequestContext } from '../../server/core/context';
import { ApiError } from '../../server/core/errors';
import { translatorFor } from '../../server/core/i18n';
import { importRecords } from '../../server/modules/crud/list-import';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { kindDeclarations, rowsAgainstTheirKind } from '../helpers/reference-kinds';
import { dynamicDb } from '../../server/db/dynamic-db';

const t = useTestApp();
const catalogue = loadCatalogue();
const declarations = kindDeclarations(catalogue);
type Row = Record<string, unknown>;

let admin: ReturnType<typeof as>;
beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
});

/** Every object of a schema document, however deep (properties, rows of arrays, action forms, settings sections). */
function* objectsOf(node: unknown): Generator<Row> {
  if (Array.isArray(node)) for (const n of node) yield* objectsOf(n);
  else if (node && typeof node === 'object') {
    yield node as Row;
    for (const value of Object.values(node)) yield* objectsOf(value);
  }
}

it('has every reference to a money category declare the kind it accepts', () => {
  const references = [...Object.values(catalogue), settingsSchema].flatMap((doc) =>
    [...objectsOf(doc)].filter((o) => o['x-ref'] === 'transaction_categories'),
  );
  expect(references.length).toBeGreaterThanOrEqual(2);
  for (const reference of references) expect(reference['x-ref-where'], JSON.stringify(reference)).toBeDefined();
  expect(declarations.map((d) => `${d.resource}.${d.field}`)).toEqual(
    expect.arrayContaining(['revenues.category_id', 'expenses.category_id']),
  );
});

it('finds nothing in the seeded demo booked against its kind', async () => {
  expect(await rowsAgainstTheirKind(t.db)).toEqual([]);
});

describe.each(declarations.map((d) => [`${d.resource}.${d.field}`, d] as const))('%s', (_name, d) => {
  const config = resources.find((r) => r.name === d.resource)!;
  const target = resources.find((r) => r.name === d.target)!;
  const writable = Object.keys(writableProperties(catalogue[d.resource]));
  let record: Row;
  let body: Row;
  let right: number;
  let wrong: number;

  beforeAll(async () => {
    [record] = (await admin({ method: 'GET', url: `/v1/api/${config.api.list}?size=1&sort=id:asc` })).json().data.content;
    body = Object.fromEntries(writable.filter((f) => record[f] !== null && record[f] !== undefined).map((f) => [f, record[f]]));
    const rows = (await admin({ method: 'GET', url: `/v1/api/${target.api.list}?size=100` })).json().data.content as Row[];
    right = rows.find((r) => d.values.includes(r[d.targetField] as number) && r.id !== record[d.field])!.id as number;
    wrong = rows.find((r) => !d.values.includes(r[d.targetField] as number))!.id as number;
    expect({ right, wrong }).toEqual({ right: expect.any(Number), wrong: expect.any(Number) });
  });

  const refused = (res: { statusCode: number; json: () => { errors: Array<{ field: string; message: string }> } }, lang: 'vi' | 'en') => {
    expect(res.statusCode).toBe(422);
    const name = catalogue[d.target]['x-label-one'][lang].toLowerCase();
    expect(res.json().errors).toEqual([{ field: d.field, message: expect.stringContaining(name) }]);
  };

  it("refuses a record of another kind on create, in the caller's language, and takes one of the kind", async () => {
    for (const lang of ['vi', 'en'] as const) {
      refused(
        await admin({
          method: 'POST',
          url: `/v1/api/${config.api.create}`,
          headers: { 'accept-language': lang },
          payload: { ...body, [d.field]: wrong },
        }),
        lang,
      );
    }
    const created = await admin({ method: 'POST', url: `/v1/api/${config.api.create}`, payload: { ...body, [d.field]: right } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data[d.field]).toBe(right);
  });

  it('refuses a record of another kind on update, and takes one of the kind', async () => {
    const url = `/v1/api/${config.api.item}/${record.id}`;
    refused(await admin({ method: 'PUT', url, headers: { 'accept-language': 'en' }, payload: { ...body, [d.field]: wrong } }), 'en');
    refused(await admin({ method: 'PATCH', url, headers: { 'accept-language': 'vi' }, payload: { [d.field]: wrong } }), 'vi');
    const updated = await admin({ method: 'PUT', url, payload: { ...body, [d.field]: right } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().data[d.field]).toBe(right);
  });

  it('refuses a record of another kind in an imported sheet, by its name or its id, and takes one of the kind', async () => {
    const model = t.app.models.get(d.resource)!;
    const { academy_id } = await dynamicDb(t.db)
      .selectFrom(d.resource)
      .select('academy_id')
      .where('id', '=', record.id as number)
      .executeTakeFirstOrThrow();
    const academy = await t.db
      .selectFrom('academies')
      .select(['id', 'code', 'name'])
      .where('id', '=', academy_id as number)
      .executeTakeFirstOrThrow();
    const ctx = (lang: 'vi' | 'en'): RequestContext => ({
      db: t.db,
      academy: { ...academy, features: new Set(), lapsed: null } as RequestContext['academy'],
      user: { id: 0, name: 'admin', userName: 'admin', role: 'admin', branchIds: [] },
      branchIds: null,
      lang,
      t: translatorFor(lang),
    });
    const fields = Object.keys(body);
    const sheet = (category: string) =>
      [
        fields,
        fields.map((f) => (f === d.field ? category : model.relations.some((r) => r.field === f) ? `#${body[f]}` : body[f])),
      ] as never;
    const wrongName = (await admin({ method: 'GET', url: `/v1/api/${target.api.item}/${wrong}` })).json().data[
      catalogue[d.target]['x-title']
    ];
    for (const cell of [`#${wrong}`, wrongName]) {
      const error = await importRecords(ctx('en'), model, sheet(cell), true).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect((error as ApiError).errors).toEqual([
        { field: `2.${d.field}`, message: expect.stringContaining(catalogue[d.target]['x-label-one'].en.toLowerCase()) },
      ]);
    }
    expect(await importRecords(ctx('vi'), model, sheet(`#${right}`), true)).toMatchObject({ created: 1, rows: [{ [d.field]: right }] });
  });

  it('keeps the referenced record of its kind while a row relies on it', async () => {
    const url = `/v1/api/${target.api.item}/${right}`;
    const held = (await admin({ method: 'GET', url })).json().data as Row;
    const other = catalogue[d.target].properties[d.targetField].enum!.find((v) => !d.values.includes(v))!;
    const res = await admin({ method: 'PATCH', url, headers: { 'accept-language': 'en' }, payload: { [d.targetField]: other } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: d.targetField, message: expect.stringMatching(/cannot change while \d+ /) }]);
    expect((await admin({ method: 'GET', url })).json().data[d.targetField]).toBe(held[d.targetField]);
  });
});

it('lets a money category nothing is booked under change its kind', async () => {
  const created = await admin({
    method: 'POST',
    url: '/v1/api/admin/transaction-categories',
    payload: { name: 'Danh mục chưa dùng', category_type: 3, target: 'NONE', auditing_status: 1 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const changed = await admin({
    method: 'PATCH',
    url: `/v1/api/admin/transaction-categories/${created.json().data.id}`,
    payload: { category_type: 1 },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  expect(changed.json().data.category_type).toBe(1);
});

it('books the money the app writes itself under a category of its kind, whatever another kind carries its code', async () => {
  await t.db.updateTable('transaction_categories').set({ code: null }).where('code', '=', 'REVENUE_PRODUCT').execute();
  const decoy = await admin({
    method: 'POST',
    url: '/v1/api/admin/transaction-categories',
    payload: { name: 'Chi bán hàng', category_type: 1, target: 'NONE', code: 'REVENUE_PRODUCT', auditing_status: 1 },
  });
  expect(decoy.statusCode, decoy.body).toBe(201);
  const branch = (await admin({ method: 'GET', url: '/v1/api/admin/branches?size=1' })).json().data.content[0];
  const [product] = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=1&sort=in_stock:desc&auditingStatuses=1' })).json().data
    .content;
  const order = await admin({
    method: 'POST',
    url: '/v1/api/admin/orders',
    payload: {
      branch_id: branch.id,
      customer_name: 'Đỗ Thu Trang',
      customer_mobile: '0912345678',
      items: [{ product_id: product.id, quantity: 1 }],
      payment_type: 1,
      transaction_status: 1,
      order_status: 2,
      order_date: '2026-03-02',
    },
  });
  expect(order.statusCode, order.body).toBe(201);
  const revenue = (await admin({ method: 'GET', url: `/v1/api/admin/transactions/${order.json().data.revenue_id}` })).json().data;
  const category = (await admin({ method: 'GET', url: `/v1/api/admin/transaction-categories/${revenue.category_id}` })).json().data;
  expect(category).toMatchObject({ category_type: 3, code: 'REVENUE_PRODUCT' });
  expect(await rowsAgainstTheirKind(t.db)).toEqual([]);
});
