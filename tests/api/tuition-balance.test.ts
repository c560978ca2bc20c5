/**
 * The tuition balance (`GET /v1/api/tuition-balance`) against figures worked out by hand on packs,
 * ledger rows, fees and freezes this file inserts in 2019 (far from the seeded demo): sessions
 * sold, taught, lapsed, frozen and left on a day, the tuition paid by then and its part not yet
 * taught; the rows grouped by class and branch summing to the same totals, the manager's branches,
 * a bad day refused in the caller's language, and the file of the same table.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { BALANCE_FIGURES, type BalanceRow, type TuitionBalance } from '../../domain/reports/tuition-views';
import { csvLine } from '../../domain/spreadsheet-cells';
import { PAID } from '../../domain/tuition-fee';
import { academyToday } from '../../server/core/academy-clock';
import { insertRows } from '../../server/seed/insert-rows';
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
const t = useTestApp();
let admin: Call;
let manager: Call;
let academyId: number;
let timeZone: string;
/** P1 and P2 in class CA of a manager's branch; P3 in class CX of a branch not theirs. */
let P1: number, P2: number, P3: number;
let CA: Klass;
let CX: Klass;

const D = '2019-06-15';
const FIGURES = ['players', ...BALANCE_FIGURES] as const;
const insert = (resource: string, rows: Array<Record<string, unknown>>) => insertRows(t.db, t.app.models.get(resource)!, academyId, rows);
/** Rows given as lines of values under their columns. */
const rows = (resource: string, columns: string[], lines: unknown[][]) =>
  insert(
    resource,
    lines.map((line) => Object.fromEntries(columns.map((column, i) => [column, line[i]]))),
  );
