/**
 * The filter bar above a generated list: debounced search, the date range, one select
 * per `x-filter` field. On a phone (`folded`) only the search stays in view; the rest,
 * with the sort the table's headers would give, sits behind one button that counts
 * the filters in use.
 */
import { FilterOutlined } from '@ant-design/icons';
import type { CrudFilter, CrudSort, LogicalFilter } from '@refinedev/core';
import { Badge, Button, Card, Col, Drawer, Flex, Input, Row, Select, Typography } from 'antd';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationSelect } from '../components/RelationSelect';
import { useDebouncedValue } from '../components/use-debounced-value';
import { SEARCH_FILTER } from '../providers/data-provider';
import { dateRangeFilter } from './date-range';
import { refWhereFilters } from './schema-to-ui';
import { DateRangeFilter } from './DateRangeFilter';
import type { DateRangeSpec, FieldSpec, FilterSpec } from './schema-to-columns';

interface Props {
  specs: FilterSpec[];
  searchable: boolean;
  dateRange?: DateRangeSpec;
  filters: CrudFilter[];
  /** One filter to apply; an undefined value removes it. */
  onChange: (filter: LogicalFilter) => void;
  /** A phone: the filters fold behind one button. */
  folded?: boolean;
  /** The list's sort, chosen in the folded filters where no table header offers it. */
  sort?: { columns: FieldSpec[]; value?: CrudSort; onChange: (sorter: CrudSort | undefined) => void };
}

function current(filters: CrudFilter[], param: string): unknown {
  const found = filters.find((f) => 'field' in f && f.field === param);
  return found?.value;
}

const filled = (value: unknown) => value !== undefined && value !== null && value !== '';
// A date range with neither end (date-range.ts) is every date: no filter in use.
const inUse = (value: unknown) => (Array.isArray(value) ? value.some(filled) : filled(value));

export function ListFilters({ specs, searchable, dateRange, filters, onChange, folded = false, sort }: Props) {
  const { t } = useTranslation();
  const applied = String(current(filters, SEARCH_FILTER) ?? '');
  const [text, setText] = useState(applied);
  const [open, setOpen] = useState(false);
  const term = useDebouncedValue(text.trim());

  // A search changed outside the box (the list started over) shows in it, rather than the box
  // keeping an old search the list no longer applies, or applying it again.
  const [shown, setShown] = useState(applied);
  if (applied !== shown) {
    setShown(applied);
    if (applied !== term) setText(applied);
  }
  // Only a newly settled term that differs from the applied one sends a query.
  const sent = useRef(term);
  useEffect(() => {
    if (term === sent.current) return;
    sent.current = term;
    if (term !== applied) onChange({ field: SEARCH_FILTER, operator: 'contains', value: term || undefined });
  }, [term, applied, onChange]);

  if (!searchable && !dateRange && specs.length === 0) return null;

  const search = searchable && (
    <Input.Search allowClear placeholder={t('crud.search')} value={text} onChange={(e) => setText(e.target.value)} />
  );
  const dateField = dateRange && (
    <DateRangeFilter
      label={t(dateRange.labelKey)}
      value={current(filters, dateRange.field) as [string, string] | undefined}
      onChange={(range) => onChange(dateRangeFilter(dateRange.field, range))}
    />
  );
  const select = (spec: FilterSpec) => <FilterSelect spec={spec} value={current(filters, spec.param)} onChange={onChange} />;

  if (!folded) {
    return (
      <Card size="small" style={{ marginBottom: 16 }}>
        <Row gutter={[12, 12]}>
          {search && (
            <Col xs={24} md={8}>
              {search}
            </Col>
          )}
          {dateField && (
            <Col xs={24} md={8}>
              {dateField}
            </Col>
          )}
          {specs.map((spec) => (
            <Col key={spec.param} xs={24} sm={12} md={8} lg={5}>
              {select(spec)}
            </Col>
          ))}
        </Row>
      </Card>
    );
  }

  const count = [dateRange?.field, ...specs.map((spec) => spec.param)].filter((param) => param && inUse(current(filters, param))).length;
  const clear = () => {
    if (dateRange) onChange(dateRangeFilter(dateRange.field, null));
    specs.forEach((spec) => onChange({ field: spec.param, operator: 'in', value: undefined }));
  };
  return (
    <Flex gap={8} style={{ marginBottom: 12 }}>
      <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
      {(dateField || specs.length > 0 || sort) && (
        <Badge count={count} size="small">
          <Button
            icon={<FilterOutlined />}
            onClick={() => setOpen(true)}
            aria-label={count ? t('crud.filtersInUse', { count }) : t('crud.filters')}
          >
            {t('crud.filters')}
          </Button>
        </Badge>
      )}
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        placement="bottom"
        height="auto"
        title={t('crud.filters')}
        footer={
          <Flex justify="space-between">
            <Button onClick={clear} disabled={count === 0}>
              {t('crud.clearFilters')}
            </Button>
            <Button type="primary" onClick={() => setOpen(false)}>
              {t('crud.showResults')}
            </Button>
          </Flex>
        }
      >
        <Flex vertical gap={12}>
          {dateField}
          {specs.map((spec) => (
            <Captioned key={spec.param} caption={t(spec.labelKey)}>
              {select(spec)}
            </Captioned>
          ))}
          {sort && sort.columns.length > 0 && (
            <Captioned caption={t('crud.sortBy')}>
              <SortSelect {...sort} />
            </Captioned>
          )}
        </Flex>
      </Drawer>
    </Flex>
  );
}

