/**
 * Make-up credits: a leave request approved in time grants one under the attendance policy; where
 * absences count, the absence then takes nothing and the make-up lesson takes the session instead
 * (or its lapse does). A credit is booked into another class of the course with a free place,
 * shows there as a make-up, and is used once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { weekdayOf } from '../../server/modules/attendance/attendance-calendar';
import { expireMakeupCredits } from '../../server/modules/sessions/makeup-expiry';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';
import { unbalancedPlayers } from '../helpers/session-ledger';

type Call = ReturnType<typeof as>;
interface Credit {
  id: number;
  player_id: number;
  status: string;
  expires_on: string;
  booked_class_id: number | null;
  booked_date: string | null;
}

const today = academyToday(DEFAULT_TIME_ZONE);
const yesterday = addDays(today, -1);
const t = useTestApp();
let admin: Call;
let academyId: number;
/** Two classes of one course, every day a lesson day; `other` of another course. */
let missedIn: { id: number; branch_id: number };
let makeupIn: { id: number; branch_id: number };
let other: { id: number };

const POLICY = {
  is_own_setting_enable: true,
  max_own: 5,
  is_time_off_setting_enable: true,
  max_time_off: 10,
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
const everyDay = Array.from({ length: 7 }, (_, i) => ({ day_of_week: String(i + 1), start_time: '17:30', end_time: '19:00' }));

const balance = async (id: number) =>
  Number((await t.db.selectFrom('players').select('number_of_units').where('id', '=', id).executeTakeFirstOrThrow()).number_of_units);
const ledger = (id: number) =>
  t.db.selectFrom('session_changes').select(['units', 'reason', 'class_id']).where('player_id', '=', id).orderBy('id').execute();
const creditsOf = (playerId: number) =>
  t.db
    .selectFrom('makeup_credits')
    .select(['id', 'player_id', 'status', 'expires_on', 'booked_class_id', 'booked_date'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute() as Promise<Credit[]>;
const unbalanced = () => unbalancedPlayers(t.db);

const roster = async (classId: number, day: string) =>
  (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classId}&date=${day}` })).json().data.content as Array<{
    player_id: number;
    guest: boolean;
    makeup: boolean;
    check_in: number;
  }>;
const save = (classId: number, day: string, rows: Array<Record<string, unknown>>) =>
  admin({ method: 'POST', url: '/v1/api/admin/attendances/players', payload: { class_id: classId, at_date: day, player_check_in: rows } });
const book = (id: number, classId: number, day: string) =>
  admin({
    method: 'POST',
    url: `/v1/api/admin/makeup-credits/${id}/booking`,
    headers: { 'accept-language': 'en' },
    payload: { class_id: classId, at_date: day },
  });

/** A leave request for `day` in the player's class, made `hoursBefore` the lesson's start, then approved. */
async function approvedLeave(playerId: number, day: string, hoursBefore: number) {
  const created = await admin({
    method: 'POST',
    url: '/v1/api/admin/time-off',
    payload: { player_id: playerId, branch_id: missedIn.branch_id, class_id: missedIn.id, at_date: day, reason: 'Con bị ốm', status: 0 },
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as number;
  // When the parent asked: the lesson starts at 17:30 in Hà Nội (10:30 UTC).
  const askedAt = new Date(Date.parse(`${day}T10:30:00Z`) - hoursBefore * 3_600_000).toISOString();
  await t.db.updateTable('time_offs').set({ create_date: askedAt }).where('id', '=', id).execute();
  const approved = await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${id}`, payload: { status: 1 } });
  expect(approved.statusCode, approved.body).toBe(200);
  return id;
}

