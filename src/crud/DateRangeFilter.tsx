/** The filter bar's date range: DD/MM/YYYY range picker with month and year presets. */
import { DatePicker, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, fromApiDate } from '../../domain/dates';
import { useAcademyClock } from '../providers/academy-clock';
import { dateRangePresets, type DayRange } from './date-range';
import './DateRangeFilter.css';

interface Props {
  label: string;
  /** The applied `[from, to]` as YYYY-MM-DD; empty ends: every date. */
  value?: [string, string];
  onChange: (range: DayRange | null) => void;
}

export function DateRangeFilter({ label, value, onChange }: Props) {
  const { t } = useTranslation();
  const { now } = useAcademyClock();
  return (
    <DatePicker.RangePicker
      style={{ width: '100%' }}
      format={DATE_FORMAT}
      classNames={{ popup: { root: 'date-range-popup' } }}
      prefix={<Typography.Text type="secondary">{label}</Typography.Text>}
      aria-label={label}
      placeholder={[t('crud.dateRange.from'), t('crud.dateRange.to')]}
      value={value?.[0] && value[1] ? [fromApiDate(value[0]), fromApiDate(value[1])] : null}
      onChange={(dates) => onChange(dates?.[0] && dates[1] ? [dates[0], dates[1]] : null)}
      presets={dateRangePresets(now).map(([key, range]) => ({ label: t(`crud.dateRange.${key}`), value: range }))}
    />
  );
}
