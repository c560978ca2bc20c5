/**
 * The attendance screens' editing state, pure: each person's mark (a check-in,
 * domain/check-in.ts, with units and a note), what changed
 * since it was loaded, the counts, and the server's row errors put back on their rows.
 */
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';

/** The order a grid cell cycles through on each click. */
const CYCLE = [NONE, PRESENT, ABSENT];

export interface Mark {
  check_in: number;
  units: number;
  note: string;
}

/** Marks by person id. */
export type Marks = Record<number, Mark>;

export function marksOf(rows: Array<{ id: number; check_in: number; units: number; note?: string | null }>): Marks {
  return Object.fromEntries(rows.map((r) => [r.id, { check_in: r.check_in, units: r.units, note: r.note ?? '' }]));
}

const same = (a: Mark | undefined, b: Mark | undefined) =>
  a?.check_in === b?.check_in && a?.note.trim() === b?.note.trim() && (a?.check_in !== PRESENT || a?.units === b?.units);

/** People whose mark differs from what was loaded (units matter only on a present mark). */
export function changedIds(loaded: Marks, current: Marks): number[] {
  return Object.keys(current)
    .map(Number)
    .filter((id) => !same(loaded[id], current[id]));
}

export function countMarks(marks: Marks) {
  const values = Object.values(marks);
  return {
    present: values.filter((m) => m.check_in === PRESENT).length,
    absent: values.filter((m) => m.check_in === ABSENT).length,
    none: values.filter((m) => m.check_in === NONE).length,
  };
}

/** A new check-in value counts one unit again, as a fresh mark does. */
export function withCheckIn(mark: Mark, check_in: number): Mark {
  return mark.check_in === check_in ? mark : { ...mark, check_in, units: 1 };
}

/** Everyone present; those already present keep their units. */
export function allPresent(marks: Marks): Marks {
  return Object.fromEntries(Object.entries(marks).map(([id, m]) => [id, withCheckIn(m, PRESENT)]));
}

export function nextCheckIn(value: number): number {
  return CYCLE[(CYCLE.indexOf(value) + 1) % CYCLE.length];
}

/**
 * The server's field errors of a save (`player_check_in.3.units`) as messages by
 * person id, `ids` being the people in the order they were sent.
 */
export function rowErrors(errors: Record<string, unknown> | undefined, list: string, ids: number[]): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, message] of Object.entries(errors ?? {})) {
    const [name, index] = field.split('.');
    const id = ids[Number(index)];
    if (name === list && id !== undefined && !out[id]) out[id] = String(message);
  }
  return out;
}

/** A month grid's edited cells, keyed `personId:YYYY-MM-DD`. */
export type CellChanges = Record<string, { check_in: number; units: number }>;

export const cellKey = (personId: number, date: string) => `${personId}:${date}`;

/** The edited cells grouped by day, as the rows of each day's save. */
export function changesByDay(changes: CellChanges): Record<string, Array<{ id: number; check_in: number; units: number }>> {
  const days: Record<string, Array<{ id: number; check_in: number; units: number }>> = {};
  for (const [key, cell] of Object.entries(changes)) {
    const [id, date] = key.split(':');
    (days[date] ??= []).push({ id: Number(id), ...cell });
  }
  return days;
}
