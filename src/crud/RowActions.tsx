/**
 * The "⋯" menu at the end of a generated list's row: view, edit and delete,
 * each shown only when the resource has that view and the user may use it;
 * delete asks first.
 */
import { DeleteOutlined, EditOutlined, EyeOutlined, MoreOutlined } from '@ant-design/icons';
import { useCan, useDelete, useNavigation, type BaseKey } from '@refinedev/core';
import { App, Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  resource: string;
  id: BaseKey;
  /** Which views the resource has (registry `views`). */
  has: { show: boolean; edit: boolean };
}

export function RowActions({ resource, id, has }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { show, edit } = useNavigation();
  const { mutate: remove } = useDelete();
  const { data: canDelete } = useCan({ resource, action: 'delete', params: { id } });

  const confirmDelete = () =>
    modal.confirm({
      title: t('crud.deleteConfirm'),
      okText: t('buttons.delete'),
      okButtonProps: { danger: true },
      cancelText: t('buttons.cancel'),
      onOk: () =>
        new Promise<void>((resolve, reject) =>
          remove(
            { resource, id, successNotification: () => ({ message: t('crud.deleted', { resource: t(`${resource}.one`) }), type: 'success' }) },
            { onSuccess: () => resolve(), onError: reject },
          ),
        ),
    });

  const items: MenuProps['items'] = [
    has.show && { key: 'show', icon: <EyeOutlined />, label: t('buttons.show'), onClick: () => show(resource, id) },
    has.edit && { key: 'edit', icon: <EditOutlined />, label: t('buttons.edit'), onClick: () => edit(resource, id) },
    canDelete?.can !== false && { key: 'delete', icon: <DeleteOutlined />, label: t('buttons.delete'), danger: true, onClick: confirmDelete },
  ].filter((item) => item !== false);

  return (
    <Dropdown menu={{ items }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<MoreOutlined />} aria-label={t('table.actions')} data-testid="row-actions" />
    </Dropdown>
  );
}
