/**
 * The generated list of a resource: server-side paging, sorting on
 * `x-sortable` columns, the filter bar, the total (and the `x-sum` money total), row actions,
 * and row selection where the schema has bulk actions.
 */
import { CreateButton, getDefaultSortOrder, List, useTable } from '@refinedev/antd';
import { useNavigation, useResourceParams, type BaseRecord, type LogicalFilter } from '@refinedev/core';
import { Empty, Space, Table, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { filtersFromAddress } from './address-filters';
import { formatMoney } from '../../domain/money';
import { BulkActions } from './BulkActions';
import { useSchema } from './catalogue-context';
import { dateRangeFilter, thisMonth } from './date-range';
import { ExportButton } from './ExportButton';
import { FieldValue } from './FieldValue';
import { ImportButton } from './ImportButton';
import { ListActions } from './ListActions';
import { ListFilters } from './ListFilters';
import { pictureKind } from './record-media';
import { RowActions } from './RowActions';
import { Thumbnail } from './Thumbnail';
import { isDeletedView, TrashToggle } from './TrashToggle';
import { RestoreButton } from './use-restore';
import { defaultSorter, schemaToColumns, schemaToDateRange, schemaToFilters } from './schema-to-columns';

/** Spec §9 page sizes. */
export const PAGE_SIZES = [10, 25, 50, 75, 100];
const LONG_TEXT_WIDTH = 260;

export default function ResourceList({ resource }: { resource: string }) {
  const { t } = useTranslation();
  // antd copies the select-all box into a hidden sizing row of the table: keep it out of the tab order.
  const tableRef = useRef<ComponentRef<typeof Table>>(null);
  useEffect(() => {
    tableRef.current?.nativeElement?.querySelector('.ant-table-measure-row')?.setAttribute('inert', '');
  });
  const schema = useSchema(resource);
  const { showUrl } = useNavigation();
  const { resource: item } = useResourceParams({ resource });
  const columns = useMemo(() => schemaToColumns(resource, schema), [resource, schema]);
  const filterSpecs = useMemo(() => schemaToFilters(resource, schema), [resource, schema]);
  const dateRange = useMemo(() => schemaToDateRange(resource, schema), [resource, schema]);
  const sumField = schema['x-sum'];
  const bulkActions = useMemo(() => (schema['x-actions'] ?? []).filter((action) => action.bulk), [schema]);
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  const [address] = useSearchParams();

  const { tableProps, sorters, filters, setFilters, setCurrentPage, tableQuery } = useTable({
    resource,
    pagination: { pageSize: PAGE_SIZES[0] },
    sorters: { initial: [defaultSorter(schema)] },
    // Money lists open on the current month, as the spec's revenue and expense screens do.
    filters: { initial: [...(dateRange && sumField ? [dateRangeFilter(dateRange.field, thisMonth())] : []), ...filtersFromAddress(filterSpecs, address)] },
    // Filters read back from the URL would be strings, which the numeric filter options would not match.
    syncWithLocation: false,
  });

  const applyFilter = useCallback(
    (filter: LogicalFilter) => {
      setFilters([filter], 'merge');
      setCurrentPage(1);
    },
    [setFilters, setCurrentPage],
  );

  const deleted = isDeletedView(filters);
  const one = t(`${resource}.one`);
  const apiPath: string = item?.meta?.listPath ?? resource;
  const has = { show: Boolean(item?.show), edit: Boolean(item?.edit) };
  const subTotal: number | undefined = tableQuery.data?.sub_total;
  const header = [
    // Past the server's counting limit the total is a floor: "10,000+".
    t(tableQuery.data?.total_is_lower_bound ? 'crud.totalAtLeast' : 'crud.total', { resource: t(`${resource}.${resource}`), count: tableQuery.data?.total ?? 0 }),
    sumField && subTotal !== undefined && t('crud.sum', { field: t(`${resource}.fields.${sumField}.label`), amount: formatMoney(subTotal) }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <List
      resource={resource}
      headerButtons={
        <Space wrap>
          <TrashToggle resource={resource} filters={filters} onChange={applyFilter} />
          <ListActions resource={resource} />
          <ExportButton path={apiPath} filters={filters} sorters={sorters} />
          {item?.meta?.importPath && <ImportButton resource={resource} path={item.meta.importPath} />}
          {item?.create && <CreateButton resource={resource}>{t('crud.create', { resource: one })}</CreateButton>}
        </Space>
      }
    >
      <ListFilters
        specs={filterSpecs}
        searchable={Boolean(schema['x-search']?.length)}
        dateRange={dateRange}
        filters={filters}
        onChange={applyFilter}
      />
      {bulkActions.length > 0 && <BulkActions resource={resource} actions={bulkActions} selected={selected} onDone={() => setSelected([])} />}
      <Table
        {...tableProps}
        ref={tableRef}
        rowKey="id"
        rowSelection={
          bulkActions.length && !deleted
            ? {
                selectedRowKeys: selected.map((record) => record.id!),
                onChange: (_, rows) => setSelected(rows),
                preserveSelectedRowKeys: true,
                // Each row's box is named after its record for screen readers.
                getCheckboxProps: (record) => {
                  const name = `${t(`${resource}.one`)} ${String(record[schema['x-title']] ?? record.id)}`;
                  return { title: name, 'aria-label': name };
                },
              }
            : undefined
        }
        size="middle"
        // Cells keep their natural width; narrow screens scroll sideways instead of wrapping names letter by letter.
        scroll={{ x: 'max-content' }}
        title={() => <Typography.Text strong>{header}</Typography.Text>}
        locale={deleted ? { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trash.empty')} /> } : undefined}
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
            render={(_, record) =>
              spec.field === schema['x-title'] && !deleted ? (
                <Link to={showUrl(resource, record.id!)}>
                  <FieldValue spec={spec} record={record} />
                </Link>
              ) : (
                <FieldValue spec={spec} record={record} />
              )
            }
          />
        ))}
        <Table.Column<BaseRecord>
          key="actions"
          title={t('table.actions')}
          fixed="right"
          width={deleted ? undefined : 64}
          align="center"
          render={(_, record) =>
            deleted ? <RestoreButton resource={resource} id={record.id!} /> : <RowActions resource={resource} id={record.id!} has={has} record={record} />
          }
        />
      </Table>
    </List>
  );
}
