/**
 * /reports/inventories: units taken in and sold by period, and each product's
 * stock over the range with its value. Stock is academy-wide: the branch does not apply.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPoints, type PeriodReport, type ReportView } from './report-data';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';

const STOCK = ['opening', 'taken_in', 'sold', 'closing'] as const;
type Stock = Record<(typeof STOCK)[number] | 'stock_value', number>;

type InventoryReport = PeriodReport<'quantity' | 'value'> & {
  products: Array<{ id: number; name: string; code: string; unit_cost: number } & Stock>;
  total: Stock & { taken_in_value: number; sold_value: number };
};

export default function InventoryReportPage() {
  const { t } = useTranslation();
  const [categoryIds, setCategoryIds] = useState<Ids>([]);
  const label = (key: string) => t(`report_inventories.${key}`);
  const view = (report: InventoryReport): ReportView => ({
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
      summary: { name: t('reports.total'), code: '', ...Object.fromEntries(STOCK.map((key) => [key, report.total[key]])), unit_cost: '', stock_value: report.total.stock_value },
    },
  });
  return (
    <ReportFrame<InventoryReport>
      name="report_inventories"
      path="inventories"
      query={{ categoryIds: joinIds(categoryIds) }}
      view={view}
      note={label('academyWide')}
      filters={<RelationFilter resource="categories" label={label('category')} value={categoryIds} onChange={setCategoryIds} />}
    />
  );
}
