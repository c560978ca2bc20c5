/**
 * Every reference between records: the schemas' `x-ref` (a single id, a list of
 * ids, or an id inside the rows of an array, like an order line's product) and
 * the hand-written tables' id columns, each with what deleting the referenced
 * record does to the rows that refer to it (`x-on-delete`, restrict by default).
 */
import type { EntitySchema, OnDelete } from '../../../schemas/vocabulary';
import { TABLE_REFERENCES } from '../../db/table-references';

export interface Reference {
  /** The referring table: a resource, or a hand-written table. */
  from: string;
  field: string;
  /** `id`: the column is the id; `ids`: a list of ids; `rows`: rows of an array, `key` holding the id. */
  holds: 'id' | 'ids' | 'rows';
  key?: string;
  target: string;
  onDelete: OnDelete;
  /** A resource's rows are soft-deleted; a hand-written table's are not. */
  resource: boolean;
}

export function referenceGraph(schemas: EntitySchema[]): Reference[] {
  const graph: Reference[] = [];
  for (const schema of schemas) {
    for (const [field, prop] of Object.entries(schema.properties)) {
      const base = { from: schema.$id, field, resource: true };
      if (prop['x-ref']) {
        graph.push({
          ...base,
          holds: prop.type === 'array' ? 'ids' : 'id',
          target: prop['x-ref'],
          onDelete: prop['x-on-delete'] ?? 'restrict',
        });
      }
      for (const [key, item] of Object.entries(prop.type === 'array' ? (prop.items?.properties ?? {}) : {})) {
        if (item['x-ref']) graph.push({ ...base, holds: 'rows', key, target: item['x-ref'], onDelete: item['x-on-delete'] ?? 'restrict' });
      }
    }
  }
  const served = new Set(schemas.map((s) => s.$id));
  for (const { table, field, target } of TABLE_REFERENCES) {
    if (served.has(target)) graph.push({ from: table, field, holds: 'id', target, onDelete: 'keep', resource: false });
  }
  return graph;
}
