/**
 * What the generic CRUD needs to know about one resource, worked out once at boot
 * from its schema and registry entry: table, body validator, filters, sorting,
 * search and relations.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import type { ResourceConfig } from '../../../resources.config';
import type { Catalogue } from '../../../schemas/catalogue';
import { hiddenFields, schemaForRole, storedProperties, writableProperties } from '../../../schemas/catalogue';
import { extendAjv, type EntitySchema, type PropertySchema } from '../../../schemas/vocabulary';
import type { RawBuilder } from 'kysely';
import { assertIdentifier, columnType } from '../../db/entity-tables';
import type { RequestContext } from '../context';
import { kindGuardsInto, referenceKind, type KindGuard, type ReferenceKind } from './reference-kinds';
import { relationKey } from '../../../domain/relation-key';

export interface Relation {
  field: string;
  /** Key of the expanded object in responses: `class_id` → `class`. */
  as: string;
  target: string;
  titleField: string;
  /** Referenced row must agree with this row: target field → our field. */
  agree: Array<{ targetField: string; ownField: string }>;
  /** An array of ids, answered under the target's name (`branch_ids` → `branches`). */
  many: boolean;
  /** The kind of target row accepted (`x-ref-where`), or null for any. */
  kind: ReferenceKind | null;
  /**
   * What bounds a branch manager's reach into the target: its `branch_id`
   * (branch-scoped records), its own id (a branch), or nothing (academy-wide records).
   */
  branchBound: 'branch_id' | 'id' | null;
}

/**
 * A list filter on a field (`x-filter`); `floor`, the lowest of its `x-filter-options`, also
 * matches every value below it; `ranges`, its `x-filter-ranges`, are the values it takes, each a range.
 */
export interface ListFilter {
  field: string;
  prop: PropertySchema;
  floor?: number;
  ranges?: Record<string, { min?: number; max?: number }>;
}

export interface EntityModel {
  config: ResourceConfig;
  schema: EntitySchema;
  table: string;
  /** The body check of a create or an update (which leaves create-only fields alone), for what these values show (`x-show-if`). */
  validatorFor(action: 'create' | 'edit', values: Record<string, unknown>): { validate: ValidateFunction; hidden: string[] };
  writable: Record<string, PropertySchema>;
  /** Columns answered: every property but write-only ones. */
  columns: string[];
  readOnly: Set<string>;
  /** Query param name → property. */
  filters: Map<string, ListFilter>;
  sortable: Set<string>;
  search: string[];
  relations: Relation[];
  /** References into this resource that require a kind of its rows: a row they name keeps that kind. */
  kindGuards: KindGuard[];
  defaultSort: { field: string; dir: 'asc' | 'desc' };
  /** Field narrowed by `fromDate` / `toDate`. */
  dateRange: string | null;
  /** Field totalled as `sub_total`. */
  sum: string | null;
  /** Boolean fields that, true, leave a row out of the total (`x-uncounted`: a test payment). */
  uncounted: string[];
  /** The model as `role` sees it: without the fields `x-roles` keeps from it (itself when there are none). */
  forRole(role: string): EntityModel;
  /** Rows the caller may not see, beyond academy and branch (salary expenses outside the admin); null when none. */
  hiddenRows: HiddenRows;
}

/** A condition a row must meet to be seen by this caller, or null when every row may be. */
export type HiddenRows = (ctx: RequestContext) => RawBuilder<boolean> | null;

// `passContext`: a body is checked with the academy's day as `this.today` (x-not-future).
const ajv = extendAjv(new Ajv2020({ allErrors: true, strict: true, useDefaults: true, coerceTypes: false, passContext: true }));

const INT4_MAX = 2_147_483_647;

/**
 * An integer the schema leaves unbounded must still fit its column (and the ids it
 * is compared with): past it, the database throws instead of the body being refused.
 */
export function fitsColumn(prop: PropertySchema): PropertySchema {
  if (prop.type === 'array' && prop.items) return { ...prop, items: fitsColumn(prop.items) };
  if (prop.type === 'object' && prop.properties) {
    return { ...prop, properties: Object.fromEntries(Object.entries(prop.properties).map(([f, p]) => [f, fitsColumn(p)])) };
  }
  if (prop.type !== 'integer') return prop;
  const max = columnType(prop) === 'bigint' ? Number.MAX_SAFE_INTEGER : INT4_MAX;
  return { minimum: -max, maximum: max, ...prop };
}

function bodySchema(schema: EntitySchema, action: 'create' | 'edit', hidden: string[]) {
  const writable = Object.fromEntries(
    Object.entries(writableProperties(schema, action))
      .filter(([f]) => !hidden.includes(f))
      .map(([f, p]) => [f, fitsColumn(p)]),
  );
  return {
    type: 'object',
    properties: writable,
    required: (schema.required ?? []).filter((f) => f in writable),
    additionalProperties: false,
  };
}

