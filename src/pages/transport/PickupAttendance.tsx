/**
 * Transport attendance for one direction (spec §2 Transport, reference §6.3):
 * the day (today unless picked), the stops of the selected branch in pickup
 * order with their counts, and the check-in dialog stop by stop. A branch
 * without transport mode gets the notice pointing to the setting instead.
 */
import { Alert, Card, DatePicker, Flex, Skeleton, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { API_DATE_FORMAT, DATE_FORMAT } from '../../../domain/dates';
import { PickupModal } from './PickupModal';
import { StopTable } from './StopTable';
import { TransportOffNotice } from './TransportOffNotice';
import type { Direction } from '../../../domain/pickups';
import { useStopsOfDay } from './use-pickups';
import { useAcademyClock } from '../../providers/academy-clock';

export function PickupAttendance({ direction }: { direction: Direction }) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const [date, setDate] = useState(() => clock.today());
  const [openStop, setOpenStop] = useState<number | null>(null);
  const { stops, off, loading, fetching, refetch } = useStopsOfDay(date, direction);

  if (off) return <TransportOffNotice message={off} />;
  const list = stops?.content ?? [];
  const without = stops?.branches_without_transport ?? [];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Flex wrap gap={12} align="center">
          <Typography.Text>{t('transport.date')}</Typography.Text>
          <DatePicker
            aria-label={t('transport.date')}
            value={dayjs(date)}
            format={DATE_FORMAT}
            allowClear={false}
            disabledDate={(day) => day.isAfter(clock.now(), 'day')}
            onChange={(day) => day && setDate(day.format(API_DATE_FORMAT))}
          />
          <Tag color={direction === 'forward' ? 'green' : 'volcano'}>{t(`transport.direction.${direction}`)}</Tag>
        </Flex>
      </Card>
      {without.length > 0 && list.length > 0 && (
        <Alert type="info" showIcon message={t('transport.withoutTransport', { branches: without.map((b) => b.name).join(', ') })} />
      )}
      {loading ? (
        <Card>
          <Skeleton active />
        </Card>
      ) : (
        <Card
          size="small"
          title={t('transport.stops', { count: list.length })}
          extra={
            <Space wrap size={4}>
              <Tag color="success">{t('transport.presentCount', { count: stops?.total_present ?? 0 })}</Tag>
              <Tag color="error">{t('transport.absentCount', { count: stops?.total_absent ?? 0 })}</Tag>
            </Space>
          }
          styles={{ body: { padding: 0 } }}
        >
          <StopTable stops={list} loading={fetching} showBranch={new Set(list.map((s) => s.branch.id)).size > 1} onOpen={setOpenStop} />
        </Card>
      )}
      {openStop !== null && (
        <PickupModal stops={list} stopId={openStop} date={date} direction={direction} onStop={setOpenStop} onSaved={refetch} />
      )}
    </Space>
  );
}
