/**
 * Restoring a deleted record from the Deleted view of a list: asks first, calls
 * `POST {item}/:id/restore`, says how it went (a refusal names each deleted record
 * it still refers to) and refreshes the resource's lists.
 */
import { UndoOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate, useResourceParams, type BaseKey, type HttpError } from '@refinedev/core';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { resources } from '../../resources.config';
import { isRestorable } from '../../domain/trash';

export function useRestore(resource: string): ((id: BaseKey) => void) | null {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  const { resource: item } = useResourceParams({ resource });
  const entry = resources.find((r) => r.name === resource);
  if (!entry || !isRestorable(entry)) return null;

  const restore = (id: BaseKey) =>
    mutateAsync({
      url: `/${entry.api.item}/${id}/restore`,
      method: 'post',
      values: {},
      successNotification: { message: t('trash.restored', { resource: t(`${resource}.one`) }), type: 'success' },
      errorNotification: (error?: HttpError) => ({
        message: error?.message ?? t('trash.restore'),
        description: Object.values(error?.errors ?? {}).join(' · ') || undefined,
        type: 'error',
      }),
    }).then(() => invalidate({ resource: item?.name ?? resource, invalidates: ['list', 'detail'], id }));

  return (id) =>
    modal.confirm({
      title: t('trash.restoreConfirm'),
      content: t('trash.restoreHint'),
      okText: t('trash.restore'),
      cancelText: t('buttons.cancel'),
      // A refusal is told by its notification; the dialog closes either way.
      onOk: () => restore(id).catch(() => undefined),
    });
}

/** The row action of the Deleted view: "Restore", or nothing where records are not restored (domain/trash.ts). */
export function RestoreButton({ resource, id }: { resource: string; id: BaseKey }) {
  const { t } = useTranslation();
  const restore = useRestore(resource);
  if (!restore) return null;
  return (
    <Button size="small" icon={<UndoOutlined />} onClick={() => restore(id)}>
      {t('trash.restore')}
    </Button>
  );
}
