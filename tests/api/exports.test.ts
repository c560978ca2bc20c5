import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { resources } from '../../resources.config';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its Buffer against an older @types/node.
  await workbook.xlsx.load(payload as unknown as ExcelJS.Buffer);
  return workbook;
}

/** The rows of a CSV body (no quoted line breaks in the seeded data), BOM stripped. */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('list exports', () => {
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it("exports the whole filtered list as a workbook in the list's order, not just a page, with readable cells", async () => {
    const list = (await admin({ method: 'GET', url: '/v1/api/admin/players?auditingStatuses=1&size=1' })).json().data;
    expect(list.total_elements).toBeGreaterThan(10);
    const res = await admin({
      method: 'GET',
      url: '/v1/api/admin/players/export?format=xlsx&auditingStatuses=1&sort=name:asc',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="players-\d{4}-\d{2}-\d{2}\.xlsx"/);

    const sheet = (await readWorkbook(res.rawPayload)).worksheets[0];
    expect(sheet.name).toBe('Players');
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Full name', 'Class', 'Branch', 'Status', 'Date of birth']));
    expect(sheet.rowCount - 1).toBe(list.total_elements);

    const col = (name: string) => header.indexOf(name) + 1;
    const names = Array.from({ length: sheet.rowCount - 1 }, (_, i) => String(sheet.getRow(i + 2).getCell(col('Full name')).value));
    const page = (await admin({ method: 'GET', url: '/v1/api/admin/players?auditingStatuses=1&sort=name:asc&size=100' })).json().data;
    expect(names.slice(0, 100)).toEqual(page.content.map((p: { name: string }) => p.name));
    const first = sheet.getRow(2);
    expect(first.getCell(col('Status')).value).toBe('Active');
    expect(first.getCell(col('Date of birth')).type).toBe(ExcelJS.ValueType.Date);
    expect(String(first.getCell(col('Class')).value)).not.toMatch(/^\d+$/);
  });

  it("writes days and moments as dates a spreadsheet can sort and subtract (the academy's clock), and as their text in a CSV", async () => {
    const query = 'auditingStatuses=1&sort=name:asc';
    const [player] = (await admin({ method: 'GET', url: `/v1/api/admin/players?${query}&size=1` })).json().data.content;
    expect(player.date_of_birth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const [y, m, d] = player.date_of_birth.split('-');
    // Vietnam keeps UTC+7 all year.
    const wallClock = new Date(new Date(player.create_date).getTime() + 7 * 3_600_000);
    wallClock.setUTCSeconds(0, 0);

    const sheet = (
      await readWorkbook(
        (await admin({ method: 'GET', url: `/v1/api/admin/players/export?format=xlsx&${query}`, headers: { 'accept-language': 'en' } }))
          .rawPayload,
      )
    ).worksheets[0];
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const cell = (name: string) => sheet.getRow(2).getCell(header.indexOf(name) + 1);
    expect(cell('Date of birth').type).toBe(ExcelJS.ValueType.Date);
    expect(cell('Date of birth').value).toEqual(new Date(`${player.date_of_birth}T00:00:00Z`));
    expect(cell('Date of birth').numFmt).toBe('dd/mm/yyyy');
    expect(cell('Joined').type).toBe(ExcelJS.ValueType.Date);
    expect(cell('Joined').value).toEqual(wallClock);
    expect(cell('Joined').numFmt).toBe('dd/mm/yyyy hh:mm');

    const csv = Papa.parse<string[]>(
      (
        await admin({ method: 'GET', url: `/v1/api/admin/players/export?format=csv&${query}`, headers: { 'accept-language': 'en' } })
      ).body.replace(/^\uFEFF/, ''),
    ).data;
    const text = (name: string) => csv[1][csv[0].indexOf(name)];
    expect(text('Date of birth')).toBe(`${d}/${m}/${y}`);
    const hhmm = (n: number) => String(n).padStart(2, '0');
    expect(text('Joined')).toBe(
      `${hhmm(wallClock.getUTCDate())}/${hhmm(wallClock.getUTCMonth() + 1)}/${wallClock.getUTCFullYear()} ${hhmm(wallClock.getUTCHours())}:${hhmm(wallClock.getUTCMinutes())}`,
    );
  });

  it('exports CSV in Vietnamese by default, with the money total of the same filter', async () => {
    const from = new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date().toISOString().slice(0, 10);
    const list = (await admin({ method: 'GET', url: `/v1/api/admin/transactions?fromDate=${from}&toDate=${to}&paymentTypes=1` })).json()
      .data;
    const res = await admin({
      method: 'GET',
      url: `/v1/api/admin/transactions/export?format=csv&fromDate=${from}&toDate=${to}&paymentTypes=1`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = csvRows(res.body);
    expect(rows).toHaveLength(list.total_elements);
    const amountAt = header.split(',').indexOf('Số tiền');
    expect(amountAt).toBeGreaterThanOrEqual(0);
    const total = rows.reduce((sum, line) => sum + Number(line.split(',')[amountAt]), 0);
    expect(total).toBe(list.sub_total);
  });

  it('answers an empty list with the header row alone', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/players/export?format=csv&search=zzzz-nobody' });
    expect(csvRows(res.body)).toHaveLength(1);
  });

  it('refuses an unknown format or filter before sending anything', async () => {
    const noFormat = await admin({ method: 'GET', url: '/v1/api/admin/players/export' });
    expect(noFormat.statusCode).toBe(400);
    expect(noFormat.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', errors: [{ field: 'format' }] });
    expect((await admin({ method: 'GET', url: '/v1/api/admin/players/export?format=pdf' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/players/export?format=csv&colour=red' })).statusCode).toBe(400);
  });

  it('stays behind the gates: sign-in, role and package', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/api/admin/players/export?format=csv', headers: { host: 'localhost' } })).statusCode,
    ).toBe(401);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'GET', url: '/v1/api/admin/players/export?format=csv' })).statusCode).toBe(403);
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/admin/users/export?format=csv' })).statusCode).toBe(403);
    const basicAdmin = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    expect((await basicAdmin({ method: 'GET', url: '/v1/api/admin/transactions/export?format=csv' })).statusCode).toBe(403);
  });

  it("never carries another academy's rows", async () => {
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    const demoNames = new Set(csvRows((await admin({ method: 'GET', url: '/v1/api/admin/classes/export?format=csv' })).body).slice(1));
    const betaRows = csvRows((await beta({ method: 'GET', url: '/v1/api/admin/classes/export?format=csv' })).body).slice(1);
    expect(betaRows.length).toBeGreaterThan(0);
    expect(betaRows.filter((row) => demoNames.has(row))).toEqual([]);
  });

  it.each(resources.map((r) => [r.name, r] as const))('%s exports as a workbook', async (_name, entry) => {
    const res = await admin({ method: 'GET', url: `/v1/api/${entry.api.list}/export?format=xlsx` });
    expect(res.statusCode).toBe(200);
    expect((await readWorkbook(res.rawPayload)).worksheets[0].rowCount).toBeGreaterThan(1);
  });
});

describe('cells a spreadsheet could run as formulas', () => {
  const NASTY = ['x;=1+1', '\n=1+1', ' =1+1'];

  it('leave as inert text: quoted and prefixed in CSV, string cells in a workbook', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const classes = await t.db
      .selectFrom('classes')
      .select(['id', 'name'])
      .where('academy_id', '=', 1)
      .orderBy('id')
      .limit(NASTY.length)
      .execute();
    try {
      for (const [i, { id }] of classes.entries()) await t.db.updateTable('classes').set({ name: NASTY[i] }).where('id', '=', id).execute();

      const csv = (await admin({ method: 'GET', url: '/v1/api/admin/classes/export?format=csv' })).body;
      for (const field of ['"x;=1+1"', `"'\n=1+1"`, `"' =1+1"`]) expect(csv).toContain(`,${field},`);
      // Every formula in the file sits inside one of those fields.
      expect(csv.match(/=1\+1/g)).toHaveLength(NASTY.length);

      const sheet = (await readWorkbook((await admin({ method: 'GET', url: '/v1/api/admin/classes/export?format=xlsx' })).rawPayload))
        .worksheets[0];
      const cells = sheet.getSheetValues().flatMap((row) => (Array.isArray(row) ? row : []));
      expect(cells).toEqual(expect.arrayContaining(NASTY));
      sheet.eachRow((row) => row.eachCell((cell) => expect(cell.type).not.toBe(ExcelJS.ValueType.Formula)));
    } finally {
      for (const { id, name } of classes) await t.db.updateTable('classes').set({ name }).where('id', '=', id).execute();
    }
  });
});
