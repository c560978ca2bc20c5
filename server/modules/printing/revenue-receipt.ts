/** The receipt of a paid revenue: who paid what, when and how, for the payer to keep. */
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { money, moneyInWords, type PrintDocument } from './print-document';
import { recordLabels } from './record-labels';

export const PAID = 1;

export function revenueReceipt(ctx: RequestContext, model: EntityModel, row: Record<string, unknown>): PrintDocument {
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
    signatures: [ctx.t('print.payer'), ctx.t('print.cashier')],
  };
}
