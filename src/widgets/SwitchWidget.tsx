/** rjsf widget for a boolean that turns something on or off (a settings switch). */
import type { WidgetProps } from '@rjsf/utils';
import { Switch } from 'antd';

export function SwitchWidget({ id, value, onChange, disabled, readonly, label }: WidgetProps) {
  return (
    <Switch id={id} aria-label={label} checked={value === true} disabled={disabled || readonly} onChange={(checked) => onChange(checked)} />
  );
}
