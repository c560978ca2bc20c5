/** /reports/orders: orders and their value by period and order status, narrowed by status. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import enums from '../../../schemas/enums.json';
import { chartPoints, longTable, type PeriodReport, type ReportView } from './report-data';
import { EnumFilter, joinIds, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';

type OrderReport = PeriodReport<'count' | 'amount'> & { total: { count: number; amount: number } };

export default function OrderReportPage() {
  const { t } = useTranslation();
  const [orderStatuses, setOrderStatuses] = useState<Ids>([]);
  const view = (report: OrderReport): ReportView => ({
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
      { period: t('reports.period'), total: t('reports.total') },
      report.total,
    ),
  });
  return (
    <ReportFrame<OrderReport>
      name="report_orders"
      path="orders"
      query={{ orderStatuses: joinIds(orderStatuses) }}
      view={view}
      filters={
        <EnumFilter
          values={enums.$defs.order_status.enum}
          optionsKey="orders.fields.order_status.options"
          label={t('report_orders.status')}
          value={orderStatuses}
          onChange={setOrderStatuses}
        />
      }
    />
  );
}
