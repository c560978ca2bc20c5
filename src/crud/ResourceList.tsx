/**
 * The generated list of a resource: server-side paging, sorting on `x-sortable`
 * columns, the filter bar, the total (and the `x-sum` money total), row actions and
 * bulk selection; a table on a wide screen, cards on a phone. Its page, sort, filters
 * and search live in the address.
 */
import { CreateButton, List, useTable } from '@refinedev/antd';
import { useResourceParams, type BaseRecord, type LogicalFilter } from '@refinedev/core';
import { Empty, Grid, Space } from 'antd';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { filtersFromAddress, shortFilterParams, typedFilters } from './address-filters';
import { formatMoney, formatNumber } from '../../domain/money';
import { filterParams, sortParams } from '../providers/data-provider';
import { BulkActions } from './BulkActions';
import { cardLayout } from './card-layout';
import { useSchema } from './catalogue-context';
import { dateRangeFilter, thisMonth } from './date-range';
import { useAcademyClock } from '../providers/academy-clock';
import { ExportButton } from './ExportButton';
import { ImportButton } from './ImportButton';
import { ListActions } from './ListActions';
import { ListFilters } from './ListFilters';
import { PrintButton } from './PrintButton';
import { RecordCards, type RecordSelection } from './RecordCards';
import { PAGE_SIZES, RecordTable } from './RecordTable';
import { isDeletedView, TrashToggle } from './TrashToggle';
import { defaultSorter, fieldSpec, schemaToColumns, schemaToDateRange, schemaToFilters } from './schema-to-columns';

interface Props {
  resource: string;
  /** A hand-written list's own buttons over the generated list (the notifications' message to all). */
  extra?: ReactNode;
}

/**
 * The list, started over whenever the address moves to one without the list's state while it is
 * shown (its own menu entry clicked, a short filter link followed): it then shows what the address
 * says, as a fresh visit would, instead of the state the address no longer holds. Each move has a
 * key of its own, so a move is seen even when a busy page draws it only after the list's own
 * writes to the address, all at once.
 */
export default function ResourceList(props: Props) {
  const location = useLocation();
  const [visit, setVisit] = useState(location.key);
  if (location.key !== visit && !new URLSearchParams(location.search).has('currentPage')) setVisit(location.key);
  return <GeneratedList key={visit} {...props} />;
}

