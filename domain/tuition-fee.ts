/**
 * A fee's payment link and the fee as a parent sees it: the answers of the tuition
 * routes (server/modules/tuition/tuition-routes.ts), their JSON Schemas and types,
 * which the admin's link dialog and the parent's pages read.
 */

/** How long a payment link opens its fee's page, from when it is made. */
export const TUITION_LINK_DAYS = 7;

/** A fee as the parent's pages show it: its academy, player, branch, title and amount. */
export interface Fee {
  id: number;
  title: string;
  amount: number;
  transaction_status: number;
  player_name: string | null;
  branch_name: string | null;
  academy_name: string;
}

/**
 * The fee a payment link names, as `GET /public/tuition/:id` answers it. Once paid,
 * whoever holds the link learns only that and the academy: title, amount, player
 * and branch are null.
 */
export interface FeePage extends Omit<Fee, 'title' | 'amount'> {
  title: string | null;
  amount: number | null;
  payable: boolean;
  gateway: { name: 'VNPAY'; mode: 'SANDBOX' | 'LIVE' } | null;
}

/** `POST /admin/transactions/:id/payment-link`: the fee's open link, made if it had none. */
export interface PaymentLink {
  revenue_id: number;
  url: string;
  /** ISO date-time after which the link no longer opens the fee. */
  expires_at: string;
}

/** `DELETE /admin/transactions/:id/payment-link`: how many open links were revoked. */
export interface RevokedLinks {
  revenue_id: number;
  revoked: number;
}

/** `GET /public/vnpay/return`: what the IPN recorded, or while it has not come, what VNPay said. */
export interface PaymentReturn {
  outcome: 'PAID' | 'PROCESSING' | 'FAILED' | 'INVALID';
  fee: Fee | null;
  txn_ref: string | null;
  transaction_no: string | null;
}

const id = { type: 'integer', minimum: 1, maximum: 2_147_483_647 } as const;
const text = { type: ['string', 'null'] } as const;

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
  required: ['id', 'title', 'amount', 'transaction_status', 'academy_name'],
} as const;

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
        { type: 'object', properties: { name: { const: 'VNPAY' }, mode: { enum: ['SANDBOX', 'LIVE'] } }, required: ['name', 'mode'] },
      ],
    },
  },
  required: [...feeSchema.required, 'player_name', 'branch_name', 'payable', 'gateway'],
} as const;

export const paymentLinkSchema = {
  type: 'object',
  properties: { revenue_id: id, url: { type: 'string' }, expires_at: { type: 'string', format: 'date-time' } },
  required: ['revenue_id', 'url', 'expires_at'],
} as const;

export const revokedLinksSchema = {
  type: 'object',
  properties: { revenue_id: id, revoked: { type: 'integer', minimum: 0 } },
  required: ['revenue_id', 'revoked'],
} as const;

export const paymentReturnSchema = {
  type: 'object',
  properties: {
    outcome: { enum: ['PAID', 'PROCESSING', 'FAILED', 'INVALID'] },
    fee: { anyOf: [{ type: 'null' }, feeSchema] },
    txn_ref: text,
    transaction_no: text,
  },
  required: ['outcome', 'fee', 'txn_ref', 'transaction_no'],
} as const;
