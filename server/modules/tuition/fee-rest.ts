/**
 * What is still to pay of a fee a transfer paid in part: the rest split off it (bank-transfer-
 * reconciliation.ts), or, when that rest was itself paid in part, the rest of that, and so on;
 * with the transfer that pays it. The receipt of a part paid shows it, so the parent holding
 * the receipt can pay the rest from it.
 */
import type { BankTransfer } from '../../../domain/bank-transfer';
import { PAID, PAYABLE_STATUSES } from '../../../domain/tuition-fee';
import type { Db } from '../../db/client';
import { transferOf } from './tuition-service';

export interface FeeRest {
  id: number;
  title: string;
  amount: number;
  /** Null while the academy's bank account cannot make a VietQR (settings → general). */
  transfer: BankTransfer | null;
}

/** How many rests of one fee are followed, a query each: a fee split more often than this shows no rest on its receipts. */
const MAX_PARTS = 12;

export async function restToPay(db: Db, academyId: number, revenueId: number): Promise<FeeRest | null> {
  let from = revenueId;
  for (let part = 0; part < MAX_PARTS; part += 1) {
    const rest = await db
      .selectFrom('revenues')
      .select(['id', 'title', 'amount', 'transaction_status'])
      .where('academy_id', '=', academyId)
      .where('split_from_id', '=', from)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirst();
    if (!rest) return null;
    const status = Number(rest.transaction_status);
    if (PAYABLE_STATUSES.includes(status)) {
      const amount = Number(rest.amount);
      return { id: rest.id, title: rest.title ?? '', amount, transfer: await transferOf(db, academyId, rest.id) };
    }
    if (status !== PAID) return null;
    from = rest.id;
  }
  return null;
}
