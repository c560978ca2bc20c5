/**
 * rjsf widget for enums: an antd 5 Select over rjsf's enumOptions, whose
 * labels are the translated `ui:enumNames`. (@rjsf/antd's own select targets
 * antd 6 props, so its search does not match labels under antd 5.)
 */
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';

export function EnumSelectWidget({ id, value, onChange, onBlur, options, disabled, readonly, placeholder, required }: WidgetProps) {
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled || readonly}
      allowClear={!required}
      showSearch
      optionFilterProp="label"
      options={(options.enumOptions ?? []).map((o) => ({ value: o.value as string | number, label: o.label }))}
      onChange={(next) => onChange(next ?? undefined)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
