/**
 * Fills the form from a record chosen in an `x-fill` relation field (ref-fill.ts):
 * the record is read when chosen, and its values land unless the choice changed meanwhile.
 */
import { useDataProvider } from '@refinedev/core';
import { useMemo, useRef } from 'react';
import type { EntitySchema } from '../../schemas/vocabulary';
import type { FormValues } from './form-schema';
import { chosenAnew, filledFrom, refFills, refilled } from './ref-fill';

export function useRefFill(schema: EntitySchema, setFormData: (update: (current: FormValues) => FormValues) => void) {
  const dataProvider = useDataProvider();
  const fills = useMemo(() => refFills(schema), [schema]);
  // The latest choice of each field: an answer for an earlier one is dropped.
  const latest = useRef<Record<string, unknown>>({});
  // What the last choice of each field filled in, to be taken back by the next one that gives nothing for it.
  const filled = useRef<Record<string, FormValues>>({});

  /** Call with the values before and after a change the user made. */
  return (before: FormValues, next: FormValues) => {
    for (const ref of chosenAnew(fills, before, next)) {
      const id = next[ref.field] as number;
      latest.current[ref.field] = id;
      dataProvider()
        .getOne({ resource: ref.resource, id })
        .then(
          ({ data }) => {
            if (latest.current[ref.field] !== id) return;
            const given = filledFrom(ref.fill, data);
            setFormData((current) =>
              current[ref.field] === id ? refilled(ref.fill, current, given, filled.current[ref.field] ?? {}) : current,
            );
            filled.current[ref.field] = given;
          },
          // The choice stays; the fields are left for the user to type (the list already showed the error).
          () => undefined,
        );
    }
  };
}
