/**
 * Each resource's record as the API answers it, derived from its JSON Schema: the
 * answered properties with our `x-` keywords taken out (labels become titles),
 * any of them possibly null (a column the form left empty), and each relation
 * expanded as `{id, name}`. Registered as shared schemas (`$ref: 'players#'`), so
 * Fastify serialises records with them and the OpenAPI document lists them as
 * components.
 */
import type { EntityModel } from '../crud/entity-model';

type Schema = Record<string, unknown>;
type Lang = 'vi' | 'en';

/** Formats JSON Schema defines; ours (`alpha`, `numeric`, `clock`) are checked on input and say nothing to a reader of answers. */
const STANDARD_FORMATS = new Set(['date', 'date-time', 'time', 'email', 'uri', 'uuid', 'hostname', 'ipv4', 'ipv6']);

/** A schema without our `x-` vocabulary; `x-label` becomes the title in `lang`. */
export function plainSchema(schema: unknown, lang: Lang): unknown {
  if (Array.isArray(schema)) return schema.map((s) => plainSchema(s, lang));
  if (!schema || typeof schema !== 'object') return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'x-label' && value && typeof value === 'object') out.title = (value as Record<Lang, string>)[lang];
    else if (key === 'format' && !STANDARD_FORMATS.has(value as string)) continue;
    else if (!key.startsWith('x-') && key !== '$schema' && key !== '$id') out[key] = plainSchema(value, lang);
  }
  return out;
}

/**
 * A body schema for a write that changes only what it sends: without `default`, which the
 * route's validator would otherwise write into every field left out (saving an academy's
 * details without its zone would put the zone back to the default).
 */
export function withoutDefaults(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(withoutDefaults);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(Object.entries(schema).flatMap(([key, value]) => (key === 'default' ? [] : [[key, withoutDefaults(value)]])));
}

/** The property may also be null: its type and its list of values take null too. */
export function nullable(prop: Schema): Schema {
  if ('const' in prop || prop.type === undefined) return { anyOf: [prop, { type: 'null' }] };
  const out = { ...prop };
  if (Array.isArray(out.enum) && !out.enum.includes(null)) out.enum = [...out.enum, null];
  if (typeof out.type === 'string') out.type = [out.type, 'null'];
  else if (Array.isArray(out.type) && !out.type.includes('null')) out.type = [...out.type, 'null'];
  return out;
}

const related = { type: 'object', properties: { id: { type: 'integer' }, name: {} }, required: ['id', 'name'] };

export function recordSchema(model: EntityModel, lang: Lang = 'en'): Schema {
  const properties: Schema = {};
  for (const column of model.columns) {
    const prop = plainSchema(model.schema.properties[column], lang) as Schema;
    properties[column] = column === 'id' ? prop : nullable(prop);
  }
  for (const rel of model.relations) {
    properties[rel.as] = rel.many ? { type: 'array', items: related } : { anyOf: [related, { type: 'null' }] };
  }
  return {
    $id: model.config.name,
    title: model.schema['x-label']?.[lang] ?? model.config.name,
    type: 'object',
    properties,
    required: ['id'],
    additionalProperties: false,
  };
}
