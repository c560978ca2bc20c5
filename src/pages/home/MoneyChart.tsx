/** Revenue against expenses for each month of the year, as grouped columns (the reports' lazily loaded chart). */
import { Card, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '../../../domain/dashboard';

const ReportChart = lazy(() => import('../reports/ReportChart'));

export function MoneyChart({ months, loading }: { months: Dashboard['by_month'] | undefined; loading: boolean }) {
  const { t, i18n } = useTranslation();
  const monthName = new Intl.DateTimeFormat(i18n.language.startsWith('en') ? 'en' : 'vi', { month: 'short', timeZone: 'UTC' });
  const points = (months ?? []).flatMap(({ month, revenue, expense }) => {
    const period = monthName.format(new Date(Date.UTC(2000, month - 1, 1)));
    return [
      { period, series: t('homeDashboard.seriesRevenue'), value: revenue },
      { period, series: t('homeDashboard.seriesExpense'), value: expense },
    ];
  });
  const waiting = <Skeleton.Node active style={{ width: '100%', height: 360 }} />;
  return (
    <Card title={t('homeDashboard.chartTitle')} size="small" data-testid="dashboard-chart">
      {loading || !months ? (
        waiting
      ) : (
        <Suspense fallback={waiting}>
          <ReportChart chart={{ type: 'column', money: true, points }} />
        </Suspense>
      )}
    </Card>
  );
}
