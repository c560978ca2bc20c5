/** How the money reports read: revenue and expenses by period and category, and profit and loss by period; their answers' schemas. */
import type { FromSchema } from 'json-schema-to-ts';
import { periodLabel } from '../report-periods';
import { figureSet, periodReportSchema, periodsOf, seriesSchema } from './period-report';
import {
  chartPoints,
  periodKind,
  periodTitles,
  share,
  wideTable,
  type CellValue,
  type ReportLocale,
  type ReportView,
} from './report-table';

/** `GET /revenues/{filterUnit}` and `GET /expenses/{filterUnit}`: amounts and counts by period and category. */
export const moneyReportSchema = periodReportSchema(['amount', 'count']);
export type MoneyReport = FromSchema<typeof moneyReportSchema>;

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

const amounts = periodReportSchema(['amount']);
/** `GET /profit-and-loss/{filterUnit}`: three series (revenue, expense, profit) of one measure; a period's three figures side by side. */
export const profitLossSchema = {
  ...amounts,
  properties: {
    ...amounts.properties,
    series: { type: 'array', items: seriesSchema },
    periods: periodsOf(FIGURES),
    total: figureSet(FIGURES),
  },
} as const;
export type ProfitAndLoss = FromSchema<typeof profitLossSchema>;

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
