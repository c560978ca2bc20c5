import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('redeems spend and give back points', () => {
  let admin: ReturnType<typeof as>;
  let player: { id: number; branch_id: number };
  let reward: { id: number; point_value: number };
  const points = async () => (await admin({ method: 'GET', url: `/v1/api/players/${player.id}` })).json().data.points;
  const setPoints = (n: number) => t.db.updateTable('players').set({ points: n }).where('id', '=', player.id).execute();
  const redeem = (over: object = {}) => ({
    branch_id: player.branch_id,
    player_id: player.id,
    reward_id: reward.id,
    redeem_status: 1,
    issue_date: '2026-11-22',
    point_used: 1,
    ...over,
  });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    player = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1&auditingStatuses=1' })).json().data.content[0];
    reward = (await admin({ method: 'GET', url: '/v1/api/admin/rewards?sort=point_value:asc&size=1' })).json().data.content[0];
  });

  it('takes the reward’s price from the balance, whatever point_used the body says', async () => {
    await setPoints(1000);
    const res = await admin({ method: 'POST', url: '/v1/api/admin/redeems', payload: redeem() });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.point_used).toBe(reward.point_value);
    expect(await points()).toBe(1000 - reward.point_value);
  });

  it('fails cleanly when the points are short, spending nothing', async () => {
    await setPoints(reward.point_value - 1);
    const before = (await admin({ method: 'GET', url: '/v1/api/admin/redeems' })).json().data.total_elements;
    const res = await admin({ method: 'POST', url: '/v1/api/admin/redeems', payload: redeem(), headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      success: false,
      code: 'NOT_ENOUGH_POINTS',
      message: 'The player does not have enough points for this reward',
    });
    expect(await points()).toBe(reward.point_value - 1);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/redeems' })).json().data.total_elements).toBe(before);
  });

  it('gives the points back on cancel, takes them again on reopening, and gives them back on delete', async () => {
    await setPoints(500 + reward.point_value);
    const { id } = (await admin({ method: 'POST', url: '/v1/api/admin/redeems', payload: redeem() })).json().data;
    expect(await points()).toBe(500);
    await admin({ method: 'PUT', url: `/v1/api/admin/redeems/${id}`, payload: redeem({ redeem_status: 3 }) });
    expect(await points()).toBe(500 + reward.point_value);
    await admin({ method: 'PUT', url: `/v1/api/admin/redeems/${id}`, payload: redeem({ redeem_status: 7 }) });
    expect(await points()).toBe(500);
    await admin({ method: 'DELETE', url: `/v1/api/admin/redeems/${id}` });
    expect(await points()).toBe(500 + reward.point_value);
  });

  it('refuses an expired reward', async () => {
    await t.db.updateTable('rewards').set({ expired_date: '2020-01-01' }).where('id', '=', reward.id).execute();
    try {
      const res = await admin({ method: 'POST', url: '/v1/api/admin/redeems', payload: redeem() });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[0].field).toBe('reward_id');
    } finally {
      await t.db.updateTable('rewards').set({ expired_date: '2099-01-01' }).where('id', '=', reward.id).execute();
    }
  });
});
