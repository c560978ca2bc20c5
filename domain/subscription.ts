/**
 * The subscription service's answers (spec §7 `/api-public/...`): the plans on offer,
 * the academy's subscription, a priced plan order, its payments, invoices and coupons,
 * and the gateway's outcome. server/modules/plan answers with these schemas and the
 * plan pages read their types.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { FEATURES } from '../resources.config';
import { PLAN_CHOICES } from './plan-options';

const id = { type: 'integer' } as const;
const money = { type: 'integer', description: 'VND' } as const;
const text = { type: 'string' } as const;
const maybeText = { type: ['string', 'null'] } as const;
const instant = { type: 'string', format: 'date-time' } as const;
const maybeInstant = { type: ['string', 'null'], format: 'date-time' } as const;

export const PAYMENT_ACTIONS = ['UPGRADE', 'RENEWAL', 'CONTINUE_PAYMENT'] as const;
export const PAYMENT_STATUSES = ['NEW', 'PENDING', 'SUCCESS', 'FAIL', 'CANCEL'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const INVOICE_STATUSES = ['NEW', 'PAID', 'OVER_DUE'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const FEE_TYPES = [
  'INSTALLATION_HUB_FEE',
  'INSTALLATION_MOBILE_FEE',
  'MAINTENANCE_FEE',
  'MAINTENANCE_FEE_YEAR',
  'OUTSIZE_FEE',
] as const;
/** Spec §4: why an academy may not work, each with its blocking code. */
export const LAPSED_REASONS = ['TRIAL_ACADEMY_EXPIRED', 'ACADEMY_EXPIRED', 'ACADEMY_PENDING_PAYMENT'] as const;
export type LapsedReason = (typeof LAPSED_REASONS)[number];

const duration = { duration: { type: 'integer', minimum: 1 }, duration_unit: { enum: ['MONTH', 'YEAR'] } } as const;
const packageRef = {
  type: 'object',
  properties: { id, code: text, name: text },
  required: ['id', 'code', 'name'],
  additionalProperties: false,
} as const;

/** A package (plan) with its fees and package features. */
export const planPackageSchema = {
  type: 'object',
  properties: {
    id,
    code: text,
    name: { type: 'string', description: "In the reader's language" },
    is_trial: { type: 'boolean' },
    features: { type: 'array', items: { enum: FEATURES } },
    limit_players: { type: ['integer', 'null'], description: 'Active players the package includes; null for no limit' },
    setup_hub_fee: money,
    setup_mobile_fee: money,
    maintain_fee: { ...money, description: 'Monthly maintenance, VND' },
    showing_maintain_fee: { ...money, description: 'The monthly price shown struck through, VND' },
    maintain_fee_per_year: money,
    showing_maintain_fee_per_year: money,
    out_size_user_fee: { ...money, description: 'Per player over the limit, per month, VND' },
  },
  required: [
    'id',
    'code',
    'name',
    'is_trial',
    'features',
    'limit_players',
    'setup_hub_fee',
    'setup_mobile_fee',
    'maintain_fee',
    'showing_maintain_fee',
    'maintain_fee_per_year',
    'showing_maintain_fee_per_year',
    'out_size_user_fee',
  ],
  additionalProperties: false,
} as const;

export const planPackagesSchema = { type: 'array', items: planPackageSchema } as const;

