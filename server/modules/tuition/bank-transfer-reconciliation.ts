/**
 * The reconciliation queue: a transfer no fee took on its own (no code, another amount, a fee
 * paid meanwhile) waits for the admin, who assigns it to an unpaid fee or sets it aside with
 * why (refunded, not a fee). Assigned, the money is booked whole and the fees still add up:
 * - the fee's amount: the fee is paid, as a matched transfer pays it;
 * - more: the fee is paid, and what is over is booked beside it as a paid revenue of its own
 *   (the parent's credit, or to refund);
 * - less: the fee is split, the part paid now and the rest still to pay as a fee of its own,
 *   which names the part paid (`split_from_id`: the part's receipt shows how to pay the rest).
 * Each under the transfer's and the fee's row locks, so a transfer is settled once.
 */
import type { RequestContext } from '../../core/context';
import type { EntityModel } from '../../core/crud/entity-model';
import { getRecord, scoped } from '../../core/crud/crud-service';
import { ApiError, notFound, unprocessable } from '../../core/errors';
import { numberField, optionalNumberField, textField } from '../../core/crud/record-fields';
import { searchTextOf } from '../../core/search-text';
import type { Db } from '../../db/client';
import { PAID } from '../../../domain/tuition-fee';
import { academyToday } from '../../core/academy-clock';
import { BANK_TRANSFER_PAYMENT, payFee } from './bank-transfer-booking';

type Row = Record<string, unknown>;

/** The transfer, locked, while it still waits; 404 or 409 otherwise. */
async function waitingTransfer(ctx: RequestContext, id: number) {
  const transfer = await ctx.db
    .selectFrom('bank_transfers')
    .select(['id', 'amount', 'status', 'reference_code', 'transferred_at'])
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!transfer) throw notFound(ctx.t('errors.notFound'));
  if (transfer.status !== 'UNMATCHED') throw new ApiError(409, 'TRANSFER_SETTLED', ctx.t('bankTransfers.settled'));
  return { ...transfer, amount: Number(transfer.amount) };
}

/** A revenue beside `fee` (same player, branch and category), paid or still to pay. */
interface Beside {
  title: string;
  amount: number;
  status: number;
  note: string;
  at_date: string;
  payment_type: number | null;
  /** For the rest of a fee paid in part: that fee. */
  split_from_id?: number;
}

async function bookBeside(db: Db, ctx: RequestContext, fee: Row, values: Beside) {
  await db
    .insertInto('revenues')
    .values({
      academy_id: ctx.academy.id,
      title: values.title.slice(0, 200),
      note: values.note,
      category_id: numberField(fee, 'category_id'),
      branch_id: numberField(fee, 'branch_id'),
      player_id: optionalNumberField(fee, 'player_id'),
      amount: values.amount,
      at_date: values.at_date,
      payment_type: values.payment_type,
      transaction_status: values.status,
      split_from_id: values.split_from_id ?? null,
      search_text: searchTextOf({ title: values.title, note: values.note }, ['title', 'note']),
    })
    .execute();
}

export async function assignTransfer(
  ctx: RequestContext,
  transfers: EntityModel,
  revenues: EntityModel,
  id: number,
  revenueId: number,
): Promise<Row> {
  return ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    const transfer = await waitingTransfer(tx, id);
    const fee = await scoped(tx, revenues)
      .select(['id', 'title', 'amount', 'transaction_status', 'category_id', 'branch_id', 'player_id', 'at_date', 'payment_type'])
      .where('id', '=', revenueId)
      .forUpdate()
      .executeTakeFirst();
    if (!fee) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'revenue_id', message: ctx.t('errors.notFound') }]);
    if (fee.transaction_status === PAID) throw new ApiError(409, 'ALREADY_PAID', ctx.t('errors.alreadyPaid'));
    const owed = Number(fee.amount);
    const title = textField(fee, 'title');
    const note = ctx.t('bankTransfers.bookedNote', { id: transfer.id, reference: transfer.reference_code ?? '—' });
    if (transfer.amount < owed) {
      await db
        .updateTable('revenues')
        .set({ amount: transfer.amount })
        .where('academy_id', '=', ctx.academy.id)
        .where('id', '=', revenueId)
        .execute();
      await bookBeside(db, tx, fee, {
        title: ctx.t('bankTransfers.rest', { title }),
        amount: owed - transfer.amount,
        status: numberField(fee, 'transaction_status'),
        note,
        at_date: textField(fee, 'at_date'),
        payment_type: optionalNumberField(fee, 'payment_type'),
        split_from_id: revenueId,
      });
    }
    const at = new Date(transfer.transferred_at);
    await payFee(tx, revenues, revenueId, { at, reference: transfer.reference_code });
    if (transfer.amount > owed) {
      await bookBeside(db, tx, fee, {
        title: ctx.t('bankTransfers.over', { title }),
        amount: transfer.amount - owed,
        status: PAID,
        note,
        at_date: academyToday(ctx.academy.timeZone, at),
        payment_type: BANK_TRANSFER_PAYMENT,
      });
    }
    await db
      .updateTable('bank_transfers')
      .set({ status: 'ASSIGNED', revenue_id: revenueId })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
    return getRecord(tx, transfers, id);
  });
}

export async function setTransferAside(ctx: RequestContext, transfers: EntityModel, id: number, note: string): Promise<Row> {
  return ctx.db.transaction().execute(async (db) => {
    const tx = { ...ctx, db };
    await waitingTransfer(tx, id);
    await db
      .updateTable('bank_transfers')
      .set({ status: 'SET_ASIDE', note })
      .where('academy_id', '=', ctx.academy.id)
      .where('id', '=', id)
      .execute();
    return getRecord(tx, transfers, id);
  });
}
