/**
 * A parent's week: the lessons of their children, each in their own class, from the office's
 * timetable, with the child's leave (approved or asked), freeze and make-up booked into another
 * class's lesson; never another family's. The children's cards in `me`: the next lesson (not one
 * on leave, not one over) and what is left to pay of their fees, as the fees screen counts it.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { addDays, dayOfWeek } from '../../server/modules/schedules/timetable';
import { weekOf } from '../../server/modules/teacher/teacher-lessons';
import { DEFAULT_TIME_ZONE, zonedDateTime } from '../../domain/time-zones';
import type { ParentLesson, ParentLessons } from '../../domain/parent-lessons';
import type { ParentChild, ParentFee } from '../../domain/parent-area';
import { academyIdOf } from '../helpers/staff';
import { addParent, PARENT_PASSWORD } from '../helpers/parents';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
const PHONE = '0912300700';
const OTHER_PHONE = '0912300701';
const today = academyToday(DEFAULT_TIME_ZONE);
/** A week ahead of the clock, planned by the test. */
const week = weekOf(addDays(today, 14));
const on = (n: number) => addDays(week.from, n);
const ALL_DAYS = ['1', '2', '3', '4', '5', '6', '7'];

type Player = { id: number; name: string; class_id: number; branch_id: number };
let academyId: number;
let admin: ReturnType<typeof as>;
let parent: ReturnType<typeof as>;
let otherParent: ReturnType<typeof as>;
let first: Player;
let second: Player;
let third: Player;
/** The class the first child's make-up is booked into. */
let makeupClass: { id: number; name: string };

