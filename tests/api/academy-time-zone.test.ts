/**
 * The academy's time zone (settings → general): chosen from the spec §3 list, and
 * every "today" of the academy follows it. The demo academy moves to Los Angeles: at
 * 10:00 on New Year's Day in Hanoi it is still 31 December there, and the academy's
 * attendance, dashboard, reports and daily tasks read 31 December.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { TIME_ZONES } from '../../domain/time-zones';
import { giveAllBirthdayPoints } from '../../server/modules/loyalty/point-grants';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
type Call = ReturnType<typeof as>;

const year = new Date().getUTCFullYear();
/** 03:00 UTC on the next New Year's Day: 10:00 on 1 January in Hanoi, 19:00 on 31 December in Los Angeles. */
const newYearInHanoi = new Date(`${year + 1}-01-01T03:00:00Z`);
const laToday = `${year}-12-31`;
const hanoiToday = `${year + 1}-01-01`;

let admin: Call;
let academyId: number;
let details: Record<string, unknown>;

const putDetails = (body: Record<string, unknown>, lang = 'vi') =>
  admin({ method: 'PUT', url: `/v1/api/admin/academies/${academyId}`, payload: body, headers: { 'accept-language': lang } });
const data = async (url: string) => {
  const res = await admin({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: newYearInHanoi });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const academy = await data('/v1/api/admin/academies/my-academy');
  academyId = academy.id;
  details = Object.fromEntries(
    ['name', 'director', 'size', 'city', 'address', 'primary_contact', 'account_name', 'account_number', 'bank_name'].map((f) => [
      f,
      academy[f],
    ]),
  );
});

afterAll(() => {
  vi.useRealTimers();
});

describe("the academy's time zone", () => {
  it('is Vietnam’s until the admin picks another of the list, and only one of the list', async () => {
    expect((await data('/v1/api/admin/academies/my-academy')).time_zone).toBe('Asia/Ho_Chi_Minh');
    const wrong = await putDetails({ ...details, time_zone: 'Mars/Olympus_Mons' }, 'en');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, errors: [{ field: 'time_zone' }] });

    const saved = await putDetails({ ...details, time_zone: 'America/Los_Angeles' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.time_zone).toBe('America/Los_Angeles');
    // Details saved without it keep the zone.
    expect((await putDetails(details)).statusCode).toBe(200);
    expect((await data('/v1/api/admin/academies/my-academy')).time_zone).toBe('America/Los_Angeles');
  });

  it('is known to the database for every zone of the list', async () => {
    for (const zone of TIME_ZONES) {
      await expect(sql`select now() at time zone ${zone}`.execute(t.db), zone).resolves.toBeTruthy();
    }
  });

  it("dates attendance by the academy's day: its 31 December is open, 1 January is still to come", async () => {
    const [klass] = (await data('/v1/api/admin/classes?size=1&sort=id:asc')).content;
    const roster = (date: string) => data(`/v1/api/admin/attendances/player?classId=${klass.id}&date=${date}`);
    expect((await roster(laToday)).locked).toBeNull();
    expect((await roster(hanoiToday)).locked).toBe('futureDay');
  });

  it("opens the dashboard on the academy's year", async () => {
    expect((await data('/v1/api/admin/dashboard')).year).toBe(year);
  });

  it("reports a moment on the academy's day, and names a report file by it", async () => {
    const player = await t.db
      .selectFrom('players')
      .select(['id', 'class_id'])
      .where('academy_id', '=', academyId)
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('players').set({ create_date: newYearInHanoi.toISOString() }).where('id', '=', player.id).execute();
    const report = await data(
      `/v1/api/players/report?filterUnit=DATE&fromDate=${laToday}&toDate=${hanoiToday}&classIds=${player.class_id}`,
    );
    const joined = Object.fromEntries(report.periods.map((p: { period: string; joined: number }) => [p.period, p.joined]));
    expect(joined[laToday]).toBeGreaterThanOrEqual(1);
    expect(joined[hanoiToday]).toBe(0);

    const file = await admin({ method: 'GET', url: '/v1/api/players/report-all/export?format=csv' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(`report_players_roster_${laToday}`);
  });

  it('gives birthday points on each academy’s own day', async () => {
    const actions = [
      { id: 1, value: 0 },
      { id: 2, value: 100 },
      { id: 3, value: 0 },
      { id: 4, value: 0 },
    ];
    expect(
      (
        await admin({
          method: 'PUT',
          url: '/v1/api/admin/settings',
          payload: { point_settings: { actions, level: [{ id: 0, benchmarks: 0 }] } },
        })
      ).statusCode,
    ).toBe(200);
    const player = await t.db
      .selectFrom('players')
      .select('id')
      .where('academy_id', '=', academyId)
      .where('deleted_at', 'is', null)
      .where('auditing_status', '=', 1)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('players').set({ date_of_birth: '2015-12-31' }).where('id', '=', player.id).execute();
    await giveAllBirthdayPoints(t.db, newYearInHanoi);
    const grant = await t.db
      .selectFrom('point_grants')
      .select('reason')
      .where('academy_id', '=', academyId)
      .where('player_id', '=', player.id)
      .executeTakeFirst();
    expect(grant?.reason).toBe(`birthday:${year}`);
  });
});
