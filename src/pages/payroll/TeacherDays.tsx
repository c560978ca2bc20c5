/** One teacher's month day by day: each class of the day with its check-in, units and note. */
import { Flex, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';
import type { TeacherDay } from './use-timekeeping';

const CHECK_IN = {
  [PRESENT]: { key: 'present', color: 'success' },
  [ABSENT]: { key: 'absent', color: 'error' },
  [NONE]: { key: 'none', color: 'warning' },
} as const;

export function TeacherDays({ days }: { days: TeacherDay[] }) {
  const { t } = useTranslation();
  if (!days.length) return <Typography.Text type="secondary">{t('time_keeping.noCheckIns')}</Typography.Text>;
  return (
    <Table<TeacherDay>
      size="small"
      rowKey="date"
      pagination={false}
      dataSource={days}
      scroll={{ x: 'max-content' }}
      columns={[
        {
          key: 'date',
          title: t('time_keeping.day'),
          render: (_, day) => <span style={{ textTransform: 'capitalize' }}>{dayjs(day.date).format('dddd, DD/MM/YYYY')}</span>,
        },
        {
          key: 'classes',
          title: t('time_keeping.classes'),
          render: (_, day) => (
            <Flex vertical gap={4}>
              {day.classes.map((c, i) => {
                const state = CHECK_IN[c.check_in as keyof typeof CHECK_IN] ?? CHECK_IN[NONE];
                return (
                  <span key={`${c.id}-${i}`}>
                    {c.name} <Tag color={state.color}>{t(`time_keeping.${state.key}`)}</Tag>
                    {c.check_in === PRESENT && (
                      <Typography.Text type="secondary">{t('time_keeping.units', { count: c.units })}</Typography.Text>
                    )}
                    {c.note && <Typography.Text type="secondary"> · {c.note}</Typography.Text>}
                  </span>
                );
              })}
            </Flex>
          ),
        },
        { key: 'sessions', title: t('time_keeping.sessions'), dataIndex: 'sessions', align: 'right' },
        { key: 'absences', title: t('time_keeping.absences'), dataIndex: 'absences', align: 'right' },
      ]}
    />
  );
}
