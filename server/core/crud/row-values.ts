/**
 * A validated body as column values: arrays and objects go to jsonb as JSON text
 * (drivers would otherwise send a JS array as a PostgreSQL array), and the folded
 * search text is kept in step with the searched fields. Write-only fields stay out.
 */
import type { EntityModel } from './entity-model';
import { searchTextOf } from '../search-text';

type Row = Record<string, unknown>;

export function rowValues(model: EntityModel, data: Row): Row {
  const values: Row = { search_text: searchTextOf(data, model.search) };
  for (const [field, value] of Object.entries(data)) {
    const prop = model.schema.properties[field];
    // Write-only values (a password) are for the service to transform, never a column as sent.
    if (prop?.writeOnly) continue;
    const type = prop?.type;
    values[field] = value !== null && (type === 'array' || type === 'object') ? JSON.stringify(value) : value;
  }
  return values;
}
