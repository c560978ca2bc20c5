/**
 * A transfer into the academy's account, as its bank-transfer provider reports it, booked
 * exactly once: the provider's id is unique per academy, so a webhook called again (or a
 * transfer found again in the provider's list) finds its row and changes nothing. A transfer
 * whose message carries one fee's transfer code and whose amount is that fee's pays the fee
 * (bank transfer, on the transfer's day, the bank's reference kept) and tells the parent, in
 * the same transaction; any other waits in the reconciliation queue with why, never dropped.
 */
import type { Academy } from '../../core/context';
import type { Db } from '../../db/client';
import type { EntityModel } from '../../core/crud/entity-model';
import { academyToday } from '../../core/academy-clock';
import { searchTextOf } from '../../core/search-text';
import { backgroundContext, type Actor } from '../../core/background-context';
import { readSettingsOf } from '../settings/settings-service';
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

export type UnmatchedReason = 'NO_CODE' | 'UNKNOWN_CODE' | 'AMOUNT_DIFFERS' | 'NOT_PAYABLE' | 'SEVERAL_CODES';

export interface BookedTransfer {
  id: number;
  status: 'MATCHED' | 'UNMATCHED' | 'ASSIGNED' | 'SET_ASIDE';
  revenueId: number | null;
  /** Reported before: nothing was booked this time. */
  again: boolean;
}

/** What a fee needs to be paid by a transfer, its row locked. */
export interface LockedFee {
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
 * done as `actor`: the provider's own, or the admin who assigned the transfer.
 */
export async function payFee(
  trx: Db,
  academy: Academy,
  revenues: EntityModel,
  feeId: number,
  transfer: { at: Date; reference: string | null },
  actor?: Actor,
) {
  const settings = await readSettingsOf(trx, academy.id);
  const ctx = backgroundContext(trx, academy, settings.common_settings.app_language, actor ?? PROVIDER_ACTORS.SEPAY);
  await collectRevenue(ctx, revenues, feeId, { payment_type: BANK_TRANSFER_PAYMENT, at_date: academyToday(academy.timeZone, transfer.at) });
  await trx
    .updateTable('revenues')
    .set({ gateway_transaction_no: transfer.reference?.slice(0, 100) ?? null })
    .where('academy_id', '=', academy.id)
    .where('id', '=', feeId)
    .execute();
}

export async function bookTransfer(db: Db, academy: Academy, revenues: EntityModel, transfer: ReportedTransfer): Promise<BookedTransfer> {
  return db.transaction().execute(async (trx): Promise<BookedTransfer> => {
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
        search_text: searchTextOf({ content: transfer.content, reference_code: transfer.referenceCode }, ['content', 'reference_code']),
      })
      .onConflict((oc) => oc.columns(['academy_id', 'provider', 'provider_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const known = await trx
        .selectFrom('bank_transfers')
        .select(['id', 'status', 'revenue_id'])
        .where('academy_id', '=', academy.id)
        .where('provider', '=', transfer.provider)
        .where('provider_id', '=', transfer.providerId)
        .executeTakeFirstOrThrow();
      return { id: known.id, status: known.status as BookedTransfer['status'], revenueId: known.revenue_id, again: true };
    }
    const fee = await feeOf(trx, academy.id, transfer);
    const settle = (set: { status: BookedTransfer['status']; reason?: UnmatchedReason; revenue_id?: number }) =>
      trx.updateTable('bank_transfers').set(set).where('academy_id', '=', academy.id).where('id', '=', inserted.id).execute();
    if (typeof fee === 'string') {
      await settle({ status: 'UNMATCHED', reason: fee });
      return { id: inserted.id, status: 'UNMATCHED', revenueId: null, again: false };
    }
    await payFee(
      trx,
      academy,
      revenues,
      fee.id,
      { at: transfer.transferredAt, reference: transfer.referenceCode },
      PROVIDER_ACTORS[transfer.provider],
    );
    await settle({ status: 'MATCHED', revenue_id: fee.id });
    return { id: inserted.id, status: 'MATCHED', revenueId: fee.id, again: false };
  });
}
