/**
 * The receipt of a paid revenue: who paid what, when and how, for the payer to keep; for a fee
 * paid in part, also what is still to pay, with the account, the code and the VietQR to pay it by.
 */
import type { TFunction } from 'i18next';
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { money, moneyInWords, type PrintDocument } from './print-document';
import { recordLabels } from './record-labels';
import type { FeeRest } from '../tuition/fee-rest';

export const PAID = 1;

/** The rest to pay, as the receipt states it: its title and amount, and how to transfer it when the academy's bank allows a VietQR. */
function toPay(t: TFunction, rest: FeeRest): NonNullable<PrintDocument['toPay']> {
  const transfer = rest.transfer;
  const lines: Array<[string, string]> = [
    [t('print.item'), rest.title],
    [t('print.restAmount'), money(rest.amount)],
  ];
  if (transfer) {
    lines.push(
      [t('tuition.transferBank'), transfer.bank_short_name],
      [t('tuition.transferAccount'), transfer.account_number],
      ...(transfer.account_name ? [[t('tuition.transferAccountName'), transfer.account_name] as [string, string]] : []),
      [t('tuition.transferMessage'), transfer.message],
    );
  }
  return { heading: t('print.stillToPay'), lines, vietqr: transfer?.vietqr ?? null };
}

export function revenueReceipt(
  ctx: RequestContext,
  model: EntityModel,
  row: Record<string, unknown>,
  rest: FeeRest | null = null,
): PrintDocument {
  if (row.transaction_status !== PAID) throw new ApiError(409, 'NOT_PAID', ctx.t('print.notPaid'));
  const { facts, value } = recordLabels(model, ctx.lang);
  return {
    title: ctx.t('print.receipt'),
    number: ctx.t('print.number', { number: row.id }),
    facts: facts(row, ['player_id', 'at_date', 'payment_type', 'category_id', 'branch_id', 'order_id']),
    table: {
      columns: [
        { label: ctx.t('print.item'), weight: 4 },
        { label: ctx.t('print.amount'), weight: 1.4, align: 'right' },
      ],
      rows: [[value(row, 'title'), money(row.amount)]],
    },
    totals: [[ctx.t('print.totalReceived'), money(row.amount)]],
    inWords: moneyInWords(ctx.t, ctx.lang, row.amount),
    notes: row.note ? [String(row.note)] : [],
    ...(rest && { toPay: toPay(ctx.t, rest) }),
    signatures: [ctx.t('print.payer'), ctx.t('print.cashier')],
  };
}
