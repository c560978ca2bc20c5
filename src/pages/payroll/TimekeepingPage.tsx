/**
 * Timekeeping (`/time-keeping`, admin only): for a month, every teacher of the
 * selected branch with the sessions taught, days taught and absences from their
 * check-ins, each row unfolding to the days; the month's payslips are a click away.
 */
import { WalletOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Flex, Table, Tag, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_MONTH_FORMAT, MONTH_FORMAT } from '../../../domain/dates';
import { TeacherDays } from './TeacherDays';
import { useTimekeeping, type TeacherMonth } from './use-timekeeping';
import { useAcademyClock } from '../../providers/academy-clock';

export default function TimekeepingPage() {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const [month, setMonth] = useState<Dayjs>(() => clock.now().startOf('month'));
  const { items, sessions, loading } = useTimekeeping(month.format(API_MONTH_FORMAT));

  return (
    <Card
      title={t('time_keeping.time_keeping')}
      extra={
        <Link to="/payroll">
          <Button icon={<WalletOutlined />}>{t('time_keeping.toPayroll')}</Button>
        </Link>
      }
    >
      <Flex wrap gap={12} align="center" style={{ marginBottom: 16 }}>
        <DatePicker
          picker="month"
          aria-label={t('time_keeping.month')}
          format={MONTH_FORMAT}
          value={month}
          allowClear={false}
          disabledDate={(d) => d.isAfter(clock.now(), 'month')}
          onChange={(d) => d && setMonth(d)}
        />
        <Typography.Text strong data-testid="timekeeping-summary">
          {t('time_keeping.summary', { teachers: items.length, sessions })}
        </Typography.Text>
      </Flex>
      <Table<TeacherMonth>
        rowKey={(row) => row.manager.id}
        size="middle"
        loading={loading}
        dataSource={items}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('crud.noData') }}
        expandable={{ expandedRowRender: (row) => <TeacherDays days={row.days} /> }}
        columns={[
          {
            key: 'teacher',
            title: t('time_keeping.teacher'),
            render: (_, row) => (
              <span>
                <Link to={`/managers/${row.manager.id}`}>{row.manager.name}</Link>
                {row.auditing_status !== 1 && <Tag style={{ marginInlineStart: 8 }}>{t('time_keeping.inactive')}</Tag>}
              </span>
            ),
          },
          { key: 'branch', title: t('time_keeping.branch'), render: (_, row) => row.branch?.name },
          {
            key: 'salary',
            title: t('time_keeping.salaryType'),
            render: (_, row) => (row.salary_type ? t(`managers.fields.salary_type.options.${row.salary_type}`) : ''),
          },
          {
            key: 'sessions',
            title: t('time_keeping.sessions'),
            dataIndex: 'sessions',
            align: 'right',
            sorter: (a, b) => a.sessions - b.sessions,
          },
          { key: 'days', title: t('time_keeping.daysTaught'), dataIndex: 'days_taught', align: 'right' },
          { key: 'absences', title: t('time_keeping.absences'), dataIndex: 'absences', align: 'right' },
        ]}
      />
    </Card>
  );
}
