/**
 * A settings section's schema → the rjsf uiSchema of its page: labels and enum
 * names from the schema's own `x-label` / `x-enum-labels` in the shown language,
 * a switch per boolean, a masked input per secret, and each `x-enabled-by`
 * field disabled while its switch is off. Plain data, no UI.
 */
import type { UiSchema } from '@rjsf/utils';
import type { Lang, PropertySchema } from '../../../schemas/vocabulary';
import { widgetFor } from '../../crud/schema-to-ui';

type SettingProperty = PropertySchema & { 'x-secret'?: boolean };

function widgetOf(property: SettingProperty): string | undefined {
  if (property['x-secret']) return 'password';
  if (property.type === 'boolean') return 'switch';
  return widgetFor(property);
}

export function sectionUi(schema: PropertySchema, lang: Lang, values: Record<string, unknown>): UiSchema {
  const ui: UiSchema = { 'ui:submitButtonOptions': { norender: true } };
  for (const [field, property] of Object.entries(schema.properties ?? {}) as Array<[string, SettingProperty]>) {
    const entry: UiSchema = { 'ui:title': property['x-label']?.[lang] ?? field };
    const widget = widgetOf(property);
    if (widget) entry['ui:widget'] = widget;
    if (property.enum)
      entry['ui:enumNames'] = property.enum.map((value) => property['x-enum-labels']?.[String(value)]?.[lang] ?? String(value));
    const enabledBy = property['x-enabled-by'];
    if (enabledBy) entry['ui:disabled'] = values[enabledBy] !== true;
    ui[field] = entry;
  }
  return ui;
}
