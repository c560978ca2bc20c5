/**
 * A parent asks for leave for a child: the request is the office's own kind (the leave policy,
 * pending until decided, a make-up credit once approved in time), lands in the office's list
 * and bell marked as sent from the parents' app, and the audit log names the parent as its
 * author. Its make-up credit is booked by the parent, and the office's list and bell say so. The child's attendance reads with the
 * teachers' notes. Another family's child, class or credit is not found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { academyIdOf } from '../helpers/staff';
import { addParent, PARENT_PASSWORD } from '../helpers/parents';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const PHONE = '0912300500';
const inAMonth = addDays(academyToday(DEFAULT_TIME_ZONE), 30);
let admin: ReturnType<typeof as>;
let parent: ReturnType<typeof as>;
let parentId: number;
let child: { id: number; class_id: number; branch_id: number; name: string };
let other: { id: number; class_id: number };
/** Another class of the child's course, where a make-up goes. */
let makeupIn: { id: number; name: string | null };

const ask = (payload: object) => parent({ method: 'POST', url: '/v1/api/parent/time-offs', payload, headers: { 'accept-language': 'en' } });
const POLICY = {
  is_own_setting_enable: true,
  max_own: 2,
  is_time_off_setting_enable: true,
  max_time_off: 4,
  is_multi_attendee_enable: false,
  max_unit_per_lesson: 1,
  time_limit_in_days: 7,
  is_absence_counted: true,
  is_makeup_enable: true,
  makeup_notice_hours: 24,
  makeup_per_month: 2,
  makeup_valid_days: 30,
  renewal_days: 14,
};
const policy = (patch: object = {}) =>
  admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: { ...POLICY, ...patch } } });

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const academyId = await academyIdOf(t.db, 'demo');
  const players = await t.db
    .selectFrom('players')
    .select(['id', 'class_id', 'branch_id', 'name'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .where('class_id', 'is not', null)
    .orderBy('id')
    .limit(2)
    .execute();
  [child, other] = players as Array<{ id: number; class_id: number; branch_id: number; name: string }>;
  await t.db.updateTable('players').set({ mobile: PHONE }).where('id', '=', child.id).execute();
  parentId = await addParent(t.db, academyId, 'parent.leave', PHONE);
  parent = as(t.app, (await login(t.app, 'parent.leave', PARENT_PASSWORD)).access_token);
  // Every day a lesson day in the child's class: a day asked off is one of its lessons.
  const everyDay = Array.from({ length: 7 }, (_, i) => ({ day_of_week: String(i + 1), start_time: '17:30', end_time: '19:00' }));
  makeupIn = await t.db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('academy_id', '=', academyId)
    .where('id', 'not in', [child.class_id, other.class_id])
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const [course] = await t.db.selectFrom('courses').select('id').where('academy_id', '=', academyId).orderBy('id').execute();
  await t.db
    .updateTable('classes')
    .set({ schedules: JSON.stringify(everyDay), course_id: course.id, capacity: null })
    .where('id', 'in', [child.class_id, makeupIn.id])
    .execute();
  expect((await policy()).statusCode).toBe(200);
});

