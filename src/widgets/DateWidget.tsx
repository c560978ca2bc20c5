/** rjsf widget for `format: date`: picks a day shown DD/MM/YYYY, stores YYYY-MM-DD. */
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker } from 'antd';
import { DATE_FORMAT, fromApiDate, toApiDate } from '../../domain/dates';

export function DateWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder }: WidgetProps) {
  return (
    <DatePicker
      id={id}
      style={{ width: '100%' }}
      format={DATE_FORMAT}
      value={fromApiDate(value)}
      placeholder={placeholder || DATE_FORMAT}
      disabled={disabled || readonly}
      onChange={(day) => onChange(toApiDate(day))}
      onBlur={() => onBlur(id, value)}
    />
  );
}