const lessonsOf = async (call: ReturnType<typeof as>, query = '') => {
  const res = await call({ method: 'GET', url: `/v1/api/parent/lessons${query}`, headers: { 'accept-language': 'en' } });
  return res;
};
const weekOfFamily = async (): Promise<ParentLessons> => {
  const res = await lessonsOf(parent, `?from=${week.from}&to=${week.to}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const me = async (call = parent): Promise<ParentChild[]> => {
  const res = await call({ method: 'GET', url: '/v1/api/parent/me' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.children;
};
const slots = (days: string[], start_time: string, end_time: string) => days.map((day_of_week) => ({ day_of_week, start_time, end_time }));
const setSchedule = (classId: number, schedules: object[]) =>
  t.db
    .updateTable('classes')
    .set({ schedules: JSON.stringify(schedules), auditing_status: 1 })
    .where('id', '=', classId)
    .execute();

async function leave(player: Player, at_date: string, status: 0 | 1) {
  await t.db
    .insertInto('time_offs')
    .values({
      academy_id: academyId,
      branch_id: player.branch_id,
      player_id: player.id,
      class_id: player.class_id,
      at_date,
      reason: 'Con bị ốm',
      status,
    })
    .execute();
}

beforeAll(async () => {
  academyId = await academyIdOf(t.db, 'demo');
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  // Active players of active classes: three children of three classes, and a fourth class for a make-up.
  const players = (
    await sql<Player>`select p.id, p.name, p.class_id, p.branch_id from players p
      join classes c on c.academy_id = p.academy_id and c.id = p.class_id and c.deleted_at is null and c.auditing_status = 1
      where p.academy_id = ${academyId} and p.deleted_at is null and p.auditing_status = 1 and p.branch_id is not null
      order by p.id`.execute(t.db)
  ).rows;
  first = players[0];
  second = players.find((p) => p.class_id !== first.class_id)!;
  third = players.find((p) => ![first.class_id, second.class_id].includes(p.class_id))!;
  makeupClass = (await t.db
    .selectFrom('classes')
    .select(['id', 'name'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .where('id', 'not in', [first.class_id, second.class_id, third.class_id])
    .orderBy('id')
    .executeTakeFirstOrThrow()) as { id: number; name: string };

  // The family's phone on the first two, another on the third; their classes only (no guest place), and nothing planned yet.
  const children = [first.id, second.id, third.id];
  await t.db.updateTable('players').set({ mobile: null }).where('mobile', 'in', [PHONE, OTHER_PHONE]).execute();
  await t.db.updateTable('players').set({ mobile: PHONE }).where('id', 'in', [first.id, second.id]).execute();
  await t.db.updateTable('players').set({ mobile: OTHER_PHONE }).where('id', '=', third.id).execute();
  for (const table of ['player_classes', 'time_offs', 'player_freezes', 'makeup_credits', 'revenues'] as const)
    await t.db.updateTable(table).set({ deleted_at: new Date() }).where('player_id', 'in', children).execute();

  // The first child's class every day at 17:30; the second's every day at 18:00 but today's weekday, whose lesson is over at 00:01; the third's every day.
  const todayDay = dayOfWeek(today);
  await setSchedule(first.class_id, slots(ALL_DAYS, '17:30', '19:00'));
  await setSchedule(second.class_id, [
    ...slots(
      ALL_DAYS.filter((d) => d !== todayDay),
      '18:00',
      '19:30',
    ),
    ...slots([todayDay], '00:00', '00:01'),
  ]);
  await setSchedule(third.class_id, slots(ALL_DAYS, '16:00', '17:00'));
  // The make-up's class on Tuesdays and Fridays.
  await setSchedule(makeupClass.id, slots(['2', '5'], '09:00', '10:30'));

  // The week: the first child on leave on Wednesday (approved) and Thursday (asked), a make-up on Tuesday; the second frozen Friday and Saturday.
  await leave(first, on(2), 1);
  await leave(first, on(3), 0);
  await t.db
    .insertInto('makeup_credits')
    .values({
      academy_id: academyId,
      branch_id: first.branch_id,
      player_id: first.id,
      class_id: first.class_id,
      missed_date: today,
      expires_on: addDays(today, 30),
      status: 'booked',
      booked_class_id: makeupClass.id,
      booked_date: on(1),
    })
    .execute();
  await t.db
    .insertInto('player_freezes')
    .values({
      academy_id: academyId,
      branch_id: second.branch_id,
      player_id: second.id,
      from_date: on(4),
      to_date: on(5),
      reason: 'Nghỉ hè',
    })
    .execute();

  await addParent(t.db, academyId, 'parent.lessons', PHONE);
  await addParent(t.db, academyId, 'parent.lessons.other', OTHER_PHONE);
  parent = as(t.app, (await login(t.app, 'parent.lessons', PARENT_PASSWORD)).access_token);
  otherParent = as(t.app, (await login(t.app, 'parent.lessons.other', PARENT_PASSWORD)).access_token);
});

const ofClass = (lessons: ParentLesson[], classId: number) => lessons.filter((l) => l.class.id === classId);

describe("a family's week", () => {
  it('holds the lessons of both children, each in their own class, with the class, branch, teachers and the child named', async () => {
    const data = await weekOfFamily();
    expect(data).toMatchObject({ from: week.from, to: week.to, today });
    expect(typeof data.paused.is_enable).toBe('boolean');
    const classes = (await t.db
      .selectFrom('classes')
      .select(['id', 'name', 'branch_id', 'manager_ids'])
      .where('id', 'in', [first.class_id, second.class_id])
      .execute()) as Array<{ id: number; name: string; branch_id: number; manager_ids: number[] | null }>;
    for (const [child, klass] of [first, second].map((c) => [c, classes.find((k) => k.id === c.class_id)!] as const)) {
      const lessons = ofClass(data.lessons, klass.id);
      expect(lessons.map((l) => l.date)).toEqual(Array.from({ length: 7 }, (_, i) => on(i)));
      const branch = await t.db.selectFrom('branches').select(['id', 'name']).where('id', '=', klass.branch_id).executeTakeFirstOrThrow();
      const teachers = klass.manager_ids?.length
        ? await t.db
            .selectFrom('managers')
            .select(['id', 'name'])
            .where('id', 'in', klass.manager_ids)
            .where('deleted_at', 'is', null)
            .execute()
        : [];
      for (const lesson of lessons) {
        expect(lesson.class).toEqual({ id: klass.id, name: klass.name });
        expect(lesson.branch).toEqual(branch);
        expect([...lesson.teachers].sort()).toEqual(teachers.map((m) => String(m.name)).sort());
        expect(lesson.children.map(({ id, name }) => ({ id, name }))).toEqual([{ id: child.id, name: child.name }]);
      }
    }
    expect(ofClass(data.lessons, first.class_id)[0]).toMatchObject({ start_time: '17:30', end_time: '19:00' });
    // Earliest first.
    const order = data.lessons.map((l) => `${l.date} ${l.start_time}`);
    expect(order).toEqual([...order].sort());
  });

  it('shows the child on leave on the approved day, leave pending on the day asked, frozen while frozen, and expected otherwise', async () => {
    const data = await weekOfFamily();
    const stateOn = (classId: number, day: string) => ofClass(data.lessons, classId).find((l) => l.date === day)!.children[0].state;
    expect(stateOn(first.class_id, on(2))).toBe('leave');
    expect(stateOn(first.class_id, on(3))).toBe('leave_pending');
    expect(stateOn(first.class_id, on(0))).toBeNull();
    expect([on(4), on(5)].map((day) => stateOn(second.class_id, day))).toEqual(['frozen', 'frozen']);
    expect([on(3), on(6)].map((day) => stateOn(second.class_id, day))).toEqual([null, null]);
  });

  it('shows the make-up booked into another class’s lesson, that lesson only', async () => {
    const data = await weekOfFamily();
    expect(ofClass(data.lessons, makeupClass.id)).toEqual([
      expect.objectContaining({
        date: on(1),
        start_time: '09:00',
        end_time: '10:30',
        class: makeupClass,
        children: [{ id: first.id, name: first.name, state: 'makeup' }],
      }),
    ]);
  });

  it('never holds another family’s lessons nor children; theirs hold none of ours', async () => {
    const ours = await weekOfFamily();
    expect(ofClass(ours.lessons, third.class_id)).toEqual([]);
    expect(ours.lessons.flatMap((l) => l.children.map((c) => c.id)).filter((id) => id === third.id)).toEqual([]);
    expect(new Set(ours.lessons.map((l) => l.class.id))).toEqual(new Set([first.class_id, second.class_id, makeupClass.id]));

    const res = await lessonsOf(otherParent, `?from=${week.from}&to=${week.to}`);
    const theirs: ParentLessons = res.json().data;
    expect(theirs.lessons).toHaveLength(7);
    expect(new Set(theirs.lessons.flatMap((l) => l.children.map((c) => c.id)))).toEqual(new Set([third.id]));
  });

  it('is the academy’s current week by default', async () => {
    const res = await lessonsOf(parent);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ ...weekOf(today), today });
  });

  it('refuses a range backwards or longer than six weeks, and a day not a date', async () => {
    const reversed = await lessonsOf(parent, `?from=${week.to}&to=${week.from}`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ success: false, code: 'RANGE_REVERSED' });
    const long = await lessonsOf(parent, `?from=${week.from}&to=${addDays(week.from, 42)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toMatchObject({ success: false, code: 'RANGE_TOO_LONG', message: 'Choose at most 42 days at a time' });
    expect((await lessonsOf(parent, `?from=${week.from}&to=${addDays(week.from, 41)}`)).statusCode).toBe(200);
    expect((await lessonsOf(parent, '?from=2026-13-40')).statusCode).toBe(400);
  });
});

