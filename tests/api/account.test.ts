import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { SLIP_HEADER, UNDECLARED, slipUndeclaredFields } from '../helpers/undeclared-fields';

const t = useTestApp();
beforeAll(() => slipUndeclaredFields(t.app));

describe("the signed-in user's own account", () => {
  it('edits their own name and phone, checked by the schema, and no one else’s', async () => {
    const { access_token } = await login(t.app, 'manager', 'Manager@123');
    const manager = as(t.app, access_token);
    const me = (await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    const res = await manager({
      method: 'PUT',
      url: `/v1/api/users/${me.id}`,
      payload: { name: 'Trần Minh Quản Lý', mobile: '0912000111' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: me.id, name: 'Trần Minh Quản Lý', mobile: '0912000111' });
    expect(res.json().data).not.toHaveProperty('password_hash');

    const bad = await manager({ method: 'PUT', url: `/v1/api/users/${me.id}`, payload: { name: 'X1', mobile: 'abc' } });
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['mobile', 'name']);
    expect(
      (await manager({ method: 'PUT', url: `/v1/api/users/${me.id}`, payload: { name: 'Trần Minh', user_type: 'admin' } })).statusCode,
    ).toBe(422);
    expect((await manager({ method: 'PUT', url: `/v1/api/users/${me.id + 1}`, payload: { name: 'Người Khác' } })).statusCode).toBe(403);
  });

  it('changes their password only with the old one; the old sessions end', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const created = await admin({
      method: 'POST',
      url: '/v1/api/admin/users',
      payload: { name: 'Phạm Thu Kế', user_name: 'pham.thuke', password: 'First-pass-1', user_type: 'manager', auditing_status: 1 },
    });
    expect(created.statusCode).toBe(201);
    const session = await login(t.app, 'pham.thuke', 'First-pass-1');
    const user = as(t.app, session.access_token);

    const wrong = await user({
      method: 'PUT',
      url: '/v1/api/users/change-password',
      payload: { old_password: 'nope-nope', new_password: 'Second-pass-2' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors[0].field).toBe('old_password');
    expect(
      (
        await user({
          method: 'PUT',
          url: '/v1/api/users/change-password',
          payload: { old_password: 'First-pass-1', new_password: 'short' },
        })
      ).statusCode,
    ).toBe(422);

    const changed = await user({
      method: 'PUT',
      url: '/v1/api/users/change-password',
      payload: { old_password: 'First-pass-1', new_password: 'Second-pass-2' },
    });
    expect(changed.statusCode).toBe(200);
    await expect(login(t.app, 'pham.thuke', 'First-pass-1')).rejects.toThrow();
    expect((await login(t.app, 'pham.thuke', 'Second-pass-2')).access_token).toBeTruthy();
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: 'localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: session.refresh_token }).toString(),
    });
    // OAuth 2 answers a revoked refresh token with invalid_grant.
    expect(refresh.statusCode).toBe(400);
    expect(refresh.json().error).toBe('invalid_grant');
  });

  it('keeps the same referral code once made', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const first = (await admin({ method: 'GET', url: '/v1/api/users/referral-code' })).json().data.referral_code;
    expect(first).toMatch(/^[0-9A-F]{8}$/);
    expect((await admin({ method: 'GET', url: '/v1/api/users/referral-code' })).json().data.referral_code).toBe(first);
  });
});

