/**
 * The dialog of an `x-actions` entry with a `form`: the record's `summary`
 * fields it acts on, then its fields in the same generated form as everywhere
 * (labels, widgets, spec §5 messages, a create form's defaults), a field marked
 * `x-same-as` checked against its twin (a password's confirmation).
 */
import type { BaseRecord } from '@refinedev/core';
import type { FormValidation } from '@rjsf/utils';
import { Descriptions, Modal } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema, RecordAction } from '../../schemas/vocabulary';
import { SchemaForm } from '../widgets/SchemaForm';
import { useAcademyClock } from '../providers/academy-clock';
import { useSchema } from './catalogue-context';
import { FieldValue } from './FieldValue';
import { toFormSchema, type FormValues } from './form-schema';
import { schemaToFields } from './schema-to-columns';
import { schemaToUi } from './schema-to-ui';

interface Props {
  resource: string;
  action: RecordAction & { form: NonNullable<RecordAction['form']> };
  title: string;
  /** The one record acted on (none for a bulk action): its `summary` fields head the dialog. */
  record?: BaseRecord;
  onSubmit: (values: FormValues) => Promise<void>;
  onClose: () => void;
}

/** What the action acts on, as the detail page shows those fields. */
function RecordSummary({ resource, fields, record }: { resource: string; fields: string[]; record: BaseRecord }) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const specs = useMemo(() => schemaToFields(resource, schema).filter((spec) => fields.includes(spec.field)), [resource, schema, fields]);
  return (
    <Descriptions
      size="small"
      column={1}
      bordered
      style={{ marginBottom: 16 }}
      items={specs.map((spec) => ({ key: spec.field, label: t(spec.labelKey), children: <FieldValue spec={spec} record={record} /> }))}
    />
  );
}

export function ActionFormModal({ resource, action, title, record, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const formId = `${resource}-${action.name}-form`;
  const [formData, setFormData] = useState<FormValues>({});
  const [busy, setBusy] = useState(false);
  // The dialog's fields read as a small entity of their own, labelled under `<resource>.actionForms.<name>`.
  const entity = useMemo(
    () => ({ properties: action.form.properties, required: action.form.required ?? [] }) as unknown as EntitySchema,
    [action],
  );
  const today = useAcademyClock().today();
  const schema = useMemo(() => toFormSchema(entity, 'create', [], today), [entity, today]);
  const uiSchema = useMemo(() => schemaToUi(`${resource}.actionForms.${action.name}`, entity, t), [resource, action.name, entity, t]);

  const sameAs = (values: FormValues | undefined, errors: FormValidation<FormValues>) => {
    for (const [field, property] of Object.entries(action.form.properties)) {
      const twin = property['x-same-as'];
      if (twin && values?.[field] !== values?.[twin]) (errors[field] as FormValidation)?.addError(t('validation.confirmPassword'));
    }
    return errors;
  };

  // One call at a time: Enter and a click in the same moment would otherwise both send it.
  const inFlight = useRef(false);
  const submit = async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // The failure's toast is already shown; the dialog stays open with what was typed.
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={title}
      width={480}
      okText={title}
      cancelText={t('buttons.cancel')}
      onCancel={onClose}
      okButtonProps={{ htmlType: 'submit', form: formId, loading: busy }}
      destroyOnHidden
    >
      {action.summary && record && <RecordSummary resource={resource} fields={action.summary} record={record} />}
      <SchemaForm
        id={formId}
        oneColumn
        schema={schema}
        uiSchema={uiSchema}
        formData={formData}
        formContext={{ formData }}
        customValidate={sameAs}
        onChange={(e) => setFormData(e.formData ?? {})}
        onSubmit={(e) => void submit(e.formData ?? {})}
      />
    </Modal>
  );
}
