/** What a create/edit form edits: the writable part of an entity schema. */
import type { RJSFSchema } from '@rjsf/utils';
import { hiddenFields, writableProperties } from '../../schemas/catalogue';
import type { EntitySchema, PropertySchema } from '../../schemas/vocabulary';

export type FormValues = Record<string, unknown>;

/**
 * The schema rjsf validates against: readOnly fields dropped (the server sets
 * them and rejects them in bodies), create-only ones too when editing, those
 * `x-show-if` hides for the current values (`hidden`), no `$id` (ajv would cache it by name).
 * A create form starts an `x-default-today` date at `today` (the academy's day).
 */
export function toFormSchema(
  schema: EntitySchema,
  action: 'create' | 'edit' = 'create',
  hidden: readonly string[] = [],
  today?: string,
): RJSFSchema {
  const properties = Object.fromEntries(Object.entries(writableProperties(schema, action)).filter(([name]) => !hidden.includes(name)));
  const withDefault = (p: PropertySchema): PropertySchema =>
    action === 'create' && today && p['x-default-today'] ? { ...p, default: today } : p;
  return {
    type: 'object',
    properties: Object.fromEntries(
      Object.entries(properties).map(([name, p]) => [name, withoutReadOnlyRows(withDefault(p))]),
    ) as RJSFSchema['properties'],
    required: (schema.required ?? []).filter((field) => field in properties),
  };
}

/** Rows of an array keep only what the user enters: an order line's price is the server's to set. */
function withoutReadOnlyRows(property: PropertySchema): PropertySchema {
  const row = property.items;
  if (property.type !== 'array' || !row?.properties) return property;
  const properties = Object.fromEntries(Object.entries(row.properties).filter(([, p]) => !p.readOnly));
  return { ...property, items: { ...row, properties, required: row.required?.filter((f) => f in properties) } };
}

/**
 * A fetched record as form values: only writable fields, without the expanded
 * relation objects and without nulls (an absent optional field is valid, a null one is not).
 */
export function writableValues(record: FormValues, schema: EntitySchema, action: 'create' | 'edit' = 'edit'): FormValues {
  const properties = writableProperties(schema, action);
  return Object.fromEntries(Object.entries(record).filter(([key, value]) => key in properties && value !== null && value !== undefined));
}

/** The values without the fields their conditions now hide: a hidden field keeps nothing. */
export function withoutHidden(schema: EntitySchema, values: FormValues): FormValues {
  const hidden = hiddenFields(schema, values);
  return hidden.some((field) => field in values)
    ? Object.fromEntries(Object.entries(values).filter(([key]) => !hidden.includes(key)))
    : values;
}
