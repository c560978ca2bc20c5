/**
 * Session packs and renewals: a player's sessions are held in packs, each ledger row naming the
 * pack it moved, so each pack's sessions left are its rows' sum and the player's are all of them.
 * The renewal queue lists the last packs running out or ending; renewing opens the next pack with
 * its fee unpaid, once; a pack past its last day gives up what is left of it, once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { expirePacks } from '../../server/modules/sessions/session-packs';
import { addDays } from '../../server/modules/attendance/attendance-policy';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { packsOf, unbalancedPlayers } from '../helpers/session-ledger';

type Call = ReturnType<typeof as>;
type Row = Record<string, unknown>;

const today = academyToday(DEFAULT_TIME_ZONE);
const t = useTestApp();
let admin: Call;
let manager: Call;
let academyId: number;
let course: { id: number; fee: number; number_of_units: number; duration_in_days: number };
let classes: Array<{ id: number; branch_id: number }>;
let managerBranches: number[];

const balance = async (id: number) =>
  Number((await t.db.selectFrom('players').select('number_of_units').where('id', '=', id).executeTakeFirstOrThrow()).number_of_units);
const packs = (id: number) => packsOf(t.db, id);
const renew = (packId: number, call = admin) => call({ method: 'POST', url: `/v1/api/admin/session-packs/${packId}/renewal`, payload: {} });
const queue = async (view = 'due', call = admin): Promise<Row[]> =>
  (await call({ method: 'GET', url: `/v1/api/admin/session-renewals?view=${view}` })).json().data;
const mark = (classId: number, playerId: number, check_in: number) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    payload: { class_id: classId, at_date: today, player_check_in: [{ player_id: playerId, check_in }] },
  });

const NAMES = [
  'Phan Minh Khôi',
  'Lê Bảo Anh',
  'Trần Gia Huy',
  'Ngô Thảo Vy',
  'Đỗ Nhật Nam',
  'Vũ Khánh Linh',
  'Bùi Đức Anh',
  'Hồ Ngọc Hân',
  'Mai Tuấn Kiệt',
  'Đinh Thu Trang',
  'Lý Quốc Bảo',
  'Tạ Minh Châu',
];
let made = 0;
/** A new player of the class enrolled in the course, with their first pack and its fee booked. */
async function enrol(klass: { id: number; branch_id: number }, extra: Row = {}): Promise<Row> {
  made += 1;
  const res = await admin({
    method: 'POST',
    url: '/v1/api/players',
    payload: {
      name: NAMES[made % NAMES.length],
      date_of_birth: '2016-05-02',
      branch_id: klass.branch_id,
      class_id: klass.id,
      parent_name: 'Phan Văn Long',
      mobile: '0911222333',
      pricing_model: 'base_course',
      course_id: course.id,
      book_enrolment_fees: true,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}
const adjust = (player_id: number, units: number) =>
  admin({ method: 'POST', url: '/v1/api/admin/session-adjustments', payload: { player_id, units, note: 'Điều chỉnh kiểm tra' } });

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
  const courses = (await admin({ method: 'GET', url: '/v1/api/admin/course-master?size=50' })).json().data.content as Array<
    typeof course & { course_type: number }
  >;
  course = courses.find((c) => c.course_type === 1 && c.number_of_units > 0 && c.duration_in_days > 0)!;
  academyId = (await t.db.selectFrom('classes').select('academy_id').where('id', '=', classes[0].id).executeTakeFirstOrThrow()).academy_id;
  managerBranches = (
    await t.db
      .selectFrom('users')
      .select('branch_ids')
      .where('academy_id', '=', academyId)
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
  ).branch_ids as number[];
  const attendance_settings = {
    is_own_setting_enable: true,
    max_own: 5,
    is_time_off_setting_enable: true,
    max_time_off: 4,
    is_multi_attendee_enable: false,
    max_unit_per_lesson: 1,
    time_limit_in_days: 7,
    renewal_days: 10,
  };
  expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings } })).statusCode).toBe(200);
});

