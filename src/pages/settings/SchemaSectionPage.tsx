/**
 * A settings page drawn from its section of the settings schema: the fields,
 * labels, choices, rules and switches all come from `schemas/settings/settings.json`,
 * so a new setting in a section needs no code here.
 */
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { settingsSchema, type SettingsSection } from '../../../schemas/settings';
import { SchemaForm } from '../../widgets/SchemaForm';
import { sameValues } from './same-values';
import { SettingsCard } from './SettingsCard';
import { sectionErrors, toErrorSchema, type FieldMessages } from './settings-errors';
import { sectionUi } from './settings-ui';
import { useSettingsSection } from './use-settings-section';

type Values = Record<string, unknown>;

interface SchemaSectionPageProps {
  page: string;
  section: SettingsSection;
  /** Per-field additions over what the schema gives (a placeholder…). */
  extraUi?: UiSchema;
  /** Shown above the fields. */
  intro?: ReactNode;
  /** Shown below the fields, with the values as the form holds them and a way to show errors on its fields. */
  extra?: (form: { formData: Values; showErrors: (errors: FieldMessages | undefined) => void }) => ReactNode;
}

export function SchemaSectionPage({ page, section, extraUi, intro, extra }: SchemaSectionPageProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage === 'en' ? 'en' : 'vi';
  const { value, failed, saving, save } = useSettingsSection(section);
  const [formData, setFormData] = useState<Values>();
  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();
  // Filled when the saved values arrive and again when they change (a save's refetch); a refetch that
  // answers the same values keeps the same object, so it leaves the user's edits alone.
  const [filledFrom, setFilledFrom] = useState<typeof value>();
  if (value !== filledFrom) {
    setFilledFrom(value);
    if (value) setFormData(value as unknown as Values);
  }

  const schema = settingsSchema.properties[section];
  const uiSchema = useMemo(() => {
    const ui = sectionUi(schema, lang, formData ?? {});
    for (const [field, more] of Object.entries(extraUi ?? {})) ui[field] = { ...ui[field], ...more };
    return ui;
  }, [schema, lang, formData, extraUi]);
  const formId = `${section}-form`;

  const submit = async (data: Values) => {
    setExtraErrors(undefined);
    const errors = await save(data as never);
    if (errors) setExtraErrors(toErrorSchema(errors));
  };

  return (
    <SettingsCard
      description={t(`pageDescriptions.${page}`)}
      loading={!formData}
      failed={failed}
      dirty={Boolean(formData && value && !sameValues(formData, value))}
      saving={saving}
      formId={formId}
    >
      {formData && intro}
      {formData && (
        <SchemaForm
          id={formId}
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          formData={formData}
          formContext={{ formData }}
          onChange={(e) => setFormData(e.formData ?? {})}
          onSubmit={(e) => void submit(e.formData ?? {})}
          extraErrors={extraErrors}
          disabled={saving}
        />
      )}
      {formData && extra?.({ formData, showErrors: (errors) => setExtraErrors(toErrorSchema(sectionErrors(errors, section))) })}
    </SettingsCard>
  );
}
