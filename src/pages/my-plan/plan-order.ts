/**
 * A plan order between the packages page and the payment page: carried in the
 * address (so the payment page stands alone), and the call that pays it — a
 * lapsed academy continuing its own package goes through the blocking screens'
 * `create-payment-active-academy`, anything else through `POST /payments`.
 */
import { isOfferedDuration, PLAN_CHOICES, type DurationUnit, type PlanChoice, type PlanOrder } from '../../../domain/plan-options';

export type { PlanOrder };

export function orderToSearch(order: PlanOrder): string {
  const params = new URLSearchParams({
    package: String(order.package_id),
    choice: order.plan_choice,
    duration: String(order.duration),
    unit: order.duration_unit,
  });
  if (order.coupon_code) params.set('coupon', order.coupon_code);
  return params.toString();
}

/** The order an address describes, or null when it describes none (or a malformed one). */
export function orderFromSearch(params: URLSearchParams): PlanOrder | null {
  const packageId = Number(params.get('package'));
  const choice = params.get('choice') as PlanChoice;
  const duration = { duration: Number(params.get('duration')), duration_unit: params.get('unit') as DurationUnit };
  if (!Number.isInteger(packageId) || packageId <= 0 || !PLAN_CHOICES.includes(choice) || !isOfferedDuration(duration)) return null;
  const coupon = params.get('coupon')?.trim();
  return { package_id: packageId, plan_choice: choice, ...duration, ...(coupon ? { coupon_code: coupon } : {}) };
}

export const CONTINUE_PATH = 'payments/create-payment-active-academy';

export function paymentRequest(order: PlanOrder, academy: { lapsed: unknown; package: { id: number } }): { path: string; values: object } {
  if (academy.lapsed && order.package_id === academy.package.id) {
    const { package_id: _, ...rest } = order;
    return { path: CONTINUE_PATH, values: rest };
  }
  return { path: 'payments', values: order };
}
