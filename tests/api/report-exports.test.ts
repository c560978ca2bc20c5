/**
 * Every report's file (`…/export?format=csv|xlsx`): the table of its JSON answer
 * for the same filters, as the screen builds it (domain/reports/), in the
 * caller's language: the same header, rows and totals row, figures as numbers in
 * their workbook format. Behind the report's gate; bad input refused in the
 * caller's language before any file is sent.
 */
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import en from '../../domain/i18n/en.json' with { type: 'json' };
import type { CellValue, ReportTable } from '../../domain/reports/report-table';
import { csvLine } from '../../domain/spreadsheet-cells';
import type { Lang } from '../../schemas/vocabulary';
import { translatorFor } from '../../server/core/i18n';
import { REPORTS } from '../../server/modules/reports/report-definitions';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let admin: ReturnType<typeof as>;
const TEXTS = { vi, en };

const year = new Date().getFullYear();
// Two years around today, where the seeded demo keeps its records.
const range = `fromDate=${year - 1}-01-01&toDate=${year}-12-31`;

/** Each report's JSON call with its filters; its file is at the same path + `/export`. */
const CALLS: Record<string, { path: string; query: string }> = {
  '/revenues/:filterUnit': { path: '/v1/api/revenues/MONTH', query: range },
  '/expenses/:filterUnit': { path: '/v1/api/expenses/QUARTER', query: range },
  '/profit-and-loss/:filterUnit': { path: '/v1/api/profit-and-loss/QUARTER', query: range },
  '/orders/:filterUnit': { path: '/v1/api/orders/QUARTER', query: range },
  '/inventories/:filterUnit': { path: '/v1/api/inventories/YEAR', query: range },
  '/attendances/:filterUnit': { path: '/v1/api/attendances/QUARTER', query: range },
  '/players/report': { path: '/v1/api/players/report', query: `filterUnit=MONTH&filter=2&${range}` },
  '/players/report-all': { path: '/v1/api/players/report-all', query: '' },
  '/tuition-balance': { path: '/v1/api/tuition-balance', query: 'groupBy=class' },
};

const withQuery = (path: string, ...parts: string[]) => `${path}?${parts.filter(Boolean).join('&')}`;

async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer against an older @types/node.
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0];
}

/** The table's lines as a file holds them: the titles, each row, the totals row; blank cells null. */
function lines(table: ReportTable): Array<Array<CellValue | null>> {
  const cells = (row: Record<string, CellValue>) =>
    table.columns.map((c) => (row[c.key] === undefined || row[c.key] === '' ? null : row[c.key]));
  return [table.columns.map((c) => c.title), ...table.rows.map(cells), ...(table.summary ? [cells(table.summary)] : [])];
}

/** The lines as a workbook holds them: a column of days holds dates (its totals label stays text). */
function workbookLines(table: ReportTable): Array<Array<CellValue | Date | null>> {
  const day = (text: CellValue | null) => {
    const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(String(text));
    return match ? new Date(`${match[3]}-${match[2]}-${match[1]}T00:00:00Z`) : text;
  };
  return lines(table).map((line, i) => (i === 0 ? line : line.map((cell, col) => (table.columns[col].kind === 'date' ? day(cell) : cell))));
}

/** What the screen shows for the JSON answer of the same call, in `lang`. */
async function shownTable(route: string, lang: Lang): Promise<ReportTable> {
  const { path, query } = CALLS[route];
  const res = await admin({ method: 'GET', url: withQuery(path, query), headers: { 'accept-language': lang } });
  expect(res.statusCode, res.body).toBe(200);
  const report = REPORTS.find((r) => r.path === route)!;
  return report.table(res.json().data, { t: translatorFor(lang), lang });
}

const exportOf = (route: string, format: string, lang: Lang, headers: Record<string, string> = {}) =>
  admin({
    method: 'GET',
    url: withQuery(`${CALLS[route].path}/export`, `format=${format}`, CALLS[route].query),
    headers: { 'accept-language': lang, ...headers },
  });

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
});

