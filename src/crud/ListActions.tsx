/** A generated list's own actions (`x-actions` with `on: "list"`, e.g. compute a month's payslips): one button each over the list. */
import { ThunderboltOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueContext } from './catalogue-context';
import { useActionRunner } from './use-action-runner';

export function ListActions({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const actions = (useContext(CatalogueContext)[resource]?.['x-actions'] ?? []).filter((action) => action.on === 'list');
  const { start, dialog } = useActionRunner(resource);
  if (!actions.length) return null;
  return (
    <>
      {actions.map((action) => (
        <Button key={action.name} icon={<ThunderboltOutlined />} onClick={() => start(action)}>
          {t(`${resource}.actions.${action.name}`)}
        </Button>
      ))}
      {dialog}
    </>
  );
}
