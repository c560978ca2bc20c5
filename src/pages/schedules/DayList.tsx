/** The phone week: one card per day, its classes and events in time order, today marked. */
import { Card, Empty, Space, theme, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayTitle } from './DayTitle';
import { OccurrenceCard } from './OccurrenceCard';
import { ALL_DAY, cellOf, occurrenceKey, timeRows, type Occurrence } from './week';
import { useAcademyClock } from '../../providers/academy-clock';

interface Props {
  days: string[];
  items: Occurrence[];
  reasons: Map<string, string[]>;
  showBranch: boolean;
}

export function DayList({ days, items, reasons, showBranch }: Props) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const { token } = theme.useToken();
  const today = clock.today();

  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      {days.map((day) => {
        const rows = timeRows(items.filter((o) => o.date === day));
        return (
          <Card
            key={day}
            size="small"
            data-testid={`day-${day}`}
            title={<DayTitle day={day} today={day === today} />}
            styles={{ header: day === today ? { background: token.colorPrimaryBg } : undefined }}
          >
            {rows.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('schedules.emptyDay')} style={{ margin: 0 }} />
            ) : (
              rows.map((row) => (
                <div key={row} style={{ display: 'flex', gap: 12 }}>
                  <Typography.Text strong style={{ width: 92, flex: 'none', paddingTop: 4 }}>
                    {row === ALL_DAY ? t('schedules.allDay') : row}
                  </Typography.Text>
                  <div style={{ flex: 1, minWidth: 0 }}>
                    {cellOf(items, row, day).map((o) => (
                      <OccurrenceCard
                        key={occurrenceKey(o)}
                        occurrence={o}
                        conflicts={reasons.get(occurrenceKey(o)) ?? []}
                        showBranch={showBranch}
                      />
                    ))}
                  </div>
                </div>
              ))
            )}
          </Card>
        );
      })}
    </Space>
  );
}
