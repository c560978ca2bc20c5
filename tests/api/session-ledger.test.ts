/**
 * The sessions ledger (`session_changes`): every change of a player's sessions left is a row of it,
 * written with the change, so the figure every screen shows is the ledger's sum.
 */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { SESSION_REASONS } from '../../domain/player-sessions';
import ledgerSchema from '../../schemas/session_changes.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';
import { unbalancedPlayers } from '../helpers/session-ledger';

type Call = ReturnType<typeof as>;
interface Change {
  player_id: number;
  units: number;
  reason: string;
  class_id: number | null;
  at_date: string;
  note: string | null;
  user_id: number | null;
}

const today = academyToday(DEFAULT_TIME_ZONE);
const t = useTestApp();
let admin: Call;
let manager: Call;
let adminId: number;
let classes: Array<{ id: number; branch_id: number }>;
let managerBranches: number[];

const balance = async (id: number) =>
  Number((await t.db.selectFrom('players').select('number_of_units').where('id', '=', id).executeTakeFirstOrThrow()).number_of_units);
const ledger = async (id: number): Promise<Change[]> =>
  t.db
    .selectFrom('session_changes')
    .select(['player_id', 'units', 'reason', 'class_id', 'at_date', 'note', 'user_id'])
    .where('player_id', '=', id)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => ({ ...r, at_date: String(r.at_date) })));
const unbalanced = () => unbalancedPlayers(t.db);

const save = (classId: number, rows: Array<Record<string, unknown>>) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    payload: { class_id: classId, at_date: today, player_check_in: rows },
  });
const adjust = (payload: Record<string, unknown>, call = admin, lang = 'en') =>
  call({ method: 'POST', url: '/v1/api/admin/session-adjustments', headers: { 'accept-language': lang }, payload });
