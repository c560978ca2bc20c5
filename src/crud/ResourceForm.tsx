/**
 * The generated create/edit form of a resource: the schema's writable fields
 * in rjsf, checked with the same schema the server uses; the server's 422
 * field errors are shown on their fields.
 */
import { Create, Edit } from '@refinedev/antd';
import { useForm, useParsed, type HttpError } from '@refinedev/core';
import type { ErrorSchema } from '@rjsf/utils';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { draftKey, takeDraft, useDraftKeeper } from '../components/form-drafts';
import { sameValues, useWarnWhenUnsaved } from '../components/unsaved-changes';
import { SchemaForm } from '../widgets/SchemaForm';
import { useAcademyClock } from '../providers/academy-clock';
import { useSchema } from './catalogue-context';
import { hiddenFields } from '../../schemas/catalogue';
import { toFormSchema, withoutHidden, writableValues, type FormValues } from './form-schema';
import { prefilled } from './prefill';
import { schemaToUi } from './schema-to-ui';
import { StaleRecordModal } from './StaleRecordModal';
import { useSubsetGuard } from './use-subset-guard';
import { useStaleSave } from './use-stale-save';
import { useRefFill } from './use-ref-fill';

export interface ResourceFormProps {
  resource: string;
  action: 'create' | 'edit';
}

/** Server field errors `{field: message}` as rjsf extra errors. */
function fieldErrors(error: HttpError): ErrorSchema | undefined {
  if (!error.errors) return undefined;
  return Object.fromEntries(
    Object.entries(error.errors).map(([field, message]) => [field, { __errors: [String(message)] }]),
  ) as ErrorSchema;
}

export default function ResourceForm({ resource, action }: ResourceFormProps) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const { id, params } = useParsed();
  const formId = `${resource}-${action}-form`;
  const one = t(`${resource}.one`);
  const today = useAcademyClock().today();

  // An edit saves with the version it was filled from; a save over someone else's asks first.
  const stale = useStaleSave({ resource, id: action === 'edit' ? id : undefined, schema });
  const { onFinish, query, formLoading } = useForm({
    resource,
    action,
    id: action === 'edit' ? id : undefined,
    redirect: 'show',
    mutationMeta: stale.mutationMeta,
    errorNotification: stale.errorNotification,
    successNotification: () => ({ message: t(action === 'create' ? 'crud.created' : 'crud.updated', { resource: one }), type: 'success' }),
  });

  const [formData, setFormData] = useState<FormValues>(() =>
    action === 'create' ? prefilled(params, toFormSchema(schema, 'create', [], today)) : {},
  );
  // Until the user acts on the form, a change is rjsf filling in defaults: still what is saved.
  const touched = useRef(false);
  // What was typed here before a branch switch reloaded the page (form-drafts.ts) comes back, still unsaved.
  const location = useLocation();
  const [draftAt] = useState(() => draftKey(location));
  const draft = useRef<FormValues>(undefined);
  useEffect(() => {
    draft.current ??= takeDraft<FormValues>(draftAt);
    if (!draft.current || action !== 'create') return;
    touched.current = true;
    setFormData(draft.current);
  }, [draftAt, action]);
  // The record fills the form when it arrives, and again when it or the schema changes. A refetch
  // that answers the same data keeps the same object, so it leaves the user's edits alone.
  const record = stale.filledFrom(query?.data?.data);
  // What is saved, to tell unsaved changes: the record, or the create form as it opened.
  const [saved, setSaved] = useState(formData);
  // The draft goes over the record it was typed on, the first one to arrive; a later record is the form's again.
  const draftOver = useRef<unknown>(undefined);
  useEffect(() => {
    if (!record) return;
    const values = writableValues(record, schema, action);
    const restore = draft.current && (draftOver.current ?? record) === record;
    if (restore) {
      draftOver.current = record;
      touched.current = true;
    }
    // Filled here, not during render: rjsf's form would stay empty (the widget tests of the edit form show it).
    setFormData(restore ? draft.current! : values);
    setSaved(values);
  }, [record, schema, action]);
  // Fields shown on a condition (`x-show-if`) come and go with the values they depend on.
  const hiddenKey = hiddenFields(schema, formData).join();
  const formSchema = useMemo(
    () => toFormSchema(schema, action, hiddenKey ? hiddenKey.split(',') : [], today),
    [schema, action, hiddenKey, today],
  );
  // `t` changes with the language, which relabels the fields.
  const uiSchema = useMemo(() => schemaToUi(resource, schema, t), [resource, schema, t]);

  const [extraErrors, setExtraErrors] = useState<ErrorSchema>();

  // A relation chosen by the user may fill other fields from its record (`x-fill`: an order's customer).
  const fillFromRef = useRefFill(schema, setFormData);
  const touch = () => {
    touched.current = true;
  };
  // A user's change of class that would clear some of the player's slots asks first.
  const subsets = useSubsetGuard(resource, schema, setFormData);
  const change = (next: FormValues) => {
    if (!touched.current) setSaved(withoutHidden(schema, next));
    else subsets.check(formData, withoutHidden(schema, next));
    // A server error stays on its field until that field is edited.
    if (extraErrors) {
      const kept = Object.entries(extraErrors).filter(([field]) => next[field] === formData[field]);
      setExtraErrors(kept.length ? (Object.fromEntries(kept) as ErrorSchema) : undefined);
    }
    setFormData(withoutHidden(schema, next));
    if (touched.current) fillFromRef(formData, next);
  };

  // One submission at a time (a double click, Enter beside a click): the ref stops a second one
  // in the same moment, the state disables Save. After a success the form is left, so it stays locked.
  const inFlight = useRef(false);
  const [saving, setSaving] = useState(false);
  const submit = async (values: FormValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSaving(true);
    setExtraErrors(undefined);
    try {
      await onFinish(values);
    } catch (error) {
      if (!stale.caught(error, values)) setExtraErrors(fieldErrors(error as HttpError));
      inFlight.current = false;
      setSaving(false);
    }
  };
  const dirty = !saving && !sameValues(formData, saved);
  useWarnWhenUnsaved(dirty);
  useDraftKeeper(draftAt, formData, dirty);

  const Page = action === 'create' ? Create : Edit;
  return (
    <Page
      resource={resource}
      // The page header wraps its back arrow, a button, in a second unfocusable "button" that
      // screen readers cannot enter; the breadcrumb above the title already leads back.
      goBack={false}
      isLoading={formLoading}
      saveButtonProps={{ htmlType: 'submit', form: formId, disabled: formLoading || saving, loading: saving }}
    >
      <div onPointerDownCapture={touch} onKeyDownCapture={touch} onInputCapture={touch}>
        <SchemaForm
          id={formId}
          schema={formSchema}
          uiSchema={uiSchema}
          formData={formData}
          formContext={{ formData, saved, held: subsets.held }}
          onChange={(e) => change(e.formData ?? {})}
          onSubmit={(e) => submit(e.formData ?? {})}
          extraErrors={extraErrors}
          disabled={formLoading}
        />
      </div>
      <StaleRecordModal
        resource={resource}
        schema={schema}
        stale={stale}
        onReload={({ reloaded }) => {
          setFormData(reloaded);
          setSaved(reloaded);
        }}
        onKeepMine={({ merged, reloaded }) => {
          setFormData(merged);
          setSaved(reloaded);
          void submit(merged);
        }}
      />
    </Page>
  );
}
