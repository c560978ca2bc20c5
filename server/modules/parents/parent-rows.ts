/**
 * A resource as a parent reads it, derived from its schema's parent declaration: the family's rows
 * only (`x-audience-own.parent` names the field, and what it refers to whose ids it must hold), the
 * record cut to the parent's fields (`x-audiences`), and the list's paging, sort and date range
 * on those fields alone. The routes (parent-reads.ts) and `me` are made of these.
 */
import { sql } from 'kysely';
import { readableKeys } from '../../core/audience';
import type { EntityModel } from '../../core/crud/entity-model';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/crud/list-query';
import { recordSchema } from '../../core/openapi/record-schemas';
import { audienceFields, parentOwner } from '../../../schemas/catalogue';
import { amongIds, type Family } from './parent-family';

type Schema = Record<string, unknown>;

/** The models a parent reads: those whose schema declares whose rows are a parent's. */
export function parentModels(models: Iterable<EntityModel>): EntityModel[] {
  return [...models].filter((model) => parentOwner(model.schema));
}

/**
 * The model narrowed to the family's rows, on top of what it already hides. A record the family shares
 * with others through its branch (an event) is read only while active: an inactive one is not yet, or no longer, announced.
 */
export function familyRows(model: EntityModel, family: Family): EntityModel {
  const owner = parentOwner(model.schema);
  const field = model.schema['x-audience-own']?.parent;
  if (!owner || !field) throw new Error(`${model.config.name} declares no parent's rows (x-audience-own.parent).`);
  const ours = amongIds(model.table, field, family.ids[owner]);
  const shared = owner === 'branches' && field !== 'id' && 'auditing_status' in model.schema.properties;
  const theirs = shared ? sql<boolean>`(${ours} and ${sql.ref(`${model.table}.auditing_status`)} = 1)` : ours;
  return {
    ...model,
    hiddenRows: (ctx) => {
      const hidden = model.hiddenRows(ctx);
      return hidden ? sql<boolean>`(${hidden} and ${theirs})` : theirs;
    },
  };
}

/** The record as the parent reads it: the answered record's schema (nullable fields, `{id, name}` relations) cut to their keys. */
export function parentRecordSchema(model: EntityModel): Schema {
  const { $id: _id, properties, ...rest } = recordSchema(model);
  const keys = readableKeys(model, 'parent');
  const kept = Object.entries(properties as Record<string, unknown>).filter(([key]) => keys.includes(key));
  return { ...rest, properties: Object.fromEntries(kept) };
}

/** The list's query: paging, and sort and date range where the field is one the parent reads. */
export function parentListQuery(model: EntityModel): Schema {
  const readable = new Set(audienceFields(model.schema, 'parent'));
  const sortable = [...model.sortable].filter((field) => readable.has(field));
  const properties: Schema = {
    page: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0, description: 'Page, from 0' },
    size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE },
    sort: {
      type: 'string',
      pattern: `^(${sortable.length ? `(${sortable.join('|')}):(asc|desc)` : ''})?$`,
      description: `field:asc or field:desc, on one of: ${sortable.join(', ') || 'none'}; empty for the list's own order`,
    },
  };
  if (model.dateRange && readable.has(model.dateRange)) {
    properties.fromDate = { type: 'string', format: 'date', description: `${model.dateRange} on or after` };
    properties.toDate = { type: 'string', format: 'date', description: `${model.dateRange} on or before` };
  }
  return { type: 'object', properties, additionalProperties: false };
}
