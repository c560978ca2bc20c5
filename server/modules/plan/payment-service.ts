/**
 * Plan orders (spec §7 `POST /api-public/payments`, `.../create-payment-active-academy`):
 * checked and priced here from the package's fees, never from the client, and
 * stored as a payment with its invoice. The gateway's outcome is applied by
 * payment-outcome.ts.
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import { packageName } from '../../../domain/package-name';
import type { RequestContext } from '../../core/context';
import { ApiError, forbidden, notFound } from '../../core/errors';
import {
  ADMIN_ONLY_CHOICES,
  isOfferedDuration,
  type DurationUnit,
  type PaymentAction,
  type PlanChoice,
  type PlanOrder,
} from '../../../domain/plan-options';
import { usableCoupon, type CouponRow } from './coupon-service';
import { invoiceStatusOn } from './invoice-status';
import { academyToday } from '../../core/academy-clock';
import { priceOrder, type PackageFees, type Price } from './plan-price';
import type { PaymentStatus, PlanPayment, Quote } from '../../../domain/subscription';

/** Days an invoice may stay unpaid before it is overdue. */
export const INVOICE_DAYS = 7;

interface PackageRow extends PackageFees {
  id: number;
  code: string;
  name: string;
  is_trial: boolean;
  limit_players: number | null;
}

function refuse(ctx: RequestContext, field: string, code: string): never {
  const message = ctx.t(`plan.errors.${code}`);
  throw new ApiError(422, code, message, [{ field, message }]);
}

async function packageForSale(ctx: RequestContext, id: number): Promise<PackageRow> {
  const row = (await ctx.db.selectFrom('packages').selectAll().where('id', '=', id).executeTakeFirst()) as PackageRow | undefined;
  if (!row) refuse(ctx, 'package_id', 'PACKAGE_NOT_FOUND');
  if (row.is_trial) refuse(ctx, 'package_id', 'TRIAL_NOT_FOR_SALE');
  return row;
}

