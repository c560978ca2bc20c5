/** The generated detail page: every schema field, labelled, with badges and related names. */
import { Show } from '@refinedev/antd';
import { useParsed, useShow } from '@refinedev/core';
import { Descriptions } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchema } from './catalogue-context';
import { FieldValue } from './FieldValue';
import { schemaToFields } from './schema-to-columns';

export default function ResourceShow({ resource }: { resource: string }) {
  const { t } = useTranslation();
  const schema = useSchema(resource);
  const { id } = useParsed();
  const { result: record, query } = useShow({ resource, id });
  const fields = useMemo(() => schemaToFields(resource, schema), [resource, schema]);

  return (
    <Show
      resource={resource}
      isLoading={query.isLoading}
      deleteButtonProps={{
        confirmTitle: t('crud.deleteConfirm'),
        confirmOkText: t('buttons.delete'),
        confirmCancelText: t('buttons.cancel'),
        successNotification: () => ({ message: t('crud.deleted', { resource: t(`${resource}.one`) }), type: 'success' }),
      }}
    >
      <Descriptions
        bordered
        size="middle"
        column={{ xs: 1, sm: 1, md: 1, lg: 2, xl: 2, xxl: 2 }}
        items={fields.map((spec) => ({
          key: spec.field,
          label: t(spec.labelKey),
          children: record ? <FieldValue spec={spec} record={record} full /> : null,
        }))}
      />
    </Show>
  );
}
