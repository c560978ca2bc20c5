/**
 * The shown table as a file, built in the browser from the very rows on
 * screen: the same columns and titles (the reader's language), the same rows
 * and the totals row. Texts are written as displayed; figures stay numbers so
 * a spreadsheet can add them up (money and counts with thousands grouping).
 */
import { formatMoney, formatNumber } from '../../../domain/money';
import { csvLine } from '../../../domain/spreadsheet-cells';
import type { CellKind, CellValue, ReportTable } from './report-data';

const percentFormat = (lang: string) => new Intl.NumberFormat(lang === 'en' ? 'en-US' : 'vi-VN', { maximumFractionDigits: 1 });

/** A cell as the table shows it. */
export function cellText(value: CellValue | undefined, kind: CellKind, lang: string): string {
  if (value === undefined || value === '') return '';
  if (typeof value === 'string' || kind === 'text') return String(value);
  if (kind === 'money') return formatMoney(value);
  if (kind === 'percent') return `${percentFormat(lang).format(value)}%`;
  return formatNumber(value);
}

const allRows = (table: ReportTable) => (table.summary ? [...table.rows, table.summary] : table.rows);

/** CSV with a byte-order mark so spreadsheet programs read the accents; no text cell can run as a formula. */
export function tableCsv(table: ReportTable): string {
  const lines = [table.columns.map((c) => c.title), ...allRows(table).map((row) => table.columns.map((c) => row[c.key]))];
  return `\uFEFF${lines.map(csvLine).join('')}`;
}

const NUMBER_FORMATS: Record<Exclude<CellKind, 'text'>, string> = { money: '#,##0 "đ"', number: '#,##0', percent: '0.0"%"' };

/** An .xlsx workbook of one sheet; exceljs is loaded only when someone exports. */
export async function tableXlsx(table: ReportTable, sheetName: string): Promise<Blob> {
  // The browser build is a UMD bundle: its namespace comes as the default export.
  const loaded: typeof import('exceljs') & { default?: typeof import('exceljs') } = await import('exceljs');
  const ExcelJS = loaded.default ?? loaded;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(sheetName.slice(0, 31).replace(/[*?:\\/[\]]/g, ' '));
  sheet.columns = table.columns.map((c) => ({
    header: c.title,
    key: c.key,
    width: Math.max(12, c.title.length + 2),
    ...(c.kind === 'text' ? {} : { style: { numFmt: NUMBER_FORMATS[c.kind] } }),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of allRows(table)) sheet.addRow(Object.fromEntries(table.columns.map((c) => [c.key, row[c.key] ?? null])));
  if (table.summary) sheet.lastRow!.font = { bold: true };
  const buffer = await book.xlsx.writeBuffer();
  return new Blob([buffer], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}
