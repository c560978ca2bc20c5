/**
 * A resource as a parent reads it, derived from its schema's parent declaration: the family's rows
 * only (`x-audience-own.parent` names the field, and what it refers to whose ids it must hold; or
 * `academy`: the academy's published rows, every family's), the
 * record cut to the parent's fields (`x-audiences`), and the list's paging, sort and date range
 * on those fields alone. The routes (parent-reads.ts) and `me` are made of these.
 */
import { sql } from 'kysely';
import { readableKeys } from '../../core/audience';
import type { EntityModel, HiddenRows } from '../../core/crud/entity-model';
import { academyToday } from '../../core/academy-clock';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../core/crud/list-query';
import { recordSchema } from '../../core/openapi/record-schemas';
import { audienceFields, parentOwner } from '../../../schemas/catalogue';
import { PARENT_ACADEMY } from '../../../schemas/vocabulary';
import { amongIds, type Family } from './parent-family';

type Schema = Record<string, unknown>;

/** The models a parent reads: those whose schema declares whose rows are a parent's. */
export function parentModels(models: Iterable<EntityModel>): EntityModel[] {
  return [...models].filter((model) => parentOwner(model.schema));
}

/**
 * The model narrowed to the family's rows, on top of what it already hides. A record the family shares with
 * others, through its branch (an event) or as the academy's (its news, its rewards: every family's with a child),
 * is read only while active (`auditing_status` 1: not yet, or no longer, published otherwise) and through its
 * `x-valid-until` day, if any.
 */
export function familyRows(model: EntityModel, family: Family): EntityModel {
  const owner = parentOwner(model.schema);
  const field = model.schema['x-audience-own']?.parent;
  if (!owner || !field) throw new Error(`${model.config.name} declares no parent's rows (x-audience-own.parent).`);
  const shared = owner === PARENT_ACADEMY || (owner === 'branches' && field !== 'id');
  // The academy's rows are every family's: a login whose phone names no child is none, and reads none.
  const ours =
    owner !== PARENT_ACADEMY ? amongIds(model.table, field, family.ids[owner]) : family.ids.players.length ? null : sql<boolean>`false`;
  const theirs: HiddenRows = (ctx) => {
    if (!shared) return ours;
    const column = (name: string) => sql.ref(`${model.table}.${name}`);
    const until = model.schema['x-valid-until'];
    const conditions = [
      ...(ours ? [ours] : []),
      ...('auditing_status' in model.schema.properties ? [sql<boolean>`${column('auditing_status')} = 1`] : []),
      ...(until
        ? [sql<boolean>`(${column(until)} is null or ${column(until)} >= cast(${academyToday(ctx.academy.timeZone)} as date))`]
        : []),
    ];
    return conditions.length ? sql<boolean>`(${sql.join(conditions, sql` and `)})` : null;
  };
  return {
    ...model,
    hiddenRows: (ctx) => {
      const hidden = model.hiddenRows(ctx);
      const narrowed = theirs(ctx);
      if (!narrowed) return hidden;
      return hidden ? sql<boolean>`(${hidden} and ${narrowed})` : narrowed;
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
