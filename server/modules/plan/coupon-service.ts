/**
 * Platform coupons (spec §7 `/api-public/coupons`): a code takes a percent or an
 * amount off a plan order until it expires or its uses run out. A use counts
 * when a payment with it succeeds.
 */
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import type { CouponTerms } from './plan-price';

export type CouponState = 'ACTIVE' | 'EXPIRED' | 'USED_UP';

export interface CouponRow {
  id: number;
  code: string;
  description: string | null;
  percent: number | null;
  amount: number | null;
  valid_until: string | null;
  max_uses: number | null;
  used_count: number;
}

export function couponState(c: CouponRow, now = new Date()): CouponState {
  if (c.valid_until && new Date(c.valid_until) <= now) return 'EXPIRED';
  if (c.max_uses !== null && c.used_count >= c.max_uses) return 'USED_UP';
  return 'ACTIVE';
}

/** Codes are kept upper case; what a user types is trimmed and compared the same way. */
export const normaliseCode = (code: string) => code.trim().toUpperCase();

const view = (c: CouponRow) => ({
  code: c.code,
  description: c.description,
  percent: c.percent,
  amount: c.amount,
  valid_until: c.valid_until,
  max_uses: c.max_uses,
  used_count: c.used_count,
  remaining: c.max_uses === null ? null : Math.max(0, c.max_uses - c.used_count),
  state: couponState(c),
});

async function findCoupon(ctx: RequestContext, code: string): Promise<CouponRow | undefined> {
  return await ctx.db.selectFrom('coupons').selectAll().where('code', '=', normaliseCode(code)).executeTakeFirst();
}

/**
 * The coupon a plan order may use, or the reason it may not: unknown (404 when
 * the code itself is looked up, 422 as a field of an order), expired or used up (422).
 */
export async function usableCoupon(
  ctx: RequestContext,
  code: string,
  field: string,
  unknownStatus: 404 | 422,
): Promise<CouponRow & CouponTerms> {
  const coupon = await findCoupon(ctx, code);
  if (!coupon) {
    const message = ctx.t('plan.errors.COUPON_NOT_FOUND');
    throw new ApiError(unknownStatus, 'COUPON_NOT_FOUND', message, [{ field, message }]);
  }
  const state = couponState(coupon);
  if (state !== 'ACTIVE') {
    const code = state === 'EXPIRED' ? 'COUPON_EXPIRED' : 'COUPON_USED_UP';
    const message = ctx.t(`plan.errors.${code}`);
    throw new ApiError(422, code, message, [{ field, message }]);
  }
  return coupon;
}

export async function checkCoupon(ctx: RequestContext, code: string) {
  return view(await usableCoupon(ctx, code, 'code', 404));
}

export async function listCoupons(ctx: RequestContext) {
  const rows = (await ctx.db.selectFrom('coupons').selectAll().orderBy('id').execute()) as CouponRow[];
  return rows.map(view);
}
