/**
 * A transfer into the academy's account, as its bank-transfer provider reports it, booked
 * exactly once: the provider's id is unique per academy, so a webhook called again (or a
 * transfer the webhook brought found again in the provider's list) finds its row and changes nothing. A transfer
 * whose message carries one fee's transfer code and whose amount is that fee's pays the fee
 * (bank transfer, on the transfer's day, the bank's reference kept) and tells the parent, in
 * the same transaction; any other waits in the reconciliation queue with why, never dropped.
 */
import type { Academy, RequestContext } from '../../core/context';
import type { Lang } from '../../../schemas/vocabulary';
import type { Db } from '../../db/client';
import type { EntityModel } from '../../core/crud/entity-model';
import { academyToday } from '../../core/academy-clock';
import { searchTextOf } from '../../core/search-text';
import { backgroundContext, type Actor } from '../../core/background-context';
import { collectRevenue } from '../money/revenue-service';
import { transferCodesIn } from '../../../domain/transfer-code';
import { PAID } from '../../../domain/tuition-fee';

/** Payment type 2 of `enums#/$defs/payment_type`. */
export const BANK_TRANSFER_PAYMENT = 2;

export interface ReportedTransfer {
  provider: 'SEPAY';
  providerId: string;
  bank: string | null;
  accountNumber: string | null;
  amount: number;
  content: string;
  referenceCode: string | null;
  /** When the money came in, as an instant. */
  transferredAt: Date;
}

/** The provider's webhook, or the look at its list that finds what the webhook missed. */
export type FoundBy = 'WEBHOOK' | 'LIST';

type UnmatchedReason = 'NO_CODE' | 'UNKNOWN_CODE' | 'AMOUNT_DIFFERS' | 'NOT_PAYABLE' | 'SEVERAL_CODES';

/** What a fee needs to be paid by a transfer, its row locked. */
interface LockedFee {
  id: number;
  amount: number;
  transaction_status: number | null;
  deleted_at: unknown;
}

const PROVIDER_ACTORS: Record<ReportedTransfer['provider'], Actor> = { SEPAY: { name: 'SePay', userName: '', role: 'user' } };

/** The fee `transfer` pays, or why it pays none; the fee's row is locked till the transaction ends. */
async function feeOf(trx: Db, academyId: number, transfer: ReportedTransfer): Promise<LockedFee | UnmatchedReason> {
  const codes = transferCodesIn(transfer.content);
  if (!codes.length) return 'NO_CODE';
  const fees = await trx
    .selectFrom('revenues')
    .select(['id', 'amount', 'transaction_status', 'deleted_at'])
    .where('academy_id', '=', academyId)
    .where('transfer_code', 'in', codes)
    .forUpdate()
    .execute();
  if (!fees.length) return 'UNKNOWN_CODE';
  if (fees.length > 1) return 'SEVERAL_CODES';
  const fee = { ...fees[0], amount: Number(fees[0].amount) };
  if (fee.deleted_at !== null || fee.transaction_status === PAID) return 'NOT_PAYABLE';
  if (fee.amount !== transfer.amount) return 'AMOUNT_DIFFERS';
  return fee;
}

/**
 * Marks the locked fee paid by `transfer`'s money, as the desk's Collect does (the parent told),
 * in `ctx`'s transaction: the provider's own work, or the admin's who assigned the transfer.
 */
export async function payFee(ctx: RequestContext, revenues: EntityModel, feeId: number, transfer: { at: Date; reference: string | null }) {
  const at_date = academyToday(ctx.academy.timeZone, transfer.at);
  await collectRevenue(ctx, revenues, feeId, { payment_type: BANK_TRANSFER_PAYMENT, at_date });
  await ctx.db
    .updateTable('revenues')
    .set({ gateway_transaction_no: transfer.reference?.slice(0, 100) ?? null })
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', feeId)
    .execute();
}

/**
 * Books `transfer` in `lang`, the academy's. Answers whether this call booked it (not when
 * already there) and the fee it paid, if any.
 */
export async function bookTransfer(
  db: Db,
  academy: Academy,
  lang: Lang,
  revenues: EntityModel,
  transfer: ReportedTransfer,
  foundBy: FoundBy,
): Promise<{ booked: boolean; paid: number | null }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('bank_transfers')
      .values({
        academy_id: academy.id,
        provider: transfer.provider,
        provider_id: transfer.providerId,
        bank: transfer.bank,
        account_number: transfer.accountNumber,
        amount: transfer.amount,
        content: transfer.content,
        reference_code: transfer.referenceCode,
        transferred_at: transfer.transferredAt.toISOString(),
        status: 'UNMATCHED',
        found_by: foundBy,
        search_text: searchTextOf({ content: transfer.content, reference_code: transfer.referenceCode }, ['content', 'reference_code']),
      })
      .onConflict((oc) => oc.columns(['academy_id', 'provider', 'provider_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return { booked: false, paid: null };
    const fee = await feeOf(trx, academy.id, transfer);
    const settle = (set: { status: 'MATCHED' | 'UNMATCHED'; reason?: UnmatchedReason; revenue_id?: number }) =>
      trx.updateTable('bank_transfers').set(set).where('academy_id', '=', academy.id).where('id', '=', inserted.id).execute();
    if (typeof fee === 'string') {
      await settle({ status: 'UNMATCHED', reason: fee });
      return { booked: true, paid: null };
    }
    const provider = backgroundContext(trx, academy, lang, PROVIDER_ACTORS[transfer.provider]);
    await payFee(provider, revenues, fee.id, { at: transfer.transferredAt, reference: transfer.referenceCode });
    await settle({ status: 'MATCHED', revenue_id: fee.id });
    return { booked: true, paid: fee.id };
  });
}
