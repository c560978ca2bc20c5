/**
 * The list dialect of spec §7 / DESIGN §3, parsed and checked against the
 * resource's schema: `page` (0-based), `size` (≤ 100), `sort=field:asc|desc` on a
 * sortable field, `search`, comma-joined values for each declared filter (a
 * group's name, `x-filter-groups`, standing for its values), and
 * `fromDate` / `toDate` where the schema names a date range, and `deleted=true`
 * for the deleted records instead of the live ones (domain/trash.ts).
 */
import type { TFunction } from 'i18next';
import { badRequest, forbidden } from '../errors';
import type { EntityModel } from './entity-model';
import { foldText } from '../search-text';
import { isApiDate } from '../../../domain/dates';
import { MAX_INTEGER } from '../../../schemas/vocabulary';
import { hasTrash } from '../../../domain/trash';
import { phoneSearch } from '../../../domain/phone';

export const MAX_PAGE_SIZE = 100;
const MAX_PAGE = 1_000_000;
const MAX_SEARCH = 100;

/** A filter's values as parseListQuery reads them: comma-joined, blanks around and empty ones skipped. */
const commaJoined = (value: string) => `^\\s*((${value})\\s*)?(,\\s*((${value})\\s*)?)*$`;
export const DEFAULT_PAGE_SIZE = 10;

export interface ListQuery {
  page: number;
  size: number;
  sort: { field: string; dir: 'asc' | 'desc' };
  /** Folded search texts, any of which a row's search text may hold (a phone typed with spaces, and as kept); null for none. */
  search: string[] | null;
  /** `floor`: this value also matches everything below it (`x-filter-options`); `ranges`: the values are these ranges (`x-filter-ranges`). */
  filters: Array<{ field: string; values: Array<string | number>; floor?: number; ranges?: Array<{ min?: number; max?: number }> }>;
  /** Inclusive bounds on the model's date-range field. */
  from: string | null;
  to: string | null;
  /** The deleted records rather than the live ones. */
  deleted: boolean;
}

const RESERVED = new Set(['page', 'size', 'sort', 'search', 'fromDate', 'toDate']);

function dateBound(model: EntityModel, raw: unknown, name: string, t: TFunction): string | null {
  if (raw === undefined) return null;
  if (!model.dateRange) throw badRequest(t('errors.noDateRange', { name }), [{ field: name, message: t('validation.unknownFilter') }]);
  const value = String(raw);
  if (!isApiDate(value)) throw badRequest(t('errors.validationFailed'), [{ field: name, message: t('validation.date') }]);
  return value;
}

function deletedFlag(raw: unknown, t: TFunction): boolean {
  if (raw === undefined || raw === 'false') return false;
  if (raw === 'true') return true;
  throw badRequest(t('errors.trueOrFalse', { name: 'deleted' }), [{ field: 'deleted', message: t('validation.trueOrFalse') }]);
}

function wholeNumber(raw: unknown, name: string, range: { min: number; max: number }, fallback: number, t: TFunction): number {
  if (raw === undefined) return fallback;
  // An empty value is no number (Number('') would read it as 0).
  const n = raw === '' ? NaN : Number(raw);
  if (!Number.isInteger(n) || n < range.min || n > range.max) {
    throw badRequest(t('errors.wholeNumber', { name, ...range }), [{ field: name, message: t('validation.wholeNumber', range) }]);
  }
  return n;
}

