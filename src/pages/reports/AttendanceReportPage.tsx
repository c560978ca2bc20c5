/** /reports/attendances: players' present and absent check-ins by period and class. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attendanceView, type AttendanceReport } from '../../../domain/reports/people-views';
import { joinIds, RelationFilter, type Ids } from './ReportFilters';
import { ReportFrame } from './ReportFrame';

export default function AttendanceReportPage() {
  const { t } = useTranslation();
  const [classIds, setClassIds] = useState<Ids>([]);
  return (
    <ReportFrame<AttendanceReport>
      path="attendances"
      query={{ classIds: joinIds(classIds) }}
      view={attendanceView}
      filters={<RelationFilter resource="classes" label={t('report_attendances.classes')} value={classIds} onChange={setClassIds} />}
    />
  );
}
