import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, k) => values[k]);
const policy = {
  is_own_setting_enable: true,
  max_own: 2,
  is_time_off_setting_enable: true,
  max_time_off: 2,
  is_multi_attendee_enable: false,
  max_unit_per_lesson: 1,
  time_limit_in_days: 7,
};

describe('leave requests within the attendance policy', () => {
  const t = useTestApp();
  let admin: Call;
  let player: { id: number; branch_id: number; class_id: number };
  const request = (at_date: string, extra: Record<string, unknown> = {}) =>
    admin({
      method: 'POST',
      url: '/v1/api/admin/time-off',
      payload: { branch_id: player.branch_id, player_id: player.id, at_date, reason: 'Ốm', status: 0, ...extra },
    });
  const setPolicy = (changes: Partial<typeof policy>) =>
    admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: { ...policy, ...changes } } });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    player = (await admin({ method: 'GET', url: '/v1/api/admin/players?size=1&auditingStatuses=1' })).json().data.content[0];
    expect((await setPolicy({})).statusCode).toBe(200);
  });

  it('takes up to max_time_off requests a player per calendar month, then refuses with a 422', async () => {
    expect((await request('2027-05-03')).statusCode).toBe(201);
    expect((await request('2027-05-20')).statusCode).toBe(201);
    const third = await request('2027-05-28');
    expect(third.statusCode).toBe(422);
    const message = fill(vi.timeOffPolicy.limit, { count: '2', month: '05/2027' });
    expect(third.json()).toMatchObject({ success: false, code: 'TIME_OFF_LIMIT', message, errors: [{ field: 'at_date', message }] });
    const english = await admin({
      method: 'POST',
      url: '/v1/api/admin/time-off',
      headers: { 'accept-language': 'en' },
      payload: { branch_id: player.branch_id, player_id: player.id, at_date: '2027-05-29', reason: 'Ốm', status: 0 },
    });
    expect(english.json().message).toBe(fill(en.timeOffPolicy.limit, { count: '2', month: '05/2027' }));
    // Another month has its own allowance.
    expect((await request('2027-06-01')).statusCode).toBe(201);
  });

  it('does not count rejected requests, and checks one brought back or moved into a full month', async () => {
    const may = (
      await admin({ method: 'GET', url: `/v1/api/admin/time-off?playerIds=${player.id}&fromDate=2027-05-01&toDate=2027-05-31` })
    ).json().data.content;
    expect(may).toHaveLength(2);
    const rejected = await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${may[0].id}`, payload: { status: 2 } });
    expect(rejected.statusCode).toBe(200);
    expect((await request('2027-05-28')).statusCode).toBe(201);
    const back = await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${may[0].id}`, payload: { status: 0 } });
    expect(back.statusCode).toBe(422);
    expect(back.json().code).toBe('TIME_OFF_LIMIT');

    const june = (
      await admin({ method: 'GET', url: `/v1/api/admin/time-off?playerIds=${player.id}&fromDate=2027-06-01&toDate=2027-06-30` })
    ).json().data.content[0];
    const moved = await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${june.id}`, payload: { at_date: '2027-05-30' } });
    expect(moved.statusCode).toBe(422);
    // Approving a request already in the month uses no more of the allowance.
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${may[1].id}`, payload: { status: 1 } })).statusCode).toBe(200);
  });

  it('refuses new requests while leave requests are off, yet lets existing ones be approved', async () => {
    expect((await setPolicy({ is_time_off_setting_enable: false })).statusCode).toBe(200);
    try {
      const res = await request('2027-07-01');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'TIME_OFF_DISABLED', message: vi.timeOffPolicy.disabled });
      const june = (
        await admin({ method: 'GET', url: `/v1/api/admin/time-off?playerIds=${player.id}&fromDate=2027-06-01&toDate=2027-06-30` })
      ).json().data.content[0];
      expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${june.id}`, payload: { status: 1 } })).statusCode).toBe(200);
    } finally {
      await setPolicy({});
    }
    expect((await request('2027-07-01')).statusCode).toBe(201);
  });

  it("files a request under the player's class, so the list filters by class and month", async () => {
    const created = (await request('2027-08-04')).json().data;
    expect(created).toMatchObject({ class_id: player.class_id, class: { id: player.class_id } });
    const august = (
      await admin({ method: 'GET', url: `/v1/api/admin/time-off?classIds=${player.class_id}&fromDate=2027-08-01&toDate=2027-08-31` })
    ).json().data;
    expect(august.content.map((r: { id: number }) => r.id)).toEqual([created.id]);
    const otherClass = (await admin({ method: 'GET', url: `/v1/api/admin/classes?size=100` }))
      .json()
      .data.content.find((c: { id: number }) => c.id !== player.class_id);
    expect(
      (await admin({ method: 'GET', url: `/v1/api/admin/time-off?classIds=${otherClass.id}&fromDate=2027-08-01&toDate=2027-08-31` })).json()
        .data.total_elements,
    ).toBe(0);
    // The seeded requests carry their player's class too.
    const seeded = (await admin({ method: 'GET', url: '/v1/api/admin/time-off?size=100' })).json().data.content;
    expect(seeded.every((r: { class_id: number | null }) => r.class_id !== null)).toBe(true);
  });
});
