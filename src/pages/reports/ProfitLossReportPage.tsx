/** /reports/profit-and-loss (admins): paid revenue, expenses and profit by period. */
import { useTranslation } from 'react-i18next';
import { periodLabel } from '../../../domain/report-periods';
import { share, type CellValue, type PeriodReport, type ReportView } from './report-data';
import { ReportFrame } from './ReportFrame';

const FIGURES = ['revenue', 'expense', 'profit'] as const;
type Figure = (typeof FIGURES)[number];

interface ProfitAndLoss extends Omit<PeriodReport<'amount'>, 'periods'> {
  periods: Array<{ period: string } & Record<Figure, number>>;
  total: Record<Figure, number>;
}

export default function ProfitLossReportPage() {
  const { t } = useTranslation();
  // No revenue, no margin: an empty cell rather than a misleading 0%.
  const marginOf = (profit: number, revenue: number): CellValue => (revenue ? share(profit, revenue) : '');
  const view = (report: ProfitAndLoss): ReportView => {
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
        points: report.periods.flatMap((p) => FIGURES.map((key) => ({ period: periodLabel(p.period, report.unit), series: name(key), value: p[key] }))),
      },
      table: {
        columns: [
          { key: 'period', title: t('reports.period'), kind: 'text' },
          ...FIGURES.map((key) => ({ key, title: name(key), kind: 'money' as const })),
          { key: 'margin', title: t('report_profit_and_loss.margin'), kind: 'percent' },
        ],
        rows: report.periods.map((p) => ({ ...p, period: periodLabel(p.period, report.unit), margin: marginOf(p.profit, p.revenue) })),
        summary: { period: t('reports.total'), ...report.total, margin },
      },
    };
  };
  return <ReportFrame<ProfitAndLoss> name="report_profit_and_loss" path="profit-and-loss" view={view} />;
}
