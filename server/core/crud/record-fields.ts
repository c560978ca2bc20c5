/**
 * Fields of a record the generic CRUD read or wrote: its columns are named by the entity schema
 * at run time, so their values come typed `unknown` (server/db/dynamic-db.ts). Code that needs one
 * as a number or text reads it here, checked against what the schema and entity-tables.ts store,
 * instead of asserting its type.
 */
type Row = Record<string, unknown>;

function wrongType(field: string, value: unknown, expected: string): Error {
  return new Error(`The record's ${field} is ${JSON.stringify(value)}, not ${expected}.`);
}

/** A whole-number column that is set: `id`, or a reference its schema requires. */
export function numberField(row: Row, field = 'id'): number {
  const value = row[field];
  if (typeof value !== 'number') throw wrongType(field, value, 'a number');
  return value;
}

/** A whole-number column that may be empty (an optional reference): null when it is. */
export function optionalNumberField(row: Row, field: string): number | null {
  return row[field] === null || row[field] === undefined ? null : numberField(row, field);
}

/** A text column that is set (a title, a day 'YYYY-MM-DD'). */
export function textField(row: Row, field: string): string {
  const value = row[field];
  if (typeof value !== 'string') throw wrongType(field, value, 'text');
  return value;
}

/** A text column that may be empty: null when it is. */
export function optionalTextField(row: Row, field: string): string | null {
  return row[field] === null || row[field] === undefined ? null : textField(row, field);
}
