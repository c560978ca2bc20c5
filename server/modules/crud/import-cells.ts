/**
 * A sheet's cell read back into a field's value, as the list export writes it:
 * enum labels in either language, DD/MM/YYYY dates, yes/no, grouped numbers and
 * "Thứ 2 | 17:00 - 18:30; …" slots. A cell that reads as nothing is left to the
 * create's own check, which names the rule it breaks.
 */
import type { PropertySchema } from '../../../schemas/vocabulary';
import { isTimeSlotArray } from '../../../domain/time-slots';
import { foldText } from '../../core/search-text';

export type Cell = string | number | boolean | Date | null;

export const fold = (text: unknown) => foldText(String(text ?? '')).trim();

export const isBlank = (cell: Cell | undefined) => cell === null || cell === undefined || String(cell).trim() === '';

function enumValue(p: PropertySchema, cell: Cell): unknown {
  const text = fold(cell);
  for (const value of p.enum ?? []) {
    const labels = p['x-enum-labels']?.[String(value)];
    if (fold(value) === text || (labels && (fold(labels.vi) === text || fold(labels.en) === text))) return value;
  }
  return cell;
}

function dateValue(cell: Cell): unknown {
  if (cell instanceof Date) return cell.toISOString().slice(0, 10);
  const text = String(cell).trim();
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  return dmy ? `${dmy[3]}-${dmy[2].padStart(2, '0')}-${dmy[1].padStart(2, '0')}` : text;
}

/** "Thứ 2 | 17:00 - 18:30; Thứ 4 | …" back to slots; the day by its label in either language. */
function slotsValue(p: PropertySchema, cell: Cell): unknown {
  const day = p.items!.properties!.day_of_week;
  return String(cell)
    .split(';')
    .map((part) => {
      const [dayText, times = ''] = part.split('|');
      const [start_time, end_time] = times.split('-').map((s) => s.trim());
      return { day_of_week: String(enumValue(day, dayText.trim())), start_time, end_time };
    });
}

/** "1.500.000 đ" and "1,500,000" alike: the export groups thousands. */
function numberValue(cell: Cell): unknown {
  if (typeof cell === 'number') return cell;
  const n = Number(String(cell).replace(/[.\s,đ]/g, ''));
  return Number.isFinite(n) ? n : cell;
}

const YES = ['co', 'yes', 'true', '1'];
const NO = ['khong', 'no', 'false', '0'];

/** The value of a plain (not related) field's cell; undefined for an empty cell. */
export function cellValue(p: PropertySchema, cell: Cell | undefined): unknown {
  if (cell === undefined || isBlank(cell)) return undefined;
  if (isTimeSlotArray(p)) return slotsValue(p, cell);
  if (p.enum) return enumValue(p, cell);
  if (p.type === 'boolean') return YES.includes(fold(cell)) ? true : NO.includes(fold(cell)) ? false : cell;
  if (p.format === 'date') return dateValue(cell);
  if (p.type === 'integer' || p.type === 'number') return numberValue(cell);
  return cell instanceof Date ? cell.toISOString() : String(cell).trim();
}