/** The package the academy is on (lapsed or not). */
async function currentPackage(ctx: RequestContext): Promise<{ id: number; is_trial: boolean }> {
  const row = await ctx.db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select(['p.id', 'p.is_trial'])
    .where('a.id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
  return { id: row.id, is_trial: Boolean(row.is_trial) };
}

/**
 * A setup is paid once per academy, never again at a renewal or an upgrade. The Hub is
 * set up once the academy has run on a paid plan (it is on one, lapsed or not) or a
 * successful payment charged its setup; the mobile app once a successful payment did.
 */
async function setupDone(ctx: RequestContext, current: { is_trial: boolean }): Promise<{ hub: boolean; mobile: boolean }> {
  const charged = (feeType: string) => sql<boolean>`exists (
    select 1 from payments where academy_id = ${ctx.academy.id} and status = 'SUCCESS'
    and breakdown @> ${JSON.stringify([{ fee_type: feeType }])}::jsonb)`;
  const row = await ctx.db
    .selectNoFrom([charged('INSTALLATION_HUB_FEE').as('hub'), charged('INSTALLATION_MOBILE_FEE').as('mobile')])
    .executeTakeFirstOrThrow();
  return { hub: !current.is_trial || Boolean(row.hub), mobile: Boolean(row.mobile) };
}

/** Players who count against the package's limit: active and not deleted. */
export async function activePlayers(ctx: RequestContext): Promise<number> {
  const row = await ctx.db
    .selectFrom('players')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('academy_id', '=', ctx.academy.id)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The order checked against the caller, the academy and the price rules, and priced. */
export async function quotePlan(ctx: RequestContext, order: PlanOrder): Promise<Quote & { coupon_id: number | null }> {
  if (ctx.user.role !== 'admin' && ADMIN_ONLY_CHOICES.includes(order.plan_choice)) {
    throw forbidden(ctx.t('plan.errors.ADMIN_ONLY_CHOICE'), 'ADMIN_ONLY_CHOICE');
  }
  const duration = { duration: order.duration, duration_unit: order.duration_unit };
  if (!isOfferedDuration(duration)) refuse(ctx, 'duration', 'DURATION_NOT_OFFERED');
  const plan = await packageForSale(ctx, order.package_id);
  const current = await currentPackage(ctx);
  const changing = plan.id !== current.id;
  // Taking the same package again renews it, or, once lapsed, continues the service.
  const action: PaymentAction = changing ? 'UPGRADE' : ctx.academy.lapsed ? 'CONTINUE_PAYMENT' : 'RENEWAL';
  if (order.action && order.action !== action) refuse(ctx, 'action', 'ACTION_MISMATCH');
  if (order.plan_choice === 'EXTRA_FEE' && changing) refuse(ctx, 'plan_choice', 'EXTRA_FEE_CURRENT_ONLY');
  const coupon: CouponRow | null = order.coupon_code?.trim() ? await usableCoupon(ctx, order.coupon_code, 'coupon_code', 422) : null;
  const players = plan.limit_players === null ? 0 : Math.max(0, (await activePlayers(ctx)) - plan.limit_players);
  const price = priceOrder({
    fees: plan,
    choice: order.plan_choice,
    duration,
    setupDone: await setupDone(ctx, current),
    playersOverLimit: players,
    coupon,
  });
  if (typeof price === 'string') refuse(ctx, price === 'YEARLY_NEEDS_YEARS' ? 'duration' : 'plan_choice', price);
  return {
    package: { id: plan.id, code: plan.code, name: packageName(ctx.t, plan) },
    action,
    plan_choice: order.plan_choice,
    ...duration,
    coupon: coupon && { code: coupon.code, percent: coupon.percent, amount: coupon.amount },
    coupon_id: coupon?.id ?? null,
    ...price,
  };
}

/** The quote for the public answer, without our row ids. */
export async function previewPlan(ctx: RequestContext, order: PlanOrder): Promise<Quote> {
  const { coupon_id: _, ...quote } = await quotePlan(ctx, order);
  return quote;
}

export async function createPayment(ctx: RequestContext, order: PlanOrder) {
  const quote = await quotePlan(ctx, order);
  const today = academyToday(ctx.academy.timeZone);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const payment = await trx
      .insertInto('payments')
      .values({
        academy_id: ctx.academy.id,
        package_id: quote.package.id,
        action: quote.action,
        plan_choice: quote.plan_choice,
        duration: quote.duration,
        duration_unit: quote.duration_unit,
        breakdown: JSON.stringify(quote.lines),
        subtotal: quote.subtotal,
        discount: quote.discount,
        amount: quote.total,
        coupon_id: quote.coupon_id,
        coupon_code: quote.coupon?.code ?? null,
        created_by: ctx.user.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const paymentId = payment.id;
    await trx
      .insertInto('invoices')
      .values({
        academy_id: ctx.academy.id,
        payment_id: paymentId,
        number: sql`'INV-' || ${today.slice(0, 4)} || '-' || lpad(${String(paymentId)}, 6, '0')`,
        amount: quote.total,
        due_date: sql`${today}::date + ${INVOICE_DAYS}::int`,
      })
      .execute();
    return paymentId;
  });
  return paymentById(ctx, id);
}

/**
 * The blocking screens' way back in (spec §4): a payment on the lapsed academy's
 * own package that continues its service. A lapsed trial has nothing to continue:
 * it buys a package through `createPayment`.
 */
export async function createActivationPayment(
  ctx: RequestContext,
  order: Omit<PlanOrder, 'package_id' | 'action' | 'plan_choice'> & { plan_choice?: PlanChoice },
) {
  if (!ctx.academy.lapsed) throw new ApiError(409, 'ACADEMY_ACTIVE', ctx.t('plan.errors.ACADEMY_ACTIVE'));
  const current = await currentPackage(ctx);
  if (current.is_trial) refuse(ctx, 'package_id', 'TRIAL_NOT_FOR_SALE');
  return createPayment(ctx, { ...order, plan_choice: order.plan_choice ?? 'HUB', package_id: current.id, action: 'CONTINUE_PAYMENT' });
}

function paymentQuery(ctx: RequestContext) {
  return (
    ctx.db
      .selectFrom('payments as p')
      .innerJoin('packages as pk', 'pk.id', 'p.package_id')
      .innerJoin('invoices as i', (j) => j.onRef('i.payment_id', '=', 'p.id').onRef('i.academy_id', '=', 'p.academy_id'))
      .select([
        'p.id',
        'p.action',
        'p.plan_choice',
        'p.duration',
        'p.duration_unit',
        'p.breakdown',
        'p.subtotal',
        'p.discount',
        'p.amount',
        'p.coupon_code',
        'p.status',
        'p.payment_type',
        'p.gateway_reference',
        'p.period_start',
        'p.period_end',
        'p.paid_at',
        'p.create_date',
        'pk.id as package_id',
        'pk.code as package_code',
        'pk.name as package_name',
        'i.id as invoice_id',
        'i.number as invoice_number',
        'i.due_date',
        'i.paid_date',
        // An invoice unpaid past its due date reads OVER_DUE; a payment stays payable until it succeeds or its invoice is overdue.
        invoiceStatusOn(academyToday(ctx.academy.timeZone)).as('invoice_status'),
      ])
      // The column holds only the domain's statuses (written by this service and the gateway's return).
      .$narrowType<{ status: PaymentStatus }>()
      .where('p.academy_id', '=', ctx.academy.id)
  );
}

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

/** A payment as answered, but for its gateway address (which the route signs). */
export type PaymentView = Omit<PlanPayment, 'payment_url'>;

function toView(t: TFunction, r: PaymentRow): PaymentView {
  return {
    id: r.id,
    // The columns hold only the domain's values (written by this service from them).
    action: r.action as PaymentAction,
    plan_choice: r.plan_choice as PlanChoice,
    duration: r.duration,
    duration_unit: r.duration_unit as DurationUnit,
    package: { id: r.package_id, code: r.package_code, name: packageName(t, { code: r.package_code, name: r.package_name }) },
    breakdown: r.breakdown as Price['lines'],
    subtotal: r.subtotal,
    discount: r.discount,
    amount: r.amount,
    coupon_code: r.coupon_code,
    status: r.status,
    payment_type: r.payment_type,
    gateway_reference: r.gateway_reference,
    period_start: r.period_start,
    period_end: r.period_end,
    paid_at: r.paid_at,
    create_date: r.create_date,
    invoice: { id: r.invoice_id, number: r.invoice_number, status: r.invoice_status, due_date: r.due_date, paid_date: r.paid_date },
    payable: r.status !== 'SUCCESS' && r.invoice_status !== 'OVER_DUE',
  };
}

export async function paymentById(ctx: RequestContext, id: number): Promise<PaymentView> {
  const row = await paymentQuery(ctx).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ctx.t('errors.notFound'));
  return toView(ctx.t, row);
}

export async function myPayments(ctx: RequestContext, page: number, size: number) {
  const total = await ctx.db
    .selectFrom('payments')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('academy_id', '=', ctx.academy.id)
    .executeTakeFirstOrThrow();
  const rows = await paymentQuery(ctx)
    .orderBy('p.create_date', 'desc')
    .orderBy('p.id', 'desc')
    .limit(size)
    .offset(page * size)
    .execute();
  const totalElements = Number(total.n);
  return {
    page,
    size,
    total_elements: totalElements,
    total_pages: Math.ceil(totalElements / size),
    content: rows.map((row) => toView(ctx.t, row)),
  };
}

/** The payment a lapsed academy waits on (pending at the gateway), the newest if several; 404 when there is none to continue. */
export async function pendingPayment(ctx: RequestContext): Promise<PaymentView> {
  const row = await paymentQuery(ctx).where('p.status', '=', 'PENDING').orderBy('p.id', 'desc').limit(1).executeTakeFirst();
  const view = row && toView(ctx.t, row);
  if (!view?.payable) throw notFound(ctx.t('plan.errors.NOTHING_TO_CONTINUE'));
  return view;
}
