/**
 * Schema → rjsf uiSchema: labels, one widget id per field (ids are keys of
 * src/widgets/index.ts), translated enum names. Plain data, no UI.
 */
import type { CrudFilter } from '@refinedev/core';
import type { UiSchema } from '@rjsf/utils';
import type { EntitySchema, PropertySchema } from '../../schemas/vocabulary';
import { isTimeSlotArray } from '../../domain/time-slots';
import { isChoiceList } from './schema-to-columns';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The related list narrowed to the kind a reference accepts (`x-ref-where`): a revenue's categories, the revenue ones. */
export function refWhereFilters(where: PropertySchema['x-ref-where']): CrudFilter[] {
  return Object.entries(where ?? {}).map(([param, value]) => ({ field: param, operator: 'in', value }));
}

/** The widget id for a property: the schema's own `x-widget` first, then by shape, relation, format or type. */
export function widgetFor(property: PropertySchema): string | undefined {
  if (property['x-widget']) return property['x-widget'];
  if (property['x-subset-of'] && isTimeSlotArray(property)) return 'slot-choice';
  if (isTimeSlotArray(property)) return 'time-slots';
  if (property['x-ref']) return 'relation';
  if (property.format === 'date') return 'date';
  if (property.format === 'clock') return 'clock';
  if (property.format === 'phone') return 'phone';
  if (property.format === 'month') return 'month';
  if (property.enum) return 'select';
  if (isChoiceList(property)) return 'checkboxes';
  return undefined;
}

/** The time-slots widget's texts: translated day choices and the row's labels (`<field>.items.<property>`). */
function timeSlotOptions(base: string, property: PropertySchema, t: Translate) {
  const row = `${base}.items`;
  const days = property.items?.properties?.day_of_week?.enum ?? [];
  return {
    days: days.map((value) => ({ value, label: t(`${row}.day_of_week.options.${value}`) })),
    dayLabel: t(`${row}.day_of_week.label`),
    startLabel: t(`${row}.start_time.label`),
    endLabel: t(`${row}.end_time.label`),
  };
}

/** The slot-choice widget's settings: where the offered slots come from, and the day names. */
function slotChoiceOptions(base: string, resource: string, schema: EntitySchema, property: PropertySchema, t: Translate) {
  const { ref, field } = property['x-subset-of']!;
  return {
    resource: schema.properties[ref]['x-ref'],
    ref,
    field,
    days: Object.fromEntries(timeSlotOptions(base, property, t).days.map((d) => [d.value, d.label])),
    waitingHint: t('crud.chooseFirst', { field: t(`${resource}.fields.${ref}.label`) }),
  };
}

/** The order-lines widget's settings: the products' resource (the rows' `x-ref`) and the row's labels. */
function orderLineOptions(base: string, property: PropertySchema, t: Translate) {
  return {
    resource: property.items?.properties?.product_id?.['x-ref'],
    productLabel: t(`${base}.items.product_id.label`),
    quantityLabel: t(`${base}.items.quantity.label`),
  };
}

/** Rows edited field by field (an event's programme): each field labelled and given its widget, the row itself untitled. */
function rowUi(base: string, properties: Record<string, PropertySchema>, t: Translate): UiSchema {
  const ui: UiSchema = { 'ui:label': false };
  for (const [key, property] of Object.entries(properties)) {
    const widget = widgetFor(property);
    ui[key] = { 'ui:title': t(`${base}.items.${key}.label`), ...(widget && { 'ui:widget': widget }) };
  }
  return ui;
}

export function schemaToUi(resource: string, schema: EntitySchema, t: Translate): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [field, property] of Object.entries(schema.properties)) {
    if (property.readOnly) {
      ui[field] = { 'ui:widget': 'hidden' };
      continue;
    }
    const base = `${resource}.fields.${field}`;
    const entry: UiSchema = { 'ui:title': t(`${base}.label`) };
    const widget = widgetFor(property);
    if (widget) entry['ui:widget'] = widget;
    if (property['x-ref']) {
      const refFilter = property['x-ref-filter'] ?? {};
      const parents = Object.values(refFilter).map((f) => t(`${resource}.fields.${f}.label`));
      entry['ui:options'] = {
        resource: property['x-ref'],
        refFilter,
        refWhere: property['x-ref-where'],
        // Shown while the fields this list depends on are still empty.
        ...(parents.length && { waitingHint: t('crud.chooseFirst', { field: parents.join(', ') }) }),
      };
    }
    if (property.enum) entry['ui:enumNames'] = property.enum.map((value) => t(`${base}.options.${value}`));
    if (isChoiceList(property)) {
      entry.items = { 'ui:enumNames': property.items!.enum!.map((value) => t(`${base}.options.${value}`)) };
      entry['ui:options'] = { inline: true };
    }
    if (widget === 'time-slots') entry['ui:options'] = timeSlotOptions(base, property, t);
    if (widget === 'slot-choice') entry['ui:options'] = slotChoiceOptions(base, resource, schema, property, t);
    else if (property.type === 'array' && property.items?.properties && !widget) entry.items = rowUi(base, property.items.properties, t);
    if (widget === 'order-lines') entry['ui:options'] = orderLineOptions(base, property, t);
    ui[field] = entry;
  }
  return ui;
}