describe("a player's points", () => {
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('adds and takes away points by hand, never below zero', async () => {
    const [player] = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1&sort=id:asc' })).json().data.content;
    const before = (await admin({ method: 'GET', url: `/v1/api/users/${player.id}/points` })).json().data.points;
    const added = await admin({
      method: 'POST',
      url: '/v1/api/admin/points',
      payload: { player_id: player.id, points: 150, note: 'Thưởng chuyên cần' },
    });
    expect(added.json().data.points).toBe(before + 150);
    const tooMany = await admin({
      method: 'POST',
      url: '/v1/api/admin/points',
      payload: { player_id: player.id, points: -(before + 151) },
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().code).toBe('NOT_ENOUGH_POINTS');
    expect((await admin({ method: 'GET', url: `/v1/api/users/${player.id}/points` })).json().data.points).toBe(before + 150);
    expect((await admin({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: player.id, points: 0 } })).statusCode).toBe(
      400,
    );
    expect((await admin({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: 999999, points: 5 } })).statusCode).toBe(404);
  });

  it("keeps each change in the player's history, newest first, with why and who changed it by hand; audited", async () => {
    const [player] = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1&sort=id:desc' })).json().data.content;
    const before = (await admin({ method: 'GET', url: `/v1/api/users/${player.id}/points` })).json().data;
    expect(before.earlier_points + before.history.reduce((sum: number, c: { points: number }) => sum + c.points, 0)).toBe(before.points);
    await admin({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: player.id, points: 120, note: 'Thưởng giải đấu' } });
    const taken = await admin({
      method: 'POST',
      url: '/v1/api/admin/points',
      payload: { player_id: player.id, points: -20, note: 'Trừ điểm nhập nhầm' },
    });
    const { data } = taken.json();
    expect(data.points).toBe(before.points + 100);
    expect(data.history.slice(0, 2)).toEqual([
      {
        id: expect.any(Number),
        points: -20,
        reason: 'grant',
        note: 'Trừ điểm nhập nhầm',
        by: { id: expect.any(Number), name: expect.any(String) },
        create_date: expect.any(String),
      },
      expect.objectContaining({ points: 120, reason: 'grant', note: 'Thưởng giải đấu' }),
    ]);
    expect(data.earlier_points).toBe(before.points - before.history.reduce((sum: number, c: { points: number }) => sum + c.points, 0));
    const audited = await t.db
      .selectFrom('audit_logs')
      .select(['method', 'path', 'status_code'])
      .where('path', '=', '/v1/api/admin/points')
      .where('status_code', '=', 200)
      .execute();
    expect(audited.length).toBeGreaterThanOrEqual(2);
  });

  it('lists a redeemed reward and points taken back in the history too', async () => {
    const [player] = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1&sort=id:desc&auditingStatuses=1' })).json().data
      .content;
    await admin({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: player.id, points: 5000, note: 'Đủ điểm đổi quà' } });
    const reward = (await admin({ method: 'GET', url: '/v1/api/admin/rewards?auditingStatuses=1&size=100' }))
      .json()
      .data.content.find(
        (r: { expired_date: string | null }) => !r.expired_date || r.expired_date >= new Date().toISOString().slice(0, 10),
      );
    const redeemed = await admin({
      method: 'POST',
      url: '/v1/api/admin/redeems',
      payload: { player_id: player.id, reward_id: reward.id, branch_id: player.branch_id, redeem_status: 1, issue_date: '2026-01-05' },
    });
    expect(redeemed.statusCode).toBe(201);
    const [last] = (await admin({ method: 'GET', url: `/v1/api/users/${player.id}/points` })).json().data.history;
    expect(last).toMatchObject({ points: -reward.point_value, reason: 'redeem', by: null });
  });

  it('lets a manager grant points to the players of their branches only', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const me = (await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    const branches: number[] = me.branches.map((b: { id: number }) => b.id);
    const players = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=100' })).json().data.content as Array<{
      id: number;
      branch_id: number;
    }>;
    const own = players.find((p) => branches.includes(p.branch_id))!;
    const other = players.find((p) => !branches.includes(p.branch_id))!;
    const granted = await manager({
      method: 'POST',
      url: '/v1/api/admin/points',
      payload: { player_id: own.id, points: 10, note: 'Đi học đầy đủ' },
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data.history[0]).toMatchObject({ points: 10, by: { id: me.id } });
    expect(
      (await manager({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: other.id, points: 10, note: 'x' } })).statusCode,
    ).toBe(404);
    expect((await manager({ method: 'GET', url: `/v1/api/users/${other.id}/points` })).statusCode).toBe(404);
  });

  it('is closed to a teacher', async () => {
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: 1, points: 5 } })).statusCode).toBe(403);
    expect((await teacher({ method: 'GET', url: '/v1/api/users/1/points' })).statusCode).toBe(403);
  });
});

describe('answers as declared', () => {
  it('lets no field outside its schema leave: profile, account, academy, settings and the public pages', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const slip = { [SLIP_HEADER]: '1' };
    const me = await admin({ method: 'GET', url: '/v1/api/users/my-profile', headers: slip });
    expect(me.json().data).not.toHaveProperty('password_hash');
    const answers = [
      me,
      await admin({ method: 'PUT', url: `/v1/api/users/${me.json().data.id}`, payload: { app_language: 'vi' }, headers: slip }),
      await admin({ method: 'GET', url: '/v1/api/users/referral-code', headers: slip }),
      await admin({ method: 'GET', url: '/v1/api/admin/users/user-type-restricted=player', headers: slip }),
      await admin({ method: 'GET', url: '/v1/api/admin/academies/my-academy', headers: slip }),
      await admin({ method: 'GET', url: '/v1/api/settings', headers: slip }),
      await t.app.inject({ method: 'GET', url: '/v1/api/public/settings', headers: slip }),
      await t.app.inject({ method: 'GET', url: '/v1/api/public/branches/eras', headers: slip }),
      await t.app.inject({ method: 'GET', url: '/v1/api/public/categories', headers: slip }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.raw.req.url).toBe(200);
      expect(res.body, res.raw.req.url).not.toContain(UNDECLARED);
    }
  });
});