describe('session packs', () => {
  it("opens an enrolment's pack with the course's sessions, its days and the fee booked for it", async () => {
    const player = await enrol(classes[0]);
    const [pack] = await t.db.selectFrom('session_packs').selectAll().where('player_id', '=', Number(player.id)).execute();
    const fee = await t.db
      .selectFrom('revenues')
      .select(['amount', 'transaction_status'])
      .where('id', '=', pack.revenue_id!)
      .executeTakeFirstOrThrow();
    expect(pack).toMatchObject({
      course_id: course.id,
      sessions: course.number_of_units,
      price: course.fee,
      start_date: today,
      renewal: 'open',
    });
    expect(pack.expiry_date).toBe(addDays(today, course.duration_in_days - 1));
    expect(fee).toEqual({ amount: course.fee, transaction_status: 4 });
    expect(await packs(Number(player.id))).toMatchObject([{ left: course.number_of_units }]);
    // The pack is a record of its own, read like every other, and the ledger names it.
    const listed = (await admin({ method: 'GET', url: `/v1/api/admin/session-packs?playerIds=${player.id}` })).json().data.content;
    expect(listed).toMatchObject([{ id: pack.id, sessions: course.number_of_units }]);
    expect((await admin({ method: 'POST', url: '/v1/api/admin/session-packs', payload: {} })).statusCode).toBe(405);
  });

  it('takes from the oldest pack with sessions left, and gives a mark changed back to the pack that had it', async () => {
    const klass = classes[1];
    const player = await enrol(klass, { number_of_units: 1 });
    const id = Number(player.id);
    const [first] = await packs(id);
    expect((await renew(first.id)).statusCode).toBe(200);
    const [, second] = await packs(id);
    expect(await packs(id)).toMatchObject([{ left: 1 }, { left: course.number_of_units }]);

    expect((await mark(klass.id, id, 1)).statusCode).toBe(200);
    expect(await packs(id)).toMatchObject([
      { id: first.id, left: 0 },
      { id: second.id, left: course.number_of_units },
    ]);
    expect((await mark(klass.id, id, 0)).statusCode).toBe(200);
    expect(await packs(id)).toMatchObject([{ left: 1 }, { left: course.number_of_units }]);
    // The first pack used up, the next lesson takes from the second; changed back, the second has it again.
    expect((await adjust(id, -1)).statusCode).toBe(200);
    expect((await mark(klass.id, id, 1)).statusCode).toBe(200);
    expect(await packs(id)).toMatchObject([{ left: 0 }, { left: course.number_of_units - 1 }]);
    expect((await mark(klass.id, id, -1)).statusCode).toBe(200);
    expect(await packs(id)).toMatchObject([{ left: 0 }, { left: course.number_of_units }]);
    expect(await unbalancedPlayers(t.db)).toEqual([]);
  });

  it('lets the sessions left of a pack past its last day lapse once, after a freeze has moved that day on', async () => {
    const player = await enrol(classes[2]);
    const id = Number(player.id);
    const [pack] = await packs(id);
    const freeze = await admin({
      method: 'POST',
      url: '/v1/api/admin/player-freezes',
      payload: { player_id: id, branch_id: classes[2].branch_id, from_date: today, to_date: addDays(today, 9), reason: 'Về quê ăn Tết' },
    });
    expect(freeze.statusCode, freeze.body).toBe(201);
    expect((await packs(id))[0].expiry_date).toBe(addDays(pack.expiry_date!, 10));

    const lapse = addDays((await packs(id))[0].expiry_date!, 1);
    await expirePacks(t.db, academyId, addDays(lapse, -1));
    expect(await packs(id)).toMatchObject([{ left: course.number_of_units }]);
    expect(await expirePacks(t.db, academyId, lapse)).toBeGreaterThanOrEqual(1);
    expect(await expirePacks(t.db, academyId, lapse)).toBe(0);
    expect(await packs(id)).toMatchObject([{ left: 0 }]);
    expect(await balance(id)).toBe(0);
    const expired = await t.db
      .selectFrom('session_changes')
      .select(['units', 'reason', 'pack_id'])
      .where('player_id', '=', id)
      .where('reason', '=', 'expired')
      .execute();
    expect(expired).toEqual([{ units: -course.number_of_units, reason: 'expired', pack_id: pack.id }]);
    expect(await unbalancedPlayers(t.db)).toEqual([]);
  });

  it('empties every pack when a player is brought back with no sessions left', async () => {
    const klass = classes[0];
    const player = await enrol(klass, { number_of_units: 3 });
    const id = Number(player.id);
    expect((await renew((await packs(id))[0].id)).statusCode).toBe(200);
    expect((await admin({ method: 'DELETE', url: `/v1/api/players/${id}` })).statusCode).toBe(200);
    const back = await admin({ method: 'PUT', url: `/v1/api/players/${id}/reactive`, payload: { data_reset: [2] } });
    expect(back.statusCode, back.body).toBe(200);
    expect(await packs(id)).toMatchObject([{ left: 0 }, { left: 0 }]);
    expect(await unbalancedPlayers(t.db)).toEqual([]);
  });
});

