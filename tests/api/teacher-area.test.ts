/**
 * The teachers' area (`/v1/api/teacher/...`): a login is a teacher through the teacher record
 * linked to it; it reads its lessons and rosters and marks them through the office's own save
 * (sessions, parents' messages), once per Idempotency-Key, and a change the office overtook is
 * answered 409 with both values and left alone; and it reads its own sessions, pay and leave.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import type { TeacherRoster } from '../../domain/teacher-area';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';
import { sentencesNotIn } from '../helpers/language';

const t = useTestApp();
const today = academyToday(DEFAULT_TIME_ZONE);
type Call = ReturnType<typeof as>;
let admin: Call;
let teacher: Call;
let teacherId: number;
let teacherClasses: number[];
let otherClass: number;

const classesTaughtBy = async (managerId: number) =>
  (
    await sql<{ id: number }>`select id from classes where academy_id = 1 and deleted_at is null and auditing_status = 1
      and manager_ids @> ${JSON.stringify([managerId])}::jsonb order by id`.execute(t.db)
  ).rows.map((r) => r.id);
const rosterOf = async (classId: number, call = teacher) => {
  const res = await call({ method: 'GET', url: `/v1/api/teacher/classes/${classId}/days/${today}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as TeacherRoster;
};
const save = (classId: number, payload: object, headers: Record<string, string> = {}, call = teacher) =>
  call({ method: 'POST', url: `/v1/api/teacher/classes/${classId}/days/${today}/marks`, payload, headers });
const unitsOf = async (playerId: number) =>
  Number((await t.db.selectFrom('players').select('number_of_units').where('id', '=', playerId).executeTakeFirstOrThrow()).number_of_units);
const absenceMessages = async (playerId: number) =>
  Number(
    (
      await sql<{
        n: number;
      }>`select count(*)::int as n from notifications where academy_id = 1 and event = 'PLAYER_ABSENT' and player_id = ${playerId}`.execute(
        t.db,
      )
    ).rows[0].n,
  );
const seenOf = (p: { check_in: number; note: string | null }) => ({ check_in: p.check_in, note: p.note });

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
  const linked = await sql<{ id: number }>`select m.id from managers m join users u on u.id = m.user_id
    where u.academy_id = 1 and u.user_name = 'teacher'`.execute(t.db);
  teacherId = linked.rows[0].id;
  teacherClasses = await classesTaughtBy(teacherId);
  otherClass = (
    await sql<{ id: number }>`select id from classes where academy_id = 1 and deleted_at is null
      and not manager_ids @> ${JSON.stringify([teacherId])}::jsonb order by id limit 1`.execute(t.db)
  ).rows[0].id;
});

describe('who is whose teacher', () => {
  it('seeds the demo teacher login linked to a teacher record that teaches classes', () => {
    expect(teacherId).toBeGreaterThan(0);
    expect(teacherClasses.length).toBeGreaterThan(1);
  });

  it("answers the teacher's record, the login and the academy's today", async () => {
    const res = await teacher({ method: 'GET', url: '/v1/api/teacher/me' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.teacher).toMatchObject({ id: teacherId, branch: { id: expect.any(Number) } });
    expect(data.teacher).not.toHaveProperty('salary');
    expect(data.user.user_name).toBe('teacher');
    expect(data.today).toBe(today);
  });

  it.each(['vi', 'en'] as const)('refuses a login linked to no teacher record with 403 NOT_A_TEACHER, in %s', async (lang) => {
    await addStaff(t.db, 'demo', `unlinked-teacher-${lang}`, 'teacher', [1]);
    const unlinked = as(t.app, (await login(t.app, `unlinked-teacher-${lang}`, STAFF_PASSWORD)).access_token);
    for (const url of ['/v1/api/teacher/me', '/v1/api/teacher/lessons', `/v1/api/teacher/classes/${teacherClasses[0]}/days/${today}`]) {
      const res = await unlinked({ method: 'GET', url, headers: { 'accept-language': lang } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('NOT_A_TEACHER');
      expect(sentencesNotIn(res.json(), lang)).toEqual([]);
    }
  });

  it('lets a manager use the area for the classes their own teacher record teaches, and refuses one without', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await manager({ method: 'GET', url: '/v1/api/teacher/me' })).json().code).toBe('NOT_A_TEACHER');
    const [record] = (
      await sql<{
        id: number;
      }>`select id from managers where academy_id = 1 and user_id is null and deleted_at is null order by id limit 1`.execute(t.db)
    ).rows;
    await sql`update managers set user_id = (select id from users where academy_id = 1 and user_name = 'manager') where id = ${record.id}`.execute(
      t.db,
    );
    const taught = await classesTaughtBy(record.id);
    const week = (await manager({ method: 'GET', url: `/v1/api/teacher/lessons/week?date=${today}` })).json().data;
    expect(new Set(week.lessons.map((l: { class: { id: number } }) => l.class.id))).toEqual(new Set(taught));
    expect((await manager({ method: 'GET', url: `/v1/api/teacher/classes/${teacherClasses[0]}/days/${today}` })).statusCode).toBe(
      taught.includes(teacherClasses[0]) ? 200 : 404,
    );
  });
});

describe('today and the week', () => {
  it("answers the week's lessons of the classes taught, from the timetable, with the players expected", async () => {
    const res = await teacher({ method: 'GET', url: `/v1/api/teacher/lessons/week?date=${today}` });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.from <= today && today <= data.to).toBe(true);
    const office = (
      await admin({
        method: 'GET',
        url: `/v1/api/admin/schedules?fromDate=${data.from}&toDate=${data.to}&classIds=${teacherClasses.join(',')}`,
      })
    )
      .json()
      .data.items.filter((o: { kind: string }) => o.kind === 'class');
    expect(
      data.lessons.map((l: { class: { id: number }; date: string; start_time: string }) => `${l.class.id} ${l.date} ${l.start_time}`),
    ).toEqual(office.map((o: { id: number; date: string; start_time: string }) => `${o.id} ${o.date} ${o.start_time}`));
    const lesson = data.lessons[0];
    const expected = (await rosterOf(lesson.class.id)).players.length;
    expect(lesson.expected).toBe(expected);
    expect(lesson.teachers.map((x: { id: number }) => x.id)).toContain(teacherId);
  });

  it("answers a day's lessons, today by default", async () => {
    const res = await teacher({ method: 'GET', url: '/v1/api/teacher/lessons' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ from: today, to: today, today });
    expect(res.json().data.lessons.every((l: { date: string }) => l.date === today)).toBe(true);
  });

  it('refuses a day that is no date, in the caller’s language', async () => {
    const res = await teacher({ method: 'GET', url: '/v1/api/teacher/lessons?date=2026-02-30', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(sentencesNotIn(res.json(), 'en')).toEqual([]);
  });
});

describe('a class-day roster', () => {
  it('lists each player with photo, sessions left, flags, mark and note, and the teacher’s own check-in', async () => {
    const classId = teacherClasses[0];
    const office = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classId}&date=${today}` })).json().data;
    const [unpaid, low] = office.content as Array<{ id: number }>;
    await sql`update revenues set player_id = ${unpaid.id}, transaction_status = 2 where id = (select min(id) from revenues where academy_id = 1 and branch_id = ${office.class.branch_id})`.execute(
      t.db,
    );
    await sql`update revenues set transaction_status = 1 where academy_id = 1 and player_id = ${low.id}`.execute(t.db);
    await sql`update players set number_of_units = 0 where id = ${low.id}`.execute(t.db);
    const roster = await rosterOf(classId);
    expect(roster.players.map((p) => p.id)).toEqual(office.content.map((p: { id: number }) => p.id));
    expect(roster.players.find((p) => p.id === unpaid.id)!.fee_unpaid).toBe(true);
    expect(roster.players.find((p) => p.id === low.id)).toMatchObject({ low_balance: true, fee_unpaid: false, number_of_units: 0 });
    for (const p of roster.players) {
      expect(Object.keys(p).sort()).toEqual(
        [
          'avatar',
          'check_in',
          'date_of_birth',
          'fee_unpaid',
          'frozen',
          'guest',
          'id',
          'low_balance',
          'makeup',
          'name',
          'note',
          'number_of_units',
          'time_off',
          'units',
        ].sort(),
      );
    }
    expect(roster.my_check_in).toMatchObject({ manager_id: teacherId });
  });

  it.each(['vi', 'en'] as const)('answers 404 for a class the teacher does not teach or that does not exist, in %s', async (lang) => {
    for (const id of [otherClass, 2_000_000_000]) {
      const res = await teacher({
        method: 'GET',
        url: `/v1/api/teacher/classes/${id}/days/${today}`,
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(404);
      expect(sentencesNotIn(res.json(), lang)).toEqual([]);
      expect((await save(id, { all_present: true }, { 'accept-language': lang })).statusCode).toBe(404);
    }
  });
});

describe('saving marks', () => {
  let classId: number;
  let roster: TeacherRoster;
  beforeAll(async () => {
    classId = teacherClasses[1];
    roster = await rosterOf(classId);
    await admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: {
        email_settings: {
          is_enable: true,
          host: '127.0.0.1',
          port: 2525,
          secure: false,
          user: '',
          smtp_password: '',
          sender: 'thongbao@ngoisao.test',
        },
      },
    });
    await sql`update players set email = 'phuhuynh' || id || '@example.test', number_of_units = 20 where academy_id = 1 and id in (${sql.join(
      roster.players.map((p) => p.id),
    )})`.execute(t.db);
    roster = await rosterOf(classId);
  });

  it('saves present, absent, notes, the lesson note and the own check-in through the office’s save, once per key', async () => {
    const [present, absent] = roster.players;
    const body = {
      marks: [
        { player_id: present.id, check_in: 1, note: 'Chuyền bóng tốt', seen: seenOf(present) },
        { player_id: absent.id, check_in: 0, seen: seenOf(absent) },
      ],
      lesson_note: { note: 'Tập chuyền bóng ngắn', seen: roster.my_check_in.note },
      my_check_in: { check_in: 1, seen: roster.my_check_in.check_in },
    };
    const key = randomUUID();
    const first = await save(classId, body, { 'idempotency-key': key });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json().data as TeacherRoster & { parent_notices: { told: Array<{ player_id: number }> } };
    expect(saved.players.find((p) => p.id === present.id)).toMatchObject({ check_in: 1, note: 'Chuyền bóng tốt', number_of_units: 19 });
    expect(saved.players.find((p) => p.id === absent.id)).toMatchObject({ check_in: 0 });
    expect(saved.my_check_in).toEqual({ manager_id: teacherId, check_in: 1, note: 'Tập chuyền bóng ngắn' });
    expect(saved.parent_notices.told.map((n) => n.player_id)).toEqual([absent.id]);

    const replay = await save(classId, body, { 'idempotency-key': key });
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    expect(await unitsOf(present.id)).toBe(19);
    expect(await absenceMessages(absent.id)).toBe(1);

    // The office sees the marks as the teacher left them, and the teacher's check-in among the teachers'.
    const office = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classId}&date=${today}` })).json().data;
    expect(office.content.find((p: { id: number }) => p.id === present.id)).toMatchObject({ check_in: 1, note: 'Chuyền bóng tốt' });
    const staff = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/teacher?classId=${classId}&date=${today}` })).json().data;
    expect(staff.content.find((p: { id: number }) => p.id === teacherId)).toMatchObject({ check_in: 1, note: 'Tập chuyền bóng ngắn' });
    // Saved again under a new key, the same marks change nothing and tell nobody again.
    const again = await save(classId, { marks: body.marks.map((m) => ({ ...m, seen: { check_in: m.check_in, note: m.note ?? null } })) });
    expect(again.statusCode, again.body).toBe(200);
    expect(await unitsOf(present.id)).toBe(19);
    expect(await absenceMessages(absent.id)).toBe(1);
  });

  it('answers 409 with both values for a mark the office changed since, leaves it, and saves the others', async () => {
    roster = await rosterOf(classId);
    const [, , target, other] = roster.players;
    // The office marks the player present after the teacher loaded the roster.
    await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      payload: { class_id: classId, at_date: today, player_check_in: [{ player_id: target.id, check_in: 1, note: 'Văn phòng' }] },
    });
    const res = await save(
      classId,
      {
        marks: [
          { player_id: target.id, check_in: 0, seen: seenOf(target) },
          { player_id: other.id, check_in: 1, seen: seenOf(other) },
        ],
      },
      { 'accept-language': 'en', 'idempotency-key': randomUUID() },
    );
    expect(res.statusCode, res.body).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({ success: false, code: 'MARK_CONFLICT', errors: [{ field: 'marks.0' }] });
    expect(sentencesNotIn(body, 'en', [target.name])).toEqual([]);
    expect(body.data.conflicts).toEqual([
      {
        target: 'player',
        player_id: target.id,
        name: target.name,
        seen: seenOf(target),
        yours: { check_in: 0, note: target.note },
        theirs: { check_in: 1, note: 'Văn phòng' },
      },
    ]);
    const after = await rosterOf(classId);
    expect(after.players.find((p) => p.id === target.id)).toMatchObject({ check_in: 1, note: 'Văn phòng' });
    expect(after.players.find((p) => p.id === other.id)).toMatchObject({ check_in: 1 });
    expect(await absenceMessages(target.id)).toBe(0);
    // The teacher keeps their own: the change sent again, having seen the office's value.
    const kept = await save(classId, { marks: [{ player_id: target.id, check_in: 0, seen: body.data.conflicts[0].theirs }] });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().data.players.find((p: { id: number }) => p.id === target.id)).toMatchObject({ check_in: 0, note: 'Văn phòng' });
    expect(await absenceMessages(target.id)).toBe(1);
  });

  it('marks every unmarked player present with all_present, leaving the marked ones', async () => {
    const before = await rosterOf(classId);
    const res = await save(classId, { all_present: true });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json().data as TeacherRoster;
    for (const p of before.players) {
      expect(after.players.find((q) => q.id === p.id)!.check_in).toBe(p.check_in === -1 ? 1 : p.check_in);
    }
  });

  it('refuses a player of another class naming the mark, in the caller’s language, and writes nothing', async () => {
    const [stranger] = (await rosterOf(teacherClasses[0])).players.filter((p) => !roster.players.some((q) => q.id === p.id));
    const res = await save(
      classId,
      { marks: [{ player_id: stranger.id, check_in: 1, seen: { check_in: -1, note: null } }] },
      { 'accept-language': 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('marks.0.player_id');
    expect(sentencesNotIn(res.json(), 'en')).toEqual([]);
  });

  it('saves a roster of 30 players in one request', async () => {
    const klass = teacherClasses[2] ?? teacherClasses[0];
    const branch = (await t.db.selectFrom('classes').select('branch_id').where('id', '=', klass).executeTakeFirstOrThrow()).branch_id;
    const current = (await rosterOf(klass)).players.length;
    if (current < 30)
      await sql`update players set class_id = ${klass} where id in (select id from players where academy_id = 1 and branch_id = ${branch}
        and deleted_at is null and auditing_status = 1 and class_id <> ${klass} order by id limit ${30 - current})`.execute(t.db);
    await sql`update players set number_of_units = 10 where academy_id = 1 and class_id = ${klass}`.execute(t.db);
    const full = await rosterOf(klass);
    expect(full.players.length).toBeGreaterThanOrEqual(30);
    const marks = full.players.slice(0, 30).map((p, i) => ({ player_id: p.id, check_in: i % 5 === 0 ? 0 : 1, seen: seenOf(p) }));
    const res = await save(klass, { marks }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json().data as TeacherRoster;
    expect(saved.counts).toMatchObject({ present: 24, absent: 6 });
  });
});

describe("the teacher's own things", () => {
  it('answers the sessions taught this month, their check-ins', async () => {
    const res = await teacher({ method: 'GET', url: '/v1/api/teacher/sessions' });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    const stored = await sql<{ n: number }>`select count(*)::int as n from attendances where manager_id = ${teacherId}
      and to_char(at_date, 'YYYY-MM') = ${today.slice(0, 7)}`.execute(t.db);
    expect(data.total_elements).toBe(stored.rows[0].n);
  });

  it('answers their own payslips only', async () => {
    const month = today.slice(0, 7);
    expect((await admin({ method: 'POST', url: '/v1/api/admin/manager-payslips/compute', payload: { month } })).statusCode).toBe(200);
    const res = await teacher({ method: 'GET', url: `/v1/api/teacher/payslips?month=${month}` });
    expect(res.statusCode, res.body).toBe(200);
    const { content } = res.json().data;
    expect(content.length).toBe(1);
    expect(content[0]).toMatchObject({ manager_id: teacherId, month });
    expect(content[0]).not.toHaveProperty('expense_id');
  });

  it('asks for leave, lists it, and shows the office’s decision', async () => {
    const asked = await teacher({
      method: 'POST',
      url: '/v1/api/teacher/leave-requests',
      payload: { at_date: today, reason: 'Ốm, xin nghỉ một buổi', class_id: teacherClasses[0] },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const request = asked.json().data;
    expect(request).toMatchObject({ manager_id: teacherId, status: 0, class_id: teacherClasses[0] });
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 1 } })).statusCode).toBe(200);
    const list = (await teacher({ method: 'GET', url: '/v1/api/teacher/leave-requests' })).json().data.content;
    expect(list.find((r: { id: number }) => r.id === request.id)).toMatchObject({ status: 1 });
    // Another's class is not found; a reason too short is refused naming it.
    expect(
      (
        await teacher({
          method: 'POST',
          url: '/v1/api/teacher/leave-requests',
          payload: { at_date: today, reason: 'Ốm', class_id: otherClass },
        })
      ).statusCode,
    ).toBe(404);
    const short = await teacher({
      method: 'POST',
      url: '/v1/api/teacher/leave-requests',
      payload: { at_date: today, reason: 'x' },
      headers: { 'accept-language': 'en' },
    });
    expect(short.statusCode).toBe(400);
    expect(sentencesNotIn(short.json(), 'en')).toEqual([]);
  });

  it('edits the profile and changes the password of a teacher login', async () => {
    const [record] = (
      await sql<{
        id: number;
      }>`select id from managers where academy_id = 1 and user_id is null and deleted_at is null order by id desc limit 1`.execute(t.db)
    ).rows;
    const userId = await addStaff(t.db, 'demo', 'teacher-account', 'teacher', [1]);
    await sql`update managers set user_id = ${userId} where id = ${record.id}`.execute(t.db);
    const own = as(t.app, (await login(t.app, 'teacher-account', STAFF_PASSWORD)).access_token);
    const edited = await own({ method: 'PUT', url: '/v1/api/teacher/profile', payload: { name: 'Phạm Văn Dạy', mobile: '0912345678' } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Phạm Văn Dạy', mobile: '0912345678' });
    const wrong = await own({
      method: 'PUT',
      url: '/v1/api/teacher/password',
      payload: { old_password: 'nope-nope', new_password: 'Moi@123456' },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.statusCode).toBeGreaterThanOrEqual(400);
    expect(wrong.statusCode).toBeLessThan(500);
    expect(sentencesNotIn(wrong.json(), 'en')).toEqual([]);
    const changed = await own({
      method: 'PUT',
      url: '/v1/api/teacher/password',
      payload: { old_password: STAFF_PASSWORD, new_password: 'Moi@123456' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await login(t.app, 'teacher-account', 'Moi@123456');
  });
});
