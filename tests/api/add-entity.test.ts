/**
 * "Adding an entity = a schema file + one registry entry": a throwaway schema,
 * written to a copy of schemas/ and registered with one entry, gets its table,
 * validation, filters, sorting, search, CRUD routes and its place in the API's
 * OpenAPI document with no other code.
 */
import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources, type ResourceConfig } from '../../resources.config';
import { loadCatalogue, SCHEMAS_DIR } from '../../server/core/catalogue';
import { as, login, useTestApp } from '../helpers/build-test-app';

const trophySchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'trophies',
  type: 'object',
  'x-label': { vi: 'Cúp', en: 'Trophies' },
  'x-label-one': { vi: 'Cúp', en: 'Trophy' },
  'x-title': 'title',
  'x-list': { columns: ['title', 'won_on', 'auditing_status'], sort: 'won_on:desc' },
  'x-search': ['title'],
  properties: {
    id: { type: 'integer', readOnly: true },
    title: { type: 'string', minLength: 2, maxLength: 80, 'x-sortable': true, 'x-label': { vi: 'Tên cúp', en: 'Title' } },
    won_on: { type: 'string', format: 'date', 'x-sortable': true, 'x-label': { vi: 'Ngày đoạt', en: 'Won on' } },
    prize: { type: 'integer', minimum: 0, 'x-widget': 'money', 'x-label': { vi: 'Tiền thưởng', en: 'Prize' } },
    auditing_status: {
      $ref: 'enums#/$defs/active_flag',
      default: 1,
      'x-filter': 'auditingStatuses',
      'x-label': { vi: 'Trạng thái', en: 'Status' },
    },
  },
  required: ['title', 'won_on'],
};

const trophies: ResourceConfig = {
  name: 'trophies',
  route: '/trophies',
  section: 'academy',
  icon: 'TrophyOutlined',
  api: { list: 'admin/trophies', create: 'admin/trophies', item: 'admin/trophies' },
  features: ['general.basic'],
  roles: ['admin'],
  scope: 'academy',
  views: { list: 'generated' },
};

function catalogueWithTrophies() {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-'));
  cpSync(SCHEMAS_DIR, dir, { recursive: true });
  writeFileSync(join(dir, 'trophies.json'), JSON.stringify(trophySchema));
  return loadCatalogue(dir);
}

describe('a new entity from a schema and one registry entry', () => {
  const t = useTestApp({ catalogue: catalogueWithTrophies(), resources: [...resources, trophies] });
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('gets working CRUD with validation, filters, sort and search', async () => {
    const created = await admin({
      method: 'POST',
      url: '/v1/api/admin/trophies',
      payload: { title: 'Cúp Mùa Hè', won_on: '2026-06-01', prize: 5_000_000 },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await admin({
      method: 'POST',
      url: '/v1/api/admin/trophies',
      payload: { title: 'Cúp Mùa Đông', won_on: '2025-12-20', auditing_status: 0 },
    });

    const list = (await admin({ method: 'GET', url: '/v1/api/admin/trophies?sort=won_on:asc' })).json().data;
    expect(list.content.map((r: { title: string }) => r.title)).toEqual(['Cúp Mùa Đông', 'Cúp Mùa Hè']);
    const active = (await admin({ method: 'GET', url: '/v1/api/admin/trophies?auditingStatuses=1&search=mua he' })).json().data;
    expect(active.content).toHaveLength(1);

    const invalid = await admin({ method: 'POST', url: '/v1/api/admin/trophies', payload: { title: 'X', won_on: 'tomorrow' } });
    expect(invalid.statusCode).toBe(422);
    expect(
      invalid
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['title', 'won_on']);

    expect(
      (await admin({ method: 'PUT', url: `/v1/api/admin/trophies/${id}`, payload: { title: 'Cúp Vô Địch', won_on: '2026-06-01' } })).json()
        .data.prize,
    ).toBeNull();
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/trophies/${id}` })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/trophies/${id}` })).statusCode).toBe(404);
  });

  it('appears in the OpenAPI document: its paths and its record, from its schema', async () => {
    const doc = (await admin({ method: 'GET', url: '/v1/api/openapi.json', headers: { 'accept-language': 'vi' } })).json();
    expect(Object.keys(doc.paths['/v1/api/admin/trophies']).sort()).toEqual(['get', 'post']);
    expect(Object.keys(doc.paths['/v1/api/admin/trophies/{id}']).sort()).toEqual(['delete', 'get', 'patch', 'put']);
    expect(doc.paths['/v1/api/admin/trophies/export'].get).toBeDefined();
    const trophy = doc.components.schemas.trophies;
    expect(trophy.title).toBe('Cúp');
    expect(trophy.properties.won_on).toMatchObject({ type: ['string', 'null'], format: 'date', title: 'Ngày đoạt' });
    expect(trophy.properties.prize).toMatchObject({ type: ['integer', 'null'], minimum: 0 });
  });

  it('applies the roles its entry declares', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/admin/trophies' })).statusCode).toBe(403);
  });
});
