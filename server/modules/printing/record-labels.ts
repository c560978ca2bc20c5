/** How a record's fields read on paper: labels and values in the reader's language, from the record's schema. */
import { formatDate, formatMonth } from '../../../domain/dates';
import type { Lang } from '../../../schemas/vocabulary';
import { relatedName } from '../../../domain/relation-key';
import type { EntityModel } from '../../core/crud/entity-model';

type Row = Record<string, unknown>;

export interface RecordLabels {
  /** The field's label as the app shows it. */
  label: (field: string) => string;
  /** A field's value as a person reads it: enum labels, related names, dates DD/MM/YYYY, months MM/YYYY. */
  value: (row: Row, field: string) => string;
  /** `[label, value]` of each field, for a document's facts; empty values are kept out. */
  facts: (row: Row, fields: string[]) => Array<[string, string]>;
}

export function recordLabels(model: EntityModel, lang: Lang): RecordLabels {
  const property = (field: string) => model.schema.properties[field];
  const label = (field: string) => property(field)?.['x-label']?.[lang] ?? field;
  const value = (row: Row, field: string) => {
    const raw = row[field];
    if (raw === null || raw === undefined || raw === '') return '';
    const relation = model.relations.find((r) => r.field === field && !r.many);
    if (relation) return relatedName(row, relation.as) ?? `#${String(raw)}`;
    const p = property(field);
    const enumText = p?.['x-enum-labels']?.[String(raw)]?.[lang];
    if (enumText) return enumText;
    if (p?.format === 'date') return formatDate(String(raw));
    if (p?.format === 'month') return formatMonth(`${String(raw)}-01`);
    return String(raw);
  };
  const facts = (row: Row, fields: string[]) =>
    fields.map((field): [string, string] => [label(field), value(row, field)]).filter(([, text]) => text !== '');
  return { label, value, facts };
}
