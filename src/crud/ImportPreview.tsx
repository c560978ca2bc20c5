/** What a checked sheet would create: how many, and the records under a few of the list's columns (ids of a dry run, never saved). */
import type { BaseRecord } from '@refinedev/core';
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchema } from './catalogue-context';
import { FieldValue } from './FieldValue';
import { schemaToColumns } from './schema-to-columns';
import type { ImportPreview as Preview } from './use-sheet-import';

/** The title and a few more: enough to recognise each row in a dialog. */
const PREVIEW_COLUMNS = 5;

export function ImportPreview({ resource, preview }: { resource: string; preview: Preview }) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const columns = useMemo(() => {
    const title = schema['x-title'];
    // Fields the server sets (the joining date) say nothing yet about a record to be created.
    const entered = schemaToColumns(resource, schema).filter((spec) => spec.field !== title && !schema.properties[spec.field]?.readOnly);
    return [...schemaToColumns(resource, schema).filter((spec) => spec.field === title), ...entered].slice(0, PREVIEW_COLUMNS);
  }, [resource, schema]);

  return (
    <>
      <Typography.Paragraph strong>{t('import.preview', { count: preview.created, file: preview.file.name })}</Typography.Paragraph>
      <Table<BaseRecord>
        dataSource={preview.rows}
        rowKey="id"
        size="small"
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 5, size: 'small', hideOnSinglePage: true, showSizeChanger: false }}
      >
        {columns.map((spec) => (
          <Table.Column<BaseRecord>
            key={spec.field}
            title={t(spec.labelKey)}
            render={(_, record) => <FieldValue spec={spec} record={record} />}
          />
        ))}
      </Table>
    </>
  );
}
