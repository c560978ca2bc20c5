import { describe, expect, it } from 'vitest';
import { discountOf, priceOrder, type PackageFees, type PriceInput } from './plan-price';

const fees: PackageFees = {
  setup_hub_fee: 5_000_000,
  setup_mobile_fee: 15_000_000,
  maintain_fee: 1_000_000,
  maintain_fee_per_year: 10_000_000,
  out_size_user_fee: 2_000,
};
const order = (over: Partial<PriceInput>): PriceInput => ({
  fees,
  choice: 'HUB',
  duration: { duration: 1, duration_unit: 'YEAR' },
  setupDone: { hub: false, mobile: false },
  playersOverLimit: 0,
  ...over,
});

describe('priceOrder', () => {
  it('charges a setup once, then maintenance by the year for whole years and by the month for six months', () => {
    expect(priceOrder(order({}))).toMatchObject({
      lines: [
        { fee_type: 'INSTALLATION_HUB_FEE', quantity: 1, unit_amount: 5_000_000, amount: 5_000_000 },
        { fee_type: 'MAINTENANCE_FEE_YEAR', quantity: 1, unit_amount: 10_000_000, amount: 10_000_000 },
      ],
      subtotal: 15_000_000,
      discount: 0,
      total: 15_000_000,
      extends_months: 12,
    });
    expect(priceOrder(order({ setupDone: { hub: true, mobile: false }, duration: { duration: 6, duration_unit: 'MONTH' } }))).toMatchObject(
      {
        lines: [{ fee_type: 'MAINTENANCE_FEE', quantity: 6, amount: 6_000_000 }],
        total: 6_000_000,
        extends_months: 6,
      },
    );
  });

  it('adds the mobile app setup for Hub + Mobile unless it is done', () => {
    expect(priceOrder(order({ choice: 'HUB_MOBILE', duration: { duration: 3, duration_unit: 'YEAR' } }))).toMatchObject({
      total: 5_000_000 + 15_000_000 + 30_000_000,
      extends_months: 36,
    });
    expect(priceOrder(order({ choice: 'HUB_MOBILE', setupDone: { hub: true, mobile: true } }))).toMatchObject({ total: 10_000_000 });
  });

  it('prices the maintenance choices without setups, yearly only by whole years', () => {
    expect(priceOrder(order({ choice: 'MAINTAIN_MONTHLY', duration: { duration: 2, duration_unit: 'YEAR' } }))).toMatchObject({
      lines: [{ fee_type: 'MAINTENANCE_FEE', quantity: 24, amount: 24_000_000 }],
      total: 24_000_000,
    });
    expect(priceOrder(order({ choice: 'MAINTAIN_YEARLY', duration: { duration: 2, duration_unit: 'YEAR' } }))).toMatchObject({
      total: 20_000_000,
    });
    expect(priceOrder(order({ choice: 'MAINTAIN_YEARLY', duration: { duration: 6, duration_unit: 'MONTH' } }))).toBe('YEARLY_NEEDS_YEARS');
  });

  it('charges the extra fee per player over the limit per month, without moving the expiry', () => {
    expect(
      priceOrder(order({ choice: 'EXTRA_FEE', playersOverLimit: 25, duration: { duration: 6, duration_unit: 'MONTH' } })),
    ).toMatchObject({
      lines: [{ fee_type: 'OUTSIZE_FEE', quantity: 6, players: 25, unit_amount: 2_000, amount: 300_000 }],
      total: 300_000,
      extends_months: 0,
    });
    expect(priceOrder(order({ choice: 'EXTRA_FEE', playersOverLimit: 0 }))).toBe('NO_PLAYERS_OVER_LIMIT');
  });

  it('takes a coupon off the subtotal', () => {
    expect(priceOrder(order({ coupon: { code: 'TEN', percent: 10, amount: null } }))).toMatchObject({
      subtotal: 15_000_000,
      discount: 1_500_000,
      total: 13_500_000,
    });
    expect(priceOrder(order({ coupon: { code: 'K500', percent: null, amount: 500_000 } }))).toMatchObject({
      discount: 500_000,
      total: 14_500_000,
    });
  });
});

describe('discountOf', () => {
  it('rounds a percent to the đồng and never takes more than the subtotal', () => {
    expect(discountOf(1_234_567, { code: 'X', percent: 3, amount: null })).toBe(37_037);
    expect(discountOf(300_000, { code: 'X', percent: null, amount: 500_000 })).toBe(300_000);
    expect(discountOf(300_000, null)).toBe(0);
  });
});