/** A player of `missedIn` with no mark today or yesterday and sessions to spare. */
let taken = new Set<number>();
async function freshPlayer(): Promise<number> {
  const rows = await roster(missedIn.id, yesterday);
  const row = rows.find((r) => !r.guest && r.check_in === -1 && !taken.has(r.player_id))!;
  taken.add(row.player_id);
  const units = 10 - (await balance(row.player_id));
  if (units)
    await admin({
      method: 'POST',
      url: '/v1/api/admin/session-adjustments',
      payload: { player_id: row.player_id, units, note: 'Chuẩn bị' },
    });
  return row.player_id;
}

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
  [missedIn, makeupIn, other] = [classes[7], classes[8], classes[9]];
  const course = await t.db.selectFrom('courses').select('id').orderBy('id').execute();
  academyId = (await t.db.selectFrom('classes').select('academy_id').where('id', '=', missedIn.id).executeTakeFirstOrThrow()).academy_id;
  await t.db
    .updateTable('classes')
    .set({ course_id: course[0].id, schedules: JSON.stringify(everyDay), capacity: null })
    .where('id', 'in', [missedIn.id, makeupIn.id])
    .execute();
  await t.db.updateTable('classes').set({ course_id: course[1].id }).where('id', '=', other.id).execute();
  expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: POLICY } })).statusCode).toBe(200);
  taken = new Set();
});

