/**
 * The dialog of a save refused because someone else saved the record first: which
 * fields they changed and their new values (shown as on the detail page), and the
 * two ways on: reload their version, or save the user's own edits over it.
 */
import { Button, Modal, Space, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySchema } from '../../schemas/vocabulary';
import { FieldValue } from './FieldValue';
import { fieldSpec } from './schema-to-columns';
import type { StaleConflict, useStaleSave } from './use-stale-save';

export interface StaleRecordModalProps {
  resource: string;
  schema: EntitySchema;
  stale: ReturnType<typeof useStaleSave>;
  /** Show their version (`reloaded`), dropping the user's edits. */
  onReload: (conflict: StaleConflict) => void;
  /** Save the user's edits over their version (`merged`). */
  onKeepMine: (conflict: StaleConflict) => void;
}

export function StaleRecordModal({ resource, schema, stale, onReload, onKeepMine }: StaleRecordModalProps) {
  const { t } = useTranslation();
  const { conflict } = stale;
  const ready = conflict && conflict !== 'loading' ? conflict : null;
  const rows = (ready?.theirs ?? []).map((field) => ({ field, spec: fieldSpec(resource, field, schema.properties[field]) }));
  return (
    <Modal
      open={conflict !== null}
      title={t('staleRecord.title')}
      onCancel={stale.dismiss}
      width={640}
      footer={
        ready && (
          <Space wrap style={{ justifyContent: 'flex-end' }}>
            <Button
              onClick={() => {
                stale.settle();
                onReload(ready);
              }}
            >
              {t('staleRecord.reload')}
            </Button>
            <Button
              type="primary"
              onClick={() => {
                stale.settle();
                onKeepMine(ready);
              }}
            >
              {t('staleRecord.keepMine')}
            </Button>
          </Space>
        )
      }
    >
      {!ready ? (
        <Space>
          <Spin size="small" />
          {t('staleRecord.loading')}
        </Space>
      ) : (
        <>
          <Typography.Paragraph>{t(rows.length ? 'staleRecord.intro' : 'staleRecord.noVisibleChange')}</Typography.Paragraph>
          {rows.length > 0 && (
            <Table
              size="small"
              pagination={false}
              rowKey="field"
              dataSource={rows}
              style={{ marginBottom: 16 }}
              columns={[
                { key: 'field', title: t('staleRecord.field'), render: (_, { spec }) => t(spec.labelKey) },
                {
                  key: 'value',
                  title: t('staleRecord.theirValue'),
                  render: (_, { field, spec }) => (
                    <Space direction="vertical" size={4}>
                      <FieldValue spec={spec} record={ready.current} full />
                      {ready.mineToo.includes(field) && <Tag color="warning">{t('staleRecord.youToo')}</Tag>}
                    </Space>
                  ),
                },
              ]}
            />
          )}
          <Typography.Paragraph type="secondary">{t('staleRecord.choices')}</Typography.Paragraph>
        </>
      )}
    </Modal>
  );
}
