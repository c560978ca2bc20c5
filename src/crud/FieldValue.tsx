/** Displays one field of a row by its kind: badges, money, dates, relation names, time slots, order lines. */
import { useNavigation, useResourceParams, type BaseRecord } from '@refinedev/core';
import { Flex, Grid, Table, Tag, Tooltip, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StatusBadge } from '../components/StatusBadge';
import { formatDate, formatDateTime, formatMonth } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import { rowLabels } from '../../domain/row-labels';
import { slotLabel, sortSlots, toSlots } from '../../domain/time-slots';
import { lineLabel, lineName, toLines, type OrderLine } from '../../domain/order-lines';
import type { FieldSpec } from './schema-to-columns';

/** Tags a table cell shows before "+N". */
const CELL_TAGS = 3;

/** A list value as tags (time slots, related names, order lines); a table cell shows the first few and "+N", the rest in its tooltip. */
function TagList({ labels, full }: { labels: string[]; full: boolean }) {
  if (!labels.length) return null;
  const shown = full ? labels : labels.slice(0, CELL_TAGS);
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
        <Tooltip
          title={rest.map((label, i) => (
            <div key={i}>{label}</div>
          ))}
        >
          <Tag style={{ marginInlineEnd: 0 }}>+{rest.length}</Tag>
        </Tooltip>
      )}
    </Flex>
  );
}

const money = (amount?: number) => (amount === undefined ? '' : formatMoney(amount));

/** Order lines on the show page: product, unit price, quantity and line total as the server priced them. */
function LinesTable({ value, labelsKey }: { value: unknown; labelsKey: string }) {
  const { t } = useTranslation();
  const lines = toLines(value);
  // A phone leaves the value cell too narrow for four columns: one line of text per product instead.
  if (!Grid.useBreakpoint().sm) return <LinesText lines={lines} />;
  const column = (field: keyof OrderLine, show: (line: OrderLine) => ReactNode, align: 'left' | 'right' = 'right') => ({
    key: field,
    title: t(`${labelsKey}.${field}.label`),
    align,
    render: (_: unknown, line: OrderLine) => show(line),
  });
  return (
    // Zero width, full minimum: the surrounding detail table must not widen to the lines; they scroll in their cell instead.
    <div style={{ width: 0, minWidth: '100%' }}>
      <Table<OrderLine>
        size="small"
        pagination={false}
        dataSource={lines.map((line, key) => ({ ...line, key }))}
        columns={[
          column('product_name', lineName, 'left'),
          column('selling_price', (line) => money(line.selling_price)),
          column('quantity', (line) => line.quantity),
          column('amount', (line) => money(line.amount)),
        ]}
        scroll={{ x: 'max-content' }}
      />
    </div>
  );
}

/** "Bình nước" over "2 × 60.000 đ = 120.000 đ", per line. */
function LinesText({ lines }: { lines: OrderLine[] }) {
  return (
    <Flex vertical gap={8}>
      {lines.map((line, i) => (
        <div key={i}>
          <div>{lineName(line)}</div>
          <Typography.Text type="secondary">{`${line.quantity} × ${money(line.selling_price)} = ${money(line.amount)}`}</Typography.Text>
        </div>
      ))}
    </Flex>
  );
}

/** A related record's name; on a detail page, a link to that record when it has one. */
function RelatedName({ resource, related, link }: { resource: string; related?: { id?: number; name?: string }; link: boolean }) {
  const { showUrl } = useNavigation();
  const { resource: target } = useResourceParams({ resource });
  if (!related) return null;
  return link && target?.show && related.id !== undefined ? (
    <Link to={showUrl(resource, related.id)}>{related.name}</Link>
  ) : (
    <>{related.name ?? ''}</>
  );
}

/** `full`: every item of a list value (the show page), not a table cell's first few. */
export function FieldValue({ spec, record, full = false }: { spec: FieldSpec; record: BaseRecord; full?: boolean }) {
  const { t } = useTranslation();
  const value = record[spec.field];

  if (spec.kind === 'ref') {
    return <RelatedName resource={spec.ref!.resource} related={record[spec.ref!.objectKey]} link={full} />;
  }
  if (spec.kind === 'refs') {
    const related = (record[spec.ref!.objectKey] as Array<{ name: string }> | undefined) ?? [];
    return <TagList labels={related.map((row) => row.name)} full={full} />;
  }
  // An unset yes/no reads as no (a member card never activated), not as a blank.
  if (spec.kind === 'boolean') return <>{t(value ? 'crud.yes' : 'crud.no')}</>;
  if (value === null || value === undefined || value === '') return null;

  switch (spec.kind) {
    case 'badge':
      return <StatusBadge status={spec.badge![String(value)]}>{t(`${spec.optionsKey}.${value}`)}</StatusBadge>;
    case 'enum':
      return <>{t(`${spec.optionsKey}.${value}`)}</>;
    case 'money':
      return <>{formatMoney(Number(value))}</>;
    case 'number':
      // A count below zero is a debt (sessions owed): it stands out wherever it is listed.
      return Number(value) < 0 ? <Typography.Text type="danger">{String(value)}</Typography.Text> : <>{String(value)}</>;
    case 'date':
      return <>{formatDate(value)}</>;
    case 'month':
      return <>{formatMonth(value)}</>;
    case 'datetime':
      return <>{formatDateTime(value)}</>;
    case 'phone':
      return <a href={`tel:${value}`}>{String(value)}</a>;
    case 'email':
      return <a href={`mailto:${value}`}>{String(value)}</a>;
    case 'enums':
      return <TagList labels={(Array.isArray(value) ? value : []).map((v) => t(`${spec.optionsKey}.${v}`))} full={full} />;
    case 'rows':
      return <TagList labels={rowLabels(value)} full={full} />;
    case 'slots':
      return (
        <TagList labels={sortSlots(toSlots(value)).map((slot) => slotLabel(slot, (day) => t(`${spec.optionsKey}.${day}`)))} full={full} />
      );
    case 'lines':
      return full ? (
        <LinesTable value={value} labelsKey={spec.optionsKey} />
      ) : (
        <TagList labels={toLines(value).map(lineLabel)} full={false} />
      );
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
