/**
 * No silent overwrite in an edit form: the form saves with the version it was filled
 * from (If-Match). When someone else has saved the record in between, the server refuses
 * (412 STALE_RECORD); then this fetches the record as it is now, tells which fields the
 * other person changed, and lets the user take their version or save their own edits over it.
 */
import { useDataProvider, useNotification, type BaseKey, type BaseRecord, type HttpError } from '@refinedev/core';
import { useState } from 'react';
import { writableProperties } from '../../schemas/catalogue';
import type { EntitySchema } from '../../schemas/vocabulary';
import { versionOf } from '../providers/record-versions';
import { withoutHidden, writableValues, type FormValues } from './form-schema';

export interface StaleConflict {
  /** The record as it is now, and its version. */
  current: BaseRecord;
  version?: string;
  /** The form's fields the other person changed since the form was filled, in schema order. */
  theirs: string[];
  /** Those of them the user changed too. */
  mineToo: string[];
  /** The current record with the user's own edits on top: what "keep mine" saves. */
  merged: FormValues;
  /** The current record as form values: what "reload" shows. */
  reloaded: FormValues;
}

/** null: no conflict; 'loading': the record as it is now is on its way. */
export type StaleState = StaleConflict | 'loading' | null;

export const isStale = (error: unknown) => (error as HttpError | undefined)?.statusCode === 412;

// An emptied field reads as '' or undefined in the form and is absent from a record: all three are "no value".
const valueOf = (v: unknown) => (v === '' || v === undefined ? null : v);
const same = (a: unknown, b: unknown) => JSON.stringify(valueOf(a)) === JSON.stringify(valueOf(b));

/** What a refused save meets: the other person's changes, the user's, and both ways out. */
export function staleConflict(
  schema: EntitySchema,
  loadedRecord: BaseRecord,
  current: BaseRecord,
  version: string | undefined,
  mine: FormValues,
): StaleConflict {
  const fields = Object.keys(writableProperties(schema, 'edit'));
  const loaded = writableValues(loadedRecord, schema);
  const reloaded = writableValues(current, schema);
  const theirs = fields.filter((field) => !same(loaded[field], reloaded[field]));
  const mineChanged = fields.filter((field) => !same(loaded[field], mine[field]));
  const merged = { ...reloaded };
  for (const field of mineChanged) {
    if (valueOf(mine[field]) === null) delete merged[field];
    else merged[field] = mine[field];
  }
  return {
    current,
    version,
    theirs,
    mineToo: theirs.filter((field) => mineChanged.includes(field)),
    merged: withoutHidden(schema, merged),
    reloaded,
  };
}

/** For an edit form (`id` set); before its useForm, which takes `mutationMeta` and `errorNotification`. */
export function useStaleSave({ resource, id, schema }: { resource: string; id?: BaseKey; schema: EntitySchema }) {
  const dataProvider = useDataProvider();
  const { open } = useNotification();
  // The record the form is based on and its version; `shown` is the fetched record the form was
  // filled from, `from` the last one fetched.
  const [base, setBase] = useState<{ from?: BaseRecord; shown?: BaseRecord; record?: BaseRecord; version?: string }>({});
  const [conflict, setConflict] = useState<StaleState>(null);
  // While the dialog is open, a save ("keep mine") is over the version it shows.
  const version = conflict && conflict !== 'loading' ? conflict.version : base.version;

  /** After a refused save: whether it was refused for a stale version (the dialog then takes over). */
  const caught = (error: unknown, mine: FormValues): boolean => {
    const loaded = base.record;
    if (!isStale(error) || id === undefined || !loaded) return false;
    setConflict('loading');
    dataProvider()
      .getOne({ resource, id })
      .then(
        ({ data }) => setConflict(staleConflict(schema, loaded, data, versionOf(resource, id), mine)),
        (failure: HttpError) => {
          setConflict(null);
          open?.({ type: 'error', message: failure.message });
        },
      );
    return true;
  };

  /** The user chose: the record shown in the dialog becomes the one the form is based on. */
  const settle = () => {
    if (conflict && conflict !== 'loading') setBase({ ...base, record: conflict.current, version: conflict.version });
    setConflict(null);
  };

  return {
    /**
     * Called while rendering with the fetched record; answers the record to fill the form from. A newly
     * fetched one becomes the base with the version it came with, unless it arrives while the dialog
     * is open or is of the version the form is already based on (the refetch after a refused save):
     * then the form keeps what the user typed.
     */
    filledFrom: (record: BaseRecord | undefined): BaseRecord | undefined => {
      if (!record || record === base.from || id === undefined) return base.shown ?? record;
      const version = versionOf(resource, id);
      if (conflict || (base.version !== undefined && version === base.version)) {
        setBase({ ...base, from: record });
        return base.shown;
      }
      setBase({ from: record, shown: record, record, version });
      return record;
    },
    conflict,
    caught,
    settle,
    /** Closed without a choice: the form stays as typed, still based on the old version (a save asks again). */
    dismiss: () => setConflict(null),
    mutationMeta: version ? { headers: { 'If-Match': version } } : undefined,
    /** The dialog, not a toast, answers a stale save. */
    errorNotification: (error?: HttpError) => (isStale(error) ? (false as const) : undefined),
  };
}
