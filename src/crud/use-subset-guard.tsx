/**
 * Choosing another record for a list picked among that record's (`x-subset-of`:
 * a player's weekly slots among their class's) would drop the picks the new
 * record does not offer. The form asks first, naming them, and keeps them until
 * the answer: OK clears them, Cancel puts the old class back. Meanwhile the
 * field is held (`held`), so its widget (SlotChoiceWidget) leaves it alone.
 */
import { useDataProvider } from '@refinedev/core';
import { App, Typography } from 'antd';
import { useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { lowerFirst } from '../../domain/dependents';
import { isTimeSlotArray, slotLabel, slotsNotOffered, toSlots, type TimeSlot } from '../../domain/time-slots';
import type { EntitySchema } from '../../schemas/vocabulary';
import type { FormValues } from './form-schema';

export interface SubsetGuard {
  /** Call with the values before and after a user's change. */
  check: (before: FormValues, after: FormValues) => void;
  /** The fields whose picks wait for the user's answer. */
  held: string[];
}

/** A question about one field: the values before the first change not yet answered, and its dialog once shown. */
interface Question {
  before: FormValues;
  dialog?: { destroy: () => void };
}

export function useSubsetGuard(resource: string, schema: EntitySchema, setValues: Dispatch<SetStateAction<FormValues>>): SubsetGuard {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const dataProvider = useDataProvider();
  const [held, setHeld] = useState<string[]>([]);
  // The open question of each field; a newer change replaces it, so a late answer to an older one is ignored.
  const questions = useRef(new Map<string, Question>());
  const guarded = Object.entries(schema.properties).filter(([, p]) => p['x-subset-of'] && isTimeSlotArray(p));

  const settle = (field: string) => {
    questions.current.delete(field);
    setHeld((fields) => fields.filter((f) => f !== field));
  };

  const check = (before: FormValues, after: FormValues) => {
    for (const [field, property] of guarded) {
      const { ref, field: offeredField } = property['x-subset-of']!;
      const target = after[ref];
      if (target === before[ref]) continue;
      const open = questions.current.get(field);
      open?.dialog?.destroy();
      // A → B → C: Cancel goes back to A, the last class the user settled on.
      const first = open?.before ?? before;
      const chosen = toSlots(first[field]);
      if (target === first[ref] || typeof target !== 'number' || !chosen.length) {
        settle(field);
        continue;
      }
      const question: Question = { before: first };
      questions.current.set(field, question);
      setHeld((fields) => (fields.includes(field) ? fields : [...fields, field]));
      const current = () => questions.current.get(field) === question;
      const dayName = (day: string) => t(`${resource}.fields.${field}.items.day_of_week.options.${day}`);
      void dataProvider()
        .getOne({ resource: schema.properties[ref]['x-ref']!, id: target })
        .then(({ data }) => {
          if (!current()) return;
          const offered = toSlots(data[offeredField]);
          const dropped = slotsNotOffered(chosen, offered);
          if (!dropped.length) return settle(field);
          const keepOffered = (value: unknown): TimeSlot[] => {
            const slots = toSlots(value);
            const gone = slotsNotOffered(slots, offered);
            return slots.filter((slot) => !gone.includes(slot));
          };
          // Only while the form still holds the class asked about.
          const answer = (update: (values: FormValues) => FormValues) => {
            if (!current()) return;
            setValues((values) => (values[ref] === target ? update(values) : values));
            settle(field);
          };
          question.dialog = modal.confirm({
            title: t('crud.subsetChange.title', { field: lowerFirst(t(`${resource}.fields.${ref}.label`)) }),
            content: (
              <>
                <Typography.Paragraph>
                  {t('crud.subsetChange.content', { field: lowerFirst(t(`${resource}.fields.${field}.label`)) })}
                </Typography.Paragraph>
                <ul>
                  {dropped.map((slot) => (
                    <li key={slotLabel(slot, String)}>{slotLabel(slot, dayName)}</li>
                  ))}
                </ul>
              </>
            ),
            okText: t('crud.subsetChange.ok'),
            okButtonProps: { danger: true },
            cancelText: t('buttons.cancel'),
            onOk: () => answer((values) => ({ ...values, [field]: keepOffered(values[field]) })),
            onCancel: () => answer((values) => ({ ...values, [ref]: first[ref], [field]: first[field] })),
          });
        })
        // The failed read has its notification; the widget then keeps what the new record offers.
        .catch(() => current() && settle(field));
    }
  };

  return { check, held };
}
