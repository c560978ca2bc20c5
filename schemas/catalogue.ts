/**
 * Turns the raw schema files into the catalogue both layers use: `$ref`s to
 * `enums#/$defs/...` inlined so each entity schema stands alone (rjsf and the
 * table generator need no resolver), and each entity checked against its
 * resource entry.
 */
import { PARENT_ACADEMY, PARENT_OWNERS, type Audience, type EntitySchema, type ParentReach, type PropertySchema } from './vocabulary';

type RawSchema = Record<string, unknown> & { $id?: string; $defs?: Record<string, unknown> };

export type Catalogue = Record<string, EntitySchema>;

/** A schema with every `enums#/$defs/...` `$ref` replaced by the definition it names. */
export function inlineRefs(node: unknown, defs: Record<string, RawSchema>): unknown {
  if (Array.isArray(node)) return node.map((n) => inlineRefs(n, defs));
  if (!node || typeof node !== 'object') return node;
  const obj = node as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(obj)) {
    if (key === '$ref' && typeof value === 'string') {
      const [file, pointer] = value.split('#');
      const name = pointer?.replace('/$defs/', '');
      const target = defs[file]?.$defs?.[name ?? ''];
      if (!target) throw new Error(`Schema $ref "${value}" points nowhere: add "${name}" to schemas/${file}.json $defs.`);
      Object.assign(out, inlineRefs(target, defs));
    } else {
      out[key] = inlineRefs(value, defs);
    }
  }
  return out;
}

/** Builds the catalogue from every schema file's parsed JSON, keyed by `$id`. */
export function buildCatalogue(files: RawSchema[]): Catalogue {
  const byId: Record<string, RawSchema> = {};
  for (const f of files) {
    if (!f.$id) throw new Error('Every schema file needs an "$id" (the resource name).');
    byId[f.$id] = f;
  }
  const catalogue: Catalogue = {};
  for (const f of files) {
    if (f.type !== 'object') continue;
    const { $schema: _ignored, ...rest } = inlineRefs(f, byId) as RawSchema;
    const entity = rest as unknown as EntitySchema;
    for (const col of entity['x-list'].columns) {
      if (!entity.properties[col]) throw new Error(`schemas/${f.$id}.json: list column "${col}" is not a property.`);
    }
    for (const col of entity['x-list'].card ?? []) {
      if (!entity['x-list'].columns.includes(col)) throw new Error(`schemas/${f.$id}.json: card fact "${col}" is not a list column.`);
    }
    for (const key of ['x-date-range', 'x-sum', 'x-valid-until'] as const) {
      const field = entity[key];
      if (field && !entity.properties[field]) throw new Error(`schemas/${f.$id}.json: ${key} names "${field}", which is not a property.`);
    }
    const until = entity['x-valid-until'];
    if (until && entity.properties[until].format !== 'date')
      throw new Error(`schemas/${f.$id}.json: x-valid-until names "${until}", which is not a date.`);
    catalogue[entity.$id] = entity;
  }
  for (const entity of Object.values(catalogue)) {
    for (const { resource } of entity['x-copy-to'] ?? []) {
      if (!catalogue[resource]) throw new Error(`schemas/${entity.$id}.json: x-copy-to names "${resource}", which has no schema.`);
    }
    for (const [name, p] of Object.entries(entity.properties)) {
      const subset = p['x-subset-of'];
      const target = subset && catalogue[entity.properties[subset.ref]?.['x-ref'] ?? ''];
      if (subset && !target?.properties[subset.field]) {
        throw new Error(
          `schemas/${entity.$id}.json: "${name}" x-subset-of needs "${subset.ref}" to refer to a schema with a "${subset.field}" property.`,
        );
      }
    }
    for (const [name, p] of Object.entries(entity.properties)) {
      for (const field of Object.keys(p['x-show-if'] ?? {})) {
        if (!entity.properties[field])
          throw new Error(`schemas/${entity.$id}.json: "${name}" x-show-if names "${field}", which is not a property.`);
      }
    }
    for (const [name, p] of Object.entries(entity.properties)) checkOnDelete(entity.$id, name, p);
    checkAudiences(entity);
    for (const field of Object.keys(entity['x-locked-when'] ?? {})) {
      if (!entity.properties[field])
        throw new Error(`schemas/${entity.$id}.json: x-locked-when names "${field}", which is not a property.`);
    }
    for (const group of entity['x-groups'] ?? []) {
      const unknown = group.fields.find((field) => !entity.properties[field]);
      if (unknown) throw new Error(`schemas/${entity.$id}.json: group "${group.name}" names "${unknown}", which is not a property.`);
    }
    for (const link of entity['x-page-links'] ?? []) {
      const unknown = Object.values(link.query)
        .map((v) => /^\{(\w+)\}$/.exec(v)?.[1])
        .find((field) => field && !entity.properties[field]);
      if (unknown)
        throw new Error(`schemas/${entity.$id}.json: x-page-links to "${link.page}" names "${unknown}", which is not a property.`);
    }
    for (const action of entity['x-actions'] ?? []) {
      if (action.bulk && (!Array.isArray(action.body) || /\{\w+\}/.test(action.path))) {
        throw new Error(
          `schemas/${entity.$id}.json: bulk action "${action.name}" needs an array body and a path without record placeholders.`,
        );
      }
      const unknown = action.summary?.find((field) => !entity.properties[field]);
      if (unknown)
        throw new Error(`schemas/${entity.$id}.json: action "${action.name}" summary names "${unknown}", which is not a property.`);
    }
    for (const { resource, param } of entity['x-related'] ?? []) {
      const target = catalogue[resource];
      const filters = target && Object.values(target.properties).some((p) => p['x-filter'] === param && p['x-ref'] === entity.$id);
      if (!filters)
        throw new Error(
          `schemas/${entity.$id}.json: x-related needs schemas/${resource}.json to have a "${param}" filter on a field that refers to ${entity.$id}.`,
        );
    }
  }
  return catalogue;
}

