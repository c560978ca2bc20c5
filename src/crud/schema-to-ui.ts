/**
 * Schema → rjsf uiSchema: labels, one widget id per field (ids are keys of
 * src/widgets/index.ts), translated enum names. Plain data, no UI.
 */
import type { UiSchema } from '@rjsf/utils';
import type { EntitySchema, PropertySchema } from '../../schemas/vocabulary';

export type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The widget id for a property: the schema's own `x-widget` first, then by relation, format or type. */
export function widgetFor(property: PropertySchema): string | undefined {
  if (property['x-widget']) return property['x-widget'];
  if (property['x-ref']) return 'relation';
  if (property.format === 'date') return 'date';
  if (property.enum) return 'select';
  return undefined;
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
        // Shown while the fields this list depends on are still empty.
        ...(parents.length && { waitingHint: t('crud.chooseFirst', { field: parents.join(', ') }) }),
      };
    }
    if (property.enum) entry['ui:enumNames'] = property.enum.map((value) => t(`${base}.options.${value}`));
    ui[field] = entry;
  }
  return ui;
}
