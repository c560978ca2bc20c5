/** Displays one field of a row by its kind: badges, money, dates, relation names. */
import type { BaseRecord } from '@refinedev/core';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../lib/dates';
import { formatMoney } from '../lib/money';
import type { FieldSpec } from './schema-to-columns';

/** Spec §3 status badge styles → antd Tag colours. */
const BADGE_COLOURS: Record<string, string> = {
  SUCCESS: 'success',
  WARNING: 'warning',
  DANGER: 'error',
  NORMAL: 'processing',
  CANCEL: 'default',
};

export function FieldValue({ spec, record }: { spec: FieldSpec; record: BaseRecord }) {
  const { t } = useTranslation();
  const value = record[spec.field];

  if (spec.kind === 'ref') {
    const related = record[spec.ref!.objectKey] as { name?: string } | undefined;
    return <>{related?.name ?? ''}</>;
  }
  if (value === null || value === undefined || value === '') return null;

  switch (spec.kind) {
    case 'badge':
      return <Tag color={BADGE_COLOURS[spec.badge![String(value)]] ?? 'default'}>{t(`${spec.optionsKey}.${value}`)}</Tag>;
    case 'enum':
      return <>{t(`${spec.optionsKey}.${value}`)}</>;
    case 'money':
      return <>{formatMoney(Number(value))}</>;
    case 'date':
      return <>{formatDate(value)}</>;
    case 'datetime':
      return <>{formatDateTime(value)}</>;
    case 'phone':
      return <a href={`tel:${value}`}>{String(value)}</a>;
    case 'email':
      return <a href={`mailto:${value}`}>{String(value)}</a>;
    case 'longtext':
      return (
        <Typography.Paragraph ellipsis={{ rows: 2, tooltip: String(value) }} style={{ marginBottom: 0, whiteSpace: 'pre-line' }}>
          {String(value)}
        </Typography.Paragraph>
      );
    default:
      return <>{String(value)}</>;
  }
}
