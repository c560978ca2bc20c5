/** One rider in the check-in dialog: photo, name and phone, pickup days, a note and the tri-state box. */
import { PhoneOutlined } from '@ant-design/icons';
import { Avatar, Input, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { initialOf, pictureUrl } from '../../crud/record-media';
import { enumLabel } from '../../../domain/enum-labels';
import { PickupBox } from './PickupBox';
import type { PickupMark } from './pickup-marks';
import type { Rider } from '../../../domain/pickups';

interface Props {
  rider: Rider;
  mark: PickupMark;
  onChange: (mark: PickupMark) => void;
}

export function RiderRow({ rider, mark, onChange }: Props) {
  const { t, i18n } = useTranslation();
  const { player } = rider;
  return (
    <div data-testid="rider" style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12, width: '100%' }}>
      <Avatar src={pictureUrl(player)} alt={player.name}>
        {initialOf(player.name)}
      </Avatar>
      <div style={{ flex: '1 1 200px', minWidth: 0 }}>
        <Typography.Text strong>{player.name}</Typography.Text>
        {player.mobile && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            <PhoneOutlined /> <a href={`tel:${player.mobile}`}>{player.mobile}</a>
            {player.parent_name ? ` · ${player.parent_name}` : ''}
          </Typography.Text>
        )}
        <Space size={[4, 4]} wrap style={{ marginTop: 4 }} aria-label={t('transport.pickupDays')}>
          {rider.days.map((day) => (
            <Tag key={day} style={{ marginInlineEnd: 0 }}>
              {enumLabel('day_of_week', day, i18n.language)}
            </Tag>
          ))}
          {!rider.due && <Tag color="warning">{t('transport.notDue')}</Tag>}
        </Space>
      </div>
      <Input
        placeholder={t('transport.note')}
        aria-label={`${t('transport.note')} ${player.name}`}
        value={mark.note}
        maxLength={500}
        onChange={(e) => onChange({ ...mark, note: e.target.value })}
        style={{ flex: '1 1 140px', maxWidth: 220 }}
      />
      <PickupBox value={mark.check_in} name={player.name} onChange={(check_in) => onChange({ ...mark, check_in })} />
    </div>
  );
}
