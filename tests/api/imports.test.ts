import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { multipart } from '../helpers/multipart';
import en from '../../domain/i18n/en.json' with { type: 'json' };

const t = useTestApp();

describe('free-trial registrations imported from a spreadsheet (POST /admin/practices/upload)', () => {
  let admin: ReturnType<typeof as>;
  const total = async () => (await admin({ method: 'GET', url: '/v1/api/admin/practices?size=1' })).json().data.total_elements as number;
  const upload = (name: string, text: string, who = admin) =>
    who({
      method: 'POST',
      url: '/v1/api/admin/practices/upload',
      headers: multipart([{ name, bytes: Buffer.from(text), field: 'file' }]).headers,
      payload: multipart([{ name, bytes: Buffer.from(text), field: 'file' }]).payload,
    });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('reads back what the list export writes: labels, related names, dates and slots', async () => {
    const exported = (
      await admin({ method: 'GET', url: '/v1/api/admin/practices/export?format=csv&sort=id:asc', headers: { 'accept-language': 'vi' } })
    ).body;
    const [header, ...lines] = exported
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const renamed = lines.slice(0, 2).map((line, i) => line.replace(/^(\d+),([^,]+),/, `$1,Học Viên Nhập ${['Một', 'Hai'][i]},`));
    const before = await total();
    const res = await upload('practices.csv', `\uFEFF${[header, ...renamed].join('\r\n')}\r\n`);
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toEqual({ created: 2 });
    expect(await total()).toBe(before + 2);

    const [original] = (await admin({ method: 'GET', url: '/v1/api/admin/practices?size=1&sort=id:asc' })).json().data.content;
    const found = (await admin({ method: 'GET', url: `/v1/api/admin/practices?search=${encodeURIComponent('Học Viên Nhập Một')}` })).json()
      .data.content;
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      branch_id: original.branch_id,
      date_of_birth: original.date_of_birth,
      mobile: original.mobile,
      schedules: original.schedules,
      registration_status: original.registration_status,
    });
  });

  it('takes English labels and field names too', async () => {
    const csv =
      "Full name,Date of birth,Branch,Preferred schedule,Parent's name,Phone number,address\r\n" +
      'Lan Anh,15/06/2016,Cơ sở Cầu Giấy,Mon | 17:00 - 18:30,Phạm Thu Hằng,0912345670,12 Trần Duy Hưng\r\n';
    const res = await upload('english.csv', csv);
    expect(res.statusCode).toBe(201);
    const [row] = (await admin({ method: 'GET', url: '/v1/api/admin/practices?search=lan%20anh' })).json().data.content;
    expect(row).toMatchObject({ date_of_birth: '2016-06-15', schedules: [{ day_of_week: '1', start_time: '17:00', end_time: '18:30' }] });
  });

  it('saves nothing when a row is wrong, and names the row and the rule', async () => {
    const before = await total();
    const csv =
      'Họ và tên,Ngày sinh,Chi nhánh đăng ký,Lịch học đăng ký,Tên phụ huynh,Số điện thoại,Địa chỉ\r\n' +
      'Minh Khôi,01/02/2015,Cơ sở Cầu Giấy,Thứ 2 | 17:00 - 18:30,Lê Văn Tám,0987000111,5 Kim Mã\r\n' +
      'Bảo Ngọc,01/02/2015,Không Có Chi Nhánh,Thứ 2 | 17:00 - 18:30,Lê Thị Chín,09x,5 Kim Mã\r\n';
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/practices/upload',
      headers: { ...multipart([{ name: 'bad.csv', bytes: Buffer.from(csv), field: 'file' }]).headers, 'accept-language': 'en' },
      payload: multipart([{ name: 'bad.csv', bytes: Buffer.from(csv), field: 'file' }]).payload,
    });
    expect(res.statusCode).toBe(422);
    const messages = res.json().errors.map((e: { message: string }) => e.message);
    expect(messages).toEqual([
      'Row 3, column “Branch”: No record has this name !',
      expect.stringMatching(/^Row 3, column “Phone number”: /),
    ]);
    expect(res.json().errors.every((e: { field: string }) => e.field.startsWith('3.'))).toBe(true);
    expect(await total()).toBe(before);
  });

  it('refuses what is not a sheet of this list', async () => {
    const expectFileError = async (res: Awaited<ReturnType<typeof upload>>) => {
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('file');
    };
    await expectFileError(await upload('photo.png', 'not a sheet'));
    await expectFileError(await upload('other.csv', 'Colour,Size\r\nred,XL\r\n'));
    await expectFileError(await upload('empty.csv', 'Họ và tên,Ngày sinh\r\n'));
    await expectFileError(await admin({ method: 'POST', url: '/v1/api/admin/practices/upload', ...multipart([], { note: 'x' }) }));
  });

  it('answers a sheet cut short on its way as a 400 on the file, not as one too large', async () => {
    const whole = multipart([
      { name: 'rows.csv', bytes: Buffer.from('Họ và tên,Ngày sinh\r\nAn,2015-01-01\r\n'.repeat(50)), field: 'file' },
    ]);
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/practices/upload',
      headers: { ...whole.headers, 'accept-language': 'en' },
      payload: whole.payload.subarray(0, whole.payload.length - 300),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'file', message: en.validation.multipart }]);
  });

  it('is gated like the list', async () => {
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await upload('x.csv', 'Họ và tên\r\nAn\r\n', teacher)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'POST', url: '/v1/api/admin/practices/upload', headers: { host: 'localhost' } })).statusCode).toBe(
      401,
    );
  });
});
