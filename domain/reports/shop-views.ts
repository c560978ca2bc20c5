/**
 * How the shop reports read: orders by period and status, and each product's
 * stock over the range with its value, units taken in and sold drawn by period.
 */
import { chartPoints, longTable, periodTitles, type PeriodReport, type ReportLocale, type ReportView } from './report-table';

export type OrderReport = PeriodReport<'count' | 'amount'> & { total: { count: number; amount: number } };

export function orderView(report: OrderReport, { t }: ReportLocale): ReportView {
  return {
    stats: [
      { label: t('report_orders.count'), value: report.total.count, kind: 'number' },
      { label: t('report_orders.amount'), value: report.total.amount, kind: 'money' },
    ],
    chart: { type: 'column', points: chartPoints(report, 'count'), money: false },
    table: longTable(
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
type Stock = Record<(typeof STOCK)[number] | 'stock_value', number>;

export type InventoryReport = Omit<PeriodReport<'quantity' | 'value'>, 'total'> & {
  products: Array<{ id: number; name: string; code: string; unit_cost: number } & Stock>;
  total: Stock & { taken_in_value: number; sold_value: number };
};

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
