/**
 * The buttons over a list's selected rows: each `x-actions` entry marked `bulk`
 * that applies to every selected record, run as one call (use-action-runner.tsx).
 */
import { ThunderboltOutlined } from '@ant-design/icons';
import type { BaseRecord } from '@refinedev/core';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordAction } from '../../schemas/vocabulary';
import { useActionRunner } from './use-action-runner';
import { actionApplies } from './use-record-actions';

interface BulkActionsProps {
  resource: string;
  actions: RecordAction[];
  selected: BaseRecord[];
  onDone: () => void;
}

export function BulkActions({ resource, actions, selected, onDone }: BulkActionsProps) {
  const { t } = useTranslation();
  const { start, dialog } = useActionRunner(resource, selected, onDone);
  if (!selected.length) return null;
  return (
    <Space wrap style={{ marginBottom: 12 }}>
      <Typography.Text>{t('crud.selected', { count: selected.length })}</Typography.Text>
      {actions.map((action) => {
        const applies = selected.every((record) => actionApplies(action, record));
        return (
          <Button
            key={action.name}
            icon={<ThunderboltOutlined />}
            disabled={!applies}
            title={applies ? undefined : t('crud.bulkNotForAll')}
            onClick={() => start(action)}
          >
            {t(`${resource}.actions.${action.name}`)}
          </Button>
        );
      })}
      <Button type="link" onClick={onDone}>
        {t('crud.clearSelection')}
      </Button>
      {dialog}
    </Space>
  );
}
