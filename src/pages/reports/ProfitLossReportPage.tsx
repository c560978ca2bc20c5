/** /reports/profit-and-loss (admins): paid revenue, expenses and profit by period. */
import { profitLossView, type ProfitAndLoss } from '../../../domain/reports/money-views';
import { ReportFrame } from './ReportFrame';

export default function ProfitLossReportPage() {
  return <ReportFrame<ProfitAndLoss> path="profit-and-loss" view={profitLossView} />;
}
