/** rjsf widget for long text (`x-widget: textarea`); ui:options.rows sets the height. */
import type { WidgetProps } from '@rjsf/utils';
import { Input } from 'antd';

export function TextareaWidget({ id, value, onChange, onBlur, onFocus, options, schema, disabled, readonly, placeholder }: WidgetProps) {
  return (
    <Input.TextArea
      id={id}
      rows={typeof options.rows === 'number' ? options.rows : 3}
      maxLength={schema.maxLength}
      showCount={Boolean(schema.maxLength)}
      value={value ?? ''}
      placeholder={placeholder}
      disabled={disabled}
      readOnly={readonly}
      // rjsf treats an emptied field as absent, so the schema's rules see no value.
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
    />
  );
}
