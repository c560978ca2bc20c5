/** The filter bar above a generated list: debounced search, the date range, one select per `x-filter` field. */
import type { CrudFilter, LogicalFilter } from '@refinedev/core';
import { Card, Col, Input, Row, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RelationSelect } from '../components/RelationSelect';
import { useDebouncedValue } from '../components/use-debounced-value';
import { SEARCH_FILTER } from '../providers/data-provider';
import { dateRangeFilter } from './date-range';
import { DateRangeFilter } from './DateRangeFilter';
import type { DateRangeSpec, FilterSpec } from './schema-to-columns';

interface Props {
  specs: FilterSpec[];
  searchable: boolean;
  dateRange?: DateRangeSpec;
  filters: CrudFilter[];
  /** One filter to apply; an undefined value removes it. */
  onChange: (filter: LogicalFilter) => void;
}

function current(filters: CrudFilter[], param: string): unknown {
  const found = filters.find((f) => 'field' in f && f.field === param);
  return found?.value;
}

export function ListFilters({ specs, searchable, dateRange, filters, onChange }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(() => String(current(filters, SEARCH_FILTER) ?? ''));
  const term = useDebouncedValue(text.trim());

  useEffect(() => {
    // Only a settled term that differs from the applied one sends a query.
    if (term !== (current(filters, SEARCH_FILTER) ?? '')) onChange({ field: SEARCH_FILTER, operator: 'contains', value: term || undefined });
  }, [term, filters, onChange]);

  if (!searchable && !dateRange && specs.length === 0) return null;

  return (
    <Card size="small" style={{ marginBottom: 16 }}>
      <Row gutter={[12, 12]}>
        {searchable && (
          <Col xs={24} md={8}>
            <Input.Search allowClear placeholder={t('crud.search')} value={text} onChange={(e) => setText(e.target.value)} />
          </Col>
        )}
        {dateRange && (
          <Col xs={24} md={8}>
            <DateRangeFilter
              label={t(dateRange.labelKey)}
              value={current(filters, dateRange.field) as [string, string] | undefined}
              onChange={(range) => onChange(dateRangeFilter(dateRange.field, range))}
            />
          </Col>
        )}
        {specs.map((spec) => {
          const value = (current(filters, spec.param) as Array<string | number> | undefined) ?? [];
          const change = (next: unknown) => onChange({ field: spec.param, operator: 'in', value: Array.isArray(next) && next.length ? next : undefined });
          return (
            <Col key={spec.param} xs={24} sm={12} md={8} lg={5}>
              {spec.ref ? (
                <RelationSelect resource={spec.ref} multiple allowClear value={value} onChange={change} placeholder={t(spec.labelKey)} aria-label={t(spec.labelKey)} />
              ) : (
                <Select
                  mode="multiple"
                  allowClear
                  style={{ width: '100%' }}
                  placeholder={t(spec.labelKey)}
                  // The placeholder vanishes once a value is picked; the name stays for screen readers.
                  aria-label={t(spec.labelKey)}
                  value={value}
                  onChange={change}
                  options={spec.values!.map((v) => ({ value: v, label: t(`${spec.optionsKey}.${v}`) }))}
                />
              )}
            </Col>
          );
        })}
      </Row>
    </Card>
  );
}
