/**
 * Paged, searchable select of another resource's rows, showing their title
 * field. The list loads when the select is first opened; further pages load at
 * the end of the scroll, only while the current page is below the total pages
 * (spec §5). The chosen rows' names are fetched when they are not loaded. A search
 * typed and left is dropped once the select has lost focus for the spec §9 blur
 * delay, so the next opening lists every row again, as its empty box says.
 */
import { useInfiniteList, useMany, type BaseKey, type BaseRecord, type CrudFilter } from '@refinedev/core';
import { Select, Spin } from 'antd';
import { useState, type UIEvent } from 'react';
import { useTitleField } from '../crud/catalogue-context';
import { SEARCH_FILTER } from '../providers/data-provider';
import { useBlurDelay } from './use-blur-delay';
import { useDebouncedValue } from './use-debounced-value';

const PAGE_SIZE = 10;
/** How close to the bottom of the list (px) the next page starts loading. */
const SCROLL_SLACK = 16;

type Value = BaseKey | BaseKey[] | undefined;

export interface RelationSelectProps {
  resource: string;
  value?: Value;
  onChange: (value: Value) => void;
  multiple?: boolean;
  /** With `multiple`: how many rows may be chosen. */
  maxCount?: number;
  /** Narrows the related list, e.g. classes of one branch. */
  filters?: CrudFilter[];
  id?: string;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  onBlur?: () => void;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

const asList = (value: Value): BaseKey[] => (value === undefined || value === null ? [] : Array.isArray(value) ? value : [value]);

export function RelationSelect({ resource, value, onChange, multiple, filters = [], onBlur, ...rest }: RelationSelectProps) {
  const titleField = useTitleField(resource);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search);
  // antd empties the box of a multiple select on blur without telling onSearch.
  const left = useBlurDelay(() => setSearch(''));
  // A screen with several selects should not query every related list up front.
  const [opened, setOpened] = useState(false);

  const { result, query } = useInfiniteList({
    resource,
    pagination: { pageSize: PAGE_SIZE },
    filters: [...filters, { field: SEARCH_FILTER, operator: 'contains', value: term || undefined }],
    queryOptions: { enabled: opened },
  });
  const loaded = result.data?.pages.flatMap((page) => page.data) ?? [];

  const missing = asList(value).filter((id) => !loaded.some((row) => String(row.id) === String(id)));
  const { result: chosen } = useMany({
    resource,
    ids: missing,
    queryOptions: { enabled: missing.length > 0 },
    errorNotification: false,
  });

  const rows = new Map<string, BaseRecord>();
  for (const row of [...chosen.data, ...loaded]) rows.set(String(row.id), row);
  const options = [...rows.values()].map((row) => ({ value: row.id, label: String(row[titleField] ?? row.id) }));

  const onPopupScroll = (event: UIEvent<HTMLDivElement>) => {
    const list = event.currentTarget;
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - SCROLL_SLACK;
    if (atEnd && result.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };

  return (
    <Select
      {...rest}
      mode={multiple ? 'multiple' : undefined}
      value={value ?? (multiple ? [] : undefined)}
      onChange={(next) => onChange(next ?? undefined)}
      showSearch
      filterOption={false}
      onSearch={setSearch}
      onFocus={left.onFocus}
      onBlur={() => {
        onBlur?.();
        left.onBlur();
      }}
      onPopupScroll={onPopupScroll}
      onOpenChange={(open) => open && setOpened(true)}
      options={options}
      loading={opened && query.isFetching}
      notFoundContent={opened && query.isFetching ? <Spin size="small" /> : undefined}
      style={{ width: '100%', ...rest.style }}
    />
  );
}
