/** Displays one field of a row by its kind: badges, money, dates, relation names, time slots. */
import type { BaseRecord } from '@refinedev/core';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime } from '../lib/dates';
import { formatMoney } from '../lib/money';
import { slotLabel, sortSlots, toSlots } from '../lib/time-slots';
import type { FieldSpec } from './schema-to-columns';

/** Spec §3 status badge styles → antd Tag colours. */
const BADGE_COLOURS: Record<string, string> = {
  SUCCESS: 'success',
  WARNING: 'warning',
  DANGER: 'error',
  NORMAL: 'processing',
  CANCEL: 'default',
};

/** Slots a table cell shows before "+N". */
const CELL_SLOTS = 3;

/** Time slots as tags, by day then start; a table cell shows the first few and "+N", the rest in its tooltip. */
function SlotTags({ value, dayName, full }: { value: unknown; dayName: (day: string) => string; full: boolean }) {
  const labels = sortSlots(toSlots(value)).map((slot) => slotLabel(slot, dayName));
  if (!labels.length) return null;
  const shown = full ? labels : labels.slice(0, CELL_SLOTS);
  const rest = labels.slice(shown.length);
  return (
    // Tables size columns to their content: a width cap makes the tags wrap, two a line in a cell, three on the show page.
    <Flex wrap gap={4} style={{ maxWidth: full ? 480 : 320 }}>
      {shown.map((label, i) => (
        <Tag key={i} style={{ marginInlineEnd: 0 }}>
          {label}
        </Tag>
      ))}
      {rest.length > 0 && (
        <Tooltip title={rest.map((label, i) => <div key={i}>{label}</div>)}>
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

/** `full`: every item of a list value (the show page), not a table cell's first few. */
export function FieldValue({ spec, record, full = false }: { spec: FieldSpec; record: BaseRecord; full?: boolean }) {
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
    case 'slots':
      return <SlotTags value={value} dayName={(day) => t(`${spec.optionsKey}.${day}`)} full={full} />;
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
