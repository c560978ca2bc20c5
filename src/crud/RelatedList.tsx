/**
 * A list beneath a record's details (`x-related`): the rows of another
 * resource that point at this record (a class's players), paged, with their
 * own row menu (its actions too: a player's fee collected from the player's
 * page) and an "add" that opens that resource's form already pointing here.
 */
import { useCan, useNavigation, useResourceParams, type BaseKey, type BaseRecord } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSchema } from './catalogue-context';
import { FieldValue } from './FieldValue';
import { RowActions } from './RowActions';
import { schemaToColumns } from './schema-to-columns';

interface Props {
  /** The related resource and its list filter naming this record. */
  resource: string;
  param: string;
  /** The record shown on the page. */
  id: BaseKey;
  /** The related resource's field that holds this record's id (pre-filled when adding). */
  field: string;
  /** The shown record: relations both share (its branch) are pre-filled too. */
  record?: BaseRecord;
}

/** What "add" fills in: this record's id, and the relations the two rows share (a class's branch for a player's place in it). */
function prefill(schema: ReturnType<typeof useSchema>, field: string, id: BaseKey, record?: BaseRecord): Record<string, string> {
  const shared = Object.entries(schema.properties).filter(([key, p]) => p['x-ref'] && !p.readOnly && typeof record?.[key] === 'number');
  return { ...Object.fromEntries(shared.map(([key]) => [key, String(record![key])])), [field]: String(id) };
}

export function RelatedList({ resource, param, id, field, record }: Props) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const { showUrl, createUrl } = useNavigation();
  const { resource: item } = useResourceParams({ resource });
  const { data: canList } = useCan({ resource, action: 'list' });
  const columns = useMemo(() => schemaToColumns(resource, schema).filter((spec) => spec.field !== field), [resource, schema, field]);

  const { tableProps, tableQuery } = useTable({
    resource,
    pagination: { pageSize: 5 },
    filters: { permanent: [{ field: param, operator: 'eq', value: id }] },
    syncWithLocation: false,
    queryOptions: { enabled: canList?.can === true },
  });
  if (canList?.can !== true) return null;

  const total = tableQuery.data?.total ?? 0;
  const has = { show: Boolean(item?.show), edit: Boolean(item?.edit) };
  return (
    <Card
      size="small"
      style={{ marginTop: 16 }}
      title={t('crud.total', { resource: t(`${resource}.${resource}`), count: total })}
      extra={
        item?.create && (
          <Link to={`${createUrl(resource)}?${new URLSearchParams(prefill(schema, field, id, record))}`}>
            <Button size="small" type="primary" ghost icon={<PlusOutlined />}>
              {t('crud.create', { resource: t(`${resource}.one`) })}
            </Button>
          </Link>
        )
      }
    >
      <Table {...tableProps} rowKey="id" size="small" scroll={{ x: 'max-content' }} pagination={total > 5 && tableProps.pagination}>
        {columns.map((spec) => (
          <Table.Column<BaseRecord>
            key={spec.field}
            title={t(spec.labelKey)}
            render={(_, record) =>
              spec.field === schema['x-title'] && has.show ? (
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
          width={56}
          align="center"
          render={(_, row) => <RowActions resource={resource} id={row.id!} has={has} record={row} />}
        />
      </Table>
    </Card>
  );
}
