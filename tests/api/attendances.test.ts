import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
interface Row {
  player_id: number;
  manager_id: number;
  name: string;
  check_in: number;
  units: number;
  note: string | null;
  number_of_units: number;
  guest: boolean;
  time_off: { status: number } | null;
}

const today = academyToday(DEFAULT_TIME_ZONE);
const DEFAULT_POLICY = {
  is_own_setting_enable: true,
  max_own: 2,
  is_time_off_setting_enable: true,
  max_time_off: 4,
  is_multi_attendee_enable: false,
  max_unit_per_lesson: 1,
  time_limit_in_days: 7,
};

describe('attendance of players and teachers', () => {
  const t = useTestApp();
  let admin: Call;
  let manager: Call;
  let classes: Array<{ id: number; branch_id: number; name: string; manager_ids: number[] }>;
  let branchIds: number[];

  const policy = (patch: Partial<typeof DEFAULT_POLICY>) =>
    admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: { ...DEFAULT_POLICY, ...patch } } });
  const attendancePoints = (value: number) =>
    admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: {
        point_settings: {
          actions: [
            { id: 1, value },
            { id: 2, value: 100 },
            { id: 3, value: 5 },
            { id: 4, value: 50 },
          ],
          level: [
            { id: 0, benchmarks: 0 },
            { id: 1, benchmarks: 200 },
            { id: 2, benchmarks: 500 },
            { id: 3, benchmarks: 1000 },
            { id: 4, benchmarks: 2000 },
          ],
        },
      },
    });
  const roster = async (classId: number, date = today, call = admin) => {
    const res = await call({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classId}&date=${date}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as {
      content: Row[];
      counts: Record<string, number>;
      max_units: number;
      locked: string | null;
      locked_message?: string;
      class: { name: string };
    };
  };
  const save = (classId: number, rows: Array<Record<string, unknown>>, opts: { date?: string; lang?: string; call?: Call } = {}) =>
    (opts.call ?? admin)({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      headers: { 'accept-language': opts.lang ?? 'vi' },
      payload: { class_id: classId, at_date: opts.date ?? today, player_check_in: rows },
    });
  const player = async (id: number) =>
    t.db.selectFrom('players').select(['number_of_units', 'points', 'name']).where('id', '=', id).executeTakeFirstOrThrow();
  const setBalance = (id: number, units: number) =>
    t.db.updateTable('players').set({ number_of_units: units }).where('id', '=', id).execute();
  /** Two players of a class, their balances set, and nothing marked for them today. */
  const twoPlayers = async (classId: number, balances: [number, number]) => {
    const [a, b] = (await roster(classId)).content.filter((r) => !r.guest);
    await setBalance(a.player_id, balances[0]);
    await setBalance(b.player_id, balances[1]);
    return [a, b];
  };

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
    branchIds = [...new Set(classes.map((c) => c.branch_id))];
    await attendancePoints(0);
  });
  beforeEach(async () => {
    expect((await policy({})).statusCode).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classes[0].id}&date=${today}` });
    expect(res.statusCode).toBe(401);
  });

  it("lists a class's active players and guests with their sessions left, nothing marked yet today", async () => {
    const klass = classes[0];
    const data = await roster(klass.id);
    const members = await t.db
      .selectFrom('players')
      .select('id')
      .where('class_id', '=', klass.id)
      .where('auditing_status', '=', 1)
      .where('deleted_at', 'is', null)
      .execute();
    const guests = await t.db
      .selectFrom('player_classes')
      .select('player_id')
      .where('class_id', '=', klass.id)
      .where('deleted_at', 'is', null)
      .execute();
    expect(data.class.name).toBe(klass.name);
    expect(
      data.content
        .filter((r) => !r.guest)
        .map((r) => r.player_id)
        .sort(),
    ).toEqual(members.map((m) => m.id).sort());
    expect(data.content.filter((r) => r.guest)).toHaveLength(guests.length);
    expect(data.content.every((r) => r.check_in === -1 && typeof r.number_of_units === 'number')).toBe(true);
    expect(data.counts).toEqual({ present: 0, absent: 0, none: data.content.length });
    expect(data).toMatchObject({ max_units: 1, locked: null });
  });

  it("shows a player's leave request for the day on their row", async () => {
    const leave = await t.db
      .selectFrom('time_offs as o')
      .innerJoin('players as p', 'p.id', 'o.player_id')
      .select(['o.player_id', 'o.at_date', 'o.status', 'p.class_id'])
      .where('p.auditing_status', '=', 1)
      .where('o.academy_id', '=', 1)
      .orderBy('o.id')
      .executeTakeFirstOrThrow();
    const row = (await roster(leave.class_id as number, leave.at_date as string)).content.find((r) => r.player_id === leave.player_id)!;
    expect(row.time_off).toMatchObject({ status: leave.status });
  });

  it('takes a session for a present check-in, none for re-saving it, and gives it back when made absent', async () => {
    const klass = classes[1];
    const [a, b] = await twoPlayers(klass.id, [5, 5]);
    const first = await save(klass.id, [
      { player_id: a.player_id, check_in: 1 },
      { player_id: b.player_id, check_in: 0, note: 'Ốm' },
    ]);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(vi.attendance.saved);
    expect(first.json().data.counts).toMatchObject({ present: 1, absent: 1 });
    expect((await player(a.player_id)).number_of_units).toBe(4);
    expect((await player(b.player_id)).number_of_units).toBe(5);

    expect(
      (
        await save(klass.id, [
          { player_id: a.player_id, check_in: 1 },
          { player_id: b.player_id, check_in: 0, note: 'Ốm' },
        ])
      ).statusCode,
    ).toBe(200);
    expect((await player(a.player_id)).number_of_units).toBe(4);

    // A row sent without a note (a month grid cell) keeps the note it has.
    const kept = await save(klass.id, [{ player_id: b.player_id, check_in: 0 }]);
    expect(kept.json().data.content.find((r: Row) => r.player_id === b.player_id).note).toBe('Ốm');

    const back = await save(klass.id, [{ player_id: a.player_id, check_in: 0 }]);
    expect(back.json().data.content.find((r: Row) => r.player_id === a.player_id)).toMatchObject({ check_in: 0, number_of_units: 5 });
    expect((await player(a.player_id)).number_of_units).toBe(5);

    const cleared = await save(klass.id, [
      { player_id: a.player_id, check_in: -1, note: '' },
      { player_id: b.player_id, check_in: -1, note: null },
    ]);
    expect(cleared.json().data.counts).toMatchObject({ present: 0, absent: 0 });
    const left = await t.db.selectFrom('attendances').select('id').where('class_id', '=', klass.id).where('at_date', '=', today).execute();
    expect(left).toHaveLength(0);
  });

  it('takes one session and keeps one mark however many saves of the same check-in arrive at once', async () => {
    // A class no other test of the file marks.
    const klass = classes[10];
    const [a] = await twoPlayers(klass.id, [5, 5]);
    const saves = await Promise.all(Array.from({ length: 4 }, () => save(klass.id, [{ player_id: a.player_id, check_in: 1 }])));
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await player(a.player_id)).number_of_units).toBe(4);
    const marks = await t.db
      .selectFrom('attendances')
      .select('id')
      .where('class_id', '=', klass.id)
      .where('player_id', '=', a.player_id)
      .where('at_date', '=', today)
      .execute();
    expect(marks).toHaveLength(1);
  });

  it('lets a balance go below zero only as far as the learning-debt limit', async () => {
    const klass = classes[2];
    await policy({ is_own_setting_enable: true, max_own: 2, is_multi_attendee_enable: true, max_unit_per_lesson: 3 });
    const [a] = await twoPlayers(klass.id, [1, 0]);
    const mark = async (units: number, check_in = 1) => {
      const res = await save(klass.id, [{ player_id: a.player_id, check_in, units }], { lang: 'en' });
      return { status: res.statusCode, body: res.json(), balance: (await player(a.player_id)).number_of_units };
    };
    expect(await mark(3)).toMatchObject({ status: 200, balance: -2 });
    // Three sessions made one: two given back.
    expect(await mark(1)).toMatchObject({ status: 200, balance: 0 });
    expect(await mark(3)).toMatchObject({ status: 200, balance: -2 });
    expect(await mark(1, 0)).toMatchObject({ status: 200, balance: 1 });

    await setBalance(a.player_id, -2);
    const past = await mark(1);
    expect(past).toMatchObject({ status: 422, balance: -2 });
    expect(past.body.message).toBe(en.attendance.errors.debtLimit.replace('{{name}}', a.name).replace('{{max}}', '2'));
    expect(past.body.errors).toEqual([{ field: 'player_check_in.0.check_in', message: past.body.message }]);
    expect((await roster(klass.id)).content.find((r) => r.player_id === a.player_id)!.check_in).toBe(0);
  });

  it('refuses the whole save, naming the player, when learning debt is off', async () => {
    const klass = classes[3];
    await policy({ is_own_setting_enable: false });
    const [rich, broke] = await twoPlayers(klass.id, [3, 0]);
    const rows = [
      { player_id: rich.player_id, check_in: 1 },
      { player_id: broke.player_id, check_in: 1 },
    ];
    const res = await save(klass.id, rows, { lang: 'en' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: en.attendance.errors.noSessions.replace('{{name}}', broke.name),
    });
    expect(res.json().errors).toEqual([{ field: 'player_check_in.1.check_in', message: expect.stringContaining(broke.name) }]);
    const inVietnamese = await save(klass.id, rows, { lang: 'vi' });
    expect(inVietnamese.json().message).toBe(vi.attendance.errors.noSessions.replace('{{name}}', broke.name));
    // Nothing was saved, not even the player who had sessions.
    expect((await player(rich.player_id)).number_of_units).toBe(3);
    expect((await roster(klass.id)).content.find((r) => r.player_id === rich.player_id)!.check_in).toBe(-1);
    // Absent needs no session.
    expect((await save(klass.id, [{ player_id: broke.player_id, check_in: 0 }])).statusCode).toBe(200);
  });

  it('counts several sessions per check-in only when multiple attendance is on, up to its maximum', async () => {
    const klass = classes[4];
    const [a] = await twoPlayers(klass.id, [10, 10]);
    const off = await save(klass.id, [{ player_id: a.player_id, check_in: 1, units: 2 }], { lang: 'en' });
    expect(off.statusCode).toBe(422);
    expect(off.json().errors).toEqual([{ field: 'player_check_in.0.units', message: en.attendance.errors.singleUnit }]);

    await policy({ is_multi_attendee_enable: true, max_unit_per_lesson: 2 });
    expect((await roster(klass.id)).max_units).toBe(2);
    const tooMany = await save(klass.id, [{ player_id: a.player_id, check_in: 1, units: 3 }], { lang: 'en' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors[0]).toEqual({
      field: 'player_check_in.0.units',
      message: en.attendance.errors.tooManyUnits.replace('{{max}}', '2'),
    });
    expect((await save(klass.id, [{ player_id: a.player_id, check_in: 1, units: 2 }])).statusCode).toBe(200);
    expect((await player(a.player_id)).number_of_units).toBe(8);
    // Absent counts no session whatever units are sent.
    expect((await save(klass.id, [{ player_id: a.player_id, check_in: 0, units: 2 }])).statusCode).toBe(200);
    expect((await player(a.player_id)).number_of_units).toBe(10);
  });

  it('refuses days past the time limit and days in the future, unless the limit is off for the past', async () => {
    const klass = classes[5];
    const [a] = await twoPlayers(klass.id, [10, 10]);
    const old = addDays(today, -8);
    const tooOld = await save(klass.id, [{ player_id: a.player_id, check_in: 1 }], { date: old, lang: 'en' });
    expect(tooOld.statusCode).toBe(422);
    expect(tooOld.json().errors).toEqual([{ field: 'at_date', message: en.attendance.errors.tooOld.replace('{{days}}', '7') }]);
    expect(await roster(klass.id, old)).toMatchObject({ locked: 'tooOld' });
    expect((await save(klass.id, [{ player_id: a.player_id, check_in: 1 }], { date: addDays(today, -7) })).statusCode).toBe(200);

    const future = await save(klass.id, [{ player_id: a.player_id, check_in: 1 }], { date: addDays(today, 1), lang: 'en' });
    expect(future.statusCode).toBe(422);
    expect(future.json().message).toBe(en.attendance.errors.futureDay);

    await policy({ time_limit_in_days: 0 });
    expect((await save(klass.id, [{ player_id: a.player_id, check_in: 1 }], { date: addDays(today, -60) })).statusCode).toBe(200);
    expect((await save(klass.id, [{ player_id: a.player_id, check_in: 1 }], { date: addDays(today, 1) })).statusCode).toBe(422);
  });

  it('gives the attendance points for a new present check-in and takes them back when undone', async () => {
    const klass = classes[6];
    const [a] = await twoPlayers(klass.id, [10, 10]);
    await attendancePoints(10);
    try {
      const start = Number((await player(a.player_id)).points);
      await save(klass.id, [{ player_id: a.player_id, check_in: 1 }]);
      expect(Number((await player(a.player_id)).points)).toBe(start + 10);
      await save(klass.id, [{ player_id: a.player_id, check_in: 1 }]);
      expect(Number((await player(a.player_id)).points)).toBe(start + 10);
      await save(klass.id, [{ player_id: a.player_id, check_in: 0 }]);
      expect(Number((await player(a.player_id)).points)).toBe(start);
      await attendancePoints(0);
      await save(klass.id, [{ player_id: a.player_id, check_in: 1 }]);
      expect(Number((await player(a.player_id)).points)).toBe(start);
    } finally {
      await attendancePoints(0);
    }
  });

  it("answers a class's month as players × lesson days with totals per row and per day", async () => {
    const klass = classes[0];
    const month = addDays(today.slice(0, 8) + '01', -1).slice(0, 7);
    const res = await admin({ method: 'GET', url: `/v1/api/admin/attendances?classId=${klass.id}&month=${month}` });
    expect(res.statusCode).toBe(200);
    const grid = res.json().data;
    const records = await t.db
      .selectFrom('attendances')
      .select(['player_id', 'at_date', 'check_in'])
      .where('class_id', '=', klass.id)
      .where('player_id', 'is not', null)
      .where('at_date', '>=', `${month}-01`)
      .where('at_date', '<=', `${month}-31`)
      .execute();
    expect(records.length).toBeGreaterThan(0);
    const schedule = (await t.db.selectFrom('classes').select('schedules').where('id', '=', klass.id).executeTakeFirstOrThrow())
      .schedules as Array<{ day_of_week: string }>;
    const weekdays = schedule.map((s) => Number(s.day_of_week) % 7);
    for (const day of grid.days) expect(weekdays).toContain(new Date(`${day.date}T00:00:00Z`).getUTCDay());
    expect(grid.days.every((d: { lesson: boolean }) => d.lesson)).toBe(true);
    const present = records.filter((r) => r.check_in === 1).length;
    const absent = records.filter((r) => r.check_in === 0).length;
    expect({ present: grid.present, absent: grid.absent }).toEqual({ present, absent });
    expect(grid.content.reduce((s: number, r: { present: number }) => s + r.present, 0)).toBe(present);
    for (const day of grid.days) {
      expect(day.present).toBe(records.filter((r) => r.at_date === day.date && r.check_in === 1).length);
    }
    const one = grid.content.find((r: { player_id: number }) => r.player_id === records[0].player_id);
    expect(one.cells[records[0].at_date as string]).toEqual({ check_in: records[0].check_in, units: 1 });
    expect(one.present).toBe(records.filter((r) => r.player_id === one.player_id && r.check_in === 1).length);

    const bad = await admin({ method: 'GET', url: `/v1/api/admin/attendances?classId=${klass.id}&month=2025-13` });
    expect(bad.statusCode).toBe(400);
  });

  it("takes the class's teachers' attendance and shows it in their month view", async () => {
    const klass = classes[7];
    const res = await admin({ method: 'GET', url: `/v1/api/admin/attendances/teacher?classId=${klass.id}&date=${today}` });
    expect(res.statusCode).toBe(200);
    const teachers = res.json().data.content as Row[];
    expect(teachers.map((r) => r.manager_id).sort()).toEqual([...klass.manager_ids].sort());
    const saved = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/teachers',
      payload: { class_id: klass.id, at_date: today, teacher_check_in: [{ manager_id: teachers[0].manager_id, check_in: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.counts.present).toBe(1);
    const grid = (
      await admin({ method: 'GET', url: `/v1/api/admin/attendances/teacher-view?classId=${klass.id}&month=${today.slice(0, 7)}` })
    ).json().data;
    const row = grid.content.find((r: { manager_id: number }) => r.manager_id === teachers[0].manager_id);
    expect(row.cells[today]).toEqual({ check_in: 1, units: 1 });
    expect(grid.days.find((d: { date: string }) => d.date === today)).toMatchObject({ present: 1, editable: true });
    const wrongKind = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/teachers',
      payload: { class_id: klass.id, at_date: today, teacher_check_in: [{ player_id: 1, check_in: 1 }] },
    });
    expect(wrongKind.statusCode).toBe(422);
  });

  it("answers a person's check-ins in a range, newest first, with class, branch and counts", async () => {
    const someone = await t.db
      .selectFrom('attendances')
      .select('player_id')
      .where('player_id', 'is not', null)
      .where('academy_id', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const from = addDays(today, -60);
    const records = await t.db
      .selectFrom('attendances')
      .select(['check_in', 'at_date'])
      .where('player_id', '=', someone.player_id)
      .where('at_date', '>=', from)
      .where('at_date', '<=', today)
      .execute();
    const res = await admin({
      method: 'GET',
      url: `/v1/api/players/${someone.player_id}/attendances?fromDate=${from}&toDate=${today}&size=5`,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      total_elements: records.length,
      present: records.filter((r) => r.check_in === 1).length,
      absent: records.filter((r) => r.check_in === 0).length,
      size: 5,
    });
    expect(data.content).toHaveLength(Math.min(5, records.length));
    const dates = data.content.map((r: { at_date: string }) => r.at_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.content[0]).toMatchObject({ class_name: expect.any(String), branch_name: expect.stringMatching(/^Cơ sở/) });

    const teacher = classes[0].manager_ids[0];
    const taught = await admin({ method: 'GET', url: `/v1/api/managers/${teacher}/attendances?fromDate=${from}&toDate=${today}` });
    expect(taught.statusCode).toBe(200);
    expect(taught.json().data.present).toBeGreaterThan(0);

    expect((await admin({ method: 'GET', url: '/v1/api/players/999999/attendances' })).statusCode).toBe(404);
    expect(
      (await admin({ method: 'GET', url: `/v1/api/players/${someone.player_id}/attendances?fromDate=${today}&toDate=${from}` })).statusCode,
    ).toBe(400);
    expect((await admin({ method: 'GET', url: `/v1/api/players/${someone.player_id}/attendances?fromDate=nope` })).statusCode).toBe(400);
  });

  it("keeps a manager to their own branches' classes", async () => {
    const own = classes.find((c) => c.branch_id === branchIds[0])!;
    const other = classes.find((c) => c.branch_id === branchIds[2])!;
    expect((await roster(own.id, today, manager)).content.length).toBeGreaterThan(0);
    const seen = await manager({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${other.id}&date=${today}` });
    expect(seen.statusCode).toBe(404);
    const member = (await roster(other.id)).content[0];
    const saved = await save(other.id, [{ player_id: member.player_id, check_in: 1 }], { call: manager });
    expect(saved.statusCode).toBe(404);
    expect(
      (await manager({ method: 'GET', url: `/v1/api/admin/attendances?classId=${other.id}&month=${today.slice(0, 7)}` })).statusCode,
    ).toBe(404);
    expect((await manager({ method: 'GET', url: `/v1/api/players/${member.player_id}/attendances` })).statusCode).toBe(404);
  });

  it('refuses a teacher, and any academy whose package lacks attendance', async () => {
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    const asTeacher = await teacher({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classes[0].id}&date=${today}` });
    expect(asTeacher.statusCode).toBe(403);
    expect(asTeacher.json().code).toBe('FORBIDDEN_ROLE');

    const full = await t.db.selectFrom('packages').select(['id', 'features']).where('code', '=', 'full').executeTakeFirstOrThrow();
    const without = (full.features as string[]).filter((f) => f !== 'general.attendance');
    await t.db.updateTable('packages').set({ features: without }).where('id', '=', full.id).execute();
    try {
      for (const url of [`/v1/api/admin/attendances/teacher?classId=${classes[0].id}&date=${today}`, `/v1/api/players/1/attendances`]) {
        const res = await admin({ method: 'GET', url });
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
      }
    } finally {
      await t.db.updateTable('packages').set({ features: full.features }).where('id', '=', full.id).execute();
    }
  });

  it('flags each player with an unpaid fee, and with sessions left at or below the threshold for telling the parent', async () => {
    const klass = classes[5];
    const { low_sessions_threshold: threshold } = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.email_settings;
    const [a, b] = await twoPlayers(klass.id, [threshold, threshold + 1]);
    const { category_id } = await t.db
      .selectFrom('transaction_categories')
      .select('id as category_id')
      .where('category_type', '=', 3)
      .executeTakeFirstOrThrow();
    const fee = {
      title: 'Học phí tháng 12',
      category_id,
      branch_id: klass.branch_id,
      player_id: a.player_id,
      amount: 900_000,
      at_date: today,
    };
    const booked = await admin({
      method: 'POST',
      url: '/v1/api/admin/transactions',
      payload: { ...fee, payment_type: 1, transaction_status: 4 },
    });
    expect(booked.statusCode, booked.body).toBe(201);

    const rows = (await roster(klass.id)).content as Array<Row & { id: number; fee_unpaid: boolean; low_balance: boolean }>;
    const owing = new Set(
      (
        await t.db
          .selectFrom('revenues')
          .select('player_id')
          .where('transaction_status', 'in', [2, 3, 4])
          .where('deleted_at', 'is', null)
          .execute()
      ).map((r) => r.player_id),
    );
    expect(rows.map((r) => r.fee_unpaid)).toEqual(rows.map((r) => owing.has(r.id)));
    expect(rows.map((r) => r.low_balance)).toEqual(rows.map((r) => r.number_of_units <= threshold));
    expect(rows.find((r) => r.id === a.player_id)).toMatchObject({ fee_unpaid: true, low_balance: true });
    expect(rows.find((r) => r.id === b.player_id)).toMatchObject({ low_balance: false });
  });

  it('answers 404 for an unknown class and 422 for a body that does not fit', async () => {
    const unknown = await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=999999&date=${today}` });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classes[0].id}&date=2025-02-30` })).statusCode,
    ).toBe(400);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classes[0].id}` })).statusCode).toBe(400);

    const klass = classes[8];
    const [a] = (await roster(klass.id)).content;
    const bad = (payload: unknown) =>
      admin({ method: 'POST', url: '/v1/api/admin/attendances/players', headers: { 'accept-language': 'en' }, payload: payload as object });
    const cases: Array<[unknown, string]> = [
      [{ at_date: today, player_check_in: [] }, 'class_id'],
      [{ class_id: klass.id, at_date: 'yesterday', player_check_in: [] }, 'at_date'],
      [{ class_id: klass.id, at_date: today, player_check_in: [{ player_id: a.player_id, check_in: 2 }] }, 'player_check_in.0.check_in'],
      [
        { class_id: klass.id, at_date: today, player_check_in: [{ player_id: a.player_id, check_in: 1, units: 0 }] },
        'player_check_in.0.units',
      ],
      [
        { class_id: klass.id, at_date: today, player_check_in: [{ player_id: a.player_id, check_in: 1, note: 'x'.repeat(501) }] },
        'player_check_in.0.note',
      ],
      [
        { class_id: klass.id, at_date: today, player_check_in: [{ player_id: a.player_id, check_in: 1, extra: 1 }] },
        'player_check_in.0.extra',
      ],
      [
        {
          class_id: klass.id,
          at_date: today,
          player_check_in: [
            { player_id: a.player_id, check_in: 1 },
            { player_id: a.player_id, check_in: 0 },
          ],
        },
        'player_check_in.1.player_id',
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await bad(payload);
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    const stranger = (await roster(classes[9].id)).content.find((r) => !r.guest)!;
    const notHere = await bad({ class_id: klass.id, at_date: today, player_check_in: [{ player_id: stranger.player_id, check_in: 1 }] });
    expect(notHere.statusCode).toBe(422);
    expect(notHere.json().errors).toEqual([{ field: 'player_check_in.0.player_id', message: en.attendance.errors.notInClass }]);
    expect((await bad({ class_id: 999999, at_date: today, player_check_in: [] })).statusCode).toBe(404);
  });
});
