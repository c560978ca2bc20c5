/**
 * The built-in sandbox gateway's side of a payment: what its page shows (read by
 * the payment's id, which the link's token vouches for — the payer has no admin
 * session here) and what the payer's choice reports back to us.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { invoiceStatusOn } from './invoice-status';
import type { GatewayOutcome, GatewayStatus } from './gateway-signing';
import type { PriceLine } from './plan-price';

export interface GatewayPayment {
  id: number;
  academy_name: string;
  package_code: string;
  package_name: string;
  plan_choice: string;
  duration: number;
  duration_unit: string;
  breakdown: PriceLine[];
  subtotal: number;
  discount: number;
  amount: number;
  coupon_code: string | null;
  status: string;
  payment_type: number | null;
  invoice_number: string;
  invoice_status: string;
  due_date: string;
}

export async function gatewayPayment(db: Db, id: number): Promise<GatewayPayment | undefined> {
  return (await db
    .selectFrom('payments as p')
    .innerJoin('academies as a', 'a.id', 'p.academy_id')
    .innerJoin('packages as pk', 'pk.id', 'p.package_id')
    .innerJoin('invoices as i', (j) => j.onRef('i.payment_id', '=', 'p.id').onRef('i.academy_id', '=', 'p.academy_id'))
    .select([
      'p.id',
      'a.name as academy_name',
      'pk.code as package_code',
      'pk.name as package_name',
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
      'i.number as invoice_number',
      'i.due_date',
      invoiceStatusOn(sql`(now() at time zone a.time_zone)::date`).as('invoice_status'),
    ])
    .where('p.id', '=', id)
    .executeTakeFirst()) as GatewayPayment | undefined;
}

/** Paid already, or its invoice overdue: nothing left to do at the gateway. */
export const isPayable = (p: GatewayPayment) => p.status !== 'SUCCESS' && p.invoice_status !== 'OVER_DUE';

/**
 * What the payer may do: pay (by gateway it settles at once; a bank transfer or
 * cash waits as PENDING until the money arrives), cancel, and in the sandbox
 * simulate a declined payment or the arrival of a pending transfer.
 */
export const PAYER_ACTIONS = ['pay', 'cancel', 'decline', 'received'] as const;
export type PayerAction = (typeof PAYER_ACTIONS)[number];

export type PaymentType = 1 | 2 | 3;
export const GATEWAY_PAYMENT: PaymentType = 3;

export function outcomeStatus(action: PayerAction, paymentType: PaymentType, current: string): GatewayStatus | null {
  switch (action) {
    case 'pay':
      return paymentType === GATEWAY_PAYMENT ? 'SUCCESS' : 'PENDING';
    case 'received':
      return current === 'PENDING' ? 'SUCCESS' : null;
    case 'decline':
      return 'FAIL';
    case 'cancel':
      return 'CANCEL';
  }
}

/** The report the gateway sends for one attempt, with its own transaction reference. */
export function gatewayOutcome(payment: GatewayPayment, status: GatewayStatus, paymentType: PaymentType): GatewayOutcome {
  return {
    payment_id: payment.id,
    status,
    payment_type: paymentType,
    reference: `SBX-${Date.now().toString(36).toUpperCase()}-${randomBytes(3).toString('hex').toUpperCase()}`,
    amount: payment.amount,
    timestamp: Date.now(),
  };
}
