/**
 * Schema → what the list, show page and filter bar display. Plain data, no UI:
 * the views map each `kind` to a component (see FieldValue.tsx).
 */
import type { CrudSort } from '@refinedev/core';
import type { EntitySchema, PropertySchema } from '../../schemas/vocabulary';
import { isTimeSlotArray } from '../../domain/time-slots';
import { relationKey } from '../../domain/relation-key';

export type FieldKind =
  | 'text'
  | 'number'
  | 'money'
  | 'date'
  | 'month'
  | 'datetime'
  | 'enum'
  | 'enums'
  | 'badge'
  | 'ref'
  | 'refs'
  | 'email'
  | 'phone'
  | 'longtext'
  | 'slots'
  | 'lines'
  | 'rows'
  | 'boolean';

export interface FieldSpec {
  field: string;
  kind: FieldKind;
  /** i18n key of the label: `<resource>.fields.<field>.label`. */
  labelKey: string;
  /** i18n key prefix of enum labels: `<resource>.fields.<field>.options`; for `slots`, of the day names; for `lines`, of the row's field labels. */
  optionsKey: string;
  sortable: boolean;
  /** For `ref`: the related resource and the key of the expanded `{id, name}` object on each row; for `refs`, of the `[{id, name}]` list. */
  ref?: { resource: string; objectKey: string };
  /** For `badge`: style per enum value (SUCCESS, WARNING, DANGER, NORMAL, CANCEL). */
  badge?: Record<string, string>;
}

export interface FilterSpec {
  field: string;
  /** The list query param (`x-filter`). */
  param: string;
  labelKey: string;
  optionsKey: string;
  /** For enums: the values to choose from. */
  values?: Array<string | number>;
  /** Choices standing for several values (`x-filter-groups`), offered first, labelled under `groupsKey`. */
  groups?: string[];
  groupsKey?: string;
  /** For relations: the related resource. */
  ref?: string;
  /** For relations: the kind of related row the field holds (`x-ref-where`), the only ones offered. */
  refWhere?: PropertySchema['x-ref-where'];
}

/** The list's date range (`x-date-range`): the field it narrows and that field's label. */
export interface DateRangeSpec {
  field: string;
  labelKey: string;
}

/** An array of distinct enum values (pickup days): ticked from a list of choices. */
export function isChoiceList(property: PropertySchema): boolean {
  return property.type === 'array' && Boolean(property.items?.enum);
}

function kindOf(property: PropertySchema): FieldKind {
  if (isTimeSlotArray(property)) return 'slots';
  if (isChoiceList(property)) return 'enums';
  if (property.type === 'boolean') return 'boolean';
  if (property['x-widget'] === 'order-lines') return 'lines';
  if (property.type === 'array' && property.items?.properties) return 'rows';
  if (property['x-ref']) return property.type === 'array' ? 'refs' : 'ref';
  if (property['x-badge']) return 'badge';
  if (property.enum) return 'enum';
  if (property['x-widget'] === 'money') return 'money';
  if (property.format === 'phone') return 'phone';
  if (property['x-widget'] === 'textarea') return 'longtext';
  if (property.format === 'date') return 'date';
  if (property.format === 'month') return 'month';
  if (property.format === 'date-time') return 'datetime';
  if (property.format === 'email') return 'email';
  if (property.type === 'integer' || property.type === 'number') return 'number';
  return 'text';
}

export function fieldSpec(resource: string, field: string, property: PropertySchema): FieldSpec {
  const base = `${resource}.fields.${field}`;
  const kind = kindOf(property);
  const spec: FieldSpec = {
    field,
    kind,
    labelKey: `${base}.label`,
    optionsKey: kind === 'slots' ? `${base}.items.day_of_week.options` : kind === 'lines' ? `${base}.items` : `${base}.options`,
    sortable: property['x-sortable'] === true,
  };
  if (property['x-ref']) spec.ref = { resource: property['x-ref'], objectKey: relationKey(field, property) };
  if (property['x-badge']) spec.badge = property['x-badge'];
  return spec;
}

/** The list columns, in `x-list.columns` order. */
export function schemaToColumns(resource: string, schema: EntitySchema): FieldSpec[] {
  return schema['x-list'].columns.map((field) => fieldSpec(resource, field, schema.properties[field]));
}

/** Every property the API answers (not a writeOnly password), in schema order: the show page. */
export function schemaToFields(resource: string, schema: EntitySchema): FieldSpec[] {
  return Object.entries(schema.properties)
    .filter(([, property]) => !property.writeOnly)
    .map(([field, property]) => fieldSpec(resource, field, property));
}

/**
 * The filter bar: each enum or relation property with an `x-filter` param, and a number
 * with its `x-filter-options` (highest first) or its `x-filter-ranges`. A plain field's filter (ids, a phone) is the API's alone.
 */
export function schemaToFilters(resource: string, schema: EntitySchema): FilterSpec[] {
  const filters: FilterSpec[] = [];
  for (const [field, property] of Object.entries(schema.properties)) {
    const param = property['x-filter'];
    if (!param) continue;
    const base = `${resource}.fields.${field}`;
    const spec: FilterSpec = { field, param, labelKey: `${base}.label`, optionsKey: `${base}.options` };
    if (property['x-filter-groups'])
      Object.assign(spec, { groups: Object.keys(property['x-filter-groups']), groupsKey: `${base}.filterGroups` });
    if (property['x-ref']) {
      spec.ref = property['x-ref'];
      if (property['x-ref-where']) spec.refWhere = property['x-ref-where'];
    } else if (property.enum) spec.values = property.enum;
    else if (property['x-filter-ranges']) {
      // Ranges keep their schema order (highest first), each labelled by its key.
      spec.values = Object.keys(property['x-filter-ranges']);
      spec.optionsKey = `${base}.filterOptions`;
    } else if (property['x-filter-options']) {
      spec.values = Object.keys(property['x-filter-options'])
        .map(Number)
        .sort((a, b) => b - a);
      spec.optionsKey = `${base}.filterOptions`;
    } else continue;
    filters.push(spec);
  }
  return filters;
}

/** The filter bar's date range picker, when the schema names an `x-date-range` field. */
export function schemaToDateRange(resource: string, schema: EntitySchema): DateRangeSpec | undefined {
  const field = schema['x-date-range'];
  return field ? { field, labelKey: `${resource}.fields.${field}.label` } : undefined;
}

/** The default list order from `x-list.sort` ("id:desc"). */
export function defaultSorter(schema: EntitySchema): CrudSort {
  const [field, order] = schema['x-list'].sort.split(':');
  return { field, order: order === 'asc' ? 'asc' : 'desc' };
}
