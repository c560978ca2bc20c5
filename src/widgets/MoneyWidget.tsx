/** rjsf widget for `x-widget: money`: integer VND typed in number mode, shown as 1.234.567 (spec §5). */
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { formatNumber, parseAmount } from '../../domain/money';

export function MoneyWidget({ id, value, onChange, onBlur, onFocus, schema, disabled, readonly, placeholder }: WidgetProps) {
  const shown = typeof value === 'number' ? formatNumber(value) : '';
  return (
    <Input
      id={id}
      inputMode="numeric"
      suffix="đ"
      value={shown}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      onChange={(e) => onChange(parseAmount(e.target.value, { min: schema.minimum, max: schema.maximum }))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
