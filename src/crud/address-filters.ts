/**
 * A list opened at an address naming its filters (`/players?branchIds=3`, the link of
 * a refused delete) starts filtered on them, with the filter bar showing it.
 */
import type { LogicalFilter } from '@refinedev/core';
import type { FilterSpec } from './schema-to-columns';

export function filtersFromAddress(specs: FilterSpec[], address: URLSearchParams): LogicalFilter[] {
  return specs.flatMap((spec) => {
    const raw = address.get(spec.param)?.split(',') ?? [];
    // The selects match values by type: an enum's own values, or related ids as numbers.
    const values = raw.map((v) => (spec.values ? spec.values.find((option) => String(option) === v) : Number(v))).filter((v) => v !== undefined && v !== '' && !Number.isNaN(v));
    return values.length ? [{ field: spec.param, operator: 'in' as const, value: values }] : [];
  });
}
