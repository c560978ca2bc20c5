/** A teacher's payslip for a month: base pay from the sessions or the monthly rate, raises and deductions with their reasons, the total. */
import type { RequestContext } from '../../core/context';
import type { EntityModel } from '../../core/crud/entity-model';
import { money, moneyInWords, type PrintDocument } from './print-document';
import { recordLabels } from './record-labels';

export function payslip(ctx: RequestContext, model: EntityModel, row: Record<string, unknown>): PrintDocument {
  const { facts, label, value } = recordLabels(model, ctx.lang);
  const deduction = Number(row.deduction_amount ?? 0);
  return {
    title: ctx.t('print.payslip'),
    number: ctx.t('print.number', { number: row.id }),
    facts: facts(row, [
      'manager_id',
      'month',
      'branch_id',
      'salary_type',
      'salary_rate',
      'sessions',
      'payslip_status',
      'paid_date',
      'payment_type',
    ]).map(([l, v]): [string, string] => (l === label('salary_rate') ? [l, money(row.salary_rate)] : [l, v])),
    table: {
      columns: [
        { label: ctx.t('print.item'), weight: 2 },
        { label: ctx.t('print.detail'), weight: 3 },
        { label: ctx.t('print.amount'), weight: 1.6, align: 'right' },
      ],
      rows: [
        [label('base_amount'), '', money(row.base_amount)],
        [label('raise_amount'), value(row, 'raise_note'), money(row.raise_amount)],
        [label('deduction_amount'), value(row, 'deduction_note'), deduction ? `-${money(deduction)}` : money(0)],
      ],
    },
    totals: [[label('total_amount'), money(row.total_amount)]],
    inWords: moneyInWords(ctx.t, ctx.lang, row.total_amount),
    notes: row.note ? [String(row.note)] : [],
    signatures: [ctx.t('print.employee'), ctx.t('print.accountant')],
  };
}
