/**
 * What the gateway's (signed, already verified) report does to a payment, its
 * invoice and its academy. SUCCESS is final and happens once: the payment row is
 * locked and only a payment not yet successful turns SUCCESS, so a repeated or
 * concurrent report never extends the academy or counts a coupon twice. Until
 * then the payer may try again at the same link (a declined card, a cancelled
 * checkout, a transfer still on its way).
 */
import type { TFunction } from 'i18next';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { ApiError, notFound } from '../../core/errors';
import { monthsBought, type DurationUnit, type PlanChoice } from '../../../domain/plan-options';
import type { GatewayOutcome } from './gateway-signing';

export interface OutcomeResult {
  payment_id: number;
  status: string;
  /** False when the report changed nothing (a repeat, or the payment had already succeeded). */
  applied: boolean;
}

interface PaymentRow {
  id: number;
  academy_id: number;
  package_id: number;
  plan_choice: PlanChoice;
  duration: number;
  duration_unit: DurationUnit;
  amount: number;
  coupon_id: number | null;
  status: string;
}

/** `link` is the payment's gateway address, which a lapsed academy keeps while the payment is pending. */
export async function applyOutcome(db: Db, academyId: number, outcome: GatewayOutcome, link: string, t: TFunction): Promise<OutcomeResult> {
  return db.transaction().execute(async (trx) => {
    const payment = (await trx
      .selectFrom('payments')
      .select(['id', 'academy_id', 'package_id', 'plan_choice', 'duration', 'duration_unit', 'amount', 'coupon_id', 'status'])
      .where('id', '=', outcome.payment_id)
      .where('academy_id', '=', academyId)
      .forUpdate()
      .executeTakeFirst()) as PaymentRow | undefined;
    if (!payment) throw notFound(t('errors.noSuchPayment'));
    if (payment.amount !== outcome.amount) throw new ApiError(409, 'AMOUNT_MISMATCH', t('errors.amountMismatch'));
    const unchanged = { payment_id: payment.id, status: payment.status, applied: false };
    if (payment.status === 'SUCCESS' || payment.status === outcome.status) return unchanged;

    const common = {
      status: outcome.status,
      payment_type: outcome.payment_type,
      gateway_reference: outcome.reference,
      update_date: sql<string>`now()`,
    };
    if (outcome.status !== 'SUCCESS') {
      await trx.updateTable('payments').set(common).where('academy_id', '=', payment.academy_id).where('id', '=', payment.id).execute();
      if (outcome.status === 'PENDING') {
        // A lapsed academy waits on this payment: its blocking screen continues it here.
        await trx
          .updateTable('academies')
          .set({ payment_status: 'PENDING', payment_url: link })
          .where('id', '=', academyId)
          .where('expired_on', '<=', sql<string>`now()`)
          .execute();
      } else {
        await trx
          .updateTable('academies')
          .set({ payment_status: 'NONE', payment_url: null })
          .where('id', '=', academyId)
          .where('payment_status', '=', 'PENDING')
          .where('payment_url', '=', link)
          .execute();
      }
      return { payment_id: payment.id, status: outcome.status, applied: true };
    }

    const months = monthsBought(payment.plan_choice, payment);
    const academy = await trx
      .selectFrom('academies')
      .select(sql<string>`greatest(coalesce(expired_on, now()), now())`.as('start'))
      .where('id', '=', academyId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const end = sql<string>`${academy.start}::timestamptz + make_interval(months => ${months}::int)`;
    await trx
      .updateTable('academies')
      .set({
        ...(months > 0 && { expired_on: end }),
        package_id: payment.package_id,
        payment_status: 'NONE',
        payment_url: null,
      })
      .where('id', '=', academyId)
      .execute();
    await trx
      .updateTable('payments')
      .set({
        ...common,
        paid_at: sql`now()`,
        ...(months > 0 && { period_start: academy.start, period_end: end }),
      })
      .where('academy_id', '=', payment.academy_id)
      .where('id', '=', payment.id)
      .where('status', '<>', 'SUCCESS')
      .execute();
    await trx
      .updateTable('invoices')
      .set({ status: 'PAID', paid_date: sql`now()` })
      .where('academy_id', '=', payment.academy_id)
      .where('payment_id', '=', payment.id)
      .execute();
    if (payment.coupon_id !== null) {
      await trx
        .updateTable('coupons')
        .set({ used_count: sql`used_count + 1` })
        .where('id', '=', payment.coupon_id)
        .execute();
    }
    return { payment_id: payment.id, status: 'SUCCESS', applied: true };
  });
}