const ON_DELETE = ['restrict', 'cascade', 'keep'];

/** `x-on-delete` sits beside an `x-ref`, on the property or in the rows of an array; a list of ids cannot be cascaded (it is one row). */
function checkOnDelete(id: string, name: string, p: PropertySchema): void {
  for (const [field, prop] of [
    [name, p],
    ...Object.entries(p.items?.properties ?? {}).map(([key, item]) => [`${name}[].${key}`, item] as const),
  ] as const) {
    const onDelete = prop['x-on-delete'];
    if (onDelete === undefined) continue;
    if (!prop['x-ref']) throw new Error(`schemas/${id}.json: "${field}" has x-on-delete without x-ref.`);
    if (!ON_DELETE.includes(onDelete))
      throw new Error(`schemas/${id}.json: "${field}" x-on-delete must be one of ${ON_DELETE.join(', ')}.`);
    if (onDelete === 'cascade' && prop.type === 'array')
      throw new Error(`schemas/${id}.json: "${field}" is a list of ids: a list cannot cascade, only restrict or keep.`);
  }
}

/**
 * What a phone app's audience reads is declared field by field (`x-audiences`) and holds nothing of the
 * office's: no field kept to some roles, nothing write-only, and no money but on its own records (`x-audience-own`: its pay).
 * A parent reads nothing but through their family, so a schema declaring fields for them says whose rows they are.
 */
function checkAudiences(entity: EntitySchema): void {
  const own = entity['x-audience-own'] ?? {};
  const academyWide = own.parent === PARENT_ACADEMY;
  for (const [audience, field] of Object.entries(own)) {
    if (!entity.properties[field] && !(audience === 'parent' && academyWide))
      throw new Error(`schemas/${entity.$id}.json: x-audience-own names "${field}" for ${audience}, which is not a property.`);
  }
  if (own.parent && !parentOwner(entity))
    throw new Error(
      `schemas/${entity.$id}.json: x-audience-own names "${own.parent}" for parent; it must be a field referring to ${PARENT_OWNERS.join(', ')} (or the id of one of these), or "${PARENT_ACADEMY}".`,
    );
  // Every family reads the academy's rows: only those the office published, so the schema must have the flag that says it.
  if (academyWide && entity.properties.auditing_status?.enum?.join() !== '1,0')
    throw new Error(
      `schemas/${entity.$id}.json: x-audience-own gives parents the academy's rows, read while published: it needs an auditing_status (enums#/$defs/active_flag).`,
    );
  for (const [name, p] of Object.entries(entity.properties)) {
    for (const audience of p['x-audiences'] ?? []) {
      if (p['x-roles'] || p.writeOnly)
        throw new Error(
          `schemas/${entity.$id}.json: "${name}" is kept from some office roles or never answered, so no audience may read it.`,
        );
      if (p['x-widget'] === 'money' && (!own[audience] || (audience === 'parent' && academyWide)))
        throw new Error(
          `schemas/${entity.$id}.json: "${name}" is money; ${audience} reads money only on its own records (x-audience-own).`,
        );
      if (audience === 'parent' && !own.parent)
        throw new Error(
          `schemas/${entity.$id}.json: "${name}" is declared for parent, who reads only their family's rows: name them with x-audience-own.parent.`,
        );
    }
  }
}