describe('renewals', () => {
  it('lists the last packs running out or ending soon, in the caller’s branches only', async () => {
    const low = await enrol(classes[0], { number_of_units: 1 });
    const ending = await enrol(classes[1]);
    await t.db
      .updateTable('session_packs')
      .set({ expiry_date: addDays(today, 5) })
      .where('player_id', '=', Number(ending.id))
      .execute();
    const plenty = await enrol(classes[2], { number_of_units: 30 });
    const due = await queue();
    const row = due.find((r) => r.player_id === low.id);
    expect(row).toMatchObject({ left: 1, sessions: 1, next_sessions: course.number_of_units, next_price: course.fee, fee_unpaid: true });
    expect(due.some((r) => r.player_id === ending.id)).toBe(true);
    expect(due.some((r) => r.player_id === plenty.id)).toBe(false);

    // With no course, renewing buys what the pack was sold for, else the pricing model's terms (the class's fee first).
    const model = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.transaction_settings;
    const carried = await enrol(classes[0], {
      pricing_model: 'monthly',
      course_id: undefined,
      book_enrolment_fees: false,
      number_of_units: 1,
    });
    const klass = await t.db.selectFrom('classes').select('course_fee').where('id', '=', classes[0].id).executeTakeFirstOrThrow();
    expect((await queue()).find((r) => r.player_id === carried.id)).toMatchObject({
      course_name: null,
      next_sessions: model.fee_transaction_duration_in_units,
      next_price: klass.course_fee === null ? model.fee_transaction_value : Number(klass.course_fee),
    });

    const managed = await queue('due', manager);
    expect(managed.length).toBeGreaterThan(0);
    expect(managed.every((r) => managerBranches.includes(Number(r.branch_id)))).toBe(true);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'GET', url: '/v1/api/admin/session-renewals' })).statusCode).toBe(403);
  });

  it('renews once: the next pack, its sessions added, its fee unpaid; a second click is refused', async () => {
    const player = await enrol(classes[0], { number_of_units: 2 });
    const id = Number(player.id);
    const [pack] = await packs(id);
    const [first, second] = await Promise.all([renew(pack.id), renew(pack.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const refused = [first, second].find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ success: false, code: 'PACK_DECIDED' });
    const next = [first, second].find((r) => r.statusCode === 200)!.json().data;
    expect(next).toMatchObject({
      player_id: id,
      sessions: course.number_of_units,
      price: course.fee,
      start_date: today,
      number_of_units: 2 + course.number_of_units,
    });
    expect(next.expiry_date).toBe(addDays(today, course.duration_in_days - 1));
    const fee = (await admin({ method: 'GET', url: `/v1/api/admin/transactions/${next.revenue_id}` })).json().data;
    expect(fee).toMatchObject({ player_id: id, amount: course.fee, transaction_status: 4 });
    expect(await balance(id)).toBe(2 + course.number_of_units);
    expect(await packs(id)).toMatchObject([{ renewal: 'renewed' }, { id: next.id, renewal: 'open' }]);
    expect((await queue()).some((r) => r.pack_id === pack.id)).toBe(false);
    expect(await unbalancedPlayers(t.db)).toEqual([]);
  });

  it('marks a pack not renewing with the reason, once, and lists it apart', async () => {
    const player = await enrol(classes[0], { number_of_units: 1 });
    const [pack] = await packs(Number(player.id));
    const say = (payload: Row, lang = 'en') =>
      admin({ method: 'PUT', url: `/v1/api/admin/session-packs/${pack.id}/not-renewing`, headers: { 'accept-language': lang }, payload });
    const bad = await say({ renewal_note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errors: [{ field: 'renewal_note' }] });
    expect((await say({ renewal_note: 'Chuyển nhà vào Nam' })).json().data).toMatchObject({
      renewal: 'not_renewing',
      renewal_note: 'Chuyển nhà vào Nam',
    });
    expect((await say({ renewal_note: 'Lần nữa' })).statusCode).toBe(409);
    expect((await renew(pack.id)).statusCode).toBe(409);
    expect((await queue()).some((r) => r.pack_id === pack.id)).toBe(false);
    expect((await queue('not_renewing')).find((r) => r.pack_id === pack.id)).toMatchObject({ renewal_note: 'Chuyển nhà vào Nam' });
  });

  it("refuses another branch's pack to a manager, and an unknown one", async () => {
    const other = classes.find((c) => !managerBranches.includes(c.branch_id))!;
    const player = await enrol(other, { number_of_units: 1 });
    const [pack] = await packs(Number(player.id));
    expect((await renew(pack.id, manager)).statusCode).toBe(404);
    expect((await renew(2_000_000_000)).statusCode).toBe(404);
    expect(await packs(Number(player.id))).toMatchObject([{ renewal: 'open' }]);
  });
});
