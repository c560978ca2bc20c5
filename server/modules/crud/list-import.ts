/**
 * A spreadsheet of new records (spec §7 `POST /admin/practices/upload`): the
 * first sheet of an XLSX or a CSV whose header row names the schema's fields by
 * their label (Vietnamese or English) or their name, and whose cells read as
 * the list export writes them, related records by their name. Every row goes
 * through the resource's own create, in one transaction: one bad row saves
 * nothing, and the answer names every bad cell by its row and its column. A dry
 * run does the same and rolls back, answering the records it would have created.
 */
import type { RequestContext } from '../../core/context';
import { ApiError, unprocessable, type FieldError } from '../../core/errors';
import { createRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { csvText, parseCsv } from './csv-sheet';
import { cellValue, isBlank, type Cell } from './import-cells';
import { columnFields, columnLabel } from './import-columns';
import { referenceResolver, type ReferenceResolver } from './import-references';
import { writers } from './writers';

/** A sheet is imported whole in one transaction: a size that stays quick and safe. */
export const MAX_IMPORT_ROWS = 2000;
/** Errors answered at most: past that, the sheet is wrong throughout and the first ones say how. */
const MAX_ERRORS = 100;

type Row = Record<string, unknown>;

export interface ImportOutcome {
  created: number;
  /** A dry run's records as they would be created. */
  rows?: Row[];
}

/** The sheet's rows as cell arrays, header first. */
export async function readSheet(bytes: Buffer, fileName: string): Promise<Cell[][]> {
  if (/\.csv$/i.test(fileName)) return parseCsv(csvText(bytes));
  // Loaded on the first import, not at every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => xlsxCell(v)));
  });
  return rows;
}

function xlsxCell(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (v instanceof Date || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  const rich = v as { text?: string; result?: unknown; richText?: Array<{ text: string }> };
  if (rich.richText) return rich.richText.map((r) => r.text).join('');
  if (rich.result !== undefined) return xlsxCell(rich.result);
  return rich.text ?? String(v);
}

const refuseFile = (ctx: RequestContext, key: string, values?: Record<string, unknown>) =>
  unprocessable(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t(key, values) }]);

/** Ends a dry run's transaction, carrying what it created out of it. */
class DryRunRollback extends Error {
  constructor(readonly rows: Row[]) {
    super('dry run');
  }
}

/** Each row's line in the sheet (the header is row 1) → the earlier line it repeats cell for cell. */
function repeatedRows(rows: Cell[][]): Map<number, number> {
  const firstOf = new Map<string, number>();
  const repeats = new Map<number, number>();
  rows.forEach((cells, i) => {
    const key = JSON.stringify(cells.map((c) => (isBlank(c) ? null : c)));
    const first = firstOf.get(key);
    if (first) repeats.set(i + 2, first);
    else firstOf.set(key, i + 2);
  });
  return repeats;
}

/** A row's cells as a create body; a related name found nowhere, or more than once, is refused as it is read. */
function rowBody(
  model: EntityModel,
  references: ReferenceResolver,
  fields: Array<string | null>,
  cells: Cell[],
  refuse: (field: string, message: string) => void,
): Row {
  const body: Row = {};
  fields.forEach((field, col) => {
    if (field && !model.relations.some((r) => r.field === field)) {
      const value = cellValue(model.writable[field], cells[col] ?? null);
      if (value !== undefined) body[field] = value;
    }
  });
  // Related names after the plain cells, the branch before what lies in a branch.
  for (const rel of references.relations) {
    const col = fields.indexOf(rel.field);
    if (col < 0 || isBlank(cells[col])) continue;
    const answer = references.resolve(rel, cells[col], body);
    if ('error' in answer) refuse(rel.field, answer.error);
    else body[rel.field] = answer.value;
  }
  return body;
}

/** Creates a record per data row, all or none; a dry run writes nothing and answers the records. */
export async function importRecords(ctx: RequestContext, model: EntityModel, sheet: Cell[][], dryRun = false): Promise<ImportOutcome> {
  const [header = [], ...rows] = sheet;
  const fields = columnFields(model, header);
  if (!fields.some(Boolean)) throw refuseFile(ctx, 'import.noColumns');
  if (!rows.length) throw refuseFile(ctx, 'import.empty');
  if (rows.length > MAX_IMPORT_ROWS) throw refuseFile(ctx, 'import.tooMany', { max: MAX_IMPORT_ROWS });

  const errors: FieldError[] = [];
  const refuseCell = (line: number, field: string, message: string) => {
    const column = columnLabel(model, field, ctx.lang);
    errors.push({ field: `${line}.${field}`, message: ctx.t('import.cellError', { row: line, column, message }) });
  };
  const refuseRow = (line: number, message: string) =>
    errors.push({ field: `${line}.`, message: ctx.t('import.rowError', { row: line, message }) });

  const references = await referenceResolver(ctx, model);
  const repeats = repeatedRows(rows);
  const refused = new Map<number, Set<string>>();
  const bodies = rows.map((cells, i) => {
    const line = i + 2;
    const bad = new Set<string>();
    refused.set(line, bad);
    // A repeated row is named once, as such: its cells are judged on its first.
    if (repeats.has(line)) return null;
    return rowBody(model, references, fields, cells, (field, message) => {
      bad.add(field);
      refuseCell(line, field, message);
    });
  });

  const create = writers[model.config.name]?.create ?? createRecord;
  const created: Row[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      const inTrx = { ...ctx, db: trx };
      for (const [i, body] of bodies.entries()) {
        const line = i + 2;
        if (!body) {
          refuseRow(line, ctx.t('import.duplicateRow', { first: repeats.get(line) }));
          continue;
        }
        try {
          created.push(await create(inTrx, model, body));
        } catch (err) {
          if (!(err instanceof ApiError)) throw err;
          for (const e of err.errors ?? [{ field: '', message: err.message }]) {
            // A cell already refused for its name is not refused again as missing.
            if (refused.get(line)!.has(e.field)) continue;
            if (e.field in model.writable) refuseCell(line, e.field, e.message);
            else refuseRow(line, e.message);
          }
        }
      }
      // Nothing of a sheet with a bad row stays: the transaction ends by failing.
      if (errors.length) {
        errors.sort((a, b) => parseInt(a.field, 10) - parseInt(b.field, 10));
        throw unprocessable(ctx.t('import.failed', { count: errors.length }), errors.slice(0, MAX_ERRORS));
      }
      if (dryRun) throw new DryRunRollback(created);
    });
  } catch (err) {
    if (err instanceof DryRunRollback) return { created: err.rows.length, rows: err.rows };
    throw err;
  }
  return { created: created.length };
}
