/**
 * Writes a table of rows, batch by batch, to a stream as CSV or as an XLSX
 * workbook: a long list never sits in memory whole. CSV cells go through the
 * formula guard of domain/spreadsheet-cells.ts; XLSX cells are string cells, never formulas.
 * A date is a real date in a workbook (sheet-dates.ts) and its text in a CSV.
 */
import type { Writable } from 'node:stream';
import { csvLine } from '../../../domain/spreadsheet-cells';
import { dateText, DATE_FORMATS } from './sheet-dates';

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Workbook number formats: figures stay numbers a spreadsheet can add up, shown grouped. */
export const NUMBER_FORMATS = { thousands: '#,##0', money: '#,##0 "đ"', percent: '0.0"%"', ...DATE_FORMATS } as const;

export type Cell = string | number | Date | null;

export interface ExportColumn {
  header: string;
  /** The column's number format in a workbook (NUMBER_FORMATS); none for text. A Date cell's column has a date format. */
  numFmt?: string;
  cell: (row: Record<string, unknown>) => Cell;
}

type Row = Record<string, unknown>;

export interface Sheet {
  /** The workbook's sheet name. */
  title: string;
  columns: ExportColumn[];
  batches: AsyncIterable<Row[]>;
  /** A totals row after the rows, bold in a workbook. */
  totals?: Row;
}

function write(out: Writable, chunk: string): Promise<void> {
  return new Promise((resolve, reject) => out.write(chunk, (err) => (err ? reject(err) : resolve())));
}

/** A cell as CSV text: a date as 'DD/MM/YYYY', with its time when the column's format shows one. */
const csvCell = (column: ExportColumn, value: Cell) =>
  value instanceof Date ? dateText(value, column.numFmt === DATE_FORMATS.dateTime) : value;

async function writeCsv(out: Writable, { columns, batches, totals }: Sheet): Promise<void> {
  const line = (row: Row) => csvLine(columns.map((c) => csvCell(c, c.cell(row))));
  // The byte-order mark makes Excel read the file as UTF-8, so Vietnamese stays readable.
  await write(out, `\uFEFF${csvLine(columns.map((c) => c.header))}`);
  for await (const rows of batches) await write(out, rows.map(line).join(''));
  if (totals) await write(out, line(totals));
  out.end();
}

async function writeXlsx(out: Writable, { title, columns, batches, totals }: Sheet): Promise<void> {
  // Loaded on the first export, not at every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  // Sheet names may not hold []:*?/\ and are at most 31 characters.
  const sheet = workbook.addWorksheet(title.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: Math.min(40, Math.max(12, c.header.length + 4)),
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of batches) {
    for (const row of rows) sheet.addRow(columns.map((c) => c.cell(row))).commit();
  }
  if (totals) {
    const last = sheet.addRow(columns.map((c) => c.cell(totals)));
    last.font = { bold: true };
    last.commit();
  }
  sheet.commit();
  await workbook.commit();
}

export function writeSpreadsheet(format: ExportFormat, out: Writable, sheet: Sheet): Promise<void> {
  return format === 'csv' ? writeCsv(out, sheet) : writeXlsx(out, sheet);
}
