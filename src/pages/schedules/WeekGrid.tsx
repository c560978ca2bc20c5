/**
 * The desktop week: one row per time range, one column per day from Monday,
 * today's column tinted and, in it, the row the current time falls in.
 */
import { Table, theme, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { DayTitle } from './DayTitle';
import { OccurrenceCard } from './OccurrenceCard';
import { ALL_DAY, cellOf, occurrenceKey, rowHolds, timeRows, type Occurrence } from './week';
import { useAcademyClock } from '../../providers/academy-clock';

interface Props {
  days: string[];
  items: Occurrence[];
  reasons: Map<string, string[]>;
  showBranch: boolean;
  loading: boolean;
}

export function WeekGrid({ days, items, reasons, showBranch, loading }: Props) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const { token } = theme.useToken();
  const today = clock.today();
  const now = clock.now().format('HH:mm');
  const rows = timeRows(items).map((range) => ({ key: range, range }));

  const columns: ColumnsType<{ key: string; range: string }> = [
    {
      title: t('schedules.time'),
      dataIndex: 'range',
      width: 120,
      fixed: 'left',
      render: (range: string) => <Typography.Text strong>{range === ALL_DAY ? t('schedules.allDay') : range}</Typography.Text>,
    },
    ...days.map((day) => ({
      key: day,
      title: <DayTitle day={day} today={day === today} />,
      onHeaderCell: () => ({ style: day === today ? { background: token.colorPrimaryBgHover } : {} }),
      onCell: (row: { range: string }) => ({
        style: day === today ? { background: rowHolds(row.range, now) ? token.colorPrimaryBgHover : token.colorPrimaryBg } : {},
      }),
      render: (_: unknown, row: { range: string }) =>
        cellOf(items, row.range, day).map((o) => (
          <OccurrenceCard key={occurrenceKey(o)} occurrence={o} conflicts={reasons.get(occurrenceKey(o)) ?? []} showBranch={showBranch} />
        )),
    })),
  ];

  return (
    <Table
      size="small"
      bordered
      loading={loading}
      columns={columns}
      dataSource={rows}
      pagination={false}
      tableLayout="fixed"
      scroll={{ x: 120 + 7 * 125 }}
      locale={{ emptyText: t('schedules.empty') }}
    />
  );
}
