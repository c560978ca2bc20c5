/**
 * What a plan order costs (spec §3 plan choices, fee types; §9 durations), as a
 * breakdown by fee type. Pure: the payment service feeds it the package's fees,
 * what the academy already set up and its players over the limit, and stores the
 * answer with the payment. The client never sends a price.
 */
import { monthsBought, monthsOf, type Duration, type PlanChoice } from '../../../domain/plan-options';

export interface PackageFees {
  setup_hub_fee: number;
  setup_mobile_fee: number;
  /** Monthly maintenance. */
  maintain_fee: number;
  maintain_fee_per_year: number;
  /** Per player over the package's limit, per month. */
  out_size_user_fee: number;
}

export type FeeType = 'INSTALLATION_HUB_FEE' | 'INSTALLATION_MOBILE_FEE' | 'MAINTENANCE_FEE' | 'MAINTENANCE_FEE_YEAR' | 'OUTSIZE_FEE';

export interface PriceLine {
  fee_type: FeeType;
  /** Times the unit amount is charged: 1 for a setup, months or years of maintenance, months of extra players. */
  quantity: number;
  unit_amount: number;
  /** Only on OUTSIZE_FEE: the players over the limit, each charged for `quantity` months. */
  players?: number;
  amount: number;
}

export interface CouponTerms {
  code: string;
  percent: number | null;
  amount: number | null;
}

export interface PriceInput {
  fees: PackageFees;
  choice: PlanChoice;
  duration: Duration;
  /** Setups are paid once per academy: a setup already paid is not charged again. */
  setupDone: { hub: boolean; mobile: boolean };
  playersOverLimit: number;
  coupon?: CouponTerms | null;
}

export interface Price {
  lines: PriceLine[];
  subtotal: number;
  discount: number;
  total: number;
  /** How far a successful payment moves the academy's expiry (the extra fee moves it not at all). */
  extends_months: number;
}

/** Orders the price rules refuse: yearly maintenance by whole years only; an extra fee needs players over the limit. */
export type PriceProblem = 'YEARLY_NEEDS_YEARS' | 'NO_PLAYERS_OVER_LIMIT';

const line = (fee_type: FeeType, quantity: number, unit_amount: number, players?: number): PriceLine => ({
  fee_type,
  quantity,
  unit_amount,
  ...(players !== undefined && { players }),
  amount: quantity * unit_amount * (players ?? 1),
});

/** Maintenance for the duration: by the year when it is whole years, else by the month. */
function maintenance(fees: PackageFees, d: Duration): PriceLine {
  return d.duration_unit === 'YEAR'
    ? line('MAINTENANCE_FEE_YEAR', d.duration, fees.maintain_fee_per_year)
    : line('MAINTENANCE_FEE', d.duration, fees.maintain_fee);
}

function linesFor(input: PriceInput): PriceLine[] | PriceProblem {
  const { fees, duration, setupDone } = input;
  const months = monthsOf(duration);
  switch (input.choice) {
    case 'HUB':
    case 'HUB_MOBILE': {
      const lines: PriceLine[] = [];
      if (!setupDone.hub && fees.setup_hub_fee > 0) lines.push(line('INSTALLATION_HUB_FEE', 1, fees.setup_hub_fee));
      if (input.choice === 'HUB_MOBILE' && !setupDone.mobile && fees.setup_mobile_fee > 0)
        lines.push(line('INSTALLATION_MOBILE_FEE', 1, fees.setup_mobile_fee));
      lines.push(maintenance(fees, duration));
      return lines;
    }
    case 'MAINTAIN_MONTHLY':
      return [line('MAINTENANCE_FEE', months, fees.maintain_fee)];
    case 'MAINTAIN_YEARLY':
      return duration.duration_unit === 'YEAR'
        ? [line('MAINTENANCE_FEE_YEAR', duration.duration, fees.maintain_fee_per_year)]
        : 'YEARLY_NEEDS_YEARS';
    case 'EXTRA_FEE':
      return input.playersOverLimit > 0
        ? [line('OUTSIZE_FEE', months, fees.out_size_user_fee, input.playersOverLimit)]
        : 'NO_PLAYERS_OVER_LIMIT';
  }
}

/** A percent coupon takes that share (rounded to the đồng), an amount coupon at most the subtotal. */
export function discountOf(subtotal: number, coupon: CouponTerms | null | undefined): number {
  if (!coupon) return 0;
  if (coupon.percent !== null) return Math.round((subtotal * coupon.percent) / 100);
  return Math.min(coupon.amount ?? 0, subtotal);
}

export function priceOrder(input: PriceInput): Price | PriceProblem {
  const lines = linesFor(input);
  if (typeof lines === 'string') return lines;
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  const discount = discountOf(subtotal, input.coupon);
  return {
    lines,
    subtotal,
    discount,
    total: subtotal - discount,
    extends_months: monthsBought(input.choice, input.duration),
  };
}
