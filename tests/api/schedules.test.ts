import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
interface Item {
  kind: string;
  id: number;
  name: string;
  date: string;
  start_time: string;
  end_time: string;
  teachers: Array<{ id: number; name: string }>;
  branch: { id: number; name: string };
}
interface Conflict {
  type: string;
  date: string;
  teacher: { id: number; name: string } | null;
  occurrences: Item[];
  reason: string;
}

// 2026-03-02 is a Monday: the week under test runs to Sunday 2026-03-08.
const WEEK = 'fromDate=2026-03-02&toDate=2026-03-08';
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => values[k]);

describe('the timetable', () => {
  const t = useTestApp();
  let admin: Call;
  let branchId: number;
  let teachers: Array<{ id: number; name: string }>;
  const inBranch = () => ({ branchids: String(branchId) });
  const week = async (extra = '', headers: Record<string, string> = inBranch()) => {
    const res = await admin({ method: 'GET', url: `/v1/api/admin/schedules?${WEEK}${extra}`, headers });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: Item[]; conflicts: Conflict[]; paused: { is_enable: boolean; message: string } };
  };
  const create = async (url: string, payload: Record<string, unknown>) => {
    const res = await admin({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };
  const klass = (name: string, schedules: Array<[string, string, string]>, managerIds: number[]) =>
    create('/v1/api/admin/classes', {
      name,
      branch_id: branchId,
      auditing_status: 1,
      manager_ids: managerIds,
      schedules: schedules.map(([day_of_week, start_time, end_time]) => ({ day_of_week, start_time, end_time })),
    });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    // A branch of its own, so the week holds exactly what this file creates.
    branchId = (await create('/v1/api/admin/branches', { name: 'Cơ sở Lịch Học', auditing_status: 1 })).id;
    teachers = [];
    for (const name of ['Phạm Văn Dạy', 'Đỗ Thị Giảng']) {
      const { id } = await create('/v1/api/admin/managers', {
        name,
        date_of_birth: '1990-01-01',
        mobile: '0911222333',
        branch_id: branchId,
        degree_type: 1,
        salary_type: 'SESSION',
        salary: 200000,
        auditing_status: 1,
      });
      teachers.push({ id, name });
    }
  });

  it('puts each class slot on its weekday with its teachers, and events on their days', async () => {
    const u10 = await klass(
      'U10 Lịch',
      [
        ['1', '17:00', '18:30'],
        ['3', '17:00', '18:30'],
      ],
      [teachers[0].id],
    );
    await create('/v1/api/admin/events', {
      title: 'Trại hè tuần',
      location: 'Sân A',
      branch_id: branchId,
      start_date: '2026-03-06',
      end_date: '2026-03-07',
      auditing_status: 1,
      schedules: [
        { at_time: '15:30', content: 'Đấu tập' },
        { at_time: '07:30', content: 'Khởi động' },
      ],
    });
    await create('/v1/api/admin/events', {
      title: 'Giao hữu hằng tuần',
      location: 'Sân B',
      branch_id: branchId,
      start_date: '2026-02-15',
      end_date: '2026-02-15',
      repeat_type: 1,
      auditing_status: 1,
    });
    await create('/v1/api/admin/events', {
      title: 'Họp phụ huynh hằng tháng',
      location: 'Phòng 1',
      branch_id: branchId,
      start_date: '2026-01-04',
      end_date: '2026-01-04',
      repeat_type: 2,
      auditing_status: 1,
      schedules: [{ at_time: '09:00', content: 'Họp' }],
    });
    await create('/v1/api/admin/events', {
      title: 'Sự kiện đã qua',
      location: 'Sân C',
      branch_id: branchId,
      start_date: '2026-02-01',
      end_date: '2026-02-02',
      auditing_status: 1,
    });

    const { items, conflicts, paused } = await week();
    expect(items.map((i) => [i.kind, i.name, i.date, i.start_time, i.end_time])).toEqual(
      [
        ['class', 'U10 Lịch', '2026-03-02', '17:00', '18:30'],
        ['class', 'U10 Lịch', '2026-03-04', '17:00', '18:30'],
        ['event', 'Họp phụ huynh hằng tháng', '2026-03-04', '09:00', '09:00'],
        ['event', 'Trại hè tuần', '2026-03-06', '07:30', '15:30'],
        ['event', 'Trại hè tuần', '2026-03-07', '07:30', '15:30'],
        ['event', 'Giao hữu hằng tuần', '2026-03-08', '00:00', '23:59'],
      ].sort((a, b) => a[2].localeCompare(b[2]) || a[3].localeCompare(b[3])),
    );
    const lesson = items.find((i) => i.kind === 'class')!;
    expect(lesson).toMatchObject({ id: u10.id, branch: { id: branchId, name: 'Cơ sở Lịch Học' }, teachers: [teachers[0]] });
    expect(conflicts).toEqual([]);
    expect(paused).toEqual({ is_enable: false, message: '' });
  });

  it('answers the same at the non-admin path and narrows to the classes asked for', async () => {
    const admins = await week();
    const plain = await admin({ method: 'GET', url: `/v1/api/schedules?${WEEK}`, headers: inBranch() });
    expect(plain.json().data).toEqual(admins);
    const u10 = admins.items.find((i) => i.kind === 'class')!.id;
    const only = await week(`&classIds=${u10}`);
    expect(only.items.length).toBe(2);
    expect(only.items.every((i) => i.id === u10 && i.kind === 'class')).toBe(true);
  });

  it('leaves out inactive classes and other branches', async () => {
    await klass('Lớp tạm nghỉ', [['2', '08:00', '09:00']], []).then((c) =>
      admin({ method: 'PATCH', url: `/v1/api/admin/classes/${c.id}`, payload: { auditing_status: 0 } }),
    );
    const { items } = await week();
    expect(items.some((i) => i.name === 'Lớp tạm nghỉ')).toBe(false);
    const everywhere = await week('', {});
    expect(new Set(everywhere.items.map((i) => i.branch.id)).size).toBeGreaterThan(1);
  });

  it('flags a teacher booked in two overlapping classes, and a class booked twice, with the reason', async () => {
    await klass('U12 Trùng', [['1', '18:00', '19:00']], [teachers[0].id, teachers[1].id]);
    await klass(
      'U15 Hai buổi',
      [
        ['5', '17:00', '18:30'],
        ['5', '18:00', '19:30'],
      ],
      [teachers[1].id],
    );
    const { conflicts } = await week();
    expect(conflicts.map((c) => [c.type, c.date, c.teacher?.id ?? null, c.occurrences.map((o) => `${o.name} ${o.start_time}`)])).toEqual([
      ['teacher', '2026-03-02', teachers[0].id, ['U10 Lịch 17:00', 'U12 Trùng 18:00']],
      ['class', '2026-03-06', null, ['U15 Hai buổi 17:00', 'U15 Hai buổi 18:00']],
    ]);
    expect(conflicts[0].reason).toBe(
      fill(vi.schedules.conflicts.teacher, {
        teacher: teachers[0].name,
        first: 'U10 Lịch',
        firstTime: '17:00 - 18:30',
        second: 'U12 Trùng',
        secondTime: '18:00 - 19:00',
      }),
    );
    const english = await admin({
      method: 'GET',
      url: `/v1/api/admin/schedules?${WEEK}`,
      headers: { ...inBranch(), 'accept-language': 'en' },
    });
    expect(english.json().data.conflicts[1].reason).toBe(
      fill(en.schedules.conflicts.class, { name: 'U15 Hai buổi', firstTime: '17:00 - 18:30', secondTime: '18:00 - 19:30' }),
    );
  });

  it('says when the timetable is paused, with the schedule mode message', async () => {
    const message = 'Nghỉ Tết từ 01/02 đến 10/02';
    const set = (is_enable: boolean, text: string) =>
      admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { schedule_settings: { is_enable, message: text } } });
    expect((await set(true, message)).statusCode).toBe(200);
    expect((await week()).paused).toEqual({ is_enable: true, message });
    await set(false, '');
  });

  it("refuses a missing, reversed, too long or malformed range with a 400 in the reader's language", async () => {
    const get = (query: string, lang = 'vi') =>
      admin({ method: 'GET', url: `/v1/api/admin/schedules?${query}`, headers: { 'accept-language': lang } });
    const missing = await get('fromDate=2026-03-02');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', message: vi.schedules.errors.day });
    expect((await get('fromDate=2026-03-10&toDate=2026-03-02', 'en')).json()).toMatchObject({
      code: 'RANGE_REVERSED',
      message: en.schedules.errors.order,
    });
    const long = await get('fromDate=2026-01-01&toDate=2026-03-04');
    expect(long.statusCode).toBe(400);
    expect(long.json().code).toBe('RANGE_TOO_LONG');
    expect(long.json().message).toBe(fill(vi.schedules.errors.tooLong, { days: '62' }));
    expect((await get('fromDate=2026-01-01&toDate=2026-03-03')).statusCode).toBe(200);
    expect((await get('fromDate=2026-02-30&toDate=2026-03-03')).statusCode).toBe(400);
    expect((await get(`${WEEK}&classIds=abc`)).statusCode).toBe(400);
    expect((await get(`${WEEK}&page=1`)).statusCode).toBe(400);
  });

  it('is closed without a session, to other roles and to a package without schedules', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/v1/api/admin/schedules?${WEEK}` })).statusCode).toBe(401);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'GET', url: `/v1/api/schedules?${WEEK}` })).statusCode).toBe(403);
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: `/v1/api/schedules?${WEEK}` })).statusCode).toBe(200);

    const full = await t.db.selectFrom('packages').select(['id', 'features']).where('code', '=', 'full').executeTakeFirstOrThrow();
    await t.db
      .updateTable('packages')
      .set({ features: (full.features as string[]).filter((f) => f !== 'general.schedule') })
      .where('id', '=', full.id)
      .execute();
    try {
      const res = await admin({ method: 'GET', url: `/v1/api/admin/schedules?${WEEK}` });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    } finally {
      await t.db.updateTable('packages').set({ features: full.features }).where('id', '=', full.id).execute();
    }
  });
});
