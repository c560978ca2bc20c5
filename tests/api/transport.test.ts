import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { addDays, dayOfWeek } from '../../server/modules/schedules/timetable';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
interface RosterItem {
  player_id: number;
  player: { name: string };
  days: string[];
  due: boolean;
  check_in: number;
  note: string | null;
}
interface Roster {
  bus_stop: { id: number; name: string };
  items: RosterItem[];
  total_present: number;
  total_absent: number;
  fees?: { booked: number; taken_back: number };
}

/** The first Monday of last month: it and the days after it are in the past, and in one month. */
function lastMonthMonday(): string {
  const today = academyToday(DEFAULT_TIME_ZONE);
  const [y, m] = today.split('-').map(Number);
  let day = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
  while (dayOfWeek(day) !== '1') day = addDays(day, 1);
  return day;
}

describe('transport attendance', () => {
  const t = useTestApp();
  let admin: Call;
  let branchId: number;
  let early: number;
  let late: number;
  const riders: Record<'an' | 'binh' | 'chi', number> = { an: 0, binh: 0, chi: 0 };
  const MON = lastMonthMonday();
  const TUE = addDays(MON, 1);
  const WED = addDays(MON, 2);
  const inBranch = () => ({ branchids: String(branchId) });

  const create = async (url: string, payload: Record<string, unknown>) => {
    const res = await admin({ method: 'POST', url, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data.id as number;
  };
  const setTransport = (mode: { is_enable: boolean; fee_type: number; amount: number }) =>
    admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { transport_settings: [{ branch_id: branchId, ...mode }] } });
  const roster = async (stop: number, date: string, direction: string): Promise<Roster> => {
    const res = await admin({
      method: 'GET',
      url: `/v1/api/admin/bus-stops/${stop}/pickup-attendances?date=${date}&direction=${direction}`,
      headers: inBranch(),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };
  const save = (stop: number, date: string, direction: string, items: Array<{ player_id: number; check_in: number; note?: string }>) =>
    admin({ method: 'POST', url: '/v1/api/pickup-attendances', payload: { bus_stop_id: stop, date, direction, items } });
  /** The live transport fee revenues of a rider. */
  const fees = (playerId: number) =>
    t.db
      .selectFrom('revenues as r')
      .innerJoin('transaction_categories as c', 'c.id', 'r.category_id')
      .select(['r.amount', 'r.at_date', 'r.transaction_status', 'r.title', 'r.id'])
      .where('c.code', '=', 'REVENUE_TRANSPORT_FEE')
      .where('r.player_id', '=', playerId)
      .where('r.deleted_at', 'is', null)
      .orderBy('r.id')
      .execute();

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    // A branch of its own: its stops and riders are exactly the ones made here.
    branchId = await create('/v1/api/admin/branches', { name: 'Cơ sở Đưa Đón', auditing_status: 1 });
    const classId = await create('/v1/api/admin/classes', { name: 'Lớp xe buýt', branch_id: branchId, auditing_status: 1 });
    for (const [key, name] of [
      ['an', 'Nguyễn Văn An'],
      ['binh', 'Trần Thị Bình'],
      ['chi', 'Lê Minh Chi'],
    ] as const) {
      riders[key] = await create('/v1/api/players', {
        name,
        date_of_birth: '2015-04-12',
        branch_id: branchId,
        class_id: classId,
        parent_name: 'Phụ huynh',
        mobile: '0912345678',
        auditing_status: 1,
      });
    }
    late = await create('/v1/api/admin/bus-stops', {
      name: 'Ngã tư trung tâm',
      branch_id: branchId,
      pickup_time: '07:15',
      auditing_status: 1,
    });
    early = await create('/v1/api/admin/bus-stops', {
      name: 'Cổng khu đô thị',
      branch_id: branchId,
      pickup_time: '06:30',
      auditing_status: 1,
    });
    const ride = (player: number, stop: number, days: string[], is_departure_turn: boolean, is_return_turn: boolean) =>
      create('/v1/api/admin/player-bus-stops', {
        branch_id: branchId,
        bus_stop_id: stop,
        player_id: player,
        days,
        is_departure_turn,
        is_return_turn,
      });
    await ride(riders.an, early, ['1', '3'], true, true);
    await ride(riders.binh, early, ['1'], true, false);
    await ride(riders.chi, late, ['1', '2'], true, true);
  });

  it('answers 409 with the way to the setting while the branch has no transport mode', async () => {
    const list = await admin({
      method: 'GET',
      url: `/v1/api/admin/bus-stops/pickup-attendances?date=${MON}&direction=forward`,
      headers: inBranch(),
    });
    expect(list.statusCode).toBe(409);
    expect(list.json()).toMatchObject({
      success: false,
      code: 'TRANSPORT_OFF',
      message: vi.transport.errors.off.replace('{{branches}}', 'Cơ sở Đưa Đón'),
    });
    expect(list.json().data.settings_path).toBe('/settings/transport-mode');
    const one = await admin({
      method: 'GET',
      url: `/v1/api/admin/bus-stops/${early}/pickup-attendances?date=${MON}&direction=forward`,
      headers: { 'accept-language': 'en' },
    });
    expect(one.statusCode).toBe(409);
    expect(one.json().message).toBe(en.transport.errors.off.replace('{{branches}}', 'Cơ sở Đưa Đón'));
    expect((await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 1 }])).statusCode).toBe(409);
  });

  it("lists the branch's stops in pickup order and the riders due by their days and turns", async () => {
    expect((await setTransport({ is_enable: true, fee_type: 0, amount: 0 })).statusCode).toBe(200);
    const res = await admin({
      method: 'GET',
      url: `/v1/api/admin/bus-stops/pickup-attendances?date=${MON}&direction=forward`,
      headers: inBranch(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.content.map((s: { id: number; total_riders: number }) => [s.id, s.total_riders])).toEqual([
      [early, 2],
      [late, 1],
    ]);

    const names = async (stop: number, date: string, direction: string) =>
      (await roster(stop, date, direction)).items.map((i) => i.player_id);
    expect(await names(early, MON, 'forward')).toEqual([riders.an, riders.binh]);
    expect(await names(early, MON, 'back')).toEqual([riders.an]);
    expect(await names(early, TUE, 'forward')).toEqual([]);
    expect(await names(early, WED, 'forward')).toEqual([riders.an]);
    expect(await names(late, TUE, 'back')).toEqual([riders.chi]);

    const first = (await roster(early, MON, 'forward')).items[0];
    expect(first).toMatchObject({ player: { name: 'Nguyễn Văn An' }, days: ['1', '3'], due: true, check_in: -1, note: null });
    const edit = await admin({
      method: 'GET',
      url: `/v1/api/admin/bus-stops/${early}/edit-pickup-attendances?date=${MON}&direction=forward`,
    });
    expect(edit.json().data).toEqual(await roster(early, MON, 'forward'));
  });

  it("saves a stop's marks in one call, with counts, and changes nothing more on a second save", async () => {
    const res = await save(early, MON, 'forward', [
      { player_id: riders.an, check_in: 1 },
      { player_id: riders.binh, check_in: 0, note: 'Ốm' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(vi.transport.saved);
    const saved: Roster = res.json().data;
    expect(saved.items.map((i) => [i.player_id, i.check_in, i.note])).toEqual([
      [riders.an, 1, null],
      [riders.binh, 0, 'Ốm'],
    ]);
    expect(saved).toMatchObject({ total_present: 1, total_absent: 1, fees: { booked: 0, taken_back: 0 } });
    expect(await fees(riders.an)).toEqual([]);

    const day = (
      await admin({ method: 'GET', url: `/v1/api/admin/bus-stops/pickup-attendances?date=${MON}&direction=forward`, headers: inBranch() })
    ).json().data;
    expect(day).toMatchObject({ total_present: 1, total_absent: 1 });
    expect(day.content[0]).toMatchObject({ id: early, total_present: 1, total_absent: 1 });
    // The other direction is its own turn.
    expect((await roster(early, MON, 'back')).items[0].check_in).toBe(-1);

    const cleared = await save(early, MON, 'forward', [{ player_id: riders.binh, check_in: -1 }]);
    expect(cleared.json().data.items.find((i: RosterItem) => i.player_id === riders.binh).check_in).toBe(-1);
    const rows = await t.db
      .selectFrom('pickup_attendances')
      .select('player_id')
      .where('bus_stop_id', '=', early)
      .where('at_date', '=', MON)
      .execute();
    expect(rows.map((r) => r.player_id)).toEqual([riders.an]);
  });

  it('books a per-turn fee for each present turn and takes it back when the mark changes', async () => {
    await setTransport({ is_enable: true, fee_type: 1, amount: 25_000 });
    await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 0 }]);
    const booked = await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 1 }]);
    expect(booked.json().data.fees).toEqual({ booked: 1, taken_back: 0 });
    const [fee] = await fees(riders.an);
    expect(fee).toMatchObject({ amount: 25_000, at_date: MON, transaction_status: 1 });
    expect(fee.title).toContain('Cổng khu đô thị');

    expect((await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 1 }])).json().data.fees).toEqual({
      booked: 0,
      taken_back: 0,
    });
    await save(early, MON, 'back', [{ player_id: riders.an, check_in: 1 }]);
    expect((await fees(riders.an)).length).toBe(2);

    expect((await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 0 }])).json().data.fees).toEqual({
      booked: 0,
      taken_back: 1,
    });
    expect((await fees(riders.an)).length).toBe(1);
    await save(early, MON, 'back', [{ player_id: riders.an, check_in: -1 }]);
    expect(await fees(riders.an)).toEqual([]);

    const list = (await admin({ method: 'GET', url: `/v1/api/admin/transactions?playerIds=${riders.an}&size=100` })).json().data.content;
    expect(list).toEqual([]);
    await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 1 }]);
    const shown = (await admin({ method: 'GET', url: `/v1/api/admin/transactions?playerIds=${riders.an}&size=100` })).json().data.content;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({ amount: 25_000, category: { name: expect.any(String) } });
    await save(early, MON, 'forward', [{ player_id: riders.an, check_in: -1 }]);
  });

  it('charges a monthly fee once per rider and month, and takes it back when no present turn is left', async () => {
    await setTransport({ is_enable: true, fee_type: 2, amount: 300_000 });
    expect((await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 1 }])).json().data.fees).toEqual({
      booked: 1,
      taken_back: 0,
    });
    await save(early, WED, 'forward', [{ player_id: riders.an, check_in: 1 }]);
    await save(early, MON, 'back', [{ player_id: riders.an, check_in: 1 }]);
    const [charge, ...more] = await fees(riders.an);
    expect(more).toEqual([]);
    expect(charge).toMatchObject({ amount: 300_000, at_date: MON, transaction_status: 4 });

    await save(early, MON, 'forward', [{ player_id: riders.an, check_in: 0 }]);
    await save(early, MON, 'back', [{ player_id: riders.an, check_in: 0 }]);
    expect(await fees(riders.an)).toHaveLength(1);
    expect((await save(early, WED, 'forward', [{ player_id: riders.an, check_in: 0 }])).json().data.fees).toEqual({
      booked: 0,
      taken_back: 1,
    });
    expect(await fees(riders.an)).toEqual([]);

    // Once paid, the month's fee stays even if the turns are undone.
    await save(early, WED, 'forward', [{ player_id: riders.an, check_in: 1 }]);
    const [again] = await fees(riders.an);
    await t.db.updateTable('revenues').set({ transaction_status: 1 }).where('id', '=', again.id).execute();
    await save(early, WED, 'forward', [{ player_id: riders.an, check_in: 0 }]);
    expect(await fees(riders.an)).toHaveLength(1);
  });

  it('books nothing when transport is free', async () => {
    await setTransport({ is_enable: true, fee_type: 0, amount: 0 });
    expect((await save(late, MON, 'forward', [{ player_id: riders.chi, check_in: 1 }])).json().data.fees).toEqual({
      booked: 0,
      taken_back: 0,
    });
    expect(await fees(riders.chi)).toEqual([]);
  });

  it('refuses players who do not ride from the stop, a player twice, a future day and bad input', async () => {
    const stranger = await save(late, MON, 'forward', [{ player_id: riders.binh, check_in: 1 }]);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json().errors).toEqual([{ field: 'items.0.player_id', message: vi.transport.errors.notRider }]);
    const twice = await save(early, MON, 'forward', [
      { player_id: riders.an, check_in: 1 },
      { player_id: riders.an, check_in: 0 },
    ]);
    expect(twice.json().errors).toEqual([{ field: 'items.1.player_id', message: vi.transport.errors.twice }]);
    const future = await save(early, addDays(academyToday(DEFAULT_TIME_ZONE), 1), 'forward', [{ player_id: riders.an, check_in: 1 }]);
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual([{ field: 'date', message: vi.transport.errors.futureDay }]);
    expect((await save(early, '2026-02-30', 'forward', [])).statusCode).toBe(400);
    expect((await save(early, MON, 'sideways', [])).statusCode).toBe(400);
    expect((await save(999_999, MON, 'forward', [])).statusCode).toBe(404);
    expect((await admin({ method: 'GET', url: `/v1/api/admin/bus-stops/${early}/pickup-attendances?date=${MON}` })).statusCode).toBe(400);
    // Nothing of a refused save was kept.
    expect((await roster(late, MON, 'forward')).items.map((i) => i.player_id)).toEqual([riders.chi]);
  });

  it('is closed without a session, to other roles, to a package without transport and to other academies', async () => {
    const url = `/v1/api/admin/bus-stops/pickup-attendances?date=${MON}&direction=forward`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'GET', url })).statusCode).toBe(403);
    const beta = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
    const refused = await beta({ method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    // The manager's own branches are not this one: its stop is out of reach.
    expect(
      (await manager({ method: 'GET', url: `/v1/api/admin/bus-stops/${early}/pickup-attendances?date=${MON}&direction=forward` }))
        .statusCode,
    ).toBe(404);
  });
});
