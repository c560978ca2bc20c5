/** How the money reports read: revenue and expenses by period and category, and profit and loss by period. */
import { periodLabel } from '../report-periods';
import {
  chartPoints,
  periodKind,
  periodTitles,
  share,
  wideTable,
  type CellValue,
  type PeriodReport,
  type ReportLocale,
  type Series,
  type ReportView,
} from './report-table';

export type MoneyReport = PeriodReport<'amount' | 'count'> & { total: { amount: number; count: number } };

/** `page` names the screen's own texts: its total and count labels. */
export function moneyView(report: MoneyReport, page: 'report_revenues' | 'report_expenses', { t }: ReportLocale): ReportView {
  return {
    stats: [
      { label: t(`${page}.total`), value: report.total.amount, kind: 'money' },
      { label: t(`${page}.count`), value: report.total.count, kind: 'number' },
    ],
    chart: { type: 'column', points: chartPoints(report, 'amount'), money: true },
    table: wideTable(report, 'amount', 'money', periodTitles(t)),
  };
}

const FIGURES = ['revenue', 'expense', 'profit'] as const;
type Figure = (typeof FIGURES)[number];

/** Three series (revenue, expense, profit) of one measure; a period's three figures side by side. */
export interface ProfitAndLoss extends Omit<PeriodReport<'amount'>, 'series' | 'periods' | 'total'> {
  series: Series[];
  periods: Array<{ period: string } & Record<Figure, number>>;
  total: Record<Figure, number>;
}

// No revenue, no margin: an empty cell rather than a misleading 0%.
const marginOf = (profit: number, revenue: number): CellValue => (revenue ? share(profit, revenue) : '');

export function profitLossView(report: ProfitAndLoss, { t }: ReportLocale): ReportView {
  const name = (key: Figure) => t(`reports.pnl.${key}`);
  const margin = marginOf(report.total.profit, report.total.revenue);
  return {
    stats: [
      ...FIGURES.map((key) => ({ label: name(key), value: report.total[key], kind: 'money' as const })),
      ...(typeof margin === 'number' ? [{ label: t('report_profit_and_loss.margin'), value: margin, kind: 'percent' as const }] : []),
    ],
    chart: {
      type: 'column',
      money: true,
      points: report.periods.flatMap((p) =>
        FIGURES.map((key) => ({ period: periodLabel(p.period, report.unit), series: name(key), value: p[key] })),
      ),
    },
    table: {
      columns: [
        { key: 'period', title: t('reports.period'), kind: periodKind(report.unit) },
        ...FIGURES.map((key) => ({ key, title: name(key), kind: 'money' as const })),
        { key: 'margin', title: t('report_profit_and_loss.margin'), kind: 'percent' },
      ],
      rows: report.periods.map((p) => ({ ...p, period: periodLabel(p.period, report.unit), margin: marginOf(p.profit, p.revenue) })),
      summary: { period: t('reports.total'), ...report.total, margin },
    },
  };
}
