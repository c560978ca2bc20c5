/**
 * Deleting a record, asked first: the dialog opens at once, reads what depends on
 * the record (`GET {item}/:id/dependents`) and then either confirms the delete,
 * naming what goes with it, or says what stops it and offers what to do instead:
 * open the dependents' list (players move branch there), or deactivate the record.
 * The list's "⋯" menu and the detail page both use it.
 */
import { DeleteOutlined } from '@ant-design/icons';
import {
  useCan,
  useCustomMutation,
  useDataProvider,
  useDelete,
  useInvalidate,
  useNavigation,
  type BaseRecord,
  type HttpError,
} from '@refinedev/core';
import { Button } from 'antd';
import { useContext, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { lowerFirst } from '../../domain/dependents';
import { resources } from '../../resources.config';
import { CatalogueContext } from './catalogue-context';
import { DeleteDialog, type Dependents } from './DeleteDialog';

/** A schema that marks records active or inactive (`auditing_status` 1 / 0) can deactivate one instead. */
export function canDeactivate(
  schema: { properties: Record<string, { enum?: unknown[]; readOnly?: boolean }> },
  record?: BaseRecord,
): boolean {
  const status = schema.properties.auditing_status;
  return Boolean(status && !status.readOnly && status.enum?.includes(0) && record?.auditing_status !== 0);
}

export function useConfirmDelete(resource: string, onDeleted?: () => void): { confirm: (record: BaseRecord) => void; dialog: ReactNode } {
  const { t } = useTranslation();
  const catalogue = useContext(CatalogueContext);
  const dataProvider = useDataProvider();
  const { mutateAsync: remove } = useDelete();
  const { mutateAsync: patch } = useCustomMutation();
  const invalidate = useInvalidate();
  const [record, setRecord] = useState<BaseRecord>();
  const [answer, setAnswer] = useState<Dependents>();
  const [busy, setBusy] = useState(false);
  // Only the answer for the record asked about last is shown.
  const asked = useRef<BaseRecord>(undefined);
  const item = resources.find((r) => r.name === resource)?.api.item ?? resource;

  const check = (target: BaseRecord) => {
    asked.current = target;
    setAnswer(undefined);
    dataProvider().custom!<Dependents>({ url: `/${item}/${target.id}/dependents`, method: 'get' })
      .then(({ data }) => asked.current === target && setAnswer(data))
      // The failure has its notification; there is nothing to confirm.
      .catch(() => asked.current === target && setRecord(undefined));
  };

  const close = () => {
    asked.current = undefined;
    setRecord(undefined);
    setBusy(false);
  };

  const act = async (work: () => Promise<unknown>, then?: () => void) => {
    setBusy(true);
    try {
      await work();
      close();
      then?.();
    } catch (error) {
      setBusy(false);
      // Someone added a dependent meanwhile: show what stops the delete now.
      if ((error as HttpError)?.statusCode === 409 && record) check(record);
    }
  };

  const deleteIt = () =>
    act(
      () =>
        remove({
          resource,
          id: record!.id!,
          successNotification: () => ({ message: t('crud.deleted', { resource: t(`${resource}.one`) }), type: 'success' }),
        }),
      onDeleted,
    );

  const deactivate = () =>
    act(async () => {
      await patch({
        url: `/${item}/${record!.id}`,
        method: 'patch',
        values: { auditing_status: 0 },
        successNotification: { message: t('dependents.deactivated', { what: lowerFirst(t(`${resource}.one`)) }), type: 'success' },
      });
      await invalidate({ resource, invalidates: ['list', 'detail'], id: record!.id });
    });

  const confirm = (target: BaseRecord) => {
    setRecord(target);
    setBusy(false);
    check(target);
  };

  const dialog = record && (
    <DeleteDialog
      resource={resource}
      id={record.id!}
      answer={answer}
      busy={busy}
      onDelete={deleteIt}
      onDeactivate={canDeactivate(catalogue[resource], record) ? deactivate : undefined}
      onClose={close}
    />
  );
  return { confirm, dialog };
}

/** The detail page's delete button: asks as the list does, then goes back to the list. */
export function DeleteRecordButton({ resource, record }: { resource: string; record: BaseRecord }) {
  const { t } = useTranslation();
  const { list } = useNavigation();
  const { data: can } = useCan({ resource, action: 'delete', params: { id: record.id } });
  const { confirm, dialog } = useConfirmDelete(resource, () => list(resource));
  if (can?.can === false) return null;
  return (
    <>
      <Button danger icon={<DeleteOutlined />} onClick={() => confirm(record)}>
        {t('buttons.delete')}
      </Button>
      {dialog}
    </>
  );
}
