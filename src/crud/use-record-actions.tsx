/**
 * The schema's `x-actions` for one record: the ones its `when` allows, as menu
 * items that run them (see use-action-runner.tsx). List actions (`on: "list"`)
 * are the list's buttons instead (ListActions.tsx).
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import type { MenuProps } from 'antd';
import { useContext, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySchema, RecordAction } from '../../schemas/vocabulary';
import { CatalogueContext } from './catalogue-context';
import { useActionRunner } from './use-action-runner';

/** Whether each field of the record holds one of its listed values (an absent value counts as null). */
const holds = (when: Record<string, unknown[]>, record: BaseRecord) =>
  Object.entries(when).every(([field, values]) => values.includes(record[field] ?? null));

/** Whether the action's (or the printout's) `when` allows it on the record. */
export const actionApplies = (action: Pick<RecordAction, 'when'>, record: BaseRecord): boolean => holds(action.when ?? {}, record);

/** Whether the record is final under its schema's `x-locked-when` (a paid payslip): no edit, no delete. */
export const isLocked = (schema: EntitySchema | undefined, record: BaseRecord | undefined): boolean =>
  Boolean(schema?.['x-locked-when'] && record && holds(schema['x-locked-when'], record));

export function useRecordActions(
  resource: string,
  record: BaseRecord | undefined,
): { items: NonNullable<MenuProps['items']>; dialog: ReactNode } {
  const { t } = useTranslation();
  const actions = (useContext(CatalogueContext)[resource]?.['x-actions'] ?? []).filter((action) => action.on !== 'list');
  const { start, dialog } = useActionRunner(resource, record);
  if (!record?.id) return { items: [], dialog: null };

  const items = actions
    .filter((action) => actionApplies(action, record))
    .map((action) => ({
      key: `action-${action.name}`,
      icon: <ThunderboltOutlined />,
      label: t(`${resource}.actions.${action.name}`),
      onClick: () => start(action),
    }));
  return { items, dialog };
}
