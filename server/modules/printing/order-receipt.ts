/** The receipt of a paid shop order: its lines at the prices sold, shipping, discount and total. */
import { toLines, lineName } from '../../../domain/order-lines';
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import type { EntityModel } from '../../core/crud/entity-model';
import { money, moneyInWords, type PrintDocument } from './print-document';
import { recordLabels } from './record-labels';
import { PAID } from './revenue-receipt';

export function orderReceipt(ctx: RequestContext, model: EntityModel, row: Record<string, unknown>): PrintDocument {
  if (row.transaction_status !== PAID) throw new ApiError(409, 'NOT_PAID', ctx.t('print.orderNotPaid'));
  const { facts, label } = recordLabels(model, ctx.lang);
  const lineLabel = (field: string) => model.schema.properties.items.items?.properties?.[field]?.['x-label']?.[ctx.lang] ?? field;
  const discount = Number(row.discount_value ?? 0);
  return {
    title: ctx.t('print.orderReceipt'),
    number: ctx.t('print.number', { number: row.id }),
    facts: facts(row, ['customer_name', 'customer_mobile', 'customer_address', 'player_id', 'order_date', 'payment_type', 'branch_id']),
    table: {
      columns: [
        { label: lineLabel('product_name'), weight: 4 },
        { label: ctx.t('print.quantity'), weight: 0.8, align: 'right' },
        { label: lineLabel('selling_price'), weight: 1.6, align: 'right' },
        { label: lineLabel('amount'), weight: 1.6, align: 'right' },
      ],
      rows: toLines(row.items).map((l) => [lineName(l), String(l.quantity), money(l.selling_price), money(l.amount)]),
    },
    totals: [
      [label('amount'), money(row.amount)],
      [label('shipping_fee'), money(row.shipping_fee)],
      [label('discount_value'), discount ? `-${money(discount)}` : money(0)],
      [label('transaction_amount'), money(row.transaction_amount)],
    ],
    inWords: moneyInWords(ctx.t, ctx.lang, row.transaction_amount),
    notes: row.note ? [String(row.note)] : [],
    signatures: [ctx.t('print.buyer'), ctx.t('print.seller')],
  };
}
