/**
 * Choosing another record for a list picked among that record's (`x-subset-of`:
 * a player's weekly slots among their class's) drops the picks the new record
 * does not offer (SlotChoiceWidget). When that would clear some, the form asks
 * first, naming them; Cancel puts the form back as it was, old class included.
 */
import { useDataProvider } from '@refinedev/core';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { lowerFirst } from '../../domain/dependents';
import { isTimeSlotArray, slotLabel, slotsNotOffered, toSlots } from '../../domain/time-slots';
import type { EntitySchema } from '../../schemas/vocabulary';
import type { FormValues } from './form-schema';

/** Call with the values before and after a change; `restore` puts `before` back when the user cancels. */
export type SubsetGuard = (before: FormValues, after: FormValues, restore: (values: FormValues) => void) => void;

export function useSubsetGuard(resource: string, schema: EntitySchema): SubsetGuard {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dataProvider = useDataProvider();
  const guarded = Object.entries(schema.properties).filter(([, p]) => p['x-subset-of'] && isTimeSlotArray(p));

  return (before, after, restore) => {
    for (const [field, property] of guarded) {
      const { ref, field: offeredField } = property['x-subset-of']!;
      const chosen = toSlots(before[field]);
      const target = after[ref];
      if (target === before[ref] || typeof target !== 'number' || !chosen.length) continue;
      const dayName = (day: string) => t(`${resource}.fields.${field}.items.day_of_week.options.${day}`);
      void dataProvider()
        .getOne({ resource: schema.properties[ref]['x-ref']!, id: target })
        .then(({ data }) => {
          const dropped = slotsNotOffered(chosen, toSlots(data[offeredField]));
          if (!dropped.length) return;
          modal.confirm({
            title: t('crud.subsetChange.title', { field: lowerFirst(t(`${resource}.fields.${ref}.label`)) }),
            content: (
              <>
                <Typography.Paragraph>{t('crud.subsetChange.content', { field: lowerFirst(t(`${resource}.fields.${field}.label`)) })}</Typography.Paragraph>
                <ul>{dropped.map((slot) => <li key={slotLabel(slot, String)}>{slotLabel(slot, dayName)}</li>)}</ul>
              </>
            ),
            okText: t('crud.subsetChange.ok'),
            cancelText: t('buttons.cancel'),
            onCancel: () => restore(before),
          });
        })
        // The failed read has its notification; the new record's own widget shows what it offers.
        .catch(() => undefined);
    }
  };
}