describe('report files', () => {
  it('cover every report route', () => {
    expect(Object.keys(CALLS).sort()).toEqual(REPORTS.map((r) => r.path).sort());
  });

  describe.each(REPORTS.map((r) => [r.path, r] as const))('%s', (route, report) => {
    it.each(['vi', 'en'] as const)('as CSV (%s): the shown header, rows and totals, figures plain', async (lang) => {
      const table = await shownTable(route, lang);
      expect(table.rows.length, 'the demo has figures for this report').toBeGreaterThan(0);
      const res = await exportOf(route, 'csv', lang);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${report.file.name}_[\\d_-]+\\.csv"$`));
      expect(res.body).toBe(`\uFEFF${lines(table).map(csvLine).join('')}`);
    });

    it.each(['vi', 'en'] as const)('as a workbook (%s): the same lines, money and counts formatted, the totals bold', async (lang) => {
      const table = await shownTable(route, lang);
      const res = await exportOf(route, 'xlsx', lang);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const sheet = await readWorkbook(res.rawPayload);
      expect(sheet.name).toBe(translatorFor(lang)(report.file.titleKey).slice(0, 31));
      const read: Array<Array<unknown>> = [];
      sheet.eachRow({ includeEmpty: true }, (row) => read.push(table.columns.map((_, i) => row.getCell(i + 1).value ?? null)));
      expect(read).toEqual(workbookLines(table));

      const formats = table.columns.map((c, i) => [c.kind, sheet.getRow(2).getCell(i + 1).numFmt]);
      for (const [kind, numFmt] of formats)
        expect(numFmt).toBe({ text: undefined, date: 'dd/mm/yyyy', money: '#,##0 "đ"', number: '#,##0', percent: '0.0"%"' }[kind!]);
      expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
      expect(sheet.getRow(sheet.rowCount).getCell(1).font?.bold).toBe(true);
      expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
    });
  });

  it("titles the columns in the caller's language and totals as the JSON answer does", async () => {
    const route = '/revenues/:filterUnit';
    const { data } = (await admin({ method: 'GET', url: withQuery(CALLS[route].path, range) })).json();
    const names = data.series.map((s: { name: string }) => s.name);
    for (const lang of ['vi', 'en'] as const) {
      const sheet = await readWorkbook((await exportOf(route, 'xlsx', lang)).rawPayload);
      expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([TEXTS[lang].reports.period, ...names, TEXTS[lang].reports.total]);
      expect((sheet.getRow(sheet.rowCount).values as unknown[]).slice(1)).toEqual([
        TEXTS[lang].reports.total,
        ...data.series.map((s: { amount: number }) => s.amount),
        data.total.amount,
      ]);
      expect(sheet.rowCount).toBe(1 + data.periods.length + 1);
    }
    const attendance = (await exportOf('/attendances/:filterUnit', 'csv', 'en')).body.replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(attendance).toBe(
      [
        en.reports.period,
        en.report_attendances.class,
        en.report_attendances.present,
        en.report_attendances.absent,
        en.report_attendances.rate,
      ].join(','),
    );
  });

  it('writes a report by day with its days as dates in a workbook and as their text in a CSV', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const days = `fromDate=${day(-40)}&toDate=${day(0)}`;
    const { data } = (await admin({ method: 'GET', url: withQuery('/v1/api/revenues/DATE', days) })).json();
    const table = REPORTS.find((r) => r.path === '/revenues/:filterUnit')!.table(data, { t: translatorFor('en'), lang: 'en' });
    expect(table.columns[0].kind).toBe('date');
    const sheet = await readWorkbook(
      (await admin({ method: 'GET', url: withQuery('/v1/api/revenues/DATE/export', 'format=xlsx', days) })).rawPayload,
    );
    const first = sheet.getRow(2).getCell(1);
    expect(first.type).toBe(ExcelJS.ValueType.Date);
    expect(first.value).toEqual(new Date(`${data.periods[0].period.slice(0, 10)}T00:00:00Z`));
    expect(first.numFmt).toBe('dd/mm/yyyy');
    // The totals row's label stays text.
    expect(sheet.getRow(sheet.rowCount).getCell(1).type).toBe(ExcelJS.ValueType.String);
    const csv = (
      await admin({
        method: 'GET',
        url: withQuery('/v1/api/revenues/DATE/export', 'format=csv', days),
        headers: { 'accept-language': 'en' },
      })
    ).body;
    expect(csv).toBe(`\uFEFF${lines(table).map(csvLine).join('')}`);
  });

  it('applies the filters and the branch of the JSON call', async () => {
    const { data: whole } = (await admin({ method: 'GET', url: withQuery('/v1/api/revenues/YEAR', range) })).json();
    const branch = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', 1).orderBy('id').executeTakeFirstOrThrow()).id;
    const narrowed = { branchids: String(branch) };
    const { data } = (
      await admin({ method: 'GET', url: withQuery('/v1/api/revenues/YEAR', range, 'paymentTypes=1'), headers: narrowed })
    ).json();
    expect(data.total.amount).toBeLessThan(whole.total.amount);
    const res = await admin({
      method: 'GET',
      url: withQuery('/v1/api/revenues/YEAR/export', 'format=csv', range, 'paymentTypes=1'),
      headers: narrowed,
    });
    const totals = res.body.trimEnd().split('\r\n').at(-1)!.split(',');
    expect(Number(totals.at(-1))).toBe(data.total.amount);
  });
});

