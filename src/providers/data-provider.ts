/**
 * Refine data provider for our API dialect (DESIGN §3): the {success, message,
 * data} envelope, 0-based page/size paging, `sort=field:dir`, comma-joined
 * filter params, API paths from resources.config.ts.
 */
import type { CrudFilter, CrudSort, DataProvider, Pagination } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import type { ResourceConfig } from '../../resources.config';
import { API_BASE } from '../http/http-client';
import { rememberVersion } from './record-versions';

interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

interface Page<T> {
  page: number;
  size: number;
  total_elements: number;
  total_is_lower_bound?: boolean;
  total_pages: number;
  content: T[];
  /** Present on lists whose schema has `x-sum`. */
  sub_total?: number;
}

/** The list filter name for free-text search; every list accepts `search`. */
export const SEARCH_FILTER = 'search';

type Params = Record<string, string | number>;

export function pagingParams(pagination?: Pagination): Params {
  if (pagination?.mode === 'off') return {};
  const currentPage = pagination?.currentPage ?? 1;
  return { page: currentPage - 1, size: pagination?.pageSize ?? 10 };
}

export function sortParams(sorters?: CrudSort[]): Params {
  if (!sorters?.length) return {};
  return { sort: sorters.map((s) => `${s.field}:${s.order}`).join(',') };
}

/**
 * Each filter field is already the API's param name (the schema's `x-filter`, or `search`),
 * except a `between` filter: a list has one date range (`x-date-range`), sent as fromDate/toDate.
 */
export function filterParams(filters?: CrudFilter[]): Params {
  const params: Params = {};
  for (const filter of filters ?? []) {
    if (!('field' in filter)) {
      throw new Error(`Filter operator "${filter.operator}" is not supported: pass one filter per API param.`);
    }
    if (filter.operator === 'between') {
      const [from, to] = (filter.value ?? []) as Array<string | undefined>;
      if (from) params.fromDate = from;
      if (to) params.toDate = to;
      continue;
    }
    const values = (Array.isArray(filter.value) ? filter.value : [filter.value]).filter((v) => v !== undefined && v !== null && v !== '');
    if (values.length) params[filter.field] = values.join(',');
  }
  return params;
}

export function createDataProvider(http: AxiosInstance, resources: ResourceConfig[]): DataProvider {
  const api = (name: string) => resources.find((r) => r.name === name)?.api ?? { list: name, create: name, item: name };

  return {
    getApiUrl: () => API_BASE,

    async getList({ resource, pagination, sorters, filters, meta }) {
      const { data } = await http.get<Envelope<Page<never>>>(`/${api(resource).list}`, {
        params: { ...pagingParams(pagination), ...sortParams(sorters), ...filterParams(filters) },
        headers: meta?.headers,
      });
      const { content, total_elements, sub_total, total_is_lower_bound } = data.data;
      // `sub_total` (the `x-sum` total over every filtered row) and a total that is only a floor ride along for the list header.
      return {
        data: content,
        total: total_elements,
        ...(sub_total !== undefined && { sub_total }),
        ...(total_is_lower_bound && { total_is_lower_bound }),
      };
    },

    async getOne({ resource, id, meta }) {
      const { data, headers } = await http.get<Envelope<never>>(`/${api(resource).item}/${id}`, { headers: meta?.headers });
      // Its version, for an edit form's If-Match (the form passes it in the update's meta.headers).
      rememberVersion(resource, id, headers?.etag);
      return { data: data.data };
    },

    async create({ resource, variables, meta }) {
      const { data } = await http.post<Envelope<never>>(`/${api(resource).create}`, variables, { headers: meta?.headers });
      return { data: data.data };
    },

    async update({ resource, id, variables, meta }) {
      const { data } = await http.put<Envelope<never>>(`/${api(resource).item}/${id}`, variables, { headers: meta?.headers });
      return { data: data.data };
    },

    async deleteOne({ resource, id, meta }) {
      const { data } = await http.delete<Envelope<never>>(`/${api(resource).item}/${id}`, { headers: meta?.headers });
      return { data: data.data };
    },

    async custom({ url, method, payload, query, headers, sorters, filters }) {
      const { data } = await http.request<Envelope<never>>({
        url: url.startsWith(API_BASE) ? url.slice(API_BASE.length) : url,
        method,
        data: payload,
        params: { ...(query as Params | undefined), ...sortParams(sorters), ...filterParams(filters) },
        headers,
      });
      return { data: data.data };
    },
  };
}