describe("a parent's leave request", () => {
  it('is pending in the office’s list and bell, from the parents’ app, its author the parent, and earns a credit once approved', async () => {
    const res = await ask({ player_id: child.id, at_date: inAMonth, reason: 'Con đi khám răng' });
    expect(res.statusCode, res.body).toBe(200);
    const leave = res.json().data;
    expect(leave).toMatchObject({ player_id: child.id, class_id: child.class_id, at_date: inAMonth, status: 0, source: 'PARENT_APP' });

    const listed = (await admin({ method: 'GET', url: `/v1/api/admin/time-off?playerIds=${child.id}&size=5` })).json().data.content;
    expect(listed.find((r: { id: number }) => r.id === leave.id)).toMatchObject({ status: 0, source: 'PARENT_APP' });
    const bell = (await admin({ method: 'GET', url: '/v1/api/admin/inbox?size=50', headers: { 'accept-language': 'en' } })).json().data;
    expect(bell.items.find((i: { kind: string; record_id: number }) => i.kind === 'time_off' && i.record_id === leave.id)).toMatchObject({
      title: expect.stringMatching(/^Leave request from the parents' app: /),
    });
    const [entry] = await t.db
      .selectFrom('audit_logs')
      .select(['user_id', 'action', 'resource'])
      .where('record_id', '=', leave.id)
      .where('method', '=', 'POST')
      .where('path', '=', '/v1/api/parent/time-offs')
      .execute();
    expect(entry).toMatchObject({ user_id: parentId });

    // Asked a month ahead: approved, the make-up policy grants the child a credit for the lesson.
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${leave.id}`, payload: { status: 1 } })).statusCode).toBe(200);
    const credits = await t.db.selectFrom('makeup_credits').select(['player_id', 'status']).where('time_off_id', '=', leave.id).execute();
    expect(credits).toEqual([{ player_id: child.id, status: 'open' }]);
    const ours = (await parent({ method: 'GET', url: '/v1/api/parent/time-offs' })).json().data.content;
    expect(ours.find((r: { id: number }) => r.id === leave.id)).toMatchObject({ status: 1 });
  });

  it('earns a credit the parent books into a lesson of another class of the course, once', async () => {
    const [credit] = (await parent({ method: 'GET', url: `/v1/api/parent/makeup-credits` })).json().data.content;
    expect(credit).toMatchObject({ status: 'open' });
    const places = await parent({ method: 'GET', url: `/v1/api/parent/makeup-credits/${credit.id}/places` });
    expect(places.statusCode, places.body).toBe(200);
    const place = places.json().data.find((p: { class: { id: number } }) => p.class.id === makeupIn.id);
    expect(place).toMatchObject({ class: makeupIn, start_time: '17:30', places_left: null });
    expect(places.json().data.some((p: { class: { id: number } }) => p.class.id === child.class_id)).toBe(false);

    const booked = await parent({
      method: 'POST',
      url: `/v1/api/parent/makeup-credits/${credit.id}/booking`,
      payload: { class_id: makeupIn.id, at_date: place.at_date },
    });
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 'booked', booked_class_id: makeupIn.id, booked_date: place.at_date });
    const roster = (
      await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${makeupIn.id}&date=${place.at_date}` })
    ).json().data.content;
    expect(roster.find((r: { player_id: number }) => r.player_id === child.id)).toMatchObject({ makeup: true });
    // The office's list and bell say the parent booked it in their app.
    const listed = (await admin({ method: 'GET', url: `/v1/api/admin/makeup-credits/${credit.id}` })).json().data;
    expect(listed).toMatchObject({ booked_via: 'PARENT_APP', booked_at: expect.any(String) });
    const bell = (await admin({ method: 'GET', url: '/v1/api/admin/inbox?size=50', headers: { 'accept-language': 'en' } })).json().data;
    expect(bell.items.find((i: { kind: string; record_id: number }) => i.kind === 'makeup' && i.record_id === credit.id)).toMatchObject({
      resource: 'makeup_credits',
      title: `Make-up booked in the parents' app: ${child.name} in ${makeupIn.name} on ${place.at_date.split('-').reverse().join('/')}`,
      read: false,
    });
    const again = await parent({
      method: 'GET',
      url: `/v1/api/parent/makeup-credits/${credit.id}/places`,
      headers: { 'accept-language': 'en' },
    });
    expect(again.json()).toMatchObject({ success: false, code: 'MAKEUP_NOT_OPEN' });
  });

  it('keeps to the academy’s leave policy', async () => {
    expect((await policy({ is_time_off_setting_enable: false })).statusCode).toBe(200);
    const res = await ask({ player_id: child.id, at_date: addDays(inAMonth, 1), reason: 'Về quê' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'TIME_OFF_DISABLED' });
    expect((await policy()).statusCode).toBe(200);
  });

  it('for another family’s child, class or credit is not found', async () => {
    const theirs = await t.db
      .insertInto('makeup_credits')
      .values({
        academy_id: await academyIdOf(t.db, 'demo'),
        player_id: other.id,
        class_id: other.class_id,
        missed_date: inAMonth,
        status: 'open',
        expires_on: addDays(inAMonth, 30),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const res of [
      await parent({ method: 'GET', url: `/v1/api/parent/makeup-credits/${theirs.id}/places` }),
      await parent({
        method: 'POST',
        url: `/v1/api/parent/makeup-credits/${theirs.id}/booking`,
        payload: { class_id: makeupIn.id, at_date: inAMonth },
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
    for (const payload of [
      { player_id: other.id, at_date: inAMonth, reason: 'Ốm' },
      { player_id: child.id, class_id: other.class_id === child.class_id ? 2_000_000 : other.class_id, at_date: inAMonth, reason: 'Ốm' },
    ]) {
      const res = await ask(payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    }
  });
});

describe("a child's attendance", () => {
  it('reads with the teacher’s note, and another family’s child is not found', async () => {
    const day = academyToday(DEFAULT_TIME_ZONE);
    const saved = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      payload: { class_id: child.class_id, at_date: day, player_check_in: [{ player_id: child.id, check_in: 1, note: 'Chuyền bóng tốt' }] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await parent({ method: 'GET', url: `/v1/api/parent/players/${child.id}/attendances?fromDate=${day}&toDate=${day}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      present: 1,
      absent: 0,
      content: [{ at_date: day, check_in: 1, note: 'Chuyền bóng tốt', class_id: child.class_id }],
    });
    const theirs = await parent({ method: 'GET', url: `/v1/api/parent/players/${other.id}/attendances` });
    expect(theirs.statusCode).toBe(404);
  });
});