const report = async (query: string, caller = admin): Promise<TuitionBalance> => {
  const res = await caller({ method: 'GET', url: `/v1/api/tuition-balance?${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const figuresOf = (row: Pick<BalanceRow, (typeof FIGURES)[number]>) => Object.fromEntries(FIGURES.map((key) => [key, row[key]]));
const rowOf = (balance: TuitionBalance, player: number) => balance.rows.find((r) => r.player?.id === player);
const sums = (rows: BalanceRow[]) => Object.fromEntries(FIGURES.map((key) => [key, rows.reduce((sum, r) => sum + r[key], 0)]));

/** A class with its branch's name: the first of a manager's branch, or of another. */
async function classIn(ownBranch: boolean, managerBranches: number[]) {
  const row = await t.db
    .selectFrom('classes as c')
    .innerJoin('branches as b', (join) => join.onRef('b.academy_id', '=', 'c.academy_id').onRef('b.id', '=', 'c.branch_id'))
    .select(['c.id', 'c.name', 'c.branch_id', 'b.name as branch'])
    .where('c.academy_id', '=', academyId)
    .where('c.deleted_at', 'is', null)
    .where('c.branch_id', ownBranch ? 'in' : 'not in', managerBranches)
    .orderBy('c.id')
    .executeTakeFirstOrThrow();
  return { id: row.id, name: String(row.name), branch: String(row.branch), branchId: Number(row.branch_id) };
}
type Klass = Awaited<ReturnType<typeof classIn>>;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  const academy = await t.db.selectFrom('academies').select(['id', 'time_zone']).where('code', '=', 'demo').executeTakeFirstOrThrow();
  [academyId, timeZone] = [academy.id, String(academy.time_zone)];
  const { branch_ids } = await t.db
    .selectFrom('users')
    .select('branch_ids')
    .where('academy_id', '=', academyId)
    .where('user_name', '=', 'manager')
    .executeTakeFirstOrThrow();
  [CA, CX] = [await classIn(true, branch_ids as number[]), await classIn(false, branch_ids as number[])];
  const player = (name: string, c: Klass) => ({ name, branch_id: c.branchId, class_id: c.id, auditing_status: 1 });
  [P1, P2, P3] = await insert('players', [player('Số Dư Một', CA), player('Số Dư Hai', CA), player('Số Dư Ba', CX)]);

  const [r1, r2, r3, r4, r5, r6, r7] = await rows(
    'revenues',
    ['player_id', 'amount', 'at_date', 'transaction_status'],
    [
      [P1, 1_000_001, '2019-01-05', PAID],
      [P1, 550_000, '2019-06-01', PAID],
      [P1, 400_000, '2019-06-01', 2], // not paid: nothing received
      [P1, 800_000, '2019-08-01', PAID],
      [P2, 900_000, '2019-03-01', PAID],
      [P2, 300_000, '2019-07-10', PAID], // paid after the day
      [P3, 700_001, '2019-02-01', PAID],
    ],
  );
  const [k1, k2, k3, , k5, k6, k7] = await rows(
    'session_packs',
    ['player_id', 'sessions', 'revenue_id', 'start_date', 'deleted_at'],
    [
      [P1, 12, r1, '2019-01-05', null],
      [P1, 5, r2, '2019-06-01', null],
      [P1, 4, r3, '2019-06-01', null],
      [P1, 8, r4, '2019-08-01', null], // starts after the day
      [P2, 9, r5, '2019-03-01', null],
      [P2, 3, r6, '2019-06-01', null],
      [P3, 7, r7, '2019-02-01', null],
      [P3, 5, r7, '2019-02-01', '2019-03-01T00:00:00Z'],
    ],
  );
  await rows(
    'session_changes',
    ['player_id', 'pack_id', 'units', 'reason', 'at_date'],
    [
      [P1, k1, 12, 'enrolment', '2019-01-05'],
      [P1, k1, -1, 'attended', '2019-02-01'],
      [P1, k1, -1, 'attended', '2019-03-01'],
      [P1, k1, -1, 'absent', '2019-04-01'],
      [P1, k1, 1, 'given_back', '2019-04-02'],
      [P1, k1, -1, 'makeup_used', '2019-05-01'],
      [P1, k1, -1, 'attended', '2019-07-01'], // after the day
      [P1, k2, 5, 'renewed', '2019-06-01'],
      [P1, k2, -5, 'expired', '2019-06-11'],
      [P1, k3, 4, 'renewed', '2019-06-01'],
      [P2, k5, 9, 'enrolment', '2019-03-01'],
      [P2, k5, -2, 'attended', '2019-04-01'],
      [P2, k6, 3, 'renewed', '2019-06-01'],
      [P3, k7, 7, 'enrolment', '2019-02-01'],
      [P3, k7, -1, 'attended', '2019-03-01'],
    ],
  );
  await rows(
    'player_freezes',
    ['player_id', 'from_date', 'to_date', 'deleted_at'],
    [
      [P2, '2019-06-01', '2019-06-30', null],
      [P3, '2019-05-01', '2019-05-31', null],
      [P3, '2019-06-10', '2019-06-20', '2019-06-09T00:00:00Z'],
    ],
  );
});

describe('the tuition balance', () => {
  it('counts each player’s packs and ledger up to the day, and the tuition not yet taught', async () => {
    const balance = await report(`atDate=${D}`);
    expect(balance).toMatchObject({ at_date: D, group_by: 'player' });
    // P1: 12 + 5 + 4 sold; taught 1 + 1 + 1 − 1 + 1; the second pack lapsed; 1 000 001 × 9/12 rounded.
    expect(rowOf(balance, P1)).toEqual({
      player: { id: P1, name: 'Số Dư Một' },
      class: { id: CA.id, name: CA.name },
      branch: { id: expect.any(Number), name: CA.branch },
      ...{ players: 1, sold: 21, taught: 3, expired: 5, frozen: 0, left: 13, received: 1_550_001, unearned: 750_001 },
    });
    // P2: frozen on the day, with all they have left; the fee paid after the day not received yet.
    expect(figuresOf(rowOf(balance, P2)!)).toEqual({
      ...{ players: 1, sold: 12, taught: 2, expired: 0, frozen: 10, left: 10, received: 900_000, unearned: 700_000 },
    });
    // P3: a freeze over and a deleted one not counted, nor a deleted pack; 700 001 × 6/7 rounded.
    expect(rowOf(balance, P3)).toMatchObject({
      class: { id: CX.id, name: CX.name },
      branch: { name: CX.branch },
      ...{ players: 1, sold: 7, taught: 1, expired: 0, frozen: 0, left: 6, received: 700_001, unearned: 600_001 },
    });
    expect(balance.total).toEqual(sums(balance.rows));
  });

  it('leaves out what comes after an earlier day', async () => {
    const balance = await report('atDate=2019-03-15');
    expect(figuresOf(rowOf(balance, P1)!)).toEqual({
      ...{ players: 1, sold: 12, taught: 2, expired: 0, frozen: 0, left: 10, received: 1_000_001, unearned: 833_334 },
    });
    expect(figuresOf(rowOf(balance, P2)!)).toEqual({
      ...{ players: 1, sold: 9, taught: 0, expired: 0, frozen: 0, left: 9, received: 900_000, unearned: 900_000 },
    });
    expect(rowOf(await report('atDate=2019-01-04'), P1)).toBeUndefined();
  });

  it('sums the players’ rows by class and by branch to the same totals', async () => {
    const players = await report(`atDate=${D}`);
    for (const groupBy of ['class', 'branch'] as const) {
      const balance = await report(`atDate=${D}&groupBy=${groupBy}`);
      expect(balance.group_by).toBe(groupBy);
      expect(balance.total).toEqual(players.total);
      expect(sums(balance.rows)).toEqual(players.total);
      for (const row of balance.rows) {
        expect(row.player).toBeNull();
        const own = players.rows.filter((p) => p.branch?.id === row.branch?.id && (groupBy === 'branch' || p.class?.id === row.class?.id));
        expect(figuresOf(row)).toEqual(sums(own));
      }
    }
    const classes = await report(`atDate=${D}&groupBy=class&classIds=${CA.id}`);
    expect(classes.rows).toHaveLength(1);
    expect(classes.rows[0]).toMatchObject({ class: { id: CA.id }, players: 2, left: 23, received: 2_450_001, unearned: 1_450_001 });
  });

  it("shows a manager their branches' players only", async () => {
    const balance = await report(`atDate=${D}`, manager);
    expect(rowOf(balance, P1)).toBeDefined();
    expect(rowOf(balance, P3)).toBeUndefined();
    expect(balance.total).toEqual(sums(balance.rows));
  });

  it("reads the academy's today unless told, and refuses a bad day in the caller's language", async () => {
    expect((await report('')).at_date).toBe(academyToday(timeZone));
    for (const [lang, texts] of [
      ['vi', vi],
      ['en', en],
    ] as const) {
      const res = await admin({ method: 'GET', url: '/v1/api/tuition-balance?atDate=2019-02-30', headers: { 'accept-language': lang } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: texts.errors.validationFailed, errors: [{ field: 'atDate' }] });
    }
    expect((await admin({ method: 'GET', url: '/v1/api/tuition-balance?groupBy=week' })).statusCode).toBe(400);
  });

  it('exports the table as a CSV in the caller’s words', async () => {
    const res = await admin({
      method: 'GET',
      url: `/v1/api/tuition-balance/export?format=csv&atDate=${D}&classIds=${CA.id}`,
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const words = en.report_tuition_balance;
    const [header, ...lines] = res.body.replace(/^\uFEFF/, '').split(/(?<=\r\n)/);
    expect(header).toBe(
      csvLine([
        words.player,
        words.class,
        words.branch,
        words.sold,
        words.taught,
        words.expired,
        words.frozen,
        words.left,
        words.received,
        words.unearned,
      ]),
    );
    expect(lines).toContain(csvLine(['Số Dư Một', CA.name, CA.branch, 21, 3, 5, 0, 13, 1_550_001, 750_001]));
    expect(lines.at(-1)).toBe(csvLine([en.reports.total, null, null, 33, 5, 5, 10, 23, 2_450_001, 1_450_001]));
  });
});