/** One compiled check per action and set of hidden fields, made when first needed. */
function validators(schema: EntitySchema): EntityModel['validatorFor'] {
  const compiled = new Map<string, ValidateFunction>();
  return (action, values) => {
    const hidden = hiddenFields(schema, values);
    const key = `${action}:${hidden.join()}`;
    if (!compiled.has(key)) compiled.set(key, ajv.compile(bodySchema(schema, action, hidden)));
    return { validate: compiled.get(key)!, hidden };
  };
}

export interface ModelOptions {
  /** Scope of each resource by name, to know which references a branch manager's branches bound. */
  scopeOf: (resource: string) => ResourceConfig['scope'] | undefined;
  hiddenRows?: HiddenRows;
}

function branchBoundOf(target: string, scopeOf: ModelOptions['scopeOf']): Relation['branchBound'] {
  if (target === 'branches') return 'id';
  return scopeOf(target) === 'branch' ? 'branch_id' : null;
}

export function buildEntityModel(config: ResourceConfig, catalogue: Catalogue, options: ModelOptions): EntityModel {
  const { scopeOf, hiddenRows = () => null } = options;
  const schema = catalogue[config.name];
  if (!schema) throw new Error(`Resource "${config.name}" has no schema: add schemas/${config.name}.json.`);
  const props = Object.entries(schema.properties);
  if (config.scope === 'branch' && !schema.properties.branch_id) {
    throw new Error(`Resource "${config.name}" is branch-scoped, so its schema needs a "branch_id" property.`);
  }
  for (const [key, field] of [
    ['images', 'images'],
    ['avatar', 'avatar'],
  ] as const) {
    if (config.api[key] && !schema.properties[field]?.readOnly) {
      throw new Error(`Resource "${config.name}" takes uploads (api.${key}), so its schema needs a read-only "${field}" property.`);
    }
  }
  const filters = new Map<string, ListFilter>();
  for (const [field, prop] of props) {
    const options = Object.keys(prop['x-filter-options'] ?? {}).map(Number);
    if (prop['x-filter'])
      filters.set(prop['x-filter'], {
        field,
        prop,
        ...(options.length && { floor: Math.min(...options) }),
        ...(prop['x-filter-ranges'] && { ranges: prop['x-filter-ranges'] }),
      });
  }

  const relations: Relation[] = props
    .filter(([, p]) => p['x-ref'])
    .map(([field, p]) => {
      const target = catalogue[p['x-ref']!];
      if (!target) throw new Error(`schemas/${config.name}.json: "${field}" refers to unknown resource "${p['x-ref']}".`);
      const many = p.type === 'array';
      if (many && p['x-ref-filter'])
        throw new Error(`schemas/${config.name}.json: "${field}" is a list of ids; x-ref-filter applies to single ids only.`);
      const agree = Object.entries(p['x-ref-filter'] ?? {}).map(([param, ownField]) => {
        const targetField = Object.entries(target.properties).find(([, tp]) => tp['x-filter'] === param)?.[0];
        if (!targetField) throw new Error(`schemas/${config.name}.json: "${param}" is not a filter of "${p['x-ref']}".`);
        return { targetField, ownField };
      });
      for (const [filled, sources] of Object.entries(p['x-fill'] ?? {})) {
        const unknown = [filled].filter((f) => !schema.properties[f]).concat(sources.filter((f) => !target.properties[f]));
        if (unknown.length)
          throw new Error(
            `schemas/${config.name}.json: "${field}" x-fill names "${unknown.join('", "')}", not a field of ${config.name} (filled) or ${p['x-ref']} (sources).`,
          );
      }
      const as = relationKey(field, p);
      const kind = referenceKind(config.name, field, p, target);
      return {
        field,
        as,
        target: p['x-ref']!,
        titleField: target['x-title'],
        agree,
        many,
        kind,
        branchBound: branchBoundOf(p['x-ref']!, scopeOf),
      };
    });

  const [sortField, sortDir] = schema['x-list'].sort.split(':') as [string, 'asc' | 'desc'];
  const byRole = new Map<string, EntityModel>();
  const model: EntityModel = {
    config,
    schema,
    table: assertIdentifier(config.name),
    validatorFor: validators(schema),
    writable: writableProperties(schema),
    columns: storedProperties(schema),
    readOnly: new Set(props.filter(([, p]) => p.readOnly).map(([f]) => f)),
    filters,
    sortable: new Set(props.filter(([, p]) => p['x-sortable']).map(([f]) => f)),
    search: schema['x-search'] ?? [],
    relations,
    kindGuards: kindGuardsInto(config.name, catalogue),
    defaultSort: { field: sortField, dir: sortDir },
    dateRange: schema['x-date-range'] ?? null,
    sum: schema['x-sum'] ?? null,
    uncounted: props.filter(([, p]) => p['x-uncounted']).map(([f]) => f),
    hiddenRows,
    forRole(role) {
      const seen = schemaForRole(schema, role);
      if (seen === schema) return model;
      if (!byRole.has(role)) byRole.set(role, buildEntityModel(config, { ...catalogue, [config.name]: seen }, options));
      return byRole.get(role)!;
    },
  };
  return model;
}
