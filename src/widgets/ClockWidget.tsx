/** rjsf widget for `format: clock`: a time of day picked as HH:mm, stored as the text "HH:mm". */
import type { WidgetProps } from '@rjsf/utils';
import { TimePicker } from 'antd';
import { fromClock, TIME_FORMAT } from '../../domain/dates';

export function ClockWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder }: WidgetProps) {
  return (
    <TimePicker
      id={id}
      style={{ width: '100%' }}
      format={TIME_FORMAT}
      minuteStep={5}
      needConfirm={false}
      value={typeof value === 'string' && value ? fromClock(value) : null}
      placeholder={placeholder || TIME_FORMAT}
      disabled={disabled || readonly}
      onChange={(time) => onChange(time ? time.format(TIME_FORMAT) : undefined)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
