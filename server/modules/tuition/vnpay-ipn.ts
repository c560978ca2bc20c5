/**
 * VNPay's IPN (server to server, the truth about a payment): checked by its
 * HMAC-SHA512 signature under the academy's hash secret, its attempt found in the
 * academy of the address it was sent to, its amount compared with the attempt's.
 * A success turns the revenue paid exactly once: the attempt's row is locked, only
 * an attempt still NEW settles, and the revenue changes only while unpaid, so
 * repeated or concurrent calls answer "already confirmed" and pay nothing twice; the
 * parent is told of the payment in that same transaction. Money taken for a fee that
 * can no longer take it is booked on its own (unapplied-payment.ts), never dropped. A
 * payment through the SANDBOX is a test: its revenue is marked so (`test_payment`) and
 * left out of every total (counted-money.ts).
 * The answers are VNPay's documented codes.
 */
import { sql } from 'kysely';
import {
  InpOrderAlreadyConfirmed,
  IpnFailChecksum,
  IpnInvalidAmount,
  IpnOrderNotFound,
  IpnSuccess,
  type ReturnQueryFromVNPay,
} from 'vnpay';
import type { Academy } from '../../core/context';
import type { Db } from '../../db/client';
import { backgroundContext, type Actor } from '../../core/background-context';
import { academyToday } from '../../core/academy-clock';
import { readSettingsOf } from '../settings/settings-service';
import { GATEWAY_PAYMENT } from '../money/payment-gateway';
import { queuePaymentNotice } from '../notifications/payment-notices';
import { PAID, PAYABLE_STATUSES } from '../../../domain/tuition-fee';
import { vnpayAccount, vnpayClient } from './vnpay-gateway';
import { bookUnappliedPayment, type UnappliedFee } from './unapplied-payment';

export interface IpnAnswer {
  RspCode: string;
  Message: string;
}

export type VnpayQuery = Record<string, string>;

/** VNPay's signed report, checked: null when the academy has no account or the signature is wrong. */
export async function verifiedReport(db: Db, academyId: number, query: VnpayQuery) {
  const account = vnpayAccount(await readSettingsOf(db, academyId));
  if (!account || !query.vnp_SecureHash) return null;
  try {
    const result = vnpayClient(account, 'vi').verifyIpnCall(query as unknown as ReturnQueryFromVNPay);
    return result.isVerified ? result : null;
  } catch {
    // The library refuses an amount that is not a number: no report of VNPay's.
    return null;
  }
}

/** VNPay's "00" response and transaction status: the money was taken. */
export const isPaidReport = (query: VnpayQuery) => query.vnp_ResponseCode === '00' && query.vnp_TransactionStatus === '00';

/** VNPay calls as no one: the academy's own work, in its language. */
const VNPAY: Actor = { name: 'VNPay', userName: '', role: 'user' };

/** VNPay's answer, and the revenue this call paid or booked, if any (for the audit log). */
export interface IpnOutcome {
  answer: IpnAnswer;
  revenue?: { action: 'UPDATE' | 'CREATE'; id: number };
}

export async function confirmIpn(db: Db, academy: Academy, query: VnpayQuery): Promise<IpnOutcome> {
  const academyId = academy.id;
  if (!(await verifiedReport(db, academyId, query))) return { answer: IpnFailChecksum };
  return db.transaction().execute(async (trx): Promise<IpnOutcome> => {
    const attempt = await trx
      .selectFrom('tuition_payments')
      .select(['id', 'revenue_id', 'amount', 'status'])
      .where('academy_id', '=', academyId)
      .where('txn_ref', '=', query.vnp_TxnRef ?? '')
      .forUpdate()
      .executeTakeFirst();
    if (!attempt) return { answer: IpnOrderNotFound };
    // VNPay reports the amount ×100.
    if (Number(query.vnp_Amount) !== Number(attempt.amount) * 100) return { answer: IpnInvalidAmount };
    if (attempt.status !== 'NEW') return { answer: InpOrderAlreadyConfirmed };

    const reported = {
      gateway_transaction_no: query.vnp_TransactionNo ?? null,
      bank_code: query.vnp_BankCode ?? null,
      response_code: query.vnp_ResponseCode ?? null,
      update_date: sql<string>`now()`,
    };
    const settle = (status: 'SUCCESS' | 'FAIL' | 'UNAPPLIED', booked_revenue_id: number | null = null) =>
      trx
        .updateTable('tuition_payments')
        .set({ ...reported, status, booked_revenue_id, ...(status !== 'FAIL' && { paid_at: sql`now()` }) })
        .where('academy_id', '=', academyId)
        .where('id', '=', attempt.id)
        .where('status', '=', 'NEW')
        .execute();
    if (!isPaidReport(query)) {
      await settle('FAIL');
      return { answer: IpnSuccess };
    }
    const revenue = await trx
      .selectFrom('revenues')
      .select(['amount', 'transaction_status', 'deleted_at', 'title', 'category_id', 'branch_id', 'player_id'])
      .where('academy_id', '=', academyId)
      .where('id', '=', attempt.revenue_id)
      .forUpdate()
      .executeTakeFirst();
    if (!revenue) return { answer: IpnOrderNotFound };
    const settings = await readSettingsOf(trx, academyId);
    const lang = settings.common_settings.app_language;
    // VNPay's test gateway took no money: what it reports paid is a test payment.
    const test = vnpayAccount(settings)?.mode !== 'LIVE';
    // Deleted, changed or paid meanwhile (another attempt, or at the desk): the money is kept on its own.
    const applies =
      revenue.deleted_at === null &&
      Number(revenue.amount) === Number(attempt.amount) &&
      revenue.transaction_status !== null &&
      PAYABLE_STATUSES.includes(revenue.transaction_status);
    if (!applies) {
      const booked = await bookUnappliedPayment(trx, academy, lang, revenue as UnappliedFee, {
        amount: Number(attempt.amount),
        transactionNo: query.vnp_TransactionNo ?? null,
        test,
      });
      await settle('UNAPPLIED', booked);
      return { answer: IpnSuccess, revenue: { action: 'CREATE', id: booked } };
    }
    await trx
      .updateTable('revenues')
      .set({
        transaction_status: PAID,
        payment_type: GATEWAY_PAYMENT,
        at_date: academyToday(academy.timeZone),
        gateway_transaction_no: query.vnp_TransactionNo ?? null,
        test_payment: test,
        update_date: sql`now()`,
      })
      .where('academy_id', '=', academyId)
      .where('id', '=', attempt.revenue_id)
      .where('transaction_status', 'in', PAYABLE_STATUSES)
      .execute();
    await queuePaymentNotice(backgroundContext(trx, academy, lang, VNPAY), settings, attempt.revenue_id);
    await settle('SUCCESS');
    return { answer: IpnSuccess, revenue: { action: 'UPDATE', id: attempt.revenue_id } };
  });
}
