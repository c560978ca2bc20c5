/** rjsf widget for `x-widget: phone`: a numeric keypad on phones, the schema's length limit. */
import { PhoneOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';

export function PhoneWidget({ id, value, onChange, onBlur, onFocus, schema, disabled, readonly, placeholder }: WidgetProps) {
  return (
    <Input
      id={id}
      type="tel"
      inputMode="tel"
      prefix={<PhoneOutlined />}
      maxLength={schema.maxLength}
      value={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
