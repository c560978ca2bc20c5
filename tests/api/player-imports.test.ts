import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { uniqueWord } from '../helpers/unique-word';
import players from '../../schemas/players.json' with { type: 'json' };

const t = useTestApp();
const URL = '/v1/api/admin/players/upload';

type Caller = ReturnType<typeof as>;
type Lang = 'vi' | 'en';
const label = (field: keyof typeof players.properties, lang: Lang) =>
  (players.properties[field] as { 'x-label': Record<Lang, string> })['x-label'][lang];
const COLUMNS = ['name', 'date_of_birth', 'branch_id', 'class_id', 'schedules', 'parent_name', 'mobile', 'number_of_units'] as const;

/** A CSV as Excel saves it under Vietnamese regional settings: `;`, a BOM, the labels of `lang`. */
const sheet = (rows: string[][], lang: Lang = 'vi') =>
  Buffer.from(`\uFEFF${[COLUMNS.map((f) => label(f, lang)), ...rows].map((r) => r.join(';')).join('\r\n')}\r\n`);

function upload(
  who: Caller,
  bytes: Buffer,
  { dryRun = false, lang = 'vi', name = 'players.csv' }: { dryRun?: boolean; lang?: Lang; name?: string } = {},
) {
  const body = multipart([{ name, bytes, field: 'file' }]);
  return who({
    method: 'POST',
    url: `${URL}${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

const messages = (res: { json(): { errors: Array<{ message: string }> } }) => res.json().errors.map((e) => e.message);

describe('players imported from a spreadsheet (POST /admin/players/upload)', () => {
  let admin: Caller;
  const mark = () => `Nhập ${uniqueWord()}`;
  const find = async (text: string) =>
    (await admin({ method: 'GET', url: `/v1/api/admin/players?size=50&search=${encodeURIComponent(text)}` })).json().data.content as Array<
      Record<string, unknown>
    >;
  const total = async () => (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1' })).json().data.total_elements as number;

  const auditActions = async (res: { headers: Record<string, unknown> }) =>
    (await t.db.selectFrom('audit_logs').select('action').where('request_id', '=', String(res.headers['x-request-id'])).execute()).map(
      (r) => r.action,
    );

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('previews a dry run without writing, then creates the players with their class found in their branch', async () => {
    const who = mark();
    const bytes = sheet([
      [`${who} Một`, '01/02/2015', 'Cơ sở Thanh Xuân', 'u10 chieu thu tu', 'Thứ 2 | 17:00 - 18:30', 'Lê Văn Tám', '0987000111', ''],
      [`${who} Hai`, '15/06/2016', 'Cơ sở Thanh Xuân', 'U10 Chiều thứ Tư', 'Thứ 4 | 17:00 - 18:30', 'Phạm Thu Hằng', '0912345670', '5'],
    ]);
    const before = await total();
    const preview = await upload(admin, bytes, { dryRun: true });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.created).toBe(2);
    expect(preview.json().data.rows.map((r: { name: string }) => r.name)).toEqual([`${who} Một`, `${who} Hai`]);
    expect(preview.json().data.rows[0]).toMatchObject({ branch: { name: 'Cơ sở Thanh Xuân' }, class: { name: 'U10 Chiều thứ Tư' } });
    expect(await total()).toBe(before);
    expect(await find(who)).toEqual([]);
    // A preview saved nothing, so the audit log has nothing to tell of it.
    expect(await auditActions(preview)).toEqual([]);

    const res = await upload(admin, bytes);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ created: 2 });
    expect(await auditActions(res)).toEqual(['CREATE']);
    const [first, second] = (await find(who)).sort((a, b) => Number(a.id) - Number(b.id));
    expect(first).toMatchObject({
      date_of_birth: '2015-02-01',
      branch: { name: 'Cơ sở Thanh Xuân' },
      class: { name: 'U10 Chiều thứ Tư' },
      schedules: [{ day_of_week: '1', start_time: '17:00', end_time: '18:30' }],
    });
    // The player rules of a create hold: no sessions given starts with the pricing model's, given ones stay.
    expect(first.number_of_units).toBeGreaterThan(0);
    expect(second.number_of_units).toBe(5);
  });

  it("books the enrolment fees a row asks for in the import's own transaction", async () => {
    const who = mark();
    const csv = `Full name,Date of birth,Branch,Class,Parent's name,Phone number,Fees on enrolment\r\n${who} Phí,01/02/2015,Cơ sở Cầu Giấy,U15 Nâng cao,Lê Văn Tám,0987000111,Yes\r\n`;
    const res = await upload(admin, Buffer.from(csv), { lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    const [player] = await find(who);
    const fees = (await admin({ method: 'GET', url: `/v1/api/admin/transactions?playerIds=${player.id}` })).json().data.content as Array<{
      title: string;
    }>;
    expect(fees.map((f) => f.title)).toContain(`Enrolment fee - ${who} Phí`);
  });

  it("reads Excel's plain CSV under Vietnamese settings (Windows-1258), related records given by id", async () => {
    const [cls] = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content;
    const who = `Nhap ${uniqueWord()}`;
    // "Họ và tên" in Windows-1258 (ọ: o and a combining dot below); the rest is ASCII, the same bytes.
    const header = Buffer.from([0x48, 0x6f, 0xf2, 0x20, 0x76, 0xe0, 0x20, 0x74, 0xea, 0x6e]);
    const rest = Buffer.from(
      `,Date of birth,Branch,Class,Parent's name,Phone number\r\n${who},01/02/2015,${cls.branch_id},${cls.id},Le Van Tam,0987000111\r\n`,
    );
    const res = await upload(admin, Buffer.concat([header, rest]), { lang: 'en' });
    expect(res.statusCode, res.body).toBe(201);
    expect(await find(who)).toEqual([expect.objectContaining({ branch_id: cls.branch_id, class_id: cls.id })]);
  });

  it('names each refused cell by its row and its column, in Vietnamese, a repeated row once, and saves nothing', async () => {
    const who = mark();
    const before = await total();
    const res = await upload(
      admin,
      sheet([
        [`${who} Đúng`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', ''],
        [`${who} Sai`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U99 Không Có', '', 'Lê Văn Tám', '09x', ''],
        [`${who} Sai`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U99 Không Có', '', 'Lê Văn Tám', '09x', ''],
      ]),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    expect(messages(res)).toEqual([
      'Dòng 3, cột «Lớp học»: Không có mục nào mang tên này !',
      expect.stringMatching(/^Dòng 3, cột «Số điện thoại»: /),
      'Dòng 4: Trùng với dòng 3 !',
    ]);
    expect(res.json().errors.map((e: { field: string }) => e.field)).toEqual(['3.class_id', '3.mobile', '4.']);
    expect(await total()).toBe(before);
  });

  it('says the same in English, names a class found in several branches as ambiguous, and a repeated row', async () => {
    const who = mark();
    const row = [`${who} Ba`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', ''];
    const res = await upload(
      admin,
      sheet([row, [`${who} Bốn`, '01/02/2015', '', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', ''], row], 'en'),
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(messages(res)).toEqual([
      'Row 3, column “Class”: 3 records are named “U8 Sáng thứ Bảy”; give the branch or use the ID !',
      expect.stringMatching(/^Row 3, column “Branch”: /),
      'Row 4: Same as row 2 !',
    ]);
    expect(await find(who)).toEqual([]);
  });

  it("refuses a branch of another academy, and a manager's reach stops at their branches", async () => {
    const res = await upload(
      admin,
      sheet([[`${mark()} Năm`, '01/02/2015', 'Beta Hoàn Kiếm', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', '']]),
      { lang: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(messages(res)[0]).toBe('Row 2, column “Branch”: No record has this name !');

    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const refused = await upload(
      manager,
      sheet([[`${mark()} Sáu`, '01/02/2015', 'Cơ sở Long Biên', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', '']]),
    );
    expect(refused.statusCode).toBe(422);
    expect(messages(refused)[0]).toBe('Dòng 2, cột «Chi nhánh»: Không có mục nào mang tên này !');
    const own = await upload(
      manager,
      sheet([[`${mark()} Bảy`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', '']]),
      { dryRun: true },
    );
    expect(own.statusCode).toBe(200);
  });

  it('is gated like the create: teachers and a package without the players refused', async () => {
    const bytes = sheet([[`${mark()} Tám`, '01/02/2015', 'Cơ sở Cầu Giấy', 'U8 Sáng thứ Bảy', '', 'Lê Văn Tám', '0987000111', '']]);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await upload(teacher, bytes)).statusCode).toBe(403);
    expect((await teacher({ method: 'GET', url: `${URL}/template` })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${URL}/template`, headers: { host: 'localhost' } })).statusCode).toBe(401);

    const full = await t.db.selectFrom('packages').select(['id', 'features']).where('code', '=', 'full').executeTakeFirstOrThrow();
    await t.db
      .updateTable('packages')
      .set({ features: (full.features as string[]).filter((f) => f !== 'general.basic') })
      .where('id', '=', full.id)
      .execute();
    try {
      for (const res of [await upload(admin, bytes, { dryRun: true }), await admin({ method: 'GET', url: `${URL}/template` })]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
      }
    } finally {
      await t.db.updateTable('packages').set({ features: full.features }).where('id', '=', full.id).execute();
    }
  });

  it('serves a template whose header row is what the import reads, in the caller’s language', async () => {
    const res = await admin({ method: 'GET', url: `${URL}/template`, headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="players-import-template.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
    const header = (workbook.worksheets[0].getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['Full name', 'Date of birth', 'Branch', 'Class', 'Phone number', 'Schedule']));
    expect(header).not.toContain('Points');

    // Filled in and sent back, it imports.
    const who = mark();
    const values: Record<string, string> = {
      'Full name': `${who} Chín`,
      'Date of birth': '02/03/2014',
      Branch: 'Cơ sở Cầu Giấy',
      Class: 'U12 Tối thứ Sáu',
      "Parent's name": 'Đỗ Văn Mười',
      'Phone number': '0904555666',
      Status: 'Active',
    };
    workbook.worksheets[0].addRow(header.map((h) => values[String(h)] ?? null));
    const filled = Buffer.from(await workbook.xlsx.writeBuffer());
    const imported = await upload(admin, filled, { name: 'template.xlsx', lang: 'en' });
    expect(imported.statusCode, imported.body).toBe(201);
    expect(await find(who)).toHaveLength(1);
  });
});
