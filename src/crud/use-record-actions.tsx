/**
 * The schema's `x-actions` for one record: the ones its `when` allows, as menu
 * items that call their spec §7 path (asking first where `confirm` says), then
 * refresh the resource's lists and the record.
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { App, type MenuProps } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from '../../schemas/vocabulary';
import { API_BASE } from '../http/http-client';
import { CatalogueContext } from './catalogue-context';

/** Whether each `when` field of the record holds one of its values (an absent value counts as null). */
export function actionApplies(action: RecordAction, record: BaseRecord): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) => values.includes(record[field] ?? null));
}

export function useRecordActions(resource: string, record: BaseRecord | undefined): NonNullable<MenuProps['items']> {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const actions = useContext(CatalogueContext)[resource]?.['x-actions'] ?? [];
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  if (!record?.id) return [];

  const run = async (action: RecordAction, label: string) => {
    await mutateAsync({
      url: `${API_BASE}/${action.path.replace('{id}', String(record.id))}`,
      method: action.method.toLowerCase() as 'put' | 'patch' | 'post',
      values: action.body,
      successNotification: { message: t('crud.actionDone', { action: label }), type: 'success' },
    });
    await invalidate({ resource, invalidates: ['list', 'detail'], id: record.id });
  };

  return actions
    .filter((action) => actionApplies(action, record))
    .map((action) => {
      const label = t(`${resource}.actions.${action.name}`);
      return {
        key: `action-${action.name}`,
        icon: <ThunderboltOutlined />,
        label,
        onClick: () =>
          action.confirm
            ? modal.confirm({ title: t('crud.actionConfirm', { action: label }), okText: label, cancelText: t('buttons.cancel'), onOk: () => run(action, label).catch(() => undefined) })
            : void run(action, label).catch(() => undefined),
      };
    });
}
