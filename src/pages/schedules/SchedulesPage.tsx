/**
 * /schedules: the week's classes and events (spec §2 Schedule). A grid of time
 * rows × days on a desktop, a day-by-day list on a phone; clashes flagged; the
 * schedule-mode pause announced. The branch is the header's.
 */
import { Alert, Card, Grid, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictList } from './ConflictList';
import { DayList } from './DayList';
import { useTimetable } from './use-timetable';
import { conflictReasons, mondayOf, weekDays } from './week';
import { WeekGrid } from './WeekGrid';
import { WeekToolbar } from './WeekToolbar';
import { useAcademyClock } from '../../providers/academy-clock';

export default function SchedulesPage() {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const desktop = Grid.useBreakpoint().lg;
  const [monday, setMonday] = useState(() => mondayOf(clock.now()));
  const { timetable, loading, fetching } = useTimetable(monday);
  const days = weekDays(monday);
  const items = timetable?.items ?? [];
  const reasons = conflictReasons(timetable?.conflicts ?? []);
  const showBranch = new Set(items.map((o) => o.branch.id)).size > 1;

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {timetable?.paused.is_enable && (
        <Alert type="warning" showIcon message={t('schedules.paused')} description={timetable.paused.message} />
      )}
      <Card size="small">
        <WeekToolbar monday={monday} onWeek={setMonday} total={items.length} />
      </Card>
      <ConflictList conflicts={timetable?.conflicts ?? []} />
      {loading ? (
        <Skeleton active />
      ) : desktop ? (
        <WeekGrid days={days} items={items} reasons={reasons} showBranch={showBranch} loading={fetching} />
      ) : (
        <DayList days={days} items={items} reasons={reasons} showBranch={showBranch} />
      )}
    </Space>
  );
}
