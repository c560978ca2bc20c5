/**
 * "Attendance" on a player's or a teacher's detail page: their check-ins in a
 * chosen month (status, "weekday | DD/MM/YYYY", class – branch, note) with the
 * present / absent counts. Shown only where the attendance page is open to the user.
 */
import type { BaseKey } from '@refinedev/core';
import { useCan, useCustom } from '@refinedev/core';
import { Card, DatePicker, Empty, List, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_DATE_FORMAT, DATE_FORMAT, MONTH_FORMAT } from '../../../domain/dates';
import type { PersonHistory as History } from '../../../domain/attendance';
import { CheckInTag } from './CheckInTag';
import { KINDS, type AttendanceKind } from './kinds';
import { useAcademyClock } from '../../providers/academy-clock';

const PAGE_SIZE = 10;
const HISTORY_PATHS: Record<AttendanceKind, string> = { player: 'players', teacher: 'managers' };

/** "Thứ hai | 03/03/2025": dayjs speaks the app's language. */
const dayLabel = (date: string) => {
  const weekday = dayjs(date).format('dddd');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} | ${dayjs(date).format(DATE_FORMAT)}`;
};

function PersonAttendance({ kind, id }: { kind: AttendanceKind; id: BaseKey }) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const { data: can } = useCan({ resource: KINDS[kind].page, action: 'list' });
  const [month, setMonth] = useState<Dayjs>(() => clock.now().startOf('month'));
  const [page, setPage] = useState(1);
  const { query, result } = useCustom<History>({
    url: `/${HISTORY_PATHS[kind]}/${id}/attendances`,
    method: 'get',
    config: {
      query: {
        fromDate: month.format(API_DATE_FORMAT),
        toDate: month.endOf('month').format(API_DATE_FORMAT),
        page: page - 1,
        size: PAGE_SIZE,
      },
    },
    queryOptions: { enabled: can?.can === true },
  });
  if (can?.can !== true) return null;
  const history = query.isSuccess ? result.data : undefined;

  return (
    <Card
      size="small"
      className="person-attendance"
      style={{ marginTop: 16 }}
      title={t('attendance.history.title')}
      extra={
        <DatePicker
          picker="month"
          size="small"
          value={month}
          format={MONTH_FORMAT}
          allowClear={false}
          aria-label={t('attendance.history.month')}
          onChange={(value) => {
            if (!value) return;
            setMonth(value.startOf('month'));
            setPage(1);
          }}
        />
      }
    >
      <Space wrap style={{ marginBottom: 8 }}>
        <Tag color="success">{t('attendance.counts.present', { count: history?.present ?? 0 })}</Tag>
        <Tag color="error">{t('attendance.counts.absent', { count: history?.absent ?? 0 })}</Tag>
      </Space>
      <List
        size="small"
        loading={query.isFetching}
        dataSource={history?.content ?? []}
        rowKey="id"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('attendance.history.empty')} /> }}
        pagination={
          (history?.total_elements ?? 0) > PAGE_SIZE && {
            current: page,
            pageSize: PAGE_SIZE,
            total: history?.total_elements,
            size: 'small',
            onChange: setPage,
          }
        }
        renderItem={(row) => (
          <List.Item>
            <Space wrap size={[12, 4]}>
              <CheckInTag checkIn={row.check_in} units={row.units} />
              <Typography.Text strong>{dayLabel(row.at_date)}</Typography.Text>
              <Typography.Text type="secondary">{[row.class_name, row.branch_name].filter(Boolean).join(' – ')}</Typography.Text>
              {row.note && <Typography.Text italic>{row.note}</Typography.Text>}
            </Space>
          </List.Item>
        )}
      />
    </Card>
  );
}

export function PlayerAttendance({ id }: { id: BaseKey }) {
  return <PersonAttendance kind="player" id={id} />;
}

export function TeacherAttendance({ id }: { id: BaseKey }) {
  return <PersonAttendance kind="teacher" id={id} />;
}
