/**
 * Freezes (bảo lưu, `player_freezes`): a frozen player is on no roster for the freeze's days, so no
 * session is taken and no absence counted, and is back the day after; each freeze is an event of
 * the sessions ledger that moves nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';
import { unbalancedPlayers } from '../helpers/session-ledger';

type Call = ReturnType<typeof as>;
interface Row {
  player_id: number;
  guest: boolean;
  check_in: number;
  frozen?: boolean;
  number_of_units: number;
}

const today = academyToday(DEFAULT_TIME_ZONE);
const t = useTestApp();
let admin: Call;
let manager: Call;
let classes: Array<{ id: number; branch_id: number }>;
let managerBranches: number[];

const roster = async (classId: number, day: string): Promise<Row[]> =>
  (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${classId}&date=${day}` })).json().data.content;
const freeze = (payload: Record<string, unknown>, call = admin) =>
  call({ method: 'POST', url: '/v1/api/admin/player-freezes', headers: { 'accept-language': 'en' }, payload });
const save = (classId: number, day: string, rows: Array<Record<string, unknown>>) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    headers: { 'accept-language': 'en' },
    payload: { class_id: classId, at_date: day, player_check_in: rows },
  });
const events = (playerId: number) =>
  t.db
    .selectFrom('session_changes')
    .select(['units', 'reason', 'note', 'at_date'])
    .where('player_id', '=', playerId)
    .where('reason', 'in', ['frozen', 'unfrozen'])
    .orderBy('id')
    .execute();
const unbalanced = () => unbalancedPlayers(t.db);

/** A player of the class (not a guest) with no mark today. */
async function unmarkedOf(classId: number): Promise<Row> {
  return (await roster(classId, today)).find((r) => !r.guest && r.check_in === -1)!;
}

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
  const user = await t.db.selectFrom('users').select('branch_ids').where('user_name', '=', 'manager').executeTakeFirstOrThrow();
  managerBranches = user.branch_ids as number[];
});

describe('a freeze', () => {
  it('takes the player off the rosters of its days, takes nothing, and has them back the day after', async () => {
    const klass = classes[1];
    const player = await unmarkedOf(klass.id);
    const res = await freeze({
      player_id: player.player_id,
      branch_id: klass.branch_id,
      from_date: addDays(today, -1),
      to_date: today,
      reason: 'Về quê ăn Tết',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ player_id: player.player_id, branch_id: klass.branch_id, user_id: expect.any(Number) });

    for (const day of [addDays(today, -1), today])
      expect((await roster(klass.id, day)).map((r) => r.player_id)).not.toContain(player.player_id);
    expect((await roster(klass.id, addDays(today, 1))).find((r) => r.player_id === player.player_id)).toMatchObject({ frozen: false });

    const refused = await save(klass.id, today, [{ player_id: player.player_id, check_in: 1 }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toMatchObject({
      field: 'player_check_in.0.player_id',
      message: expect.stringContaining('is frozen from'),
    });
    expect((await roster(klass.id, addDays(today, 1))).find((r) => r.player_id === player.player_id)!.number_of_units).toBe(
      player.number_of_units,
    );
    expect(await events(player.player_id)).toEqual([
      { units: 0, reason: 'frozen', note: expect.stringMatching(/–.*: Về quê ăn Tết$/), at_date: addDays(today, -1) },
    ]);
    expect(await unbalanced()).toEqual([]);
  });

  it('keeps a player marked before the freeze on that day’s list, flagged', async () => {
    const klass = classes[2];
    const player = await unmarkedOf(klass.id);
    expect((await save(klass.id, today, [{ player_id: player.player_id, check_in: 0 }])).statusCode).toBe(200);
    const res = await freeze({ player_id: player.player_id, branch_id: klass.branch_id, from_date: today, to_date: today, reason: 'Ốm' });
    expect(res.statusCode).toBe(201);
    expect((await roster(klass.id, today)).find((r) => r.player_id === player.player_id)).toMatchObject({ frozen: true, check_in: 0 });
  });

  it('is refused when it ends before it starts, lasts over a year, or overlaps another', async () => {
    const klass = classes[3];
    const player = await unmarkedOf(klass.id);
    const base = { player_id: player.player_id, branch_id: klass.branch_id, reason: 'Đi du lịch' };
    const backwards = await freeze({ ...base, from_date: addDays(today, 10), to_date: addDays(today, 9) });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual([{ field: 'to_date', message: en.freezes.endsBeforeStart }]);
    const long = await freeze({ ...base, from_date: addDays(today, 10), to_date: addDays(today, 400) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors[0].field).toBe('to_date');

    // Two at once for the same days: one is kept, the other refused.
    const both = await Promise.all([
      freeze({ ...base, from_date: addDays(today, 10), to_date: addDays(today, 20) }),
      freeze({ ...base, from_date: addDays(today, 15), to_date: addDays(today, 25) }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const refused = both.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ success: false, code: 'FREEZE_OVERLAP', errors: [{ field: 'from_date' }] });
    const stored = await t.db.selectFrom('player_freezes').select('id').where('player_id', '=', player.player_id).execute();
    expect(stored).toHaveLength(1);

    // Moving the kept one keeps it apart from itself, and the ledger tells of the new days.
    const edit = await admin({
      method: 'PATCH',
      url: `/v1/api/admin/player-freezes/${stored[0].id}`,
      payload: { from_date: addDays(today, 12), to_date: addDays(today, 30) },
    });
    expect(edit.statusCode).toBe(200);
    expect((await events(player.player_id)).map((e) => e.at_date)).toEqual([
      both.find((r) => r.statusCode === 201)!.json().data.from_date,
      addDays(today, 12),
    ]);
  });

  it('is of the player’s branch, and the branch’s to set', async () => {
    const own = classes.find((c) => managerBranches.includes(c.branch_id))!;
    const other = classes.find((c) => !managerBranches.includes(c.branch_id))!;
    const player = await unmarkedOf(own.id);
    const days = { from_date: addDays(today, 40), to_date: addDays(today, 41), reason: 'Thi học kỳ' };
    const elsewhere = await freeze({ player_id: player.player_id, branch_id: other.branch_id, ...days });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors[0].field).toBe('player_id');
    expect((await freeze({ player_id: player.player_id, branch_id: own.branch_id, ...days }, manager)).statusCode).toBe(201);

    const outsider = await unmarkedOf(other.id);
    const refused = await freeze({ player_id: outsider.player_id, branch_id: other.branch_id, ...days }, manager);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, code: 'BRANCH_NOT_ALLOWED' });
  });

  it('lifted, puts the player back on the roster and tells the ledger', async () => {
    const klass = classes[4];
    const player = await unmarkedOf(klass.id);
    const res = await freeze({
      player_id: player.player_id,
      branch_id: klass.branch_id,
      from_date: today,
      to_date: addDays(today, 5),
      reason: 'Ốm',
    });
    expect((await roster(klass.id, today)).map((r) => r.player_id)).not.toContain(player.player_id);
    expect((await admin({ method: 'DELETE', url: `/v1/api/admin/player-freezes/${res.json().data.id}` })).statusCode).toBe(200);
    expect((await roster(klass.id, today)).map((r) => r.player_id)).toContain(player.player_id);
    expect((await events(player.player_id)).map((e) => [e.reason, e.units, e.at_date])).toEqual([
      ['frozen', 0, today],
      ['unfrozen', 0, today],
    ]);
  });
});