/**
 * What a parent's rows of the entity go through (`x-audience-own.parent`): their children, their children's
 * classes or their children's branches, or the academy (`"academy"`: every family's, while published); undefined
 * when the entity declares no parent, or a field that is none of these.
 */
export function parentOwner(entity: EntitySchema): ParentReach | undefined {
  const field = entity['x-audience-own']?.parent;
  if (field === PARENT_ACADEMY && !entity.properties[field]) return PARENT_ACADEMY;
  if (!field || !entity.properties[field]) return undefined;
  const target = field === 'id' ? entity.$id : entity.properties[field]['x-ref'];
  if (field !== 'id' && entity.properties[field].type === 'array') return undefined;
  return PARENT_OWNERS.find((owner) => owner === target);
}

/** The fields `audience` may read of an entity (its `x-audiences`), in the schema's order. */
export function audienceFields(schema: EntitySchema, audience: Audience): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => p['x-audiences']?.includes(audience))
    .map(([name]) => name);
}

const forRole = new Map<string, WeakMap<EntitySchema, EntitySchema>>();

/**
 * The schema as `role` sees it: fields whose `x-roles` leave the role out are
 * gone from properties, required, list columns, groups and search. The server
 * answers and accepts the same, so a form never shows what a save would refuse.
 */
export function schemaForRole(schema: EntitySchema, role: string | undefined): EntitySchema {
  const key = role ?? '';
  const cache = forRole.get(key) ?? forRole.set(key, new WeakMap()).get(key)!;
  const cached = cache.get(schema);
  if (cached) return cached;
  const hidden = new Set(
    Object.entries(schema.properties)
      .filter(([, p]) => p['x-roles'] && !p['x-roles'].includes(key))
      .map(([f]) => f),
  );
  const shown = (field: string) => !hidden.has(field);
  const seen = !hidden.size
    ? schema
    : {
        ...schema,
        properties: Object.fromEntries(Object.entries(schema.properties).filter(([f]) => shown(f))),
        ...(schema.required && { required: schema.required.filter(shown) }),
        'x-list': {
          ...schema['x-list'],
          columns: schema['x-list'].columns.filter(shown),
          ...(schema['x-list'].card && { card: schema['x-list'].card.filter(shown) }),
        },
        ...(schema['x-groups'] && { 'x-groups': schema['x-groups'].map((g) => ({ ...g, fields: g.fields.filter(shown) })) }),
        ...(schema['x-search'] && { 'x-search': schema['x-search'].filter(shown) }),
      };
  cache.set(schema, seen);
  return seen;
}

/** Every schema as `role` sees it (see `schemaForRole`). */
export function catalogueForRole(catalogue: Catalogue, role: string | undefined): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).map(([name, schema]) => [name, schemaForRole(schema, role)]));
}

/** Properties a client may write: everything not readOnly, and on an update nothing create-only. */
export function writableProperties(schema: EntitySchema, action: 'create' | 'edit' = 'create'): Record<string, PropertySchema> {
  return Object.fromEntries(Object.entries(schema.properties).filter(([, p]) => !p.readOnly && !(action === 'edit' && p['x-create-only'])));
}

/** Fields whose `x-show-if` the values do not meet: hidden in forms, not required, cleared when saved. */
export function hiddenFields(schema: Pick<EntitySchema, 'properties'>, values: Record<string, unknown>): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => p['x-show-if'] && !Object.entries(p['x-show-if']).every(([field, allowed]) => allowed.includes(values[field])))
    .map(([name]) => name);
}

/** Properties stored as columns and answered: everything not writeOnly. */
export function storedProperties(schema: EntitySchema): string[] {
  return Object.entries(schema.properties)
    .filter(([, p]) => !p.writeOnly)
    .map(([name]) => name);
}
