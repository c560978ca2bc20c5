/**
 * A generated list on a phone: one card per row (picture, title, a few facts, status,
 * the row's actions), from the same schema columns as the table, with its paging.
 */
import type { BaseRecord } from '@refinedev/core';
import { useNavigation } from '@refinedev/core';
import { Checkbox, Flex, List, Typography, type PaginationProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CardLayout } from './card-layout';
import { FieldValue } from './FieldValue';
import { pictureKind } from './record-media';
import { RecordFlags } from './RecordFlags';
import { RowActions } from './RowActions';
import { Thumbnail } from './Thumbnail';
import { RestoreButton } from './use-restore';

/** A fact with nothing to say (a reason only a waiting record has) is left off its card, not shown as an empty label. */
const blank = (value: unknown) => value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/** Rows chosen for a bulk action, and the name each row's box is read by. */
export interface RecordSelection {
  selected: readonly BaseRecord[];
  onChange: (rows: BaseRecord[]) => void;
  nameOf: (record: BaseRecord) => string;
}

interface Props {
  resource: string;
  layout: CardLayout;
  records: readonly BaseRecord[];
  loading: boolean;
  pagination: PaginationProps | false;
  header: ReactNode;
  empty?: ReactNode;
  /** The deleted records' view: a card restores instead of opening. */
  deleted: boolean;
  has: { show: boolean; edit: boolean };
  /** Row selection for bulk actions, when the resource has them. */
  selection?: RecordSelection;
}

export function RecordCards({ resource, layout, records, loading, pagination, header, empty, deleted, has, selection }: Props) {
  const { t } = useTranslation();
  const { showUrl } = useNavigation();
  const { title, status, facts } = layout;
  const isSelected = (record: BaseRecord) => Boolean(selection?.selected.some((row) => row.id === record.id));
  const toggle = (record: BaseRecord, on: boolean) =>
    selection?.onChange(on ? [...selection.selected, record] : selection.selected.filter((row) => row.id !== record.id));

  return (
    <List<BaseRecord>
      className="record-cards"
      header={<Typography.Text strong>{header}</Typography.Text>}
      dataSource={records as BaseRecord[]}
      rowKey="id"
      loading={loading}
      locale={empty ? { emptyText: empty } : undefined}
      pagination={pagination && { ...pagination, align: 'center', size: 'small' }}
      renderItem={(record) => (
        <List.Item style={{ display: 'block', padding: '12px 0' }}>
          <Flex gap={12} align="flex-start">
            {selection && !deleted && (
              <Checkbox
                checked={isSelected(record)}
                onChange={(e) => toggle(record, e.target.checked)}
                aria-label={selection.nameOf(record)}
              />
            )}
            {pictureKind(resource) && <Thumbnail resource={resource} record={record} />}
            <Flex vertical gap={2} style={{ minWidth: 0, flex: 1 }}>
              {title && (
                <Typography.Text className="record-card-title" strong ellipsis>
                  {deleted || !has.show ? (
                    <FieldValue spec={title} record={record} />
                  ) : (
                    <Link to={showUrl(resource, record.id!)}>
                      <FieldValue spec={title} record={record} />
                    </Link>
                  )}
                </Typography.Text>
              )}
              <RecordFlags resource={resource} record={record} />
              {facts
                .filter((spec) => !blank(record[spec.field]))
                .map((spec) => (
                  <Typography.Text key={spec.field} type="secondary" style={{ fontSize: 13 }}>
                    {t(spec.labelKey)}: <FieldValue spec={spec} record={record} />
                  </Typography.Text>
                ))}
            </Flex>
            <Flex vertical align="flex-end" gap={8}>
              {status && <FieldValue spec={status} record={record} />}
              {deleted ? (
                <RestoreButton resource={resource} id={record.id!} />
              ) : (
                <RowActions resource={resource} id={record.id!} has={has} record={record} />
              )}
            </Flex>
          </Flex>
        </List.Item>
      )}
    />
  );
}