/** `t` words the refusals in the caller's language. */
export function parseListQuery(model: EntityModel, query: Record<string, unknown>, t: TFunction): ListQuery {
  // A parameter sent twice (`sort=a:asc&sort=b:desc`) says two things at once: each is sent once, its values comma-joined.
  const repeated = Object.keys(query).find((param) => Array.isArray(query[param]));
  if (repeated) throw badRequest(t('errors.givenTwice', { name: repeated }), [{ field: repeated, message: t('validation.givenTwice') }]);
  const page = wholeNumber(query.page, 'page', { min: 0, max: MAX_PAGE }, 0, t);
  const size = wholeNumber(query.size, 'size', { min: 1, max: MAX_PAGE_SIZE }, DEFAULT_PAGE_SIZE, t);

  let sort = model.defaultSort;
  if (typeof query.sort === 'string' && query.sort !== '') {
    const match = /^([a-z_]+):(asc|desc)$/.exec(query.sort);
    if (!match || !model.sortable.has(match[1])) {
      const allowed = [...model.sortable].join(', ');
      throw badRequest(t('errors.sortField', { allowed }), [{ field: 'sort', message: t('validation.sortField', { allowed }) }]);
    }
    sort = { field: match[1], dir: match[2] as 'asc' | 'desc' };
  }

  const typed = typeof query.search === 'string' && query.search.trim() ? foldText(query.search).slice(0, MAX_SEARCH) : null;
  const asPhone = typed && phoneSearch(typed);
  const search = typed ? (asPhone ? [typed, asPhone] : [typed]) : null;

  const filters: ListQuery['filters'] = [];
  for (const [param, raw] of Object.entries(query)) {
    if (RESERVED.has(param) || raw === undefined || (param === 'deleted' && hasTrash(model.config))) continue;
    const filter = model.filters.get(param);
    if (!filter) {
      const known = [...model.filters.keys()].join(', ') || t('errors.noFilters');
      throw badRequest(t('errors.unknownFilter', { name: param, known }), [{ field: param, message: t('validation.unknownFilter') }]);
    }
    // A known filter left empty filters nothing.
    if (raw === '') continue;
    // A group's name (`x-filter-groups`: "unpaid") stands for its values.
    const groups = filter.prop['x-filter-groups'] ?? {};
    const parts = String(raw)
      .split(',')
      .map((v) => v.trim())
      .filter(Boolean)
      .flatMap((v) => (Object.hasOwn(groups, v) ? groups[v].values.map(String) : [v]));
    if (filter.ranges) {
      const known = Object.keys(filter.ranges);
      const unknown = parts.find((v) => !known.includes(v));
      if (unknown)
        throw badRequest(t('errors.filterRange', { name: param, value: unknown, known: known.join(', ') }), [
          { field: param, message: t('validation.enum') },
        ]);
      if (parts.length) filters.push({ field: filter.field, values: parts, ranges: parts.map((v) => filter.ranges![v]) });
      continue;
    }
    const type = filter.prop.type === 'array' ? filter.prop.items?.type : filter.prop.type;
    const numeric = type === 'integer' || type === 'number';
    const values = parts.map((v) => {
      if (!numeric) return v;
      const n = Number(v);
      // A fraction or a number past the column's range is no value of an integer column: the database would throw.
      // Written as the document says (no `1e3`, `0x1` or `+1`, which Number would read too).
      const fits =
        type === 'integer' ? /^-?\d{1,10}$/.test(v) && Math.abs(n) <= MAX_INTEGER : /^-?\d+(\.\d+)?$/.test(v) && Number.isFinite(n);
      if (!fits) throw badRequest(t('errors.numbersOnly', { name: param, value: v }), [{ field: param, message: t('validation.number') }]);
      return n;
    });
    if (values.length) filters.push({ field: filter.field, values, floor: filter.floor });
  }
  return {
    page,
    size,
    sort,
    search,
    filters,
    from: dateBound(model, query.fromDate, 'fromDate', t),
    to: dateBound(model, query.toDate, 'toDate', t),
    deleted: hasTrash(model.config) && deletedFlag(query.deleted, t),
  };
}

/**
 * A list whose path implies some of its filters (a bus stop's riders, `busStopIds`): the query with
 * them set. They are no parameters of that list, so one sent is refused like any unknown filter.
 */
export function withImplied(
  model: EntityModel,
  query: Record<string, unknown>,
  implied: Record<string, string>,
  t: TFunction,
  refused: string[] = [],
): Record<string, unknown> {
  const sent = [...Object.keys(implied), ...refused].find((param) => param in query);
  if (sent) {
    const known = [...model.filters.keys()].filter((param) => !(param in implied)).join(', ') || t('errors.noFilters');
    throw badRequest(t('errors.unknownFilter', { name: sent, known }), [{ field: sent, message: t('validation.unknownFilter') }]);
  }
  return { ...query, ...implied };
}