function GeneratedList({ resource, extra }: Props) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const { resource: item } = useResourceParams({ resource });
  const columns = useMemo(() => schemaToColumns(resource, schema), [resource, schema]);
  const filterSpecs = useMemo(() => schemaToFilters(resource, schema), [resource, schema]);
  const dateRange = useMemo(() => schemaToDateRange(resource, schema), [resource, schema]);
  const sumField = schema['x-sum'];
  const clock = useAcademyClock();
  const bulkActions = useMemo(() => (schema['x-actions'] ?? []).filter((action) => action.bulk), [schema]);
  const [selected, setSelected] = useState<BaseRecord[]>([]);
  const [address, setAddress] = useSearchParams();
  // Below antd's `lg` (992 px) a row of the table would scroll sideways: cards instead.
  const phone = Grid.useBreakpoint().lg === false;

  const {
    tableProps,
    sorters,
    setSorters,
    filters: addressFilters,
    setFilters,
    currentPage,
    setCurrentPage,
    pageSize,
    setPageSize,
    tableQuery,
  } = useTable({
    resource,
    pagination: { pageSize: PAGE_SIZES[0] },
    sorters: { initial: [defaultSorter(schema)] },
    // Money lists open on the current month, as the spec's revenue and expense screens do; a link naming
    // filters (a roster's "fee unpaid": the player's unpaid fees) opens on every date.
    filters: {
      initial: [
        ...(dateRange && sumField
          ? [dateRangeFilter(dateRange.field, shortFilterParams(filterSpecs, address).length ? null : thisMonth(clock.now()))]
          : []),
        ...filtersFromAddress(filterSpecs, address),
      ],
    },
    // Page, sort, filters and search live in the address: Back and a shared link show the list as it was.
    syncWithLocation: true,
  });
  const filters = useMemo(() => typedFilters(addressFilters, filterSpecs), [addressFilters, filterSpecs]);
  // Once the list has written its own state to the address, a short filter parameter it started from leaves it,
  // or clearing that filter would not outlast a reload.
  useEffect(() => {
    const consumed = shortFilterParams(filterSpecs, address);
    if (!consumed.length || !address.has('currentPage')) return;
    const next = new URLSearchParams(address);
    consumed.forEach((param) => next.delete(param));
    setAddress(next, { replace: true });
  }, [filterSpecs, address, setAddress]);

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
  // Until the first answer there is no count to tell, rather than a count of 0.
  const header =
    tableQuery.data &&
    [
      // Past the server's counting limit the total is a floor: "10,000+".
      t(tableQuery.data.total_is_lower_bound ? 'crud.totalAtLeast' : 'crud.total', {
        resource: t(`${resource}.${resource}`),
        count: tableQuery.data.total,
      }),
      sumField &&
        subTotal !== undefined &&
        t('crud.sum', {
          field: t(`${resource}.fields.${sumField}.label`),
          // A total of sessions (the sessions ledger) is a count, not money.
          amount:
            fieldSpec(resource, sumField, schema.properties[sumField]).kind === 'money' ? formatMoney(subTotal) : formatNumber(subTotal),
        }),
    ]
      .filter(Boolean)
      .join(' · ');
  const empty = deleted ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('trash.empty')} /> : undefined;
  const selection: RecordSelection | undefined = bulkActions.length
    ? { selected, onChange: setSelected, nameOf: (record) => `${one} ${String(record[schema['x-title']] ?? record.id)}` }
    : undefined;
  // The phone's sort choices: the sortable columns, and the list's default order (often by id) when no column gives it.
  const sortField = sorters[0]?.field;
  const sortable = useMemo(() => {
    const offered = columns.filter((spec) => spec.sortable);
    const extra = sortField && !offered.some((spec) => spec.field === sortField) && schema.properties[sortField];
    return extra ? [...offered, fieldSpec(resource, sortField, extra)] : offered;
  }, [columns, sortField, schema, resource]);

  return (
    <List
      resource={resource}
      headerButtons={
        <Space wrap>
          <TrashToggle resource={resource} filters={filters} onChange={applyFilter} />
          <ListActions resource={resource} />
          {extra}
          <ExportButton path={apiPath} filters={filters} sorters={sorters} />
          {schema['x-print']?.list && !deleted && (
            <PrintButton
              path={schema['x-print'].list}
              params={{ ...sortParams(sorters), ...filterParams(filters) }}
              labelKey="print.printAll"
            />
          )}
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
        folded={phone}
        sort={phone ? { columns: sortable, value: sorters[0], onChange: (sorter) => setSorters(sorter ? [sorter] : []) } : undefined}
      />
      {selection && <BulkActions resource={resource} actions={bulkActions} selected={selected} onDone={() => setSelected([])} />}
      {phone ? (
        <RecordCards
          resource={resource}
          layout={cardLayout(columns, schema['x-title'], schema['x-list'].card)}
          records={tableProps.dataSource ?? []}
          loading={tableQuery.isFetching}
          pagination={{
            current: currentPage,
            pageSize,
            total: tableQuery.data?.total ?? 0,
            showSizeChanger: false,
            onChange: (page, size) => {
              setCurrentPage(page);
              setPageSize(size);
            },
          }}
          header={header}
          empty={empty}
          deleted={deleted}
          has={has}
          selection={selection}
        />
      ) : (
        <RecordTable
          resource={resource}
          columns={columns}
          titleField={schema['x-title']}
          tableProps={tableProps}
          sorters={sorters}
          header={header}
          empty={empty}
          deleted={deleted}
          has={has}
          selection={selection}
        />
      )}
    </List>
  );
}
