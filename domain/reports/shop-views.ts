/**
 * How the shop reports read: orders by period and status, and each product's
 * stock over the range with its value, units taken in and sold drawn by period;
 * their answers' schemas.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { figures, periodReportSchema } from './period-report';
import { chartPoints, longTable, periodTitles, type ReportLocale, type ReportView } from './report-table';

/** `GET /orders/{filterUnit}`: orders and their totals by period and order status. */
export const orderReportSchema = periodReportSchema(['count', 'amount']);
export type OrderReport = FromSchema<typeof orderReportSchema>;

export function orderView(report: OrderReport, { t }: ReportLocale): ReportView {
  return {
    stats: [
      { label: t('report_orders.count'), value: report.total.count, kind: 'number' },
      { label: t('report_orders.amount'), value: report.total.amount, kind: 'money' },
    ],
    chart: { type: 'column', points: chartPoints(report, 'count'), money: false },
    table: longTable<'count' | 'amount'>(
      report,
      t('report_orders.status'),
      [
        { key: 'count', title: t('report_orders.count'), kind: 'number', value: (c) => c.count },
        { key: 'amount', title: t('report_orders.amount'), kind: 'money', value: (c) => c.amount },
      ],
      periodTitles(t),
      report.total,
    ),
  };
}

const STOCK = ['opening', 'taken_in', 'sold', 'closing'] as const;
const PRODUCT_FIGURES = [...STOCK, 'unit_cost', 'stock_value'] as const;

const movements = periodReportSchema(['quantity', 'value'], [...STOCK, 'stock_value', 'taken_in_value', 'sold_value']);
/**
 * `GET /inventories/{filterUnit}`: units (and their value) taken in and sold by
 * period, and each product's stock from the day before the range to its end: units
 * and their value at the average cost of what was taken in, shipping included.
 */
export const inventoryReportSchema = {
  ...movements,
  properties: {
    ...movements.properties,
    products: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'integer' }, name: { type: 'string' }, code: { type: 'string' }, ...figures(PRODUCT_FIGURES) },
        required: ['id', 'name', 'code', ...PRODUCT_FIGURES],
        additionalProperties: false,
      },
    },
  },
  required: [...movements.required, 'products'],
} as const;
export type InventoryReport = FromSchema<typeof inventoryReportSchema>;

export function inventoryView(report: InventoryReport, { t }: ReportLocale): ReportView {
  const label = (key: string) => t(`report_inventories.${key}`);
  return {
    stats: [
      { label: label('taken_in'), value: report.total.taken_in, kind: 'number' },
      { label: label('taken_in_value'), value: report.total.taken_in_value, kind: 'money' },
      { label: label('sold'), value: report.total.sold, kind: 'number' },
      { label: label('sold_value'), value: report.total.sold_value, kind: 'money' },
      { label: label('closing'), value: report.total.closing, kind: 'number' },
      { label: label('stock_value'), value: report.total.stock_value, kind: 'money' },
    ],
    chart: { type: 'column', points: chartPoints(report, 'quantity'), money: false },
    table: {
      columns: [
        { key: 'name', title: label('product'), kind: 'text' },
        { key: 'code', title: label('code'), kind: 'text' },
        ...STOCK.map((key) => ({ key, title: label(key), kind: 'number' as const })),
        { key: 'unit_cost', title: label('unit_cost'), kind: 'money' },
        { key: 'stock_value', title: label('stock_value'), kind: 'money' },
      ],
      rows: report.products.map(({ id: _id, ...product }) => product),
      summary: {
        name: t('reports.total'),
        code: '',
        ...Object.fromEntries(STOCK.map((key) => [key, report.total[key]])),
        unit_cost: '',
        stock_value: report.total.stock_value,
      },
    },
  };
}
