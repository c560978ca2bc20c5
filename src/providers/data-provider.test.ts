import { AxiosHeaders, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import { createHttpClient } from '../http/http-client';
import { createDataProvider, filterParams, pagingParams, sortParams } from './data-provider';

const players = {
  name: 'players',
  api: { list: 'admin/players', create: 'players', item: 'players' },
} as ResourceConfig;

function setup(data: unknown) {
  const seen: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config);
    return { data: { success: true, message: 'OK', data }, status: 200, statusText: 'OK', headers: {}, config };
  };
  const http = createHttpClient({
    tokens: { access: () => 't', refresh: () => 'r', save: () => undefined, clear: () => undefined },
    language: () => 'vi',
    branchIds: () => '2',
    onSessionEnd: () => undefined,
    adapter,
  });
  return { provider: createDataProvider(http, [players]), seen };
}

describe('query params', () => {
  it('maps Refine pages (1-based) to page/size (0-based)', () => {
    expect(pagingParams({ currentPage: 3, pageSize: 25 })).toEqual({ page: 2, size: 25 });
    expect(pagingParams(undefined)).toEqual({ page: 0, size: 10 });
    expect(pagingParams({ mode: 'off' })).toEqual({});
  });
  it('maps sorters to sort=field:dir', () => {
    expect(sortParams([{ field: 'name', order: 'desc' }])).toEqual({ sort: 'name:desc' });
    expect(sortParams([])).toEqual({});
  });
  it('comma-joins filter values and drops empty ones', () => {
    expect(
      filterParams([
        { field: 'classIds', operator: 'in', value: [1, 2] },
        { field: 'search', operator: 'contains', value: 'An' },
        { field: 'auditingStatuses', operator: 'in', value: [] },
      ]),
    ).toEqual({ classIds: '1,2', search: 'An' });
  });
  it('sends a between filter as the list date range fromDate/toDate', () => {
    expect(filterParams([{ field: 'at_date', operator: 'between', value: ['2025-05-01', '2025-05-31'] }])).toEqual({
      fromDate: '2025-05-01',
      toDate: '2025-05-31',
    });
    expect(filterParams([{ field: 'at_date', operator: 'between', value: ['2025-05-01', undefined] }])).toEqual({ fromDate: '2025-05-01' });
  });
});

describe('data provider', () => {
  it('lists from the resource list path and unwraps the page', async () => {
    const { provider, seen } = setup({ page: 0, size: 10, total_elements: 42, total_pages: 5, content: [{ id: 1 }] });
    const result = await provider.getList({
      resource: 'players',
      pagination: { currentPage: 1, pageSize: 10 },
      sorters: [{ field: 'id', order: 'desc' }],
      filters: [{ field: 'classIds', operator: 'in', value: [4] }],
    });
    expect(result).toEqual({ data: [{ id: 1 }], total: 42 });
    expect(seen[0].url).toBe('/admin/players');
    expect(seen[0].params).toEqual({ page: 0, size: 10, sort: 'id:desc', classIds: '4' });
    expect(AxiosHeaders.from(seen[0].headers).get('branchIds')).toBe('2');
  });

  it('passes the sub_total of a money list through', async () => {
    const { provider } = setup({ page: 0, size: 10, total_elements: 60, total_pages: 6, content: [], sub_total: 85_000_000 });
    const result = await provider.getList({ resource: 'players' });
    expect(result).toEqual({ data: [], total: 60, sub_total: 85_000_000 });
  });

  it('uses the create and item paths', async () => {
    const { provider, seen } = setup({ id: 9 });
    await provider.create({ resource: 'players', variables: { name: 'An' } });
    await provider.update({ resource: 'players', id: 9, variables: { name: 'Bình' } });
    await provider.getOne({ resource: 'players', id: 9 });
    await provider.deleteOne({ resource: 'players', id: 9 });
    expect(seen.map((c) => `${c.method} ${c.url}`)).toEqual(['post /players', 'put /players/9', 'get /players/9', 'delete /players/9']);
  });

  it('sends custom calls and unwraps the envelope', async () => {
    const { provider, seen } = setup({ ok: true });
    const result = await provider.custom!({ url: '/v1/api/users/my-profile', method: 'get', query: { a: 1 } });
    expect(result.data).toEqual({ ok: true });
    expect(seen[0].url).toBe('/users/my-profile');
    expect(seen[0].params).toEqual({ a: 1 });
  });
});
