/**
 * The schema's `x-actions` for one record: the ones its `when` allows, as menu
 * items that call their spec §7 path (asking first where `confirm` says, or in
 * a dialog where the action has a `form`), then refresh the resource's lists and the record.
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate, type BaseRecord } from '@refinedev/core';
import { App, type MenuProps } from 'antd';
import { useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from '../../schemas/vocabulary';
import { API_BASE } from '../http/http-client';
import { fillBody, fillPath } from './action-body';
import { ActionFormModal } from './ActionFormModal';
import { CatalogueContext } from './catalogue-context';
import type { FormValues } from './form-schema';

/** Whether each `when` field of the record holds one of its values (an absent value counts as null). */
export function actionApplies(action: RecordAction, record: BaseRecord): boolean {
  return Object.entries(action.when ?? {}).every(([field, values]) => values.includes(record[field] ?? null));
}

type WithForm = RecordAction & { form: NonNullable<RecordAction['form']> };

export function useRecordActions(resource: string, record: BaseRecord | undefined): { items: NonNullable<MenuProps['items']>; dialog: ReactNode } {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const actions = useContext(CatalogueContext)[resource]?.['x-actions'] ?? [];
  const { mutateAsync } = useCustomMutation();
  const invalidate = useInvalidate();
  const [asking, setAsking] = useState<WithForm>();
  if (!record?.id) return { items: [], dialog: null };

  const run = async (action: RecordAction, form: FormValues = {}) => {
    const label = t(`${resource}.actions.${action.name}`);
    await mutateAsync({
      url: `${API_BASE}/${fillPath(action.path, record)}`,
      method: action.method.toLowerCase() as 'put' | 'patch' | 'post',
      values: fillBody(action.body, record, form) as Record<string, unknown>,
      successNotification: { message: t('crud.actionDone', { action: label }), type: 'success' },
    });
    await invalidate({ resource, invalidates: ['list', 'detail'], id: record.id });
  };

  const start = (action: RecordAction, label: string) => {
    if (action.form) setAsking(action as WithForm);
    else if (action.confirm) {
      modal.confirm({ title: t('crud.actionConfirm', { action: label }), okText: label, cancelText: t('buttons.cancel'), onOk: () => run(action).catch(() => undefined) });
    } else void run(action).catch(() => undefined);
  };

  const items = actions
    .filter((action) => actionApplies(action, record))
    .map((action) => {
      const label = t(`${resource}.actions.${action.name}`);
      return { key: `action-${action.name}`, icon: <ThunderboltOutlined />, label, onClick: () => start(action, label) };
    });
  const dialog = asking && (
    <ActionFormModal
      resource={resource}
      action={asking}
      title={t(`${resource}.actions.${asking.name}`)}
      onSubmit={(values) => run(asking, values)}
      onClose={() => setAsking(undefined)}
    />
  );
  return { items, dialog };
}
