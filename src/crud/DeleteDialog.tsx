/**
 * The delete confirmation of use-confirm-delete.tsx: while the dependents are read,
 * a wait; then a plain confirmation (naming what is deleted with the record), or,
 * when live records stop the delete, what they are, each with a link to its list
 * filtered on this record, and "Deactivate instead" where the record can be.
 */
import { StopOutlined } from '@ant-design/icons';
import type { BaseKey } from '@refinedev/core';
import { Alert, Button, List, Modal, Space, Spin, Typography } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { joinedList, lowerFirst } from '../../domain/dependents';
import { resources } from '../../resources.config';
import type { Lang } from '../../schemas/vocabulary';
import { CatalogueContext } from './catalogue-context';

/** The answer of `GET {item}/:id/dependents`. */
export interface Dependents {
  total: number;
  dependents: Array<{ resource: string; label: string; count: number; on_delete: 'restrict' | 'cascade' }>;
  message: string | null;
}

interface Props {
  resource: string;
  id: BaseKey;
  /** Undefined while it is being read. */
  answer?: Dependents;
  busy: boolean;
  onDelete: () => void;
  /** Absent when the record cannot be deactivated (no status, or already inactive). */
  onDeactivate?: () => void;
  onClose: () => void;
}

/** The dependents' list narrowed to those referring to this record (`/players?branchIds=3`), with what it is for. */
function useListLink(resource: string, id: BaseKey) {
  const { t } = useTranslation();
  const catalogue = useContext(CatalogueContext);
  return (dependent: string) => {
    const schema = catalogue[dependent];
    const route = resources.find((r) => r.name === dependent)?.route;
    const param = Object.values(schema?.properties ?? {}).find((p) => p['x-ref'] === resource && p['x-filter'])?.['x-filter'];
    if (!route || !param) return null;
    // The list's bulk action (players: change branch) is what moving them out takes.
    const bulk = schema['x-actions']?.find((action) => action.bulk);
    const label = bulk
      ? t('dependents.openListTo', { action: lowerFirst(t(`${dependent}.actions.${bulk.name}`)) })
      : t('dependents.openList');
    return { to: `${route}?${param}=${id}`, label };
  };
}

export function DeleteDialog({ resource, id, answer, busy, onDelete, onDeactivate, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const linkTo = useListLink(resource, id);
  const lang = (i18n.language === 'en' ? 'en' : 'vi') satisfies Lang;
  const blocked = Boolean(answer?.message);
  const blockers = answer?.dependents.filter((d) => d.on_delete === 'restrict') ?? [];
  const cascading = answer?.dependents.filter((d) => d.on_delete === 'cascade') ?? [];
  const what = lowerFirst(t(`${resource}.one`));

  const footer = [
    <Button key="cancel" onClick={onClose}>
      {t('buttons.cancel')}
    </Button>,
    blocked ? (
      onDeactivate && (
        <Button key="deactivate" type="primary" icon={<StopOutlined />} loading={busy} onClick={onDeactivate}>
          {t('dependents.deactivate')}
        </Button>
      )
    ) : (
      <Button key="delete" type="primary" danger loading={busy} disabled={!answer} onClick={onDelete}>
        {t('buttons.delete')}
      </Button>
    ),
  ];

  return (
    <Modal
      open
      title={blocked ? t('dependents.cannotDelete', { what }) : t('crud.deleteConfirm')}
      onCancel={onClose}
      footer={footer}
      destroyOnHidden
      // A long title wraps before the close button instead of running under it.
      styles={{ header: { paddingInlineEnd: 24 } }}
    >
      {!answer && (
        <Space>
          <Spin size="small" />
          <Typography.Text type="secondary">{t('dependents.checking')}</Typography.Text>
        </Space>
      )}
      {answer && cascading.length > 0 && !blocked && (
        <Typography.Paragraph>
          {t('dependents.alsoDeleted', {
            list: joinedList(
              lang,
              cascading.map((d) => d.label),
            ),
          })}
        </Typography.Paragraph>
      )}
      {blocked && (
        <>
          <Alert type="warning" showIcon message={answer!.message} style={{ marginBottom: 12 }} />
          <List
            size="small"
            bordered
            dataSource={blockers}
            renderItem={(dependent) => {
              const link = linkTo(dependent.resource);
              return (
                <List.Item key={dependent.resource} extra={link && <Link to={link.to}>{link.label}</Link>}>
                  <Typography.Text strong>{dependent.label}</Typography.Text>
                </List.Item>
              );
            }}
          />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
            {t(onDeactivate ? 'dependents.hintDeactivate' : 'dependents.hint')}
          </Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
