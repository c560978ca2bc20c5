/** A day's heading: "Thứ Hai, 02/03", marked when it is today. */
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dayOfWeek } from './week';

export function DayTitle({ day, today }: { day: string; today: boolean }) {
  const { t } = useTranslation();
  return (
    <span>
      {t(`schedules.days.${dayOfWeek(day)}`)}, {dayjs(day).format('DD/MM')}
      {today && (
        <Tag color="purple" style={{ marginInlineStart: 6, marginInlineEnd: 0 }}>
          {t('schedules.today')}
        </Tag>
      )}
    </span>
  );
}
