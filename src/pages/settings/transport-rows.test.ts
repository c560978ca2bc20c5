import { describe, expect, it } from 'vitest';
import { rowsMissingAmount, toSaved, transportRows } from './transport-rows';

const branches = [
  { id: 1, name: 'Cầu Giấy' },
  { id: 2, name: 'Thanh Xuân' },
];

describe('transport mode rows', () => {
  it('are one per branch, the saved setting or transport off', () => {
    const saved = [
      { branch_id: 2, is_enable: true, fee_type: 2 as const, amount: 300_000 },
      { branch_id: 9, is_enable: true, fee_type: 0 as const, amount: 0 },
    ];
    expect(transportRows(branches, saved)).toEqual([
      { branch_id: 1, is_enable: false, fee_type: 0, amount: 0 },
      { branch_id: 2, is_enable: true, fee_type: 2, amount: 300_000 },
    ]);
  });

  it('need an amount when a paid mode is on', () => {
    const rows = [
      { branch_id: 1, is_enable: true, fee_type: 1 as const, amount: 0 },
      { branch_id: 2, is_enable: false, fee_type: 2 as const, amount: 0 },
      { branch_id: 3, is_enable: true, fee_type: 0 as const, amount: 0 },
    ];
    expect(rowsMissingAmount(rows)).toEqual([0]);
  });

  it('save a free row without an amount', () => {
    expect(toSaved([{ branch_id: 1, is_enable: true, fee_type: 0, amount: 50_000 }])[0].amount).toBe(0);
  });
});