/** The academy's plan, answered even while lapsed. */
export const subscriptionSchema = {
  type: 'object',
  properties: {
    id,
    code: text,
    name: text,
    domain: maybeText,
    expired_on: maybeInstant,
    days_left: { type: ['integer', 'null'], minimum: 0 },
    package: planPackageSchema,
    usage: {
      type: 'object',
      properties: { players_used: { type: 'integer' }, players_limit: { type: ['integer', 'null'] } },
      required: ['players_used', 'players_limit'],
      additionalProperties: false,
    },
    lapsed: {
      anyOf: [
        {
          type: 'object',
          properties: { code: { type: 'string', description: 'The spec §4 blocking code' }, reason: { enum: LAPSED_REASONS } },
          required: ['code', 'reason'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
      description: 'Null while the academy works',
    },
    payment_status: { enum: ['NONE', 'PENDING'] },
    payment_url: { ...maybeText, description: 'The gateway address of the payment a lapsed academy waits on' },
  },
  required: ['id', 'code', 'name', 'domain', 'expired_on', 'days_left', 'package', 'usage', 'lapsed', 'payment_status', 'payment_url'],
  additionalProperties: false,
} as const;

/** One priced line of an order: a fee type and how it was counted. */
export const priceLineSchema = {
  type: 'object',
  properties: {
    fee_type: { enum: FEE_TYPES },
    quantity: { type: 'integer', description: 'Times the unit amount is charged' },
    unit_amount: money,
    players: { type: 'integer', description: 'Only on OUTSIZE_FEE: the players over the limit' },
    amount: money,
  },
  required: ['fee_type', 'quantity', 'unit_amount', 'amount'],
  additionalProperties: false,
} as const;

/** A plan order priced on the server (`POST /payments?preview=true`). */
export const quoteSchema = {
  type: 'object',
  properties: {
    package: packageRef,
    action: { enum: PAYMENT_ACTIONS },
    plan_choice: { enum: PLAN_CHOICES },
    ...duration,
    coupon: {
      anyOf: [
        {
          type: 'object',
          properties: { code: text, percent: { type: ['integer', 'null'] }, amount: { type: ['integer', 'null'] } },
          required: ['code', 'percent', 'amount'],
          additionalProperties: false,
        },
        { type: 'null' },
      ],
    },
    lines: { type: 'array', items: priceLineSchema },
    subtotal: money,
    discount: money,
    total: money,
    extends_months: { type: 'integer', description: "How far a successful payment moves the academy's expiry" },
  },
  required: [
    'package',
    'action',
    'plan_choice',
    'duration',
    'duration_unit',
    'coupon',
    'lines',
    'subtotal',
    'discount',
    'total',
    'extends_months',
  ],
  additionalProperties: false,
} as const;

/** A plan payment with its invoice and, while it may still be paid, its gateway address. */
export const planPaymentSchema = {
  type: 'object',
  properties: {
    id,
    action: { enum: PAYMENT_ACTIONS },
    plan_choice: { enum: PLAN_CHOICES },
    ...duration,
    package: packageRef,
    breakdown: { type: 'array', items: priceLineSchema },
    subtotal: money,
    discount: money,
    amount: money,
    coupon_code: maybeText,
    status: { enum: PAYMENT_STATUSES },
    payment_type: { type: ['integer', 'null'], description: '1, 2 or 3: how the payer paid at the gateway' },
    gateway_reference: maybeText,
    period_start: maybeInstant,
    period_end: maybeInstant,
    paid_at: maybeInstant,
    create_date: instant,
    invoice: {
      type: 'object',
      properties: {
        id,
        number: text,
        status: { enum: INVOICE_STATUSES },
        due_date: { type: 'string', format: 'date' },
        paid_date: maybeInstant,
      },
      required: ['id', 'number', 'status', 'due_date', 'paid_date'],
      additionalProperties: false,
    },
    payable: { type: 'boolean', description: 'Whether the payer may still pay it at the gateway' },
    payment_url: maybeText,
  },
  required: [
    'id',
    'action',
    'plan_choice',
    'duration',
    'duration_unit',
    'package',
    'breakdown',
    'subtotal',
    'discount',
    'amount',
    'coupon_code',
    'status',
    'payment_type',
    'gateway_reference',
    'period_start',
    'period_end',
    'paid_at',
    'create_date',
    'invoice',
    'payable',
    'payment_url',
  ],
  additionalProperties: false,
} as const;

/** An invoice of the academy, with the payment it bills. */
export const invoiceSchema = {
  type: 'object',
  properties: {
    id,
    number: text,
    amount: money,
    due_date: { type: 'string', format: 'date' },
    paid_date: maybeInstant,
    create_date: instant,
    status: { enum: INVOICE_STATUSES },
    payment_id: id,
    payment_status: { enum: PAYMENT_STATUSES },
    action: { enum: PAYMENT_ACTIONS },
    plan_choice: { enum: PLAN_CHOICES },
    package_name: text,
  },
  required: [
    'id',
    'number',
    'amount',
    'due_date',
    'paid_date',
    'create_date',
    'status',
    'payment_id',
    'payment_status',
    'action',
    'plan_choice',
    'package_name',
  ],
  additionalProperties: false,
} as const;

/** A page of the subscription service's lists. */
const pageOf = <Item>(item: Item) =>
  ({
    type: 'object',
    properties: {
      page: { type: 'integer' },
      size: { type: 'integer' },
      total_elements: { type: 'integer' },
      total_pages: { type: 'integer' },
      content: { type: 'array', items: item },
    },
    required: ['page', 'size', 'total_elements', 'total_pages', 'content'],
    additionalProperties: false,
  }) as const;

export const planPaymentPageSchema = pageOf(planPaymentSchema);
export const invoicePageSchema = pageOf(invoiceSchema);

/** A platform coupon: its discount (a percent or an amount), uses and state. */
export const couponSchema = {
  type: 'object',
  properties: {
    code: text,
    description: maybeText,
    percent: { type: ['integer', 'null'] },
    amount: { type: ['integer', 'null'] },
    valid_until: maybeInstant,
    max_uses: { type: ['integer', 'null'] },
    used_count: { type: 'integer' },
    remaining: { type: ['integer', 'null'], description: 'Uses left; null for no limit' },
    state: { enum: ['ACTIVE', 'EXPIRED', 'USED_UP'] },
  },
  required: ['code', 'description', 'percent', 'amount', 'valid_until', 'max_uses', 'used_count', 'remaining', 'state'],
  additionalProperties: false,
} as const;

export const couponsSchema = { type: 'array', items: couponSchema } as const;

/** What the gateway's report did to a payment. */
export const paymentOutcomeSchema = {
  type: 'object',
  properties: {
    payment_id: id,
    status: { enum: PAYMENT_STATUSES },
    applied: { type: 'boolean', description: 'False when the report changed nothing (a repeat, or the payment had already succeeded)' },
  },
  required: ['payment_id', 'status', 'applied'],
  additionalProperties: false,
} as const;

export type PlanPackage = FromSchema<typeof planPackageSchema>;
export type Subscription = FromSchema<typeof subscriptionSchema>;
export type PriceLine = FromSchema<typeof priceLineSchema>;
export type Quote = FromSchema<typeof quoteSchema>;
export type PlanPayment = FromSchema<typeof planPaymentSchema>;
export type Invoice = FromSchema<typeof invoiceSchema>;
export type PlanPaymentPage = FromSchema<typeof planPaymentPageSchema>;
export type InvoicePage = FromSchema<typeof invoicePageSchema>;
export type Coupon = FromSchema<typeof couponSchema>;
export type PaymentOutcome = FromSchema<typeof paymentOutcomeSchema>;
