/**
 * A report's table (domain/reports/) as a spreadsheet: the columns and titles the
 * screen shows, figures as numbers in their workbook format (money `#,##0 "đ"`,
 * counts `#,##0`, shares `0.0"%"`, days real dates `dd/mm/yyyy`), then the
 * totals row, as the screen shows it.
 */
import type { CellKind, CellValue, ReportTable } from '../../../domain/reports/report-table';
import { NUMBER_FORMATS, type Cell, type ExportColumn, type Sheet } from '../crud/spreadsheet';
import { shownDay } from '../crud/sheet-dates';

const FORMATS: Record<CellKind, string | undefined> = {
  text: undefined,
  date: NUMBER_FORMATS.date,
  money: NUMBER_FORMATS.money,
  number: NUMBER_FORMATS.thousands,
  percent: NUMBER_FORMATS.percent,
};

// An empty cell of the table (no margin without revenue) is a blank cell, not an empty text;
// a day is a date, while the totals row's label in a column of days stays text.
function cellOf(value: unknown, kind: CellKind): Cell {
  if (value === undefined || value === '') return null;
  return (kind === 'date' && typeof value === 'string' && shownDay(value)) || (value as CellValue);
}

export function reportSheet(title: string, table: ReportTable): Sheet {
  const columns: ExportColumn[] = table.columns.map((c) => ({
    header: c.title,
    numFmt: FORMATS[c.kind],
    cell: (row) => cellOf(row[c.key], c.kind),
  }));
  return {
    title,
    columns,
    batches: (async function* () {
      yield table.rows;
    })(),
    // The screen shows no totals under an empty table.
    totals: table.rows.length ? table.summary : undefined,
  };
}