describe('report files behind the gates and refusing bad input', () => {
  const revenues = withQuery('/v1/api/revenues/MONTH/export', 'format=csv', range);

  it("asks for a sign-in, the page's role and the package's report", async () => {
    expect((await t.app.inject({ method: 'GET', url: revenues, headers: { host: 'localhost' } })).statusCode).toBe(401);
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const pnl = await manager({ method: 'GET', url: withQuery('/v1/api/profit-and-loss/MONTH/export', 'format=xlsx', range) });
    expect(pnl.statusCode).toBe(403);
    expect(pnl.json().code).toBe('FORBIDDEN_ROLE');
    expect((await manager({ method: 'GET', url: revenues })).statusCode).toBe(200);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'GET', url: withQuery('/v1/api/players/report-all/export', 'format=csv') })).statusCode).toBe(403);

    const full = await t.db.selectFrom('packages').select(['id', 'features']).where('code', '=', 'full').executeTakeFirstOrThrow();
    await t.db
      .updateTable('packages')
      .set({ features: (full.features as string[]).filter((f) => f !== 'report.revenue') })
      .where('id', '=', full.id)
      .execute();
    try {
      const refused = await admin({ method: 'GET', url: revenues });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
      expect((await admin({ method: 'GET', url: withQuery('/v1/api/expenses/MONTH/export', 'format=csv', range) })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('packages').set({ features: full.features }).where('id', '=', full.id).execute();
    }
  });

  it.each(['vi', 'en'] as const)('refuses a missing or unknown format, a bad unit and bad dates (%s)', async (lang) => {
    const text = TEXTS[lang];
    const get = async (url: string) => {
      const res = await admin({ method: 'GET', url, headers: { 'accept-language': lang } });
      expect(res.statusCode, url).toBe(400);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      return res.json();
    };
    for (const format of ['', 'format=pdf']) {
      const body = await get(withQuery('/v1/api/orders/MONTH/export', format, range));
      expect(body).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: text.errors.validationFailed,
        errors: [{ field: 'format' }],
      });
    }
    expect((await get(withQuery('/v1/api/revenues/WEEK/export', 'format=csv', range))).message).toBe(text.reports.errors.unit);
    expect((await get(withQuery('/v1/api/attendances/MONTH/export', 'format=xlsx', 'fromDate=2019-01-01'))).errors).toEqual([
      { field: 'toDate', message: text.reports.errors.date },
    ]);
    expect((await get(withQuery('/v1/api/expenses/MONTH/export', 'format=csv', 'fromDate=2019-02-01&toDate=2019-01-31'))).message).toBe(
      text.reports.errors.order,
    );
    expect((await get(withQuery('/v1/api/inventories/MONTH/export', 'format=csv', 'fromDate=2019-02-30&toDate=2019-03-31'))).code).toBe(
      'BAD_REQUEST',
    );
    expect((await get(withQuery('/v1/api/players/report/export', 'format=csv', range))).message).toBe(text.reports.errors.unit);
  });
});
