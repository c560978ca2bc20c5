/** The subscription service's answers (spec §7 `/api-public/...`) as the plan pages read them. */
import { useCustom } from '@refinedev/core';
import type { Feature } from '../../../resources.config';
import type { Duration, PlanChoice } from '../../../domain/plan-options';
import type { PriceLineLike } from '../../../domain/price-lines';
import { subscriptionUrl } from '../../http/subscription-url';

export { subscriptionUrl };

export interface PlanPackage {
  id: number;
  code: string;
  name: string;
  is_trial: boolean;
  features: Feature[];
  limit_players: number | null;
  setup_hub_fee: number;
  setup_mobile_fee: number;
  maintain_fee: number;
  showing_maintain_fee: number;
  maintain_fee_per_year: number;
  showing_maintain_fee_per_year: number;
  out_size_user_fee: number;
}

export interface Subscription {
  id: number;
  name: string;
  expired_on: string | null;
  days_left: number | null;
  package: PlanPackage;
  usage: { players_used: number; players_limit: number | null };
  lapsed: { code: string; reason: 'TRIAL_ACADEMY_EXPIRED' | 'ACADEMY_EXPIRED' | 'ACADEMY_PENDING_PAYMENT' } | null;
  payment_url: string | null;
}

/** The blocking screen (i18n `blocked.<kind>`) of each lapsed reason. */
export const BLOCK_KINDS = {
  TRIAL_ACADEMY_EXPIRED: 'trialExpired',
  ACADEMY_EXPIRED: 'expired',
  ACADEMY_PENDING_PAYMENT: 'pendingPayment',
} as const;

export type PaymentAction = 'UPGRADE' | 'RENEWAL' | 'CONTINUE_PAYMENT';

export interface Quote extends Duration {
  package: { id: number; code: string; name: string };
  action: PaymentAction;
  plan_choice: PlanChoice;
  coupon: { code: string; percent: number | null; amount: number | null } | null;
  lines: PriceLineLike[];
  subtotal: number;
  discount: number;
  total: number;
  extends_months: number;
}

export interface Payment extends Duration {
  id: number;
  action: PaymentAction;
  plan_choice: PlanChoice;
  package: { id: number; code: string; name: string };
  breakdown: PriceLineLike[];
  subtotal: number;
  discount: number;
  amount: number;
  coupon_code: string | null;
  status: 'NEW' | 'PENDING' | 'SUCCESS' | 'FAIL' | 'CANCEL';
  payment_type: number | null;
  period_start: string | null;
  period_end: string | null;
  paid_at: string | null;
  create_date: string;
  invoice: { id: number; number: string; status: string; due_date: string; paid_date: string | null };
  payable: boolean;
  payment_url: string | null;
}

export interface Invoice {
  id: number;
  number: string;
  amount: number;
  due_date: string;
  paid_date: string | null;
  create_date: string;
  status: 'NEW' | 'PAID' | 'OVER_DUE';
  payment_id: number;
  plan_choice: PlanChoice;
  package_name: string;
}

export interface Page<T> {
  page: number;
  size: number;
  total_elements: number;
  content: T[];
}

export interface Coupon {
  code: string;
  percent: number | null;
  amount: number | null;
  valid_until: string | null;
}

/** The academy's plan, answered even while lapsed. */
export function useSubscription() {
  // Spec §8: the platform's my-academy call shows no toast; the plan page says itself when it could not load.
  const { query, result } = useCustom<Subscription>({
    url: subscriptionUrl('academies/my-academy'),
    method: 'get',
    errorNotification: false,
  });
  return { subscription: query.isSuccess ? result.data : undefined, query };
}

export function usePackages() {
  const { query, result } = useCustom<PlanPackage[]>({
    url: subscriptionUrl('packages'),
    method: 'get',
    queryOptions: { staleTime: Infinity },
  });
  return { packages: query.isSuccess ? result.data : undefined, query };
}
