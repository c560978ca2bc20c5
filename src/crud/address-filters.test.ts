import { describe, expect, it } from 'vitest';
import { filtersFromAddress, shortFilterParams, typedFilters } from './address-filters';
import type { FilterSpec } from './schema-to-columns';

const status: FilterSpec = {
  field: 'status',
  param: 'statuses',
  values: [1, 2, 3],
  labelKey: 'players.fields.status.label',
  optionsKey: 'enums.player_status',
};
const branch: FilterSpec = {
  field: 'branch_id',
  param: 'branchIds',
  ref: 'branches',
  labelKey: 'players.fields.branch_id.label',
  optionsKey: '',
};

describe("a list's filters in its address", () => {
  it('types the values the address gives back as strings, as the selects hold them', () => {
    const fromAddress = [
      { field: 'statuses', operator: 'in' as const, value: ['2', '9'] },
      { field: 'branchIds', operator: 'in' as const, value: ['3', 'x'] },
      { field: 'q', operator: 'contains' as const, value: 'Hằng' },
    ];
    expect(typedFilters(fromAddress, [status, branch])).toEqual([
      { field: 'statuses', operator: 'in', value: [2] },
      { field: 'branchIds', operator: 'in', value: [3] },
      { field: 'q', operator: 'contains', value: 'Hằng' },
    ]);
  });

  it('opens on a short filter parameter, which then names itself for removal', () => {
    const address = new URLSearchParams('branchIds=3,4&statuses=1&currentPage=2');
    expect(filtersFromAddress([status, branch], address)).toEqual([
      { field: 'statuses', operator: 'in', value: [1] },
      { field: 'branchIds', operator: 'in', value: [3, 4] },
    ]);
    expect(shortFilterParams([status, branch], address)).toEqual(['statuses', 'branchIds']);
  });

  it('keeps a filter\'s group (the revenues\' "unpaid") beside its values', () => {
    const payment: FilterSpec = {
      ...status,
      param: 'transactionStatuses',
      groups: ['unpaid'],
      groupsKey: 'revenues.fields.transaction_status.filterGroups',
    };
    expect(typedFilters([{ field: 'transactionStatuses', operator: 'in', value: ['unpaid', '1', 'other'] }], [payment])).toEqual([
      { field: 'transactionStatuses', operator: 'in', value: ['unpaid', 1] },
    ]);
    expect(filtersFromAddress([payment], new URLSearchParams('transactionStatuses=unpaid'))).toEqual([
      { field: 'transactionStatuses', operator: 'in', value: ['unpaid'] },
    ]);
  });
});
