/** The generated detail page: photo and images when the resource takes them, every schema field, labelled and in the schema's groups, then any hand-written sections and the related lists. */
import { Show } from '@refinedev/antd';
import { useParsed, useShow } from '@refinedev/core';
import { ThunderboltOutlined } from '@ant-design/icons';
import { Button, Descriptions, Dropdown } from 'antd';
import { useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CatalogueContext, useSchema } from './catalogue-context';
import { DetailSections } from './detail-sections';
import { FieldValue } from './FieldValue';
import { groupFields } from './field-groups';
import { isPictureField } from './record-media';
import { RecordFlags } from './RecordFlags';
import { RecordHistory } from './RecordHistory';
import { RecordMedia } from './RecordMedia';
import { RelatedList } from './RelatedList';
import { fillPath } from './action-body';
import { PageLinks } from './PageLinks';
import { PrintButton } from './PrintButton';
import { actionApplies, isLocked, useRecordActions } from './use-record-actions';
import { DeleteRecordButton } from './use-confirm-delete';
import { schemaToFields, type FieldSpec } from './schema-to-columns';

const isWide = (spec: FieldSpec) => spec.kind === 'lines';

/** The `x-related` lists of a resource, each with the related field that holds the shown record's id. */
function useRelated(resource: string) {
  const catalogue = useContext(CatalogueContext);
  return useMemo(
    () =>
      (catalogue[resource]['x-related'] ?? []).map(({ resource: other, param }) => ({
        resource: other,
        param,
        field: Object.entries(catalogue[other].properties).find(([, p]) => p['x-filter'] === param)![0],
      })),
    [catalogue, resource],
  );
}

export default function ResourceShow({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const { id } = useParsed();
  const { result: record, query } = useShow({ resource, id });
  // Pictures have their own block above the fields.
  const fields = useMemo(
    () => schemaToFields(resource, schema).filter((spec) => !isPictureField(resource, spec.field)),
    [resource, schema],
  );
  const groups = useMemo(() => groupFields(fields, schema['x-groups']), [fields, schema]);
  const related = useRelated(resource);
  const { items: actions, dialog } = useRecordActions(resource, record);
  const printout = schema['x-print'];

  return (
    <Show
      resource={resource}
      isLoading={query.isLoading}
      // Refine's header nests its back arrow button inside another button; the breadcrumb leads back instead.
      goBack={false}
      // A final record (a paid payslip) keeps the resource's edit and delete buttons away.
      canEdit={isLocked(schema, record) ? false : undefined}
      // The delete button is ours: it first reads what depends on the record.
      canDelete={false}
      headerButtons={({ defaultButtons }) => (
        <>
          {record && <PageLinks resource={resource} record={record} />}
          {actions.length > 0 && (
            <Dropdown menu={{ items: actions }} trigger={['click']}>
              <Button icon={<ThunderboltOutlined />}>{t('table.actions')}</Button>
            </Dropdown>
          )}
          {printout && record && actionApplies(printout, record) && <PrintButton path={fillPath(printout.path, record)} />}
          {defaultButtons}
          {record && !isLocked(schema, record) && <DeleteRecordButton resource={resource} record={record} />}
        </>
      )}
    >
      {dialog}
      <RecordFlags resource={resource} record={record} style={{ marginBottom: 12 }} />
      <RecordMedia resource={resource} record={record} />
      {groups.map((group) => (
        <Descriptions
          key={group.name ?? ''}
          title={group.name && t(`${resource}.groups.${group.name}`)}
          bordered
          size="middle"
          style={{ marginBottom: 24 }}
          column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }}
          items={group.fields.map((spec, i) => ({
            key: spec.field,
            label: t(spec.labelKey),
            // A wide value (the order lines' table) takes a row of its own; the field before it closes its row.
            span: isWide(spec) || (group.fields[i + 1] && isWide(group.fields[i + 1])) ? 'filled' : undefined,
            children: record ? <FieldValue spec={spec} record={record} full /> : null,
          }))}
        />
      ))}
      {id !== undefined && record && <DetailSections resource={resource} id={id} record={record} />}
      {id !== undefined &&
        related.map(({ resource: other, param, field }) => (
          <RelatedList key={`${other}-${param}`} resource={other} param={param} field={field} id={id} record={record} />
        ))}
      {/* A missing record is told once, by its own read: its history is asked only once the record is there. */}
      {id !== undefined && !query.isError && <RecordHistory resource={resource} id={id} recordShown={Boolean(record)} />}
    </Show>
  );
}
