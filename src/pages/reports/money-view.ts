/** How the revenue and expense reports read: amounts by period and category. */
import type { TFunction } from 'i18next';
import { chartPoints, wideTable, type PeriodReport, type ReportView } from './report-data';

export type MoneyReport = PeriodReport<'amount' | 'count'> & { total: { amount: number; count: number } };

/** `page` names the screen's own texts: its total and count labels. */
export function moneyView(report: MoneyReport, page: 'report_revenues' | 'report_expenses', t: TFunction): ReportView {
  return {
    stats: [
      { label: t(`${page}.total`), value: report.total.amount, kind: 'money' },
      { label: t(`${page}.count`), value: report.total.count, kind: 'number' },
    ],
    chart: { type: 'column', points: chartPoints(report, 'amount'), money: true },
    table: wideTable(report, 'amount', 'money', { period: t('reports.period'), total: t('reports.total') }),
  };
}
