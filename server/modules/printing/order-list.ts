/** The filtered orders list on paper (the orders list's "print"): one line per order and the total of the filter. */
import type { RequestContext } from '../../core/context';
import type { EntityModel } from '../../core/crud/entity-model';
import { money, type PrintDocument } from './print-document';
import { recordLabels } from './record-labels';

type Row = Record<string, unknown>;

export interface OrderListing {
  total_elements: number;
  truncated: boolean;
  content: Row[];
  sub_total?: number;
}

const COLUMNS: Array<[field: string, weight: number]> = [
  ['id', 0.8],
  ['order_date', 1.3],
  ['customer_name', 2.4],
  ['customer_mobile', 1.6],
  ['payment_type', 1.5],
  ['transaction_status', 1.4],
  ['transaction_amount', 1.7],
];

export function orderList(ctx: RequestContext, model: EntityModel, listing: OrderListing): PrintDocument {
  const { label, value } = recordLabels(model, ctx.lang);
  return {
    title: ctx.t('print.orderList'),
    number: ctx.t('print.listCount', { count: listing.total_elements }),
    facts: [],
    table: {
      columns: COLUMNS.map(([field, weight]) => ({
        label: label(field),
        weight,
        align: field === 'transaction_amount' || field === 'id' ? 'right' : 'left',
      })),
      rows: listing.content.map((row) =>
        COLUMNS.map(([field]) => (field === 'transaction_amount' ? money(row[field]) : value(row, field))),
      ),
    },
    totals: [[label('transaction_amount'), money(listing.sub_total)]],
    notes: listing.truncated ? [ctx.t('print.truncated', { shown: listing.content.length, total: listing.total_elements })] : [],
    signatures: [],
  };
}
