/**
 * A list as a table for a spreadsheet: the columns every answered field makes
 * (labels from the schema in the reader's language) and each row's cells as a
 * person reads them: enum labels, related names, time slots, order lines. Money
 * and counts stay numbers so a spreadsheet can add them up, and dates dates
 * (DD/MM/YYYY, with HH:mm on the academy's clock for a moment).
 */
import type { Lang, PropertySchema } from '../../../schemas/vocabulary';
import { isTimeSlotArray, slotLabel, sortSlots, toSlots } from '../../../domain/time-slots';
import { lineLabel, toLines } from '../../../domain/order-lines';
import { rowLabels } from '../../../domain/row-labels';
import { relatedName } from '../../../domain/relation-key';
import type { EntityModel } from '../../core/crud/entity-model';
import { NUMBER_FORMATS, type Cell, type ExportColumn } from './spreadsheet';
import { sheetDateTime, sheetDay } from './sheet-dates';

/** Pictures are file paths nobody reads in a sheet. */
const SKIPPED = new Set(['avatar', 'images']);

const YES_NO: Record<Lang, [string, string]> = { vi: ['Có', 'Không'], en: ['Yes', 'No'] };

function enumLabel(property: PropertySchema, value: unknown, lang: Lang): Cell {
  if (value === null || value === undefined) return null;
  return property['x-enum-labels']?.[String(value)]?.[lang] ?? String(value);
}

function cellOf(model: EntityModel, field: string, property: PropertySchema, lang: Lang, timeZone: string): ExportColumn['cell'] {
  const relation = model.relations.find((r) => r.field === field);
  if (relation?.many) return (row) => ((row[relation.as] as Array<{ name: string }> | null) ?? []).map((r) => r.name).join(', ') || null;
  if (relation) return (row) => relatedName(row, relation.as);
  if (isTimeSlotArray(property)) {
    const day = property.items!.properties!.day_of_week;
    return (row) =>
      sortSlots(toSlots(row[field]))
        .map((slot) => slotLabel(slot, (d) => String(enumLabel(day, d, lang))))
        .join('; ') || null;
  }
  if (property.type === 'array' && property.items?.enum) {
    return (row) => ((row[field] as unknown[] | null) ?? []).map((v) => enumLabel(property.items!, v, lang)).join(', ') || null;
  }
  if (property['x-widget'] === 'order-lines') return (row) => toLines(row[field]).map(lineLabel).join('; ') || null;
  if (property.enum) return (row) => enumLabel(property, row[field], lang);
  if (property.type === 'boolean') return (row) => (typeof row[field] === 'boolean' ? YES_NO[lang][row[field] ? 0 : 1] : null);
  if (property.format === 'date') return (row) => sheetDay(row[field]);
  if (property.format === 'date-time') return (row) => sheetDateTime(row[field], timeZone);
  if (property.format === 'month')
    return (row) => (typeof row[field] === 'string' ? `${row[field].slice(5, 7)}/${row[field].slice(0, 4)}` : null);
  if (property.type === 'integer' || property.type === 'number')
    return (row) => (typeof row[field] === 'number' ? row[field] : row[field] == null ? null : Number(row[field]));
  if (property.type === 'array' && property.items?.properties) return (row) => rowLabels(row[field]).join('; ') || null;
  if (property.type === 'array' || property.type === 'object') return (row) => (row[field] == null ? null : JSON.stringify(row[field]));
  return (row) => (row[field] == null ? null : String(row[field]));
}

/** Every field the API answers, in schema order, but pictures; moments on the clock of the academy's `timeZone`. */
export function exportColumns(model: EntityModel, lang: Lang, timeZone: string): ExportColumn[] {
  return Object.entries(model.schema.properties)
    .filter(([field, property]) => !property.writeOnly && !SKIPPED.has(field))
    .map(([field, property]) => ({
      header: property['x-label']?.[lang] ?? field,
      // Money columns get a thousands format in a workbook, dates a date format.
      ...(property['x-widget'] === 'money' && { numFmt: NUMBER_FORMATS.thousands }),
      ...(property.format === 'date' && { numFmt: NUMBER_FORMATS.date }),
      ...(property.format === 'date-time' && { numFmt: NUMBER_FORMATS.dateTime }),
      cell: cellOf(model, field, property, lang, timeZone),
    }));
}
