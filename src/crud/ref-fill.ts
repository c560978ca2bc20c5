/**
 * `x-fill`: choosing a record in a relation field fills other fields of the form
 * from it (an order's customer from the chosen player), left editable.
 */
import type { EntitySchema } from '../../schemas/vocabulary';

type Values = Record<string, unknown>;

export interface RefFill {
  field: string;
  resource: string;
  fill: Record<string, string[]>;
}

/** The relation fields of a schema that fill others when chosen. */
export const refFills = (schema: EntitySchema): RefFill[] =>
  Object.entries(schema.properties)
    .filter(([, p]) => p['x-ref'] && p['x-fill'])
    .map(([field, p]) => ({ field, resource: p['x-ref']!, fill: p['x-fill']! }));

/** Those whose choice `next` changed to another record (not cleared). */
export const chosenAnew = (fills: RefFill[], before: Values, next: Values): RefFill[] =>
  fills.filter((f) => next[f.field] !== undefined && next[f.field] !== null && next[f.field] !== before[f.field]);

const holds = (value: unknown) => value !== undefined && value !== null && value !== '';

/** The values the chosen record gives: each filled field from its first source that holds one; nothing for a field none holds. */
export function filledFrom(fill: RefFill['fill'], record: Values): Values {
  const values: Values = {};
  for (const [field, sources] of Object.entries(fill)) {
    const source = sources.find((s) => holds(record[s]));
    if (source) values[field] = record[source];
  }
  return values;
}

/**
 * The form once the chosen record's values land: each filled field takes the record's value;
 * one the record gives none for is emptied while it still holds what the previous choice
 * filled (another player's phone must not stay), and kept when the user typed it.
 */
export function refilled(fill: RefFill['fill'], current: Values, given: Values, previous: Values): Values {
  const next = { ...current, ...given };
  for (const field of Object.keys(fill)) {
    if (!(field in given) && holds(previous[field]) && current[field] === previous[field]) next[field] = undefined;
  }
  return next;
}