/**
 * The query of a list as `seen` by the caller's role, of the `full` model: a sort or filter on a
 * field the role may not see (`x-roles`: a teacher's salary) is the role's refusal (403), not an
 * unknown parameter, since the document, every role's, names it.
 */
export function seenQuery(full: EntityModel, seen: EntityModel, query: Record<string, unknown>, t: TFunction): Record<string, unknown> {
  if (full === seen) return query;
  const sorted = typeof query.sort === 'string' ? /^([a-z_]+):/.exec(query.sort)?.[1] : undefined;
  const hidden =
    sorted && full.sortable.has(sorted) && !seen.sortable.has(sorted)
      ? 'sort'
      : Object.keys(query).find((p) => full.filters.has(p) && !seen.filters.has(p));
  if (hidden) throw forbidden(t('errors.forbiddenRole'), 'FORBIDDEN_ROLE');
  return query;
}

/** The query of a list answered whole (an export, a printout): `page` and `size` are no parameters of it. */
export function unpaged(model: EntityModel, query: Record<string, unknown>, t: TFunction): Record<string, unknown> {
  return withImplied(model, query, {}, t, ['page', 'size']);
}

const paging = {
  page: { type: 'integer', minimum: 0, maximum: MAX_PAGE, default: 0, description: 'Page, from 0' },
  size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
};

/**
 * The list's parameters as the API's document describes them (parseListQuery stays their judge):
 * `deleted` where the resource keeps deleted records, unless `withDeleted` is false (a public
 * list), none of the filters its path implies (`implied`, withImplied), and no `page` or `size`
 * for a list answered whole (`paged` false, unpaged).
 */
export function listQueryDescription(
  model: EntityModel,
  { withDeleted = hasTrash(model.config), implied = [], paged = true }: { withDeleted?: boolean; implied?: string[]; paged?: boolean } = {},
): Record<string, unknown> {
  const sortable = [...model.sortable];
  const properties: Record<string, unknown> = {
    ...(paged && paging),
    sort: {
      type: 'string',
      pattern: `^(${sortable.length ? `(${sortable.join('|')}):(asc|desc)` : ''})?$`,
      description: `field:asc or field:desc, on one of: ${sortable.join(', ') || 'none'}; empty for the list's own order`,
    },
    search: {
      type: 'string',
      description: `Words found in: ${model.search.join(', ') || 'nothing'} (accents ignored; the first ${MAX_SEARCH} characters)`,
    },
  };
  if (model.dateRange) {
    properties.fromDate = { type: 'string', format: 'date', description: `${model.dateRange} on or after` };
    properties.toDate = { type: 'string', format: 'date', description: `${model.dateRange} on or before` };
  }
  if (withDeleted) properties.deleted = { type: 'boolean', default: false, description: 'true: the deleted records instead (admins only)' };
  for (const [param, { field, prop, ranges }] of model.filters) {
    if (implied.includes(param)) continue;
    const groups = Object.entries(prop['x-filter-groups'] ?? {}).map(([name, { values }]) => `${name} (${values.join(', ')})`);
    const type = prop.type === 'array' ? prop.items?.type : prop.type;
    const named = Object.keys(prop['x-filter-groups'] ?? {})
      .map((name) => `|${name}`)
      .join('');
    properties[param] = ranges
      ? {
          type: 'string',
          pattern: commaJoined(Object.keys(ranges).join('|')),
          description: `${field} in any of these comma-joined ranges: ${Object.keys(ranges).join(', ')}`,
        }
      : {
          type: 'string',
          ...(type === 'integer' && { pattern: commaJoined(`-?\\d{1,10}${named}`), format: 'integer-values' }),
          ...(type === 'number' && { pattern: commaJoined(`-?\\d+(\\.\\d+)?${named}`) }),
          description: `${field} is one of these comma-joined values${groups.length ? `; or a group: ${groups.join('; ')}` : ''}`,
        };
  }
  return { type: 'object', properties, additionalProperties: false };
}
