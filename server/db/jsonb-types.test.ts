import { expect, it } from 'vitest';
import { jsonbColumnTypes, typeOf } from './jsonb-types';
import { loadCatalogue } from '../core/catalogue';

it('writes the type of a value its schema describes', () => {
  expect(typeOf({ type: 'array', items: { type: 'integer' } })).toBe('number[]');
  expect(typeOf({ type: 'array', items: { type: 'string', enum: ['1', '2'] } })).toBe('Array<"1" | "2">');
  expect(typeOf({ type: 'object', properties: { at: { type: 'string' }, 'day-of': { type: 'integer' } }, required: ['at'] })).toBe(
    '{ at: string; "day-of"?: number }',
  );
  expect(typeOf({ type: 'array', items: { type: 'object' } })).toBe('Array<Record<string, unknown>>');
  expect(typeOf({})).toBe('unknown');
});

it('types every jsonb column of an entity table from its schema, read as the value and written as JSON text', () => {
  const types = jsonbColumnTypes(loadCatalogue());
  expect(types['classes.manager_ids']).toBe('ColumnType<number[] | null, string | null, string | null>');
  expect(types['player_bus_stops.days']).toMatch(/^ColumnType<Array<"1" \| "2" .*"7"> \| null,/);
  // Only jsonb columns: a text or integer column keeps the generator's own type.
  expect(Object.keys(types).some((column) => column === 'classes.name' || column === 'classes.branch_id')).toBe(false);
});
