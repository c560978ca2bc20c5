/**
 * The invoice of a plan payment (the subscription the academy pays for): its
 * package, the priced breakdown as stored when the payment was made, any
 * coupon, the total and whether and when it was paid.
 */
import { durationLabel, lineDetail, lineName, type PriceLineLike } from '../../../domain/price-lines';
import { enumLabel } from '../../../domain/enum-labels';
import { formatDate } from '../../../domain/dates';
import { packageName } from '../../../domain/package-name';
import type { RequestContext } from '../../core/context';
import { notFound } from '../../core/errors';
import { academyToday } from '../../core/academy-clock';
import { invoiceStatusOn } from '../plan/invoice-status';
import { money, moneyInWords, type PrintDocument } from './print-document';

/** The academy's own invoice with its payment and package; another academy's reads as not found. */
export async function findInvoice(ctx: RequestContext, id: number) {
  const invoice = await ctx.db
    .selectFrom('invoices as i')
    .innerJoin('payments as p', (j) => j.onRef('p.id', '=', 'i.payment_id').onRef('p.academy_id', '=', 'i.academy_id'))
    .innerJoin('packages as pk', 'pk.id', 'p.package_id')
    .select([
      'i.id',
      'i.number',
      'i.amount',
      'i.due_date',
      'i.paid_date',
      'i.create_date',
      invoiceStatusOn(academyToday(ctx.academy.timeZone)).as('status'),
      'p.breakdown',
      'p.subtotal',
      'p.discount',
      'p.coupon_code',
      'p.duration',
      'p.duration_unit',
      'p.plan_choice',
      'pk.code as package_code',
      'pk.name as package_name',
    ])
    .where('i.academy_id', '=', ctx.academy.id)
    .where('i.id', '=', id)
    .executeTakeFirst();
  if (!invoice) throw notFound(ctx.t('errors.notFound'));
  return invoice;
}

type Invoice = Awaited<ReturnType<typeof findInvoice>>;

export function planInvoice(ctx: RequestContext, academyName: string, invoice: Invoice): PrintDocument {
  const { t, lang } = ctx;
  const lines = (invoice.breakdown ?? []) as PriceLineLike[];
  const discount = Number(invoice.discount ?? 0);
  const facts: Array<[string, string]> = [
    [t('print.billedTo'), academyName],
    [t('plan.col.package'), packageName(t, { code: invoice.package_code, name: invoice.package_name })],
    [t('plan.col.period'), durationLabel({ duration: Number(invoice.duration), duration_unit: String(invoice.duration_unit) }, t)],
    [t('plan.col.date'), formatDate(invoice.create_date)],
    [t('plan.col.dueDate'), formatDate(invoice.due_date)],
    [t('plan.col.status'), enumLabel('invoice_status', invoice.status, lang)],
    [t('plan.col.paidDate'), formatDate(invoice.paid_date)],
  ];
  return {
    title: t('print.invoice'),
    number: t('print.number', { number: invoice.number }),
    facts: facts.filter(([, value]) => value !== ''),
    table: {
      columns: [
        { label: t('print.item'), weight: 3 },
        { label: t('print.detail'), weight: 3 },
        { label: t('print.amount'), weight: 1.6, align: 'right' },
      ],
      rows: lines.map((line) => [lineName(line, lang), lineDetail(line, t), money(line.amount)]),
    },
    totals: [
      [t('print.subtotal'), money(invoice.subtotal)],
      ...(discount
        ? [
            [invoice.coupon_code ? `${t('print.discount')} (${invoice.coupon_code})` : t('print.discount'), `-${money(discount)}`] as [
              string,
              string,
            ],
          ]
        : []),
      [t('print.totalDue'), money(invoice.amount)],
    ],
    inWords: moneyInWords(t, lang, invoice.amount),
    notes: [],
    signatures: [],
  };
}
