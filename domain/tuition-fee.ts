/**
 * A fee's payment link and the fee as a parent sees it: the answers of the tuition
 * routes (server/modules/tuition/tuition-routes.ts), their JSON Schemas and the types
 * derived from them, which the admin's link dialog and the parent's pages read.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { bankTransferSchema } from './bank-transfer';

/** Transaction status (spec §3): paid 1, pending 2, new 4. A parent pays a fee still new or pending. */
export const PAID = 1;
export const PAYABLE_STATUSES = [2, 4];

/** How long a payment link opens its fee's page, from when it is made. */
export const TUITION_LINK_DAYS = 7;

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = { type: ['string', 'null'] } as const;

/** A fee as the parent's pages show it: its academy, player, branch, title and amount. */
export const feeSchema = {
  type: 'object',
  properties: {
    id,
    title: { type: 'string' },
    amount: { type: 'integer' },
    transaction_status: { type: 'integer' },
    player_name: text,
    branch_name: text,
    academy_name: { type: 'string' },
  },
  required: ['id', 'title', 'amount', 'transaction_status', 'player_name', 'branch_name', 'academy_name'],
  additionalProperties: false,
} as const;
export type Fee = FromSchema<typeof feeSchema>;

/**
 * The fee a payment link names, as `GET /public/tuition/:id` answers it. Once paid,
 * whoever holds the link learns only that and the academy: title, amount, player
 * and branch are null, and there is no transfer to make.
 */
export const feePageSchema = {
  type: 'object',
  properties: {
    ...feeSchema.properties,
    title: text,
    amount: { type: ['integer', 'null'] },
    payable: { type: 'boolean' },
    gateway: {
      anyOf: [
        { type: 'null' },
        {
          type: 'object',
          properties: { name: { const: 'VNPAY' }, mode: { enum: ['SANDBOX', 'LIVE'] } },
          required: ['name', 'mode'],
          additionalProperties: false,
        },
      ],
    },
    /** How to pay by bank transfer while payable, when the academy's bank account is set up for it. */
    transfer: { anyOf: [{ type: 'null' }, bankTransferSchema] },
  },
  required: [...feeSchema.required, 'payable', 'gateway', 'transfer'],
  additionalProperties: false,
} as const;
export type FeePage = FromSchema<typeof feePageSchema>;

/** `POST /admin/transactions/:id/payment-link`: the fee's open link, made if it had none, and when it stops opening the fee. */
export const paymentLinkSchema = {
  type: 'object',
  properties: { revenue_id: id, url: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
  required: ['revenue_id', 'url', 'expires_at'],
  additionalProperties: false,
} as const;
export type PaymentLink = FromSchema<typeof paymentLinkSchema>;

/** `DELETE /admin/transactions/:id/payment-link`: how many open links were revoked. */
export const revokedLinksSchema = {
  type: 'object',
  properties: { revenue_id: id, revoked: { type: 'integer', minimum: 0 } },
  required: ['revenue_id', 'revoked'],
  additionalProperties: false,
} as const;
export type RevokedLinks = FromSchema<typeof revokedLinksSchema>;

/** `POST /public/tuition/:id/vnpay`: the attempt's reference and the signed address of VNPay's payment page. */
export const vnpayStartSchema = {
  type: 'object',
  properties: { txn_ref: { type: 'string' }, payment_url: { type: 'string' } },
  required: ['txn_ref', 'payment_url'],
  additionalProperties: false,
} as const;
export type VnpayStart = FromSchema<typeof vnpayStartSchema>;

/** `GET /public/vnpay/return`: what the IPN recorded, or while it has not come, what VNPay said. */
export const paymentReturnSchema = {
  type: 'object',
  properties: {
    outcome: { enum: ['PAID', 'PROCESSING', 'FAILED', 'INVALID'] },
    fee: { anyOf: [{ type: 'null' }, feeSchema] },
    txn_ref: text,
    transaction_no: text,
  },
  required: ['outcome', 'fee', 'txn_ref', 'transaction_no'],
  additionalProperties: false,
} as const;
export type PaymentReturn = FromSchema<typeof paymentReturnSchema>;
