/**
 * rjsf widget for weekly slots chosen among another record's (`x-subset-of`):
 * a player's slots as checkboxes of their class's schedule. Waits, with a hint,
 * until the class is chosen; slots the class does not offer are dropped.
 */
import { useOne } from '@refinedev/core';
import type { WidgetProps } from '@rjsf/utils';
import { Checkbox, Skeleton, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { slotLabel, slotsNotOffered, sortSlots, toSlots, type TimeSlot } from '../../domain/time-slots';
import type { FormContext } from './form-context';

/** What src/crud/schema-to-ui.ts puts in `ui:options`, already translated. */
interface SlotChoiceOptions {
  resource: string;
  ref: string;
  field: string;
  days: Record<string, string>;
  waitingHint: string;
}

const key = (slot: TimeSlot) => `${slot.day_of_week}|${slot.start_time}|${slot.end_time}`;

export function SlotChoiceWidget({ id, name, value, onChange, options, registry, disabled, readonly, label }: WidgetProps) {
  const { t } = useTranslation();
  const { resource, ref, field, days, waitingHint } = options as unknown as SlotChoiceOptions;
  const context = registry.formContext as FormContext | undefined;
  const refId = context?.formData?.[ref];
  const { result, query } = useOne({ resource, id: refId as number, queryOptions: { enabled: typeof refId === 'number' } });
  const offered = sortSlots(toSlots(result?.[field]));
  const chosen = toSlots(value);

  // Slots the class does not offer are dropped (once: what is kept then all fits), but not while
  // the user is asked whether to change the class and drop them (src/crud/use-subset-guard.tsx).
  const held = context?.held?.includes(name) ?? false;
  const dropped = result !== undefined && !held ? slotsNotOffered(chosen, offered) : [];
  useEffect(() => {
    if (dropped.length) onChange(chosen.filter((slot) => !dropped.includes(slot)));
  });

  if (typeof refId !== 'number') return <Typography.Text type="secondary">{waitingHint}</Typography.Text>;
  if (query.isLoading) return <Skeleton.Input active size="small" />;
  if (!offered.length) return <Typography.Text type="secondary">{t('crud.noData')}</Typography.Text>;
  return (
    <div id={id} role="group" aria-label={label}>
      <Checkbox.Group
        disabled={disabled || readonly}
        value={chosen.map(key)}
        options={offered.map((slot) => ({ value: key(slot), label: slotLabel(slot, (d) => days[d] ?? d) }))}
        onChange={(keys) => onChange(offered.filter((slot) => keys.includes(key(slot))))}
      />
    </div>
  );
}
