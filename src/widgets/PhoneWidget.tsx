/**
 * rjsf widget for `format: phone`: a telephone keypad on phones. The number may be
 * typed as people write it ("0912 345 678", "+84 912 345 678"); the form holds it
 * as it is kept ("0912345678", domain/phone.ts), and shows it so once the field is left.
 */
import { PhoneOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';
import { useState } from 'react';
import { storedPhone } from '../../domain/phone';

export function PhoneWidget({ id, value, onChange, onBlur, onFocus, disabled, readonly, placeholder }: WidgetProps) {
  // What the user is typing, while the field has focus: their spaces stay where they put them.
  const [typing, setTyping] = useState<string | null>(null);
  return (
    <Input
      id={id}
      type="tel"
      inputMode="tel"
      prefix={<PhoneOutlined />}
      value={typing ?? value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      onChange={(e) => {
        setTyping(e.target.value);
        onChange(e.target.value.trim() === '' ? undefined : storedPhone(e.target.value));
      }}
      onBlur={() => {
        setTyping(null);
        onBlur(id, value);
      }}
      onFocus={() => onFocus(id, value)}
    />
  );
}
