/** Earn points given once for an occasion: a player's birthday, once a year, and each new player they referred. */
import { beforeAll, describe, expect, it } from 'vitest';
import { giveBirthdayPoints } from '../../server/modules/loyalty/point-grants';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let admin: ReturnType<typeof as>;
let academyId: number;
let base: Record<string, unknown>;

const pointsOf = async (id: number) => ((await admin({ method: 'GET', url: `/v1/api/players/${id}` })).json().data.points ?? 0) as number;
const create = async (over: object) => {
  const res = await admin({ method: 'POST', url: '/v1/api/players', payload: { ...base, ...over } });
  expect(res.statusCode, res.body).toBe(201);
  const created = res.json().data;
  return { id: created.id as number, points: (created.points ?? 0) as number };
};

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const cls = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content[0];
  academyId = (await t.db.selectFrom('classes').select('academy_id').where('id', '=', cls.id).executeTakeFirstOrThrow())
    .academy_id as number;
  base = {
    name: 'Trịnh Gia Bảo',
    date_of_birth: '2016-03-14',
    branch_id: cls.branch_id,
    class_id: cls.id,
    parent_name: 'Trịnh Văn Hải',
    mobile: '0977333444',
    number_of_units: 8,
  };
  const actions = [
    { id: 1, value: 10 },
    { id: 2, value: 100 },
    { id: 3, value: 10 },
    { id: 4, value: 50 },
  ];
  const res = await admin({
    method: 'PUT',
    url: '/v1/api/admin/settings',
    payload: { point_settings: { actions, level: [{ id: 0, benchmarks: 0 }] } },
  });
  expect(res.statusCode, res.body).toBe(200);
});

describe('birthday points', () => {
  it('go to the active players born on the day, once that year, and again the next year', async () => {
    const born = await create({ date_of_birth: '2015-07-09' });
    const other = await create({ date_of_birth: '2015-07-10' });
    const gone = await create({ date_of_birth: '2014-07-09', auditing_status: 0 });
    expect(await giveBirthdayPoints(t.db, academyId, '2026-07-09')).toContain(born.id);
    expect(await pointsOf(born.id)).toBe(born.points + 100);
    expect(await pointsOf(other.id)).toBe(other.points);
    expect(await pointsOf(gone.id)).toBe(gone.points);

    expect(await giveBirthdayPoints(t.db, academyId, '2026-07-09')).toEqual([]);
    expect(await pointsOf(born.id)).toBe(born.points + 100);
    await giveBirthdayPoints(t.db, academyId, '2027-07-09');
    expect(await pointsOf(born.id)).toBe(born.points + 200);
  });

  it('come on 28 February for a leap-day birthday when the year has no 29th', async () => {
    const leap = await create({ date_of_birth: '2016-02-29' });
    expect(await giveBirthdayPoints(t.db, academyId, '2027-02-28')).toContain(leap.id);
    expect(await pointsOf(leap.id)).toBe(leap.points + 100);
  });
});

describe('referral points', () => {
  it('go to the referring player for each new player they bring, not to the new one', async () => {
    const referrer = await create({});
    const first = await create({ referred_by_id: referrer.id });
    expect(await pointsOf(referrer.id)).toBe(referrer.points + 50);
    expect(first.points).toBe(0);
    await create({ referred_by_id: referrer.id });
    expect(await pointsOf(referrer.id)).toBe(referrer.points + 100);
  });

  it('refuses a referrer who is not one of the academy’s players, and keeps the referrer once set', async () => {
    const res = await admin({ method: 'POST', url: '/v1/api/players', payload: { ...base, referred_by_id: 999_999 } });
    expect(res.statusCode).toBe(422);
    const referrer = await create({});
    const referred = await create({ referred_by_id: referrer.id });
    const edited = await admin({ method: 'PATCH', url: `/v1/api/players/${referred.id}`, payload: { referred_by_id: referred.id } });
    expect((await admin({ method: 'GET', url: `/v1/api/players/${referred.id}` })).json().data.referred_by_id).toBe(referrer.id);
    expect(edited.statusCode).toBe(200);
    expect(await pointsOf(referrer.id)).toBe(referrer.points + 50);
  });
});
