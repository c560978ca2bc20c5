/**
 * A spreadsheet of new records (spec §7 `POST /admin/practices/upload`): the
 * first sheet of an XLSX or a CSV whose header row names the schema's fields by
 * their label (Vietnamese or English) or their name, and whose cells read as
 * the list export writes them (enum labels, related names, DD/MM/YYYY dates,
 * "Thứ 2 | 17:00 - 18:30" slots). Every row is checked as a create would be;
 * one bad row saves nothing, and the answer names every bad cell by its row.
 */
import { sql } from 'kysely';
import type { PropertySchema } from '../../../schemas/vocabulary';
import { isTimeSlotArray } from '../../../domain/time-slots';
import type { RequestContext } from '../../core/context';
import { ApiError, unprocessable, type FieldError } from '../../core/errors';
import { createRecord } from '../../core/crud/crud-service';
import type { EntityModel } from '../../core/crud/entity-model';
import { foldText } from '../../core/search-text';
import { writers } from './writers';

/** A sheet is imported whole in one transaction: a size that stays quick and safe. */
export const MAX_IMPORT_ROWS = 2000;

type Cell = string | number | boolean | Date | null;
type Row = Record<string, unknown>;

const fold = (text: unknown) => foldText(String(text ?? '')).trim();

/** The sheet's rows as cell arrays, header first. */
export async function readSheet(bytes: Buffer, fileName: string): Promise<Cell[][]> {
  if (/\.csv$/i.test(fileName)) {
    const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
    return parseCsv(text);
  }
  // Loaded on the first import, not at every start of the server.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows: Cell[][] = [];
  sheet?.eachRow({ includeEmpty: false }, (row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(values.map((v) => cellValue(v)));
  });
  return rows;
}

function cellValue(v: unknown): Cell {
  if (v === undefined || v === null) return null;
  if (v instanceof Date || typeof v === 'number' || typeof v === 'boolean' || typeof v === 'string') return v;
  const rich = v as { text?: string; result?: unknown; richText?: Array<{ text: string }> };
  if (rich.richText) return rich.richText.map((r) => r.text).join('');
  if (rich.result !== undefined) return cellValue(rich.result);
  return rich.text ?? String(v);
}

/** RFC 4180, as the list export writes it. */
export function parseCsv(text: string): Cell[][] {
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      if (row.some((f) => f !== '')) rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  row.push(field);
  if (row.some((f) => f !== '')) rows.push(row);
  // The export guards formula-like text with a quote; reading back takes it off.
  return rows.map((r) => r.map((f) => (typeof f === 'string' && /^'[=+\-@]/.test(f) ? f.slice(1) : f === '' ? null : f)));
}

/** Which field each column holds: by label in either language, or by name. */
function columnFields(model: EntityModel, header: Cell[]): Array<string | null> {
  const byName = new Map<string, string>();
  for (const [field, p] of Object.entries(model.writable)) {
    for (const name of [field, p['x-label']?.vi, p['x-label']?.en]) if (name) byName.set(fold(name), field);
  }
  return header.map((h) => byName.get(fold(h)) ?? null);
}

/** Related records by their title (accent- and case-blind) and by id. */
async function lookups(ctx: RequestContext, model: EntityModel): Promise<Map<string, Map<string, number>>> {
  const maps = new Map<string, Map<string, number>>();
  for (const rel of model.relations) {
    const rows = await ctx.db.selectFrom(rel.target).select(['id', sql.ref(rel.titleField).as('title')])
      .where('academy_id', '=', ctx.academy.id).where('deleted_at', 'is', null).execute();
    const map = new Map<string, number>();
    for (const r of rows) {
      map.set(String(r.id), Number(r.id));
      map.set(fold(r.title), Number(r.id));
    }
    maps.set(rel.field, map);
  }
  return maps;
}

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
  return String(cell).split(';').map((part) => {
    const [dayText, times = ''] = part.split('|');
    const [start_time, end_time] = times.split('-').map((s) => s.trim());
    return { day_of_week: String(enumValue(day, dayText.trim() as Cell)), start_time, end_time };
  });
}

function fieldValue(p: PropertySchema, cell: Cell, related?: Map<string, number>): unknown {
  if (cell === null || String(cell).trim() === '') return undefined;
  if (related) {
    if (p.type === 'array') return String(cell).split(',').map((name) => related.get(fold(name)) ?? name.trim());
    return related.get(fold(cell)) ?? cell;
  }
  if (isTimeSlotArray(p)) return slotsValue(p, cell);
  if (p.enum) return enumValue(p, cell);
  if (p.type === 'boolean') return ['co', 'yes', 'true', '1'].includes(fold(cell)) ? true : ['khong', 'no', 'false', '0'].includes(fold(cell)) ? false : cell;
  if (p.format === 'date') return dateValue(cell);
  if (p.type === 'integer' || p.type === 'number') return typeof cell === 'number' ? cell : Number(String(cell).replace(/[.\s,đ]/g, '')) || cell;
  return cell instanceof Date ? cell.toISOString() : String(cell).trim();
}

/** Creates a record per data row, all or none; answers how many. */
export async function importRecords(ctx: RequestContext, model: EntityModel, sheet: Cell[][]): Promise<{ created: number }> {
  const [header = [], ...rows] = sheet;
  const fields = columnFields(model, header);
  if (!fields.some(Boolean)) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t('import.noColumns') }]);
  if (!rows.length) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t('import.empty') }]);
  if (rows.length > MAX_IMPORT_ROWS) throw unprocessable(ctx.t('errors.validationFailed'), [{ field: 'file', message: ctx.t('import.tooMany', { max: MAX_IMPORT_ROWS }) }]);
  const related = await lookups(ctx, model);
  const bodies = rows.map((cells) => {
    const body: Row = {};
    fields.forEach((field, i) => {
      const value = field ? fieldValue(model.writable[field], cells[i] ?? null, related.get(field)) : undefined;
      if (field && value !== undefined) body[field] = value;
    });
    return body;
  });

  const create = writers[model.config.name]?.create ?? createRecord;
  const errors: FieldError[] = [];
  await ctx.db.transaction().execute(async (trx) => {
    const inTrx = { ...ctx, db: trx };
    for (const [i, body] of bodies.entries()) {
      try {
        await create(inTrx, model, body);
      } catch (err) {
        if (!(err instanceof ApiError)) throw err;
        const line = i + 2;
        for (const e of err.errors ?? [{ field: '', message: err.message }]) errors.push({ field: `${line}.${e.field}`, message: ctx.t('import.rowError', { row: line, message: e.message }) });
      }
    }
    // Nothing of a sheet with a bad row stays: the transaction ends by failing.
    if (errors.length) throw unprocessable(ctx.t('import.failed', { count: errors.length }), errors.slice(0, 100));
  });
  return { created: bodies.length };
}
