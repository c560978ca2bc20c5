/** The day's stops in pickup order with their riders and counts; a row, or its button, opens the check-in dialog. */
import { CheckSquareOutlined } from '@ant-design/icons';
import { Button, Grid, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import type { StopOfDay } from '../../../domain/pickups';

interface Props {
  stops: StopOfDay[];
  loading: boolean;
  showBranch: boolean;
  onOpen: (id: number) => void;
}

export function StopTable({ stops, loading, showBranch, onOpen }: Props) {
  const { t } = useTranslation();
  const wide = Grid.useBreakpoint().md;
  const open = (stop: StopOfDay, compact = false) => (
    <Button
      type="primary"
      ghost
      size="small"
      icon={<CheckSquareOutlined />}
      aria-label={`${t('transport.takeAttendance')} ${stop.name}`}
      onClick={(e) => {
        e.stopPropagation();
        onOpen(stop.id);
      }}
    >
      {!compact && t('transport.takeAttendance')}
    </Button>
  );
  // On a phone one column tells the stop and its counts, beside the button.
  const phone: ColumnsType<StopOfDay> = [
    {
      key: 'stop',
      render: (_, stop) => (
        <>
          <Typography.Text strong>{`${stop.pickup_time} · ${stop.name}`}</Typography.Text>
          {stop.address && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {stop.address}
            </Typography.Text>
          )}
          {showBranch && (
            <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
              {stop.branch.name}
            </Typography.Text>
          )}
          <Space size={4} wrap style={{ marginTop: 4 }}>
            <Tag>{t('transport.ridersCount', { count: stop.total_riders })}</Tag>
            <Tag color="success">{t('transport.presentCount', { count: stop.total_present })}</Tag>
            <Tag color="error">{t('transport.absentCount', { count: stop.total_absent })}</Tag>
          </Space>
        </>
      ),
    },
    { key: 'open', width: 56, align: 'right', render: (_, stop) => open(stop, true) },
  ];
  const columns: ColumnsType<StopOfDay> = [
    {
      title: t('transport.pickupTime'),
      dataIndex: 'pickup_time',
      width: 100,
      render: (time: string) => <Typography.Text strong>{time}</Typography.Text>,
    },
    {
      title: t('transport.stop'),
      dataIndex: 'name',
      render: (name: string, stop) => (
        <>
          <div>{name}</div>
          {stop.address && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {stop.address}
            </Typography.Text>
          )}
        </>
      ),
    },
    ...(showBranch ? [{ title: t('transport.branch'), key: 'branch', render: (_: unknown, stop: StopOfDay) => stop.branch.name }] : []),
    { title: t('transport.riders'), dataIndex: 'total_riders', align: 'right' },
    { title: t('transport.present'), dataIndex: 'total_present', align: 'right', render: (n: number) => <Tag color="success">{n}</Tag> },
    { title: t('transport.absent'), dataIndex: 'total_absent', align: 'right', render: (n: number) => <Tag color="error">{n}</Tag> },
    { key: 'open', align: 'right', render: (_, stop) => open(stop) },
  ];
  return (
    <Table
      size="middle"
      rowKey="id"
      columns={wide ? columns : phone}
      showHeader={wide}
      dataSource={stops}
      loading={loading}
      pagination={false}
      onRow={(stop) => ({ onClick: () => onOpen(stop.id), style: { cursor: 'pointer' } })}
      locale={{ emptyText: t('transport.noStops') }}
    />
  );
}
