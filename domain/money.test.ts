import { describe, expect, it } from 'vitest';
import { formatCompact, formatMoney, formatNumber, parseAmount } from './money';

describe('formatMoney', () => {
  it('groups with dots and adds đ', () => {
    expect(formatMoney(1234567)).toBe('1.234.567 đ');
    expect(formatMoney(0)).toBe('0 đ');
    expect(formatMoney(999)).toBe('999 đ');
    expect(formatNumber(1000)).toBe('1.000');
  });
});

describe('formatCompact', () => {
  it('uses K, M, B with 2 decimals', () => {
    expect(formatCompact(2500)).toBe('2.50K');
    expect(formatCompact(1234567)).toBe('1.23M');
    expect(formatCompact(7_000_000_000)).toBe('7.00B');
    expect(formatCompact(-1500)).toBe('-1.50K');
  });
  it('moves to the next unit when the amount rounds to a thousand of the smaller one', () => {
    expect(formatCompact(999_999)).toBe('1.00M');
    expect(formatCompact(999_995)).toBe('1.00M');
    expect(formatCompact(994_999)).toBe('995.00K');
    expect(formatCompact(999_999_999)).toBe('1.00B');
    expect(formatCompact(-999_999)).toBe('-1.00M');
    expect(formatCompact(1000)).toBe('1.00K');
  });
  it('leaves amounts under a thousand as they are', () => {
    expect(formatCompact(999)).toBe('999');
  });
});

describe('parseAmount', () => {
  it('strips dots, commas and spaces', () => {
    expect(parseAmount('1.234.567')).toBe(1234567);
    expect(parseAmount('1,234 567')).toBe(1234567);
  });
  it('keeps at most 12 characters', () => {
    expect(parseAmount('1234567890123456')).toBe(123456789012);
  });
  it('clamps to min and max', () => {
    expect(parseAmount('500', { min: 1000 })).toBe(1000);
    expect(parseAmount('5000', { max: 1000 })).toBe(1000);
  });
  it('allows a minus sign only when the minimum is negative', () => {
    expect(parseAmount('-5', { min: -99 })).toBe(-5);
    expect(parseAmount('-5', { min: 0 })).toBe(5);
  });
  it('reads empty input as no value', () => {
    expect(parseAmount('')).toBeUndefined();
    expect(parseAmount(' . ')).toBeUndefined();
  });
});
