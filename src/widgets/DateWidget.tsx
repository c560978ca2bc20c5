/**
 * rjsf widget for `format: date`: picks a day shown DD/MM/YYYY, stores YYYY-MM-DD;
 * a day may also be typed (DD/MM/YYYY, D/M/YYYY or YYYY-MM-DD). A day no calendar
 * has (31/02/2026, 2026-13-01) stays in the field as typed and is held so, and the
 * field says "Invalid date !" at once (the form's check refuses it on save too),
 * instead of the picker blanking it. With `x-not-future`, days after the academy's today are greyed.
 */
import type { WidgetProps } from '@rjsf/utils';
import { DatePicker, Flex, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, fromApiDate, isApiDate, toApiDate, typedDay } from '../../domain/dates';
import { useAcademyClock } from '../providers/academy-clock';

/** Formats a typed day is read in; the first is how the field shows it. */
const TYPED_FORMATS = [DATE_FORMAT, 'D/M/YYYY', 'YYYY-MM-DD'];

export function DateWidget({ id, value, onChange, onBlur, disabled, readonly, placeholder, schema, rawErrors }: WidgetProps) {
  const { t } = useTranslation();
  const { now } = useAcademyClock();
  const afterToday = (day: Dayjs) => day.isAfter(now(), 'day');
  const typedWrong = typeof value === 'string' && value !== '' && !isApiDate(value);
  return (
    <Flex vertical>
      <DatePicker
        id={id}
        style={{ width: '100%' }}
        format={TYPED_FORMATS}
        value={fromApiDate(value)}
        placeholder={placeholder || DATE_FORMAT}
        disabled={disabled || readonly}
        disabledDate={schema['x-not-future'] ? afterToday : undefined}
        status={typedWrong ? 'error' : undefined}
        // What was typed stays in the field when it is no day: the message below says why.
        preserveInvalidOnBlur
        onChange={(day) => onChange(toApiDate(day))}
        onBlur={(event) => {
          const typed = (event.target as HTMLInputElement).value.trim();
          // A typed day the picker did not take (it takes only real ones) is held as typed, for the check to refuse.
          if (typed && !isApiDate(typedDay(typed))) onChange(typedDay(typed));
          onBlur(id, value);
        }}
      />
      {typedWrong && !rawErrors?.length && (
        <Typography.Text type="danger" role="alert">
          {t('validation.date')}
        </Typography.Text>
      )}
    </Flex>
  );
}