/** A player of the class with no mark today, with their sessions left set through the ledger. */
async function playerOf(klass: { id: number }, sessions: number) {
  const res = await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${klass.id}&date=${today}` });
  const row = (res.json().data.content as Array<{ player_id: number; guest: boolean; check_in: number }>).find(
    (r) => !r.guest && r.check_in === -1,
  )!;
  const units = sessions - (await balance(row.player_id));
  if (units) expect((await adjust({ player_id: row.player_id, units, note: 'Bắt đầu kiểm tra' })).statusCode).toBe(200);
  return row.player_id;
}

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
  const { academy_id } = await t.db.selectFrom('classes').select('academy_id').where('id', '=', classes[0].id).executeTakeFirstOrThrow();
  const user = (name: string) =>
    t.db
      .selectFrom('users')
      .select(['id', 'branch_ids'])
      .where('academy_id', '=', academy_id)
      .where('user_name', '=', name)
      .executeTakeFirstOrThrow();
  adminId = (await user('admin')).id;
  managerBranches = (await user('manager')).branch_ids as number[];
  // Several units a lesson (a ledger row carries them all); balances here never reach the learning-debt limit.
  const attendance_settings = {
    is_own_setting_enable: true,
    max_own: 2,
    is_time_off_setting_enable: true,
    max_time_off: 4,
    is_multi_attendee_enable: true,
    max_unit_per_lesson: 3,
    time_limit_in_days: 7,
  };
  expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings } })).statusCode).toBe(200);
});

describe('the sessions ledger', () => {
  it('names the reasons the server writes', () => {
    expect(ledgerSchema.properties.reason.enum).toEqual([...SESSION_REASONS]);
    expect(Object.keys(ledgerSchema.properties.reason['x-enum-labels'])).toEqual([...SESSION_REASONS]);
  });

  it("opens with every seeded player's sessions left", async () => {
    const opened = await t.db
      .selectFrom('session_changes')
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(opened.n)).toBeGreaterThan(100);
    expect(await unbalanced()).toEqual([]);
  });

  it('starts a new player with the sessions entered, or with the enrolment’s', async () => {
    const klass = classes[0];
    const base = {
      name: 'Phan Minh Khôi',
      date_of_birth: '2016-05-02',
      branch_id: klass.branch_id,
      class_id: klass.id,
      parent_name: 'Phan Văn Long',
      mobile: '0911222333',
    };
    const enteredRes = await admin({ method: 'POST', url: '/v1/api/players', payload: { ...base, number_of_units: 7 } });
    expect(enteredRes.statusCode, enteredRes.body).toBe(201);
    const entered = enteredRes.json().data;
    expect(await ledger(entered.id)).toEqual([
      { player_id: entered.id, units: 7, reason: 'opening', class_id: null, at_date: today, note: null, user_id: adminId },
    ]);
    const enrolled = (await admin({ method: 'POST', url: '/v1/api/players', payload: base })).json().data;
    expect(enrolled.number_of_units).toBeGreaterThan(0);
    expect(await ledger(enrolled.id)).toMatchObject([{ units: enrolled.number_of_units, reason: 'enrolment' }]);
    expect(await unbalanced()).toEqual([]);
  });

  it('takes a present mark’s units for its lesson, gives them back once when the mark changes, and ignores a re-save', async () => {
    const klass = classes[1];
    const id = await playerOf(klass, 10);
    const before = (await ledger(id)).length;
    const since = async () =>
      (await ledger(id)).slice(before).map(({ units, reason, class_id, at_date }) => ({ units, reason, class_id, at_date }));
    const lesson = { class_id: klass.id, at_date: today };

    expect((await save(klass.id, [{ player_id: id, check_in: 1, units: 2 }])).statusCode).toBe(200);
    expect((await save(klass.id, [{ player_id: id, check_in: 1, units: 2 }])).statusCode).toBe(200);
    expect(await since()).toEqual([{ units: -2, reason: 'attended', ...lesson }]);
    expect(await balance(id)).toBe(8);

    expect((await save(klass.id, [{ player_id: id, check_in: 0 }])).statusCode).toBe(200);
    expect((await save(klass.id, [{ player_id: id, check_in: -1 }])).statusCode).toBe(200);
    expect(await since()).toEqual([
      { units: -2, reason: 'attended', ...lesson },
      { units: 2, reason: 'given_back', ...lesson },
    ]);
    expect(await balance(id)).toBe(10);
    expect(await unbalanced()).toEqual([]);
  });

  it('takes one session and writes one row however many saves of the same mark arrive at once', async () => {
    const klass = classes[2];
    const id = await playerOf(klass, 5);
    const before = (await ledger(id)).length;
    const saves = await Promise.all(Array.from({ length: 4 }, () => save(klass.id, [{ player_id: id, check_in: 1 }])));
    expect(saves.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect((await ledger(id)).slice(before)).toMatchObject([{ units: -1, reason: 'attended' }]);
    expect(await balance(id)).toBe(4);
  });

  it('keeps a change by the office with its reason and who made it', async () => {
    const id = await playerOf(classes[3], 3);
    const res = await adjust({ player_id: id, units: -2, note: '  Chuyển sang gói khác  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ player_id: id, number_of_units: 1 });
    expect((await ledger(id)).at(-1)).toEqual({
      player_id: id,
      units: -2,
      reason: 'adjusted',
      class_id: null,
      at_date: today,
      note: 'Chuyển sang gói khác',
      user_id: adminId,
    });
    expect(await unbalanced()).toEqual([]);
  });

  it('refuses a change that is nothing, has no reason, leaves the bounds or reaches outside the caller’s branches', async () => {
    const id = await playerOf(classes[3], 3);
    const rows = (await ledger(id)).length;
    expect((await adjust({ player_id: id, units: 0, note: 'Không đổi' })).statusCode).toBe(400);
    expect((await adjust({ player_id: id, units: 2 })).statusCode).toBe(400);
    const below = await adjust({ player_id: id, units: -103, note: 'Quá giới hạn' });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ success: false, errors: [{ field: 'units' }] });
    expect(below.json().message).toContain('-100');
    const inVietnamese = await adjust({ player_id: id, units: 997, note: 'Quá giới hạn' }, admin, 'vi');
    expect(inVietnamese.json().message).toContain('Số buổi còn lại sẽ là 1000');
    expect((await adjust({ player_id: 2_000_000_000, units: 1, note: 'Không có' })).statusCode).toBe(404);
    const elsewhere = classes.find((c) => !managerBranches.includes(c.branch_id))!;
    const outside = await playerOf(elsewhere, 2);
    expect((await adjust({ player_id: outside, units: 1, note: 'Ngoài chi nhánh' }, manager)).statusCode).toBe(404);
    expect(await balance(outside)).toBe(2);
    expect(await ledger(id)).toHaveLength(rows);
  });

  it('leaves sessions left alone when the player is edited: they move only through the ledger', async () => {
    const id = await playerOf(classes[4], 6);
    const res = await admin({ method: 'PATCH', url: `/v1/api/players/${id}`, payload: { number_of_units: 50, note: 'Đổi ghi chú' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(await balance(id)).toBe(6);
  });

  it('takes the balance away when a player comes back with sessions reset', async () => {
    const id = await playerOf(classes[5], 4);
    expect((await admin({ method: 'DELETE', url: `/v1/api/players/${id}` })).statusCode).toBe(200);
    const back = await admin({ method: 'PUT', url: `/v1/api/players/${id}/reactive`, payload: { data_reset: [2] } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await balance(id)).toBe(0);
    expect((await ledger(id)).at(-1)).toMatchObject({ units: -4, reason: 'reset', user_id: adminId });
    expect(await unbalanced()).toEqual([]);
  });

  it("lists a player's ledger, totalled to their sessions left; a manager sees their branches' rows", async () => {
    const id = await playerOf(classes[6], 9);
    const res = await admin({ method: 'GET', url: `/v1/api/admin/session-changes?playerIds=${id}&size=1` });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ total_elements: (await ledger(id)).length, sub_total: 9 });

    const mineRes = await manager({ method: 'GET', url: '/v1/api/admin/session-changes?size=100' });
    expect(mineRes.statusCode, mineRes.body).toBe(200);
    const mine = mineRes.json().data.content as Array<{
      branch_id: number;
    }>;
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => managerBranches.includes(row.branch_id))).toBe(true);
  });

  it('moves the balance out of the old branch and into the new one with the player; a class of the branch is an event', async () => {
    const from = classes[5];
    const to = classes.find((c) => c.branch_id !== from.branch_id)!;
    const sibling = classes.find((c) => c.branch_id === to.branch_id && c.id !== to.id)!;
    const id = await playerOf(from, 7);
    const move = (classId: number) =>
      admin({ method: 'PUT', url: '/v1/api/admin/players/change-branch', payload: [{ player_id: id, class_id: classId }] });
    expect((await move(to.id)).statusCode).toBe(200);
    const moved = await t.db
      .selectFrom('session_changes')
      .select(['units', 'reason', 'branch_id', 'class_id'])
      .where('player_id', '=', id)
      .where('reason', '=', 'transferred')
      .orderBy('id')
      .execute();
    expect(moved).toEqual([
      { units: -7, reason: 'transferred', branch_id: from.branch_id, class_id: from.id },
      { units: 7, reason: 'transferred', branch_id: to.branch_id, class_id: to.id },
    ]);
    const inBranch = async (branchId: number) =>
      (
        await sql<{
          n: number;
        }>`select coalesce(sum(units), 0)::int as n from session_changes where player_id = ${id} and branch_id = ${branchId}`.execute(t.db)
      ).rows[0].n;
    expect([await inBranch(from.branch_id), await inBranch(to.branch_id)]).toEqual([0, 7]);

    expect((await move(sibling.id)).statusCode).toBe(200);
    expect((await ledger(id)).at(-1)).toMatchObject({ units: 0, reason: 'transferred', class_id: sibling.id });
    expect(await balance(id)).toBe(7);
    expect(await unbalanced()).toEqual([]);
  });

  it('is written by the server alone', async () => {
    const [row] = (await admin({ method: 'GET', url: '/v1/api/admin/session-changes?size=1' })).json().data.content;
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string) =>
      admin({ method, url, payload: { player_id: row.player_id, units: 5 } });
    expect((await write('POST', '/v1/api/admin/session-changes')).statusCode).toBe(405);
    expect((await write('PUT', `/v1/api/admin/session-changes/${row.id}`)).statusCode).toBe(405);
    expect((await write('DELETE', `/v1/api/admin/session-changes/${row.id}`)).statusCode).toBe(405);
    expect(await unbalanced()).toEqual([]);
  });
});
