/**
 * One stop's riders being marked: the fee rule, the live counts, "all present",
 * the rows, and the two saves of the reference: save & close, save & next stop
 * (which closes after the last). One call saves the whole stop.
 */
import { CheckOutlined } from '@ant-design/icons';
import { useCustomMutation } from '@refinedev/core';
import { Button, Empty, Flex, List, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../domain/money';
import { allPresent, countMarks, isDirty, itemsOf, marksOf, type PickupMarks } from './pickup-marks';
import { RiderRow } from './RiderRow';
import type { Direction, StopRoster } from '../../../domain/pickups';
import { SAVE_URL } from './use-pickups';

interface Props {
  roster: StopRoster;
  date: string;
  direction: Direction;
  /** After a save: `next` when the user asked to go on to the next stop. */
  onSaved: (next: boolean) => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

export function RosterEditor({ roster, date, direction, onSaved, onCancel, onDirtyChange }: Props) {
  const { t } = useTranslation();
  const [loaded] = useState(() => marksOf(roster.items));
  const [marks, setMarks] = useState<PickupMarks>(loaded);
  const { mutate, mutation } = useCustomMutation<StopRoster & { fees: { booked: number; taken_back: number } }>();
  const counts = countMarks(marks);
  const [going, setGoing] = useState<'close' | 'next' | null>(null);

  const change = (next: PickupMarks) => {
    setMarks(next);
    onDirtyChange(isDirty(loaded, next));
  };
  const save = (next: boolean) => {
    setGoing(next ? 'next' : 'close');
    mutate(
      {
        url: SAVE_URL,
        method: 'post',
        values: { bus_stop_id: roster.bus_stop.id, date, direction, items: itemsOf(marks) },
        successNotification: (data) => {
          const fees = data?.data.fees;
          const notes = [
            fees?.booked && t('transport.feesBooked', { count: fees.booked }),
            fees?.taken_back && t('transport.feesTakenBack', { count: fees.taken_back }),
          ];
          return { message: t('transport.saved'), description: notes.filter(Boolean).join('. ') || undefined, type: 'success' };
        },
      },
      { onSuccess: () => onSaved(next), onSettled: () => setGoing(null) },
    );
  };
  const fee =
    roster.fee.fee_type === 0
      ? t('transport.fee.0')
      : t(`transport.fee.${roster.fee.fee_type}`, { amount: formatMoney(roster.fee.amount) });

  return (
    <>
      <Flex wrap gap={8} justify="space-between" align="center" style={{ marginBottom: 8 }}>
        <Space wrap size={4}>
          <Tag color="success">{t('transport.presentCount', { count: counts.present })}</Tag>
          <Tag color="error">{t('transport.absentCount', { count: counts.absent })}</Tag>
          <Typography.Text type="secondary">{fee}</Typography.Text>
        </Space>
        <Button icon={<CheckOutlined />} disabled={!roster.items.length} onClick={() => change(allPresent(marks))}>
          {t('transport.markAll')}
        </Button>
      </Flex>
      <List
        dataSource={roster.items}
        rowKey="player_id"
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('transport.noRiders')} /> }}
        renderItem={(rider) => (
          <List.Item>
            <RiderRow rider={rider} mark={marks[rider.player_id]} onChange={(mark) => change({ ...marks, [rider.player_id]: mark })} />
          </List.Item>
        )}
      />
      <Flex wrap gap={8} justify="flex-end" style={{ marginTop: 16 }}>
        <Button onClick={onCancel}>{t('buttons.cancel')}</Button>
        <Button loading={going === 'close'} disabled={mutation.isPending} onClick={() => save(false)}>
          {t('transport.saveClose')}
        </Button>
        <Button type="primary" loading={going === 'next'} disabled={mutation.isPending} onClick={() => save(true)}>
          {t('transport.saveNext')}
        </Button>
      </Flex>
    </>
  );
}
