/** rjsf widget for `format: month`: a calendar month picked as MM/YYYY, stored as "YYYY-MM". */
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { API_MONTH_FORMAT, MONTH_FORMAT } from '../../domain/dates';

export function MonthWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      picker="month"
      style={{ width: '100%' }}
      format={MONTH_FORMAT}
      value={typeof value === 'string' && value ? dayjs(value, API_MONTH_FORMAT) : null}
      placeholder={placeholder || MONTH_FORMAT}
      disabled={disabled || readonly}
      onChange={(month) => onChange(month ? month.format(API_MONTH_FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
