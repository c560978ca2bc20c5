/**
 * The free-trial registration (spec §2) as the public API has it: branches with
 * their class slots, the form's values, the body of `POST /public/practices`,
 * and the 422 field errors placed back on the form.
 */
import type { HttpError } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import enums from '../../../schemas/enums.json';
import type { Language } from '../../i18n/i18n';
import { toApiDate } from '../../../domain/dates';
import type { TimeSlot } from '../../../domain/time-slots';

export interface PracticeValues {
  name: string;
  date_of_birth: Dayjs;
  branch_id: number;
  /** Checked slots as `slotKey`s. */
  schedules: string[];
  parent_name: string;
  mobile: string;
  address: string;
  note?: string;
}

const PRACTICE_FIELDS = ['name', 'date_of_birth', 'branch_id', 'schedules', 'parent_name', 'mobile', 'address', 'note'] as const;
type PracticeField = (typeof PRACTICE_FIELDS)[number];

const isPracticeField = (name: string): name is PracticeField => (PRACTICE_FIELDS as readonly string[]).includes(name);

const dayLabels = enums.$defs.day_of_week['x-enum-labels'] as Record<string, Record<Language, string>>;

/** A weekday "1".."7" as the schema names it ("Thứ 2" / "Mon"), for `slotLabel` of lib/time-slots. */
export const dayName = (lang: Language) => (day: string) => dayLabels[day]?.[lang] ?? day;

/** A checkbox value for a slot; checkbox groups compare values by identity, so objects will not do. */
export const slotKey = (slot: TimeSlot) => `${slot.day_of_week}|${slot.start_time}|${slot.end_time}`;

function slotFromKey(key: string): TimeSlot {
  const [day_of_week, start_time, end_time] = key.split('|');
  return { day_of_week, start_time, end_time };
}

export function toPracticeBody({ date_of_birth, schedules, note, ...rest }: PracticeValues) {
  return {
    ...rest,
    date_of_birth: toApiDate(date_of_birth),
    schedules: schedules.map(slotFromKey),
    ...(note?.trim() && { note }),
  };
}

export interface PlacedErrors {
  /** For antd's `form.setFields`. */
  fields: Array<{ name: PracticeField; errors: string[] }>;
  /** Whether some error has no field on the form, so only a toast can tell it. */
  unplaced: boolean;
}

/** A 422's `errors` on the form's fields. */
export function placeFieldErrors(error: HttpError): PlacedErrors {
  const entries = Object.entries(error.errors ?? {});
  const onForm = entries.flatMap(([name, message]) => (isPracticeField(name) ? [{ name, errors: [String(message)] }] : []));
  return {
    fields: onForm,
    unplaced: error.statusCode !== 422 || onForm.length === 0 || onForm.length < entries.length,
  };
}
