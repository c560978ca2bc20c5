import { describe, expect, it } from 'vitest';
import { baseAmount, totalAmount } from './payslip-amounts';

describe('payslip amounts', () => {
  it('pays a monthly salary whatever the sessions, a session rate per session taught', () => {
    expect(baseAmount('MONTHLY', 9_000_000, 0)).toBe(9_000_000);
    expect(baseAmount('MONTHLY', 9_000_000, 31)).toBe(9_000_000);
    expect(baseAmount('SESSION', 300_000, 0)).toBe(0);
    expect(baseAmount('SESSION', 300_000, 13)).toBe(3_900_000);
  });

  it('adds raises, takes deductions, and never goes below zero', () => {
    expect(totalAmount(3_900_000, 500_000, 200_000)).toBe(4_200_000);
    expect(totalAmount(1_000_000, 0, 1_500_000)).toBe(0);
  });
});