describe('a make-up credit', () => {
  it('is granted by a leave approved in time: the absence takes nothing, the make-up lesson takes the session once', async () => {
    const player = await freshPlayer();
    await approvedLeave(player, yesterday, 30);
    const [credit] = await creditsOf(player);
    expect(credit).toMatchObject({ status: 'open', expires_on: addDays(yesterday, 30) });

    // Absent at the lesson missed: nothing taken; a classmate absent without leave loses the session.
    const classmate = await freshPlayer();
    expect(
      (
        await save(missedIn.id, yesterday, [
          { player_id: player, check_in: 0 },
          { player_id: classmate, check_in: 0 },
        ])
      ).statusCode,
    ).toBe(200);
    expect(await balance(player)).toBe(10);
    expect(await balance(classmate)).toBe(9);

    // Booked into the other class today: on its roster as a make-up, used by the present mark, once.
    const booked = await book(credit.id, makeupIn.id, today);
    expect(booked.statusCode, booked.body).toBe(200);
    expect(booked.json().data).toMatchObject({ status: 'booked', booked_class_id: makeupIn.id, booked_date: today });
    expect((await roster(makeupIn.id, today)).find((r) => r.player_id === player)).toMatchObject({ makeup: true });
    for (let i = 0; i < 2; i++) expect((await save(makeupIn.id, today, [{ player_id: player, check_in: 1 }])).statusCode).toBe(200);
    expect(await balance(player)).toBe(9);
    expect((await creditsOf(player))[0].status).toBe('used');
    // Undone, the session comes back and the credit is booked again; marked again, used again.
    await save(makeupIn.id, today, [{ player_id: player, check_in: -1 }]);
    expect([await balance(player), (await creditsOf(player))[0].status]).toEqual([10, 'booked']);
    await save(makeupIn.id, today, [{ player_id: player, check_in: 1 }]);
    expect([await balance(player), (await creditsOf(player))[0].status]).toEqual([9, 'used']);

    expect((await ledger(player)).map((r) => r.reason)).toEqual([
      'opening',
      'adjusted',
      'makeup_granted',
      'makeup_used',
      'given_back',
      'makeup_used',
    ]);
    expect((await ledger(classmate)).at(-1)).toMatchObject({ units: -1, reason: 'absent', class_id: missedIn.id });
    expect(await unbalanced()).toEqual([]);
  });

  it('is not granted for leave asked late, past the month’s allowance, or while credits are off', async () => {
    const late = await freshPlayer();
    await approvedLeave(late, yesterday, 5);
    expect(await creditsOf(late)).toEqual([]);

    // Three lessons of one month ahead, each asked in time: the allowance of two grants two.
    const month = addDays(`${today.slice(0, 8)}01`, 40).slice(0, 8);
    const often = await freshPlayer();
    for (const day of ['05', '06', '07']) await approvedLeave(often, `${month}${day}`, 48);
    expect((await creditsOf(often)).map((c) => c.status)).toEqual(['open', 'open']);

    expect(
      (
        await admin({
          method: 'PUT',
          url: '/v1/api/admin/settings',
          payload: { attendance_settings: { ...POLICY, is_makeup_enable: false } },
        })
      ).statusCode,
    ).toBe(200);
    const off = await freshPlayer();
    await approvedLeave(off, `${month}10`, 48);
    expect(await creditsOf(off)).toEqual([]);
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: POLICY } })).statusCode).toBe(200);
  });

  it('is granted against a pack up to the per-pack allowance: the next pack brings its own', async () => {
    const setPolicy = async (patch: object) =>
      expect(
        (await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: { ...POLICY, ...patch } } }))
          .statusCode,
      ).toBe(200);
    await setPolicy({ makeup_per_month: 10, makeup_per_pack: 1 });
    const month = addDays(`${today.slice(0, 8)}01`, 70).slice(0, 8);
    const player = await freshPlayer();
    const packs = () =>
      t.db.selectFrom('session_packs').select(['id', 'left_units']).where('player_id', '=', player).orderBy('id').execute();
    const [first] = await packs();
    await approvedLeave(player, `${month}05`, 48);
    await approvedLeave(player, `${month}06`, 48);
    expect(await t.db.selectFrom('makeup_credits').select(['pack_id', 'missed_date']).where('player_id', '=', player).execute()).toEqual([
      { pack_id: first.id, missed_date: `${month}05` },
    ]);

    // The first pack used up and the next one bought: its lessons missed earn a credit again, once.
    await admin({ method: 'POST', url: '/v1/api/admin/session-adjustments', payload: { player_id: player, units: -10, note: 'Hết gói' } });
    const renewed = await admin({ method: 'POST', url: `/v1/api/admin/session-packs/${first.id}/renewal`, payload: {} });
    expect(renewed.statusCode, renewed.body).toBe(200);
    const next = renewed.json().data.id as number;
    await approvedLeave(player, `${month}07`, 48);
    await approvedLeave(player, `${month}08`, 48);
    const credits = await t.db
      .selectFrom('makeup_credits')
      .select(['pack_id', 'missed_date'])
      .where('player_id', '=', player)
      .orderBy('id')
      .execute();
    expect(credits).toEqual([
      { pack_id: first.id, missed_date: `${month}05` },
      { pack_id: next, missed_date: `${month}07` },
    ]);
    expect((await ledger(player)).filter((r) => r.reason === 'makeup_granted')).toHaveLength(2);

    // No per-pack allowance: the month's alone counts.
    await setPolicy({ makeup_per_month: 10 });
    await approvedLeave(player, `${month}09`, 48);
    expect(await creditsOf(player)).toHaveLength(3);
    await setPolicy({});
    expect(await unbalanced()).toEqual([]);
  });

  it('comes off a request rejected or deleted, and off a player who came after all', async () => {
    const player = await freshPlayer();
    const first = await approvedLeave(player, addDays(today, 2), 48);
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${first}`, payload: { status: 2 } })).statusCode).toBe(200);
    expect((await creditsOf(player)).map((c) => c.status)).toEqual(['cancelled']);

    const second = await approvedLeave(player, addDays(today, 6), 48);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/time-off/${second}` })).statusCode).toBe(200);
    expect((await creditsOf(player)).map((c) => c.status)).toEqual(['cancelled', 'cancelled']);

    const came = await freshPlayer();
    await approvedLeave(came, yesterday, 48);
    expect((await save(missedIn.id, yesterday, [{ player_id: came, check_in: 1 }])).statusCode).toBe(200);
    expect((await creditsOf(came)).map((c) => c.status)).toEqual(['cancelled']);
    expect(await balance(came)).toBe(9);
    expect((await ledger(came)).map((r) => r.reason).slice(-3)).toEqual(['makeup_granted', 'attended', 'makeup_cancelled']);
  });

  it('is booked only into another class of the course, on its lesson day, before it lapses, with a place free', async () => {
    const player = await freshPlayer();
    await approvedLeave(player, yesterday, 48);
    const [credit] = await creditsOf(player);
    const refused = async (classId: number, day: string, status: number, field: string, message?: string) => {
      const res = await book(credit.id, classId, day);
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().errors[0]).toMatchObject({ field, ...(message && { message }) });
    };
    await refused(missedIn.id, today, 422, 'class_id', en.makeups.ownClass);
    await refused(other.id, today, 422, 'class_id', en.makeups.otherCourse);
    await refused(makeupIn.id, yesterday, 422, 'at_date', en.makeups.past);
    await refused(makeupIn.id, addDays(credit.expires_on, 1), 422, 'at_date');
    const schedule = everyDay.filter((s) => Number(s.day_of_week) !== weekdayOf(addDays(today, 1)));
    await t.db
      .updateTable('classes')
      .set({ schedules: JSON.stringify(schedule) })
      .where('id', '=', makeupIn.id)
      .execute();
    await refused(makeupIn.id, addDays(today, 1), 422, 'at_date');

    // One place left: two bookings at once, one gets it.
    const rival = await freshPlayer();
    await approvedLeave(rival, yesterday, 48);
    const [rivalCredit] = await creditsOf(rival);
    const places = (await roster(makeupIn.id, addDays(today, 2))).length + 1;
    await t.db.updateTable('classes').set({ capacity: places }).where('id', '=', makeupIn.id).execute();
    const both = await Promise.all([book(credit.id, makeupIn.id, addDays(today, 2)), book(rivalCredit.id, makeupIn.id, addDays(today, 2))]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe('CLASS_FULL');
    const winner = both.find((r) => r.statusCode === 200)!.json().data as Credit;
    expect((await book(winner.id, makeupIn.id, addDays(today, 2))).statusCode).toBe(409);

    // Released, the place is free again for the other.
    const released = await admin({ method: 'PUT', url: `/v1/api/admin/makeup-credits/${winner.id}/release`, payload: {} });
    expect(released.json().data).toMatchObject({ status: 'open', booked_class_id: null, booked_date: null });
    const loser = winner.id === credit.id ? rivalCredit : credit;
    expect((await book(loser.id, makeupIn.id, addDays(today, 2))).statusCode).toBe(200);
    await t.db
      .updateTable('classes')
      .set({ capacity: null, schedules: JSON.stringify(everyDay) })
      .where('id', '=', makeupIn.id)
      .execute();
  });

  it('lapses unused after its last day, taking the session it held where absences count', async () => {
    const player = await freshPlayer();
    await approvedLeave(player, yesterday, 48);
    const [credit] = await creditsOf(player);
    await t.db.updateTable('makeup_credits').set({ expires_on: yesterday }).where('id', '=', credit.id).execute();
    expect(await expireMakeupCredits(t.db, academyId, today)).toBeGreaterThanOrEqual(1);
    expect(await expireMakeupCredits(t.db, academyId, today)).toBe(0);
    expect((await creditsOf(player))[0].status).toBe('expired');
    expect(await balance(player)).toBe(9);
    expect((await ledger(player)).at(-1)).toMatchObject({ units: -1, reason: 'makeup_expired' });
    expect(await unbalanced()).toEqual([]);
  });

  it('lasts a freeze’s days longer', async () => {
    const player = await freshPlayer();
    await approvedLeave(player, yesterday, 48);
    const [credit] = await creditsOf(player);
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/player-freezes',
      payload: { player_id: player, branch_id: missedIn.branch_id, from_date: today, to_date: addDays(today, 9), reason: 'Về quê' },
    });
    expect(res.statusCode).toBe(201);
    expect((await creditsOf(player))[0].expires_on).toBe(addDays(credit.expires_on, 10));
  });
});
