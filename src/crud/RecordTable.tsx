/**
 * A generated list on a wide screen: the schema's columns as a table, sortable on
 * `x-sortable` columns, the title linking to the record when it has a show page,
 * row actions at the end, and row selection where the schema has bulk actions.
 */
import { getDefaultSortOrder } from '@refinedev/antd';
import type { BaseRecord, CrudSort } from '@refinedev/core';
import { Flex, Table, Typography, type TableProps } from 'antd';
import { useEffect, useRef, type ComponentRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNavigation } from '@refinedev/core';
import { FieldValue } from './FieldValue';
import { pictureKind } from './record-media';
import { RecordFlags } from './RecordFlags';
import { RowActions } from './RowActions';
import { Thumbnail } from './Thumbnail';
import { RestoreButton } from './use-restore';
import type { FieldSpec } from './schema-to-columns';
import type { RecordSelection } from './RecordCards';

/** Spec §9 page sizes. */
export const PAGE_SIZES = [10, 25, 50, 75, 100];
const LONG_TEXT_WIDTH = 260;

interface Props {
  resource: string;
  columns: FieldSpec[];
  titleField: string | undefined;
  tableProps: TableProps<BaseRecord>;
  sorters: CrudSort[];
  header: ReactNode;
  empty?: ReactNode;
  deleted: boolean;
  has: { show: boolean; edit: boolean };
  selection?: RecordSelection;
}

export function RecordTable({ resource, columns, titleField, tableProps, sorters, header, empty, deleted, has, selection }: Props) {
  const { t } = useTranslation();
  const { showUrl } = useNavigation();
  // antd copies the select-all box into a hidden sizing row of the table: keep it out of the tab order.
  const tableRef = useRef<ComponentRef<typeof Table>>(null);
  useEffect(() => {
    tableRef.current?.nativeElement?.querySelector('.ant-table-measure-row')?.setAttribute('inert', '');
  });

  return (
    <Table
      {...tableProps}
      ref={tableRef}
      rowKey="id"
      rowSelection={
        selection && !deleted
          ? {
              selectedRowKeys: selection.selected.map((record) => record.id!),
              onChange: (_, rows) => selection.onChange(rows),
              preserveSelectedRowKeys: true,
              // Each row's box is named after its record for screen readers.
              getCheckboxProps: (record) => ({ title: selection.nameOf(record), 'aria-label': selection.nameOf(record) }),
            }
          : undefined
      }
      size="middle"
      // Cells keep their natural width; narrow screens scroll sideways instead of wrapping names letter by letter.
      scroll={{ x: 'max-content' }}
      title={() => <Typography.Text strong>{header}</Typography.Text>}
      locale={empty ? { emptyText: empty } : undefined}
      pagination={tableProps.pagination && { ...tableProps.pagination, showSizeChanger: true, pageSizeOptions: PAGE_SIZES }}
    >
      {pictureKind(resource) && (
        <Table.Column<BaseRecord> key="picture" width={56} render={(_, record) => <Thumbnail resource={resource} record={record} />} />
      )}
      {columns.map((spec) => (
        <Table.Column<BaseRecord>
          key={spec.field}
          dataIndex={spec.field}
          title={t(spec.labelKey)}
          width={spec.kind === 'longtext' ? LONG_TEXT_WIDTH : undefined}
          sorter={spec.sortable}
          defaultSortOrder={getDefaultSortOrder(spec.field, sorters)}
          render={(_, record) => {
            if (spec.field !== titleField) return <FieldValue spec={spec} record={record} />;
            const title =
              !deleted && has.show ? (
                <Link to={showUrl(resource, record.id!)}>
                  <FieldValue spec={spec} record={record} />
                </Link>
              ) : (
                <FieldValue spec={spec} record={record} />
              );
            return (
              <Flex gap={6} align="center" wrap>
                {title}
                <RecordFlags resource={resource} record={record} />
              </Flex>
            );
          }}
        />
      ))}
      <Table.Column<BaseRecord>
        key="actions"
        title={t('table.actions')}
        fixed="right"
        width={deleted ? undefined : 64}
        align="center"
        render={(_, record) =>
          deleted ? (
            <RestoreButton resource={resource} id={record.id!} />
          ) : (
            <RowActions resource={resource} id={record.id!} has={has} record={record} />
          )
        }
      />
    </Table>
  );
}
