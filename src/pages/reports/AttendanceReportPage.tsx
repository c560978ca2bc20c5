/** /reports/attendances: players' present and absent check-ins by period and class. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chartPoints, longTable, share, type PeriodReport, type ReportView } from './report-data';
import { cellText } from './report-export';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';

type Counts = { present: number; absent: number };
type AttendanceReport = PeriodReport<'present' | 'absent'> & {
  total: Counts & { percent_present: number; percent_absent: number; players: number };
};

export default function AttendanceReportPage() {
  const { t, i18n } = useTranslation();
  const [classIds, setClassIds] = useState<Ids>([]);
  const percent = (n: number) => `(${cellText(n, 'percent', i18n.language)})`;
  const view = (report: AttendanceReport): ReportView => ({
    stats: [
      { label: t('report_attendances.present'), value: report.total.present, kind: 'number', note: percent(report.total.percent_present) },
      { label: t('report_attendances.absent'), value: report.total.absent, kind: 'number', note: percent(report.total.percent_absent) },
      { label: t('report_attendances.players'), value: report.total.players, kind: 'number' },
    ],
    // As the attendance sheet is read: who came, class by class.
    chart: { type: 'column', points: chartPoints(report, 'present'), money: false },
    table: longTable(
      report,
      t('report_attendances.class'),
      [
        { key: 'present', title: t('report_attendances.present'), kind: 'number', value: (c: Counts) => c.present },
        { key: 'absent', title: t('report_attendances.absent'), kind: 'number', value: (c: Counts) => c.absent },
        { key: 'rate', title: t('report_attendances.rate'), kind: 'percent', value: (c: Counts) => share(c.present, c.present + c.absent) },
      ],
      { period: t('reports.period'), total: t('reports.total') },
      report.total,
    ),
  });
  return (
    <ReportFrame<AttendanceReport>
      name="report_attendances"
      path="attendances"
      query={{ classIds: joinIds(classIds) }}
      view={view}
      filters={<RelationFilter resource="classes" label={t('report_attendances.classes')} value={classIds} onChange={setClassIds} />}
    />
  );
}
