/**
 * The "⋯" menu at the end of a generated list's row: view, edit and delete,
 * each shown only when the resource has that view and the user may use it
 * (delete asks first, naming what depends on the record) and the record is not
 * final (`x-locked-when`), and the schema's `x-copy-to` actions.
 */
import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined, UserAddOutlined } from '@ant-design/icons';
import { useCan, useGo, useNavigation, type BaseKey, type BaseRecord } from '@refinedev/core';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { writableProperties } from '../../schemas/catalogue';
import { CatalogueContext } from './catalogue-context';
import { copiedFields } from './prefill';
import { useConfirmDelete } from './use-confirm-delete';
import { isLocked, useRecordActions } from './use-record-actions';

interface Props {
  resource: string;
  id: BaseKey;
  /** Which views the resource has (registry `views`). */
  has: { show: boolean; edit: boolean };
  /** The row itself, for the `x-copy-to` actions. */
  record?: BaseRecord;
}

export function RowActions({ resource, id, has, record }: Props) {
  const { t } = useTranslation();
  const { show, edit, createUrl } = useNavigation();
  const go = useGo();
  const catalogue = useContext(CatalogueContext);
  const { items: recordActions, dialog } = useRecordActions(resource, record);
  const { confirm: confirmDelete, dialog: deleteDialog } = useConfirmDelete(resource);
  const { data: canDelete } = useCan({ resource, action: 'delete', params: { id } });
  const locked = isLocked(catalogue[resource], record);

  const items: MenuProps['items'] = [
    has.show && { key: 'show', icon: <EyeOutlined />, label: t('buttons.show'), onClick: () => show(resource, id) },
    has.edit && !locked && { key: 'edit', icon: <EditOutlined />, label: t('buttons.edit'), onClick: () => edit(resource, id) },
    ...recordActions,
    ...(record ? (catalogue[resource]?.['x-copy-to'] ?? []) : []).map(({ resource: target }) => ({
      key: `copy-${target}`,
      icon: <UserAddOutlined />,
      label: t(`${resource}.copyTo.${target}`),
      onClick: () => go({ to: createUrl(target), query: copiedFields(writableProperties(catalogue[target], 'create'), record!) }),
    })),
    canDelete?.can !== false &&
      !locked && {
        key: 'delete',
        icon: <DeleteOutlined />,
        label: t('buttons.delete'),
        danger: true,
        onClick: () => confirmDelete(record ?? { id }),
      },
  ].filter((item) => item !== false);

  return (
    <>
      <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
        <Button type="text" icon={<MoreOutlined />} aria-label={t('table.actions')} data-testid="row-actions" />
      </Dropdown>
      {dialog}
      {deleteDialog}
    </>
  );
}
