/** Moving through the weeks: previous, this week, next, or any week from the picker; and the week's total. */
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, DatePicker, Grid, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { mondayOf } from './week';
import { useAcademyClock } from '../../providers/academy-clock';

interface Props {
  monday: Dayjs;
  onWeek: (monday: Dayjs) => void;
  total: number;
}

export function WeekToolbar({ monday, onWeek, total }: Props) {
  const { t } = useTranslation();
  const clock = useAcademyClock();
  const thisWeek = mondayOf(clock.now());
  // On a phone the arrows alone say previous and next, so the three buttons fit one line.
  const wide = Grid.useBreakpoint().sm;
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center', justifyContent: 'space-between' }}>
      <Space wrap>
        <Button icon={<LeftOutlined />} aria-label={t('schedules.previousWeek')} onClick={() => onWeek(monday.subtract(7, 'day'))}>
          {wide && t('schedules.previousWeek')}
        </Button>
        <Button type={monday.isSame(thisWeek, 'day') ? 'primary' : 'default'} onClick={() => onWeek(thisWeek)}>
          {t('schedules.thisWeek')}
        </Button>
        <Button
          icon={<RightOutlined />}
          iconPosition="end"
          aria-label={t('schedules.nextWeek')}
          onClick={() => onWeek(monday.add(7, 'day'))}
        >
          {wide && t('schedules.nextWeek')}
        </Button>
        <DatePicker
          picker="week"
          aria-label={t('schedules.week')}
          value={monday}
          allowClear={false}
          format={(value) =>
            t('schedules.weekOf', { from: mondayOf(value).format('DD/MM'), to: mondayOf(value).add(6, 'day').format('DD/MM/YYYY') })
          }
          onChange={(value) => value && onWeek(mondayOf(value))}
          style={{ width: 220 }}
        />
      </Space>
      <Typography.Text strong>{t('schedules.total', { count: total })}</Typography.Text>
    </div>
  );
}
