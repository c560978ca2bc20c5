/**
 * Input as people type it, through the API: phones written with spaces, dots or
 * +84 are kept as 0912345678 (forms, the academy's details, the public free-trial
 * form, imports, and phones saved before), a search typed with spaces finds them;
 * codes take - . _; times take seconds; a birth date after today is refused by
 * name; players and customers filter by point range (spec §3).
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { academyToday } from '../../server/core/academy-clock';
import { keepPhonesInStoredForm, STORED_PHONES_STEP } from '../../server/db/stored-phones';
import { as, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import { loadCatalogue } from '../../server/core/catalogue';
import { dynamicDb } from '../../server/db/dynamic-db';

const t = useTestApp();
let admin: ReturnType<typeof as>;
let branchId: number;
let classId: number;

const player = (extra: object) => ({
  name: 'Trần Minh Khôi',
  date_of_birth: '2015-04-12',
  branch_id: branchId,
  class_id: classId,
  parent_name: 'Trần Văn Bình',
  mobile: '0912345678',
  ...extra,
});
const tomorrow = () => new Date(Date.parse(`${academyToday(DEFAULT_TIME_ZONE)}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const [first] = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1' })).json().data.content;
  branchId = first.branch_id;
  classId = first.id;
});

describe('phones as people type them', () => {
  it('keeps a player\'s "+84 981 234 567" as 0981234567, found by a search typed with spaces or dots', async () => {
    const res = await admin({ method: 'POST', url: '/v1/api/players', payload: player({ mobile: '+84 981 234 567' }) });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.mobile).toBe('0981234567');
    for (const search of ['0981 234', '0981.234.567', '+84 981 234']) {
      const found = (await admin({ method: 'GET', url: `/v1/api/admin/players?search=${encodeURIComponent(search)}` })).json().data.content;
      expect(found.map((p: { id: number }) => p.id)).toContain(res.json().data.id);
    }
  });

  it("keeps the academy's own phone, typed with spaces, as digits", async () => {
    const mine = (await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy' })).json().data;
    const details = Object.fromEntries(
      ['name', 'director', 'size', 'city', 'address', 'account_name', 'account_number', 'bank_name'].map((k) => [k, mine[k]]),
    );
    const res = await admin({
      method: 'PUT',
      url: `/v1/api/admin/academies/${mine.id}`,
      payload: { ...details, primary_contact: '0243 812 3456' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.primary_contact).toBe('02438123456');
  });

  it('keeps a free-trial visitor\'s "0912.345.611" as 0912345611', async () => {
    const { id } = (await t.app.inject({ url: '/v1/api/public/settings', headers: { host: DEMO_HOST } })).json().data.academy;
    const [branch] = (await t.app.inject({ url: `/v1/api/public/branches/eras?academyId=${id}`, headers: { host: DEMO_HOST } })).json()
      .data;
    const payload = {
      name: 'Vũ Hải Đăng',
      date_of_birth: '2016-04-02',
      branch_id: branch.id,
      schedules: [branch.schedules[0]],
      parent_name: 'Vũ Văn Nam',
      mobile: '0912.345.611',
      address: '12 Trần Duy Hưng',
    };
    const res = await t.app.inject({ method: 'POST', url: '/v1/api/public/practices', payload, headers: { host: DEMO_HOST } });
    expect(res.statusCode).toBe(201);
    const [row] = (await admin({ method: 'GET', url: '/v1/api/admin/practices?search=vu%20hai%20dang' })).json().data.content;
    expect(row.mobile).toBe('0912345611');
  });

  it('keeps an imported phone typed with spaces, or without its 0 as a spreadsheet number drops it, as digits', async () => {
    const csv =
      'Họ và tên,Ngày sinh,Chi nhánh đăng ký,Lịch học đăng ký,Tên phụ huynh,Số điện thoại,Địa chỉ\r\n' +
      'Lê Gia Huy,15/06/2016,Cơ sở Cầu Giấy,Thứ 2 | 17:00:00 - 18:30:00,Lê Thu Hà,0912 345 622,12 Trần Duy Hưng\r\n' +
      'Lê Gia Hân,15/06/2017,Cơ sở Cầu Giấy,Thứ 2 | 17:00 - 18:30,Lê Thu Hà,912345633,12 Trần Duy Hưng\r\n';
    const form = multipart([{ name: 'practices.csv', bytes: Buffer.from(csv), field: 'file' }]);
    const res = await admin({ method: 'POST', url: '/v1/api/admin/practices/upload', headers: form.headers, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const rows = (await admin({ method: 'GET', url: '/v1/api/admin/practices?search=le%20gia&sort=name:asc' })).json().data.content;
    expect(rows.map((r: { mobile: string }) => r.mobile).sort()).toEqual(['0912345622', '0912345633']);
    expect(rows[0].schedules[0]).toMatchObject({ start_time: '17:00', end_time: '18:30' });
  });

  it('brings phones saved before in another form to 0912345678 once, with their search text', async () => {
    const { id } = (
      await admin({
        method: 'POST',
        url: '/v1/api/admin/customers',
        payload: { name: 'Đỗ Thị Mai', mobile: '0912345644', points: 0, level: 0 },
      })
    ).json().data;
    await t.db
      .updateTable('customers')
      .set({ mobile: '+84 912 345 644', search_text: 'do thi mai +84 912 345 644' })
      .where('id', '=', id)
      .execute();
    await sql`delete from schema_migrations where name = ${STORED_PHONES_STEP}`.execute(t.db);
    await keepPhonesInStoredForm(t.db, loadCatalogue());
    const row = await t.db.selectFrom('customers').select(['mobile', 'search_text']).where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ mobile: '0912345644', search_text: 'do thi mai 0912345644' });
  });

  it('refuses a phone with letters, naming the field', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/players',
      payload: player({ mobile: '0912 34x 678' }),
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toContainEqual({ field: 'mobile', message: 'This is a field where only numeric characters are entered !' });
  });
});

describe('codes, times and birth dates', () => {
  it('takes a product code with hyphens, dots and underscores', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/products',
      payload: { name: 'Áo đấu sân nhà', code: 'AO-2026.S_M', retail_price: 250000, selling_price: 200000, auditing_status: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.code).toBe('AO-2026.S_M');
  });

  it('takes a pick-up time as HH:mm:ss and keeps HH:mm', async () => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/bus-stops',
      payload: { name: 'Cổng Công viên Cầu Giấy', branch_id: branchId, pickup_time: '06:45:00', auditing_status: 1 },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.pickup_time).toBe('06:45');
  });

  it("refuses a birth date after the academy's today with a 422 naming the field, in the caller's language", async () => {
    for (const [lang, message] of [
      ['vi', 'Ngày không được ở tương lai !'],
      ['en', 'The date cannot be in the future !'],
    ]) {
      const res = await admin({
        method: 'POST',
        url: '/v1/api/players',
        payload: player({ date_of_birth: tomorrow() }),
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, errors: [{ field: 'date_of_birth', message }] });
    }
    expect(
      (
        await admin({
          method: 'POST',
          url: '/v1/api/players',
          payload: player({ name: 'Trần Sơ Sinh', date_of_birth: academyToday(DEFAULT_TIME_ZONE) }),
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('the point-range filter (spec §3)', () => {
  const RANGES: Record<string, [number, number]> = {
    gt1000: [1001, Infinity],
    '800-1000': [800, 1000],
    '500-800': [500, 799],
    '300-500': [300, 499],
    '200-300': [200, 299],
    lt200: [-Infinity, 199],
  };

  it.each([
    ['players', 'admin/players'],
    ['customers', 'admin/customers'],
  ])('narrows the %s list to the ranges asked, edges included', async (table, path) => {
    const ids = (await admin({ method: 'GET', url: `/v1/api/${path}?size=8&sort=id:asc` }))
      .json()
      .data.content.map((r: { id: number }) => r.id);
    const points = [1001, 1000, 800, 799, 500, 300, 200, 199];
    for (const [i, id] of ids.entries()) await dynamicDb(t.db).updateTable(table).set({ points: points[i] }).where('id', '=', id).execute();
    for (const [range, [min, max]] of Object.entries(RANGES)) {
      const { content, total_elements } = (await admin({ method: 'GET', url: `/v1/api/${path}?pointRanges=${range}&size=100` })).json()
        .data;
      expect(total_elements).toBeGreaterThan(0);
      expect(content.every((r: { points: number }) => r.points >= min && r.points <= max)).toBe(true);
    }
    const two = (await admin({ method: 'GET', url: `/v1/api/${path}?pointRanges=gt1000,800-1000&size=100&sort=id:asc` })).json().data
      .content;
    expect(new Set(two.filter((r: { id: number }) => ids.includes(r.id)).map((r: { points: number }) => r.points))).toEqual(
      new Set([1001, 1000, 800]),
    );
    const refused = await admin({ method: 'GET', url: `/v1/api/${path}?pointRanges=900-950`, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('gt1000, 800-1000, 500-800, 300-500, 200-300, lt200');
  });
});
