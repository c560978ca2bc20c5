/**
 * A list's filters in its address. The list keeps its page, sort, filters and search
 * there (Refine's `syncWithLocation`), so Back and a shared link show it as it was;
 * values read back from the address are strings, typed here again for the filter bar.
 * A short address naming a filter (`/players?branchIds=3`, the link of a refused
 * delete) also opens the list filtered on it.
 */
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import type { FilterSpec } from './schema-to-columns';

/** The filter bar's value of one address value: a group's name, an enum's own value, or a related id as a number. */
function typed(spec: FilterSpec, raw: unknown): string | number | undefined {
  if (spec.groups?.includes(String(raw))) return String(raw);
  if (spec.values) return spec.values.find((option) => String(option) === String(raw));
  const id = Number(raw);
  return raw === '' || Number.isNaN(id) ? undefined : id;
}

const typedValues = (spec: FilterSpec, raw: unknown[]) => raw.map((v) => typed(spec, v)).filter((v) => v !== undefined);

export function filtersFromAddress(specs: FilterSpec[], address: URLSearchParams): LogicalFilter[] {
  return specs.flatMap((spec) => {
    const values = typedValues(spec, address.get(spec.param)?.split(',') ?? []);
    return values.length ? [{ field: spec.param, operator: 'in' as const, value: values }] : [];
  });
}

/** The short address parameters `filtersFromAddress` reads, once the list keeps them in its own form. */
export const shortFilterParams = (specs: FilterSpec[], address: URLSearchParams) =>
  specs.map((spec) => spec.param).filter((param) => address.has(param));

/** The list's filters with the values the address gave back as strings typed again, as the filter bar's selects hold them. */
export function typedFilters(filters: CrudFilter[], specs: FilterSpec[]): CrudFilter[] {
  return filters.map((filter) => {
    if (!('field' in filter)) return filter;
    const spec = specs.find((s) => s.param === filter.field);
    if (!spec || !Array.isArray(filter.value)) return filter;
    return { ...filter, value: typedValues(spec, filter.value) };
  });
}
