import { describe, expect, it } from 'vitest';
import { lineLabel, linesValue, toLines } from './order-lines';

describe('order lines', () => {
  it('keeps only lines from a stored value', () => {
    expect(toLines(null)).toEqual([]);
    expect(toLines([{ product_id: 1, quantity: 2 }, null, 'x', { quantity: 1 }])).toEqual([
      { product_id: 1, quantity: 2 },
      { quantity: 1 },
    ]);
  });

  it('reads as the name the product was sold under, times the quantity', () => {
    expect(lineLabel({ product_id: 4, quantity: 2, product_name: 'Giày đinh TF' })).toBe('Giày đinh TF × 2');
    expect(lineLabel({ product_id: 4, quantity: 1 })).toBe('#4 × 1');
  });

  it('costs the chosen products at the prices known, skipping lines without a product', () => {
    const prices: Record<number, number> = { 1: 150000, 2: 200000 };
    const lines = [{ product_id: 1, quantity: 2 }, { product_id: 2, quantity: 3 }, { quantity: 1 }, { product_id: 9, quantity: 1 }];
    expect(linesValue(lines, (id) => prices[id])).toBe(900000);
  });
});