describe("each child's card in `me`", () => {
  it('names the next lesson: not one the child is on leave for, not one over', async () => {
    // The first child on approved leave today and the two days after: their next lesson is the third day's.
    for (const n of [0, 1, 2]) await leave(first, addDays(today, n), 1);
    const children = await me();
    expect(children.find((c) => c.id === first.id)!.next_lesson).toEqual({
      date: addDays(today, 3),
      start_time: '17:30',
      end_time: '19:00',
      class: { id: first.class_id, name: expect.any(String) },
    });
    // The second child's lesson of today ended at 00:01: theirs is tomorrow's.
    if (zonedDateTime(DEFAULT_TIME_ZONE).slice(11, 16) >= '00:01')
      expect(children.find((c) => c.id === second.id)!.next_lesson).toMatchObject({
        date: addDays(today, 1),
        start_time: '18:00',
        end_time: '19:30',
        class: { id: second.class_id },
      });
    // Another family's card is theirs.
    const [theirs] = await me(otherParent);
    expect(theirs).toMatchObject({ id: third.id, next_lesson: { class: { id: third.class_id } } });
  });

  it('counts the fees not paid and adds up their amounts, exactly as the fees screen’s “to pay”', async () => {
    const [category] = (await admin({ method: 'GET', url: '/v1/api/admin/transaction-categories?size=1&types=3' })).json().data.content;
    const fees = [
      [1_500_000, 4],
      [733_333, 2],
      [250_001, 3],
      [999_999, 1],
    ] as const;
    for (const [amount, transaction_status] of fees) {
      const res = await admin({
        method: 'POST',
        url: '/v1/api/admin/transactions',
        payload: {
          title: `Học phí ${amount}`,
          category_id: category.id,
          branch_id: first.branch_id,
          player_id: first.id,
          amount,
          at_date: today,
          payment_type: 1,
          transaction_status,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const children = await me();
    const card = children.find((c) => c.id === first.id)!;
    expect(card.unpaid).toEqual({ count: 3, amount: 1_500_000 + 733_333 + 250_001 });
    // The fees screen's list: the child's fees but those paid, added up.
    const listed: ParentFee[] = (await parent({ method: 'GET', url: '/v1/api/parent/revenues?size=100' })).json().data.content;
    const toPay = listed.filter((fee) => fee.player?.id === first.id && fee.transaction_status !== 1);
    expect(card.unpaid).toEqual({ count: toPay.length, amount: toPay.reduce((sum, fee) => sum + fee.amount, 0) });
    expect(children.find((c) => c.id === second.id)!.unpaid).toEqual({ count: 0, amount: 0 });
  });
});
