/**
 * What the payer's return page says. VNPay's redirect is signed like the IPN and
 * checked the same way, but it settles nothing (a browser may never come back, or
 * come back twice): the page tells what the IPN recorded, and while the IPN has
 * not arrived yet, what VNPay said in the redirect.
 */
import type { Db } from '../../db/client';
import { feeOf } from './tuition-service';
import { isPaidReport, verifiedReport, type VnpayQuery } from './vnpay-ipn';

export type ReturnOutcome = 'PAID' | 'PROCESSING' | 'FAILED' | 'INVALID';

export async function returnOutcome(db: Db, academyId: number, query: VnpayQuery) {
  const invalid = { outcome: 'INVALID' as ReturnOutcome, fee: null, txn_ref: null, transaction_no: null };
  if (!(await verifiedReport(db, academyId, query))) return invalid;
  const attempt = await db
    .selectFrom('tuition_payments')
    .select(['revenue_id', 'status', 'txn_ref', 'gateway_transaction_no'])
    .where('academy_id', '=', academyId)
    .where('txn_ref', '=', query.vnp_TxnRef ?? '')
    .executeTakeFirst();
  if (!attempt) return invalid;
  const fee = (await feeOf(db, academyId, attempt.revenue_id)) ?? null;
  let outcome: ReturnOutcome;
  // Money booked on its own (unapplied-payment.ts) was received all the same.
  if (attempt.status === 'SUCCESS' || attempt.status === 'UNAPPLIED') outcome = 'PAID';
  else if (attempt.status === 'FAIL' || !isPaidReport(query)) outcome = 'FAILED';
  else outcome = 'PROCESSING';
  return {
    outcome,
    fee,
    txn_ref: attempt.txn_ref,
    transaction_no: attempt.gateway_transaction_no ?? query.vnp_TransactionNo ?? null,
  };
}
