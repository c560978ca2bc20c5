/**
 * Money VNPay took for a fee that could no longer take it: paid meanwhile (at the
 * desk, or through a second attempt opened in another tab), its amount changed, or
 * the fee deleted while the parent was on VNPay's page. The money did come in, so
 * it is booked as a paid revenue of its own beside the fee (same player, branch and
 * category), titled and noted in the academy's language so the admin, who sees it
 * among the inbox's payments, refunds the parent or keeps it as credit. Taken by the
 * SANDBOX, it is a test payment like any other there.
 */
import { sql } from 'kysely';
import type { Academy } from '../../core/context';
import type { Db } from '../../db/client';
import { translatorFor } from '../../core/i18n';
import { academyToday } from '../../core/academy-clock';
import { searchTextOf } from '../../core/search-text';
import { GATEWAY_PAYMENT } from '../money/payment-gateway';
import { PAID } from '../../../domain/tuition-fee';

export interface UnappliedFee {
  title: string;
  category_id: number;
  branch_id: number;
  player_id: number | null;
}

/** What the gateway took: how much, its transaction number, and whether it was its test gateway's. */
export interface GatewayPayment {
  amount: number;
  transactionNo: string | null;
  test: boolean;
}

/** Books the payment and answers the new revenue's id; `trx` holds the attempt's and the fee's locks. */
export async function bookUnappliedPayment(
  trx: Db,
  academy: Academy,
  lang: 'vi' | 'en',
  fee: UnappliedFee,
  payment: GatewayPayment,
): Promise<number> {
  const { amount, transactionNo, test } = payment;
  const t = translatorFor(lang);
  const title = t('tuition.unapplied.title', { title: fee.title }).slice(0, 200);
  const note = t('tuition.unapplied.note', { no: transactionNo ?? '—' });
  const booked = await trx
    .insertInto('revenues')
    .values({
      academy_id: academy.id,
      title,
      note,
      category_id: fee.category_id,
      branch_id: fee.branch_id,
      player_id: fee.player_id,
      amount,
      at_date: academyToday(academy.timeZone),
      payment_type: GATEWAY_PAYMENT,
      transaction_status: PAID,
      gateway_transaction_no: transactionNo,
      test_payment: test,
      search_text: searchTextOf({ title, note }, ['title', 'note']),
      update_date: sql`now()`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return booked.id;
}
