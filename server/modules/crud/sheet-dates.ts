/**
 * Dates in a spreadsheet: a workbook holds a real date (a number Excel shows as
 * dd/mm/yyyy and can sort, filter and subtract), a CSV its text. The Date of a
 * cell carries the academy's wall-clock day and time in its UTC fields, since
 * exceljs writes a Date's UTC reading: 07:30 at the academy reads 07:30 in the sheet.
 */
import { zonedDateTime } from '../../../domain/time-zones';

/** Workbook number formats of a day and of a day with its time. */
export const DATE_FORMATS = { date: 'dd/mm/yyyy', dateTime: 'dd/mm/yyyy hh:mm' } as const;

const pad = (n: number) => String(n).padStart(2, '0');

const validDay = (y: number, m: number, d: number): Date | null => {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d ? date : null;
};

/** A `date` value ('YYYY-MM-DD', or a Date the database answered) as the cell's day; null when there is none. */
export function sheetDay(value: unknown): Date | null {
  const text = value instanceof Date ? value.toISOString() : String(value ?? '');
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? validDay(Number(match[1]), Number(match[2]), Number(match[3])) : null;
}

/** A `date-time` value (an instant) as the wall-clock day and time in the academy's `timeZone`; null when there is none. */
export function sheetDateTime(value: unknown, timeZone: string): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const instant = new Date(value as string);
  if (Number.isNaN(instant.getTime())) return null;
  return new Date(`${zonedDateTime(timeZone, instant).slice(0, 16)}:00Z`);
}

/** A day shown as 'DD/MM/YYYY' (a report's day) as the cell's day; null for any other text (a totals label). */
export function shownDay(label: string): Date | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(label);
  return match ? validDay(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** A cell's date as a CSV writes it: 'DD/MM/YYYY', with ' HH:mm' when the time counts. */
export function dateText(date: Date, withTime: boolean): string {
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  return withTime ? `${day} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}` : day;
}
