/**
 * The plan order's vocabulary, shared by the server (which prices and checks an
 * order) and the app (which offers it): spec §3 plan choices, §6 the admin-only
 * ones, §9 the durations.
 */
import type { Role } from '../resources.config';

export const PLAN_CHOICES = ['HUB', 'HUB_MOBILE', 'MAINTAIN_MONTHLY', 'MAINTAIN_YEARLY', 'EXTRA_FEE'] as const;
export type PlanChoice = (typeof PLAN_CHOICES)[number];

/** Spec §6: monthly and yearly maintenance and the extra fee are for the academy's admin only. */
export const ADMIN_ONLY_CHOICES: readonly PlanChoice[] = ['MAINTAIN_MONTHLY', 'MAINTAIN_YEARLY', 'EXTRA_FEE'];

export const choicesFor = (role: Role): PlanChoice[] => PLAN_CHOICES.filter((c) => role === 'admin' || !ADMIN_ONLY_CHOICES.includes(c));

export type DurationUnit = 'MONTH' | 'YEAR';
export interface Duration {
  duration: number;
  duration_unit: DurationUnit;
}

/** Spec §9: 6 months, 1, 2 or 3 years. */
export const DURATIONS: readonly Duration[] = [
  { duration: 6, duration_unit: 'MONTH' },
  { duration: 1, duration_unit: 'YEAR' },
  { duration: 2, duration_unit: 'YEAR' },
  { duration: 3, duration_unit: 'YEAR' },
];

export const isOfferedDuration = (d: Duration) => DURATIONS.some((o) => o.duration === d.duration && o.duration_unit === d.duration_unit);

export const monthsOf = (d: Duration) => (d.duration_unit === 'YEAR' ? d.duration * 12 : d.duration);

/** How far a successful payment moves the academy's expiry: the extra fee pays for players, not time. */
export const monthsBought = (choice: PlanChoice, d: Duration) => (choice === 'EXTRA_FEE' ? 0 : monthsOf(d));

/** What an order does to the academy's plan. */
export type PaymentAction = 'UPGRADE' | 'RENEWAL' | 'CONTINUE_PAYMENT';

/** A plan order as the packages page makes it and `POST /api-public/payments` takes it. */
export interface PlanOrder {
  package_id: number;
  plan_choice: PlanChoice;
  duration: number;
  duration_unit: DurationUnit;
  coupon_code?: string;
  /** Optional: the server works the action out; one that disagrees is refused. */
  action?: PaymentAction;
}