/** In the folded filters a chosen value hides the placeholder: the name stays above it. */
function Captioned({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Flex vertical gap={4}>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        {caption}
      </Typography.Text>
      {children}
    </Flex>
  );
}

function FilterSelect({ spec, value, onChange }: { spec: FilterSpec; value: unknown; onChange: Props['onChange'] }) {
  const { t } = useTranslation();
  const chosen = (value as Array<string | number> | undefined) ?? [];
  const change = (next: unknown) =>
    onChange({ field: spec.param, operator: 'in', value: Array.isArray(next) && next.length ? next : undefined });
  if (spec.ref) {
    return (
      <RelationSelect
        resource={spec.ref}
        filters={refWhereFilters(spec.refWhere)}
        multiple
        allowClear
        value={chosen}
        onChange={change}
        placeholder={t(spec.labelKey)}
        aria-label={t(spec.labelKey)}
      />
    );
  }
  return (
    <Select
      mode="multiple"
      allowClear
      style={{ width: '100%' }}
      placeholder={t(spec.labelKey)}
      // The placeholder vanishes once a value is picked; the name stays for screen readers.
      aria-label={t(spec.labelKey)}
      value={chosen}
      onChange={change}
      options={[
        ...(spec.groups ?? []).map((group) => ({ value: group, label: t(`${spec.groupsKey}.${group}`) })),
        ...spec.values!.map((v) => ({ value: v, label: t(`${spec.optionsKey}.${v}`) })),
      ]}
    />
  );
}

function SortSelect({ columns, value, onChange }: NonNullable<Props['sort']>) {
  const { t } = useTranslation();
  const options = columns.flatMap((spec) =>
    (['asc', 'desc'] as const).map((order) => ({
      value: `${spec.field}:${order}`,
      label: t(order === 'asc' ? 'crud.sortAsc' : 'crud.sortDesc', { field: t(spec.labelKey) }),
    })),
  );
  return (
    <Select
      allowClear
      style={{ width: '100%' }}
      placeholder={t('crud.sortBy')}
      aria-label={t('crud.sortBy')}
      // A short list: every choice rendered, none hidden by scrolling.
      virtual={false}
      value={value ? `${value.field}:${value.order}` : undefined}
      onChange={(next?: string) => {
        const [field, order] = next?.split(':') ?? [];
        onChange(field ? { field, order: order as CrudSort['order'] } : undefined);
      }}
      options={options}
    />
  );
}
