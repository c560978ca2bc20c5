/** The filters report screens add beside the unit and range, as multi-selects sending comma-joined ids. */
import type { CrudFilter } from '@refinedev/core';
import { Col, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RelationSelect } from '../../components/RelationSelect';

export type Ids = Array<string | number>;

/** `[1, 2]` → `"1,2"`; nothing chosen → no parameter. */
export const joinIds = (ids: Ids) => (ids.length ? ids.join(',') : undefined);

const FilterCol = ({ children }: { children: React.ReactNode }) => (
  <Col xs={24} sm={12} lg={5}>
    {children}
  </Col>
);

interface RelationProps {
  resource: string;
  label: string;
  value: Ids;
  onChange: (ids: Ids) => void;
  filters?: CrudFilter[];
}

export function RelationFilter({ resource, label, value, onChange, filters }: RelationProps) {
  return (
    <FilterCol>
      <RelationSelect
        resource={resource}
        multiple
        allowClear
        filters={filters}
        value={value}
        onChange={(next) => onChange(Array.isArray(next) ? next : next === undefined ? [] : [next])}
        placeholder={label}
        aria-label={label}
        style={{ width: '100%' }}
      />
    </FilterCol>
  );
}

interface EnumProps {
  values: Array<string | number>;
  /** i18n key holding one label per value (`revenues.fields.payment_type.options`). */
  optionsKey: string;
  label: string;
  value: Ids;
  onChange: (ids: Ids) => void;
}

export function EnumFilter({ values, optionsKey, label, value, onChange }: EnumProps) {
  const { t } = useTranslation();
  return (
    <FilterCol>
      <Select
        mode="multiple"
        allowClear
        style={{ width: '100%' }}
        placeholder={label}
        aria-label={label}
        value={value}
        onChange={onChange}
        options={values.map((v) => ({ value: v, label: t(`${optionsKey}.${v}`) }))}
      />
    </FilterCol>
  );
}
