/**
 * A validated body as column values: arrays and objects go to jsonb as JSON text
 * (drivers would otherwise send a JS array as a PostgreSQL array), and the folded
 * search text is kept in step with the searched fields.
 */
import type { EntityModel } from './entity-model';
import { searchTextOf } from './search-text';

type Row = Record<string, unknown>;

export function rowValues(model: EntityModel, data: Row): Row {
  const values: Row = { search_text: searchTextOf(data, model.search) };
  for (const [field, value] of Object.entries(data)) {
    const type = model.schema.properties[field]?.type;
    values[field] = value !== null && (type === 'array' || type === 'object') ? JSON.stringify(value) : value;
  }
  return values;
}
