/**
 * rjsf widget for weekly time slots (arrays of `enums#/$defs/time_slot`): one
 * compact row per slot (weekday, HH:mm range, remove) and an add button.
 * An array widget rather than a custom field: rjsf then keeps the antd field
 * template, which gives the label, the required mark and the field's errors
 * (minItems, required, the server's 422) as for any other field.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { WidgetProps } from '@rjsf/utils';
import { Button, Flex, Select, TimePicker, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { fromClock, TIME_FORMAT } from '../../domain/dates';
import { newSlot, toSlots, type TimeSlot } from '../../domain/time-slots';

/** What src/crud/schema-to-ui.ts puts in `ui:options`, already translated. */
interface TimeSlotsOptions {
  days: Array<{ value: string; label: string }>;
  dayLabel: string;
  startLabel: string;
  endLabel: string;
}

/** "17:30" as a picker value (today at that time; only the clock is read back). */

export function TimeSlotsWidget({ id, value, onChange, options, schema, disabled, readonly, label }: WidgetProps) {
  const { t } = useTranslation();
  const { days, dayLabel, startLabel, endLabel } = options as unknown as TimeSlotsOptions;
  const slots = toSlots(value);
  const locked = disabled || readonly;
  const full = schema.maxItems !== undefined && slots.length >= schema.maxItems;

  const update = (index: number, change: Partial<TimeSlot>) =>
    onChange(slots.map((slot, i) => (i === index ? { ...slot, ...change } : slot)));

  return (
    <Flex id={id} role="group" aria-label={label} vertical gap={8} align="flex-start">
      {slots.map((slot, index) => (
        <Flex key={index} gap={8} style={{ width: '100%', maxWidth: 420 }}>
          <Select
            aria-label={dayLabel}
            style={{ width: 116, flex: 'none' }}
            value={slot.day_of_week}
            options={days}
            disabled={locked}
            onChange={(day: string) => update(index, { day_of_week: day })}
          />
          <TimePicker.RangePicker
            style={{ flex: 1, minWidth: 0 }}
            format={TIME_FORMAT}
            minuteStep={5}
            allowClear={false}
            placeholder={[startLabel, endLabel]}
            value={[fromClock(slot.start_time), fromClock(slot.end_time)]}
            disabled={locked}
            onChange={(range) =>
              range?.[0] && range[1] && update(index, { start_time: range[0].format(TIME_FORMAT), end_time: range[1].format(TIME_FORMAT) })
            }
          />
          <Tooltip title={t('timeSlots.remove')}>
            <Button
              aria-label={t('timeSlots.remove')}
              icon={<DeleteOutlined />}
              disabled={locked}
              onClick={() => onChange(slots.filter((_, i) => i !== index))}
            />
          </Tooltip>
        </Flex>
      ))}
      <Tooltip title={full ? t('timeSlots.max', { count: schema.maxItems }) : undefined}>
        <Button type="dashed" icon={<PlusOutlined />} disabled={locked || full} onClick={() => onChange([...slots, newSlot(slots)])}>
          {t('timeSlots.add')}
        </Button>
      </Tooltip>
    </Flex>
  );
}
