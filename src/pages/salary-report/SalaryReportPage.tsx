/**
 * The salary report (`/report-salary`, admin only): payslip totals by branch
 * and month over a range of months, paid and unpaid, as a table, a chart and a
 * CSV / Excel file of the same figures.
 */
import { Card, DatePicker, Flex, Skeleton, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../crud/ExportButton';
import { API_MONTH_FORMAT, formatMonth, MONTH_FORMAT } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { SalaryTable } from './SalaryTable';
import { SALARY_REPORT_PATH, useSalaryReport } from './use-salary-report';
import { useAcademyClock } from '../../providers/academy-clock';

const ReportChart = lazy(() => import('../reports/ReportChart'));
/** The range a visit opens on: this month and the five before it. */
const OPENING_MONTHS = 6;

export default function SalaryReportPage() {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [
    clock
      .now()
      .startOf('month')
      .subtract(OPENING_MONTHS - 1, 'month'),
    clock.now().startOf('month'),
  ]);
  const [from, to] = range.map((m) => m.format(API_MONTH_FORMAT));
  const { report, loading } = useSalaryReport(from, to);
  const points = (report?.rows ?? []).flatMap((line) =>
    line.months.map((cell) => ({ period: formatMonth(cell.month), series: line.branch.name, value: cell.total_amount })),
  );
  const waiting = <Skeleton.Node active style={{ width: '100%', height: 360 }} />;

  return (
    <Flex vertical gap={16}>
      <Card title={t('report_salary.report_salary')}>
        <Flex wrap gap={12} align="center" justify="space-between" style={{ marginBottom: 16 }}>
          <DatePicker.RangePicker
            picker="month"
            aria-label={t('report_salary.months')}
            format={MONTH_FORMAT}
            value={range}
            allowClear={false}
            disabledDate={(d) => d.isAfter(clock.now(), 'month')}
            onChange={(picked) => picked?.[0] && picked[1] && setRange([picked[0], picked[1]])}
          />
          <ExportButton
            path={SALARY_REPORT_PATH}
            sorters={[]}
            filters={[
              { field: 'fromMonth', operator: 'eq', value: from },
              { field: 'toMonth', operator: 'eq', value: to },
            ]}
          />
        </Flex>
        {report && (
          <Typography.Paragraph strong data-testid="salary-summary">
            {t('report_salary.summary', {
              total: formatMoney(report.totals.total_amount),
              paid: formatMoney(report.totals.paid_amount),
              unpaid: formatMoney(report.totals.unpaid_amount),
            })}
          </Typography.Paragraph>
        )}
        <SalaryTable report={report} loading={loading} />
      </Card>
      <Card title={t('report_salary.chartTitle')} size="small" data-testid="salary-chart">
        {report ? (
          <Suspense fallback={waiting}>
            <ReportChart chart={{ type: 'column', money: true, points }} />
          </Suspense>
        ) : (
          waiting
        )}
      </Card>
    </Flex>
  );
}
