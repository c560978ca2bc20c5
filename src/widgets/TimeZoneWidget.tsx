/**
 * rjsf widget for the academy's time zone (`x-widget: time-zone`): the spec §3
 * list west to east, each labelled with its offset today ("(UTC+07:00) Hà Nội,
 * TP. Hồ Chí Minh"), searchable by place or offset.
 */
import type { WidgetProps } from '@rjsf/utils';
import { Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZoneOptions } from '../../domain/time-zones';

export function TimeZoneWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder }: WidgetProps) {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const options = useMemo(() => timeZoneOptions(lang), [lang]);
  return (
    <Select
      id={id}
      style={{ width: '100%' }}
      value={value ?? undefined}
      placeholder={placeholder}
      disabled={disabled || readonly}
      showSearch
      optionFilterProp="label"
      options={options}
      onChange={(next) => onChange(next)}
      onBlur={() => onBlur(id, value)}
    />
  );
}
