import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

type Slot = { day_of_week: string; start_time: string; end_time: string };

describe("a player's weekly slots, chosen among their class's", () => {
  const t = useTestApp();
  let admin: ReturnType<typeof as>;
  let twoSlotClass: { id: number; branch_id: number; schedules: Slot[] };
  let otherClass: { id: number; branch_id: number; schedules: Slot[] };

  const player = (extra: Record<string, unknown>) => ({
    name: 'Đỗ Minh Khang',
    date_of_birth: '2014-09-01',
    branch_id: twoSlotClass.branch_id,
    class_id: twoSlotClass.id,
    parent_name: 'Đỗ Văn Hùng',
    mobile: '0913555777',
    ...extra,
  });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
    twoSlotClass = classes.find((c: { schedules: Slot[] }) => c.schedules.length === 2);
    otherClass = classes.find(
      (c: { branch_id: number; schedules: Slot[]; id: number }) => c.branch_id !== twoSlotClass.branch_id && c.schedules.length === 1,
    );
  });

  it('keeps the slots the class offers and refuses any other, naming the field', async () => {
    const [first] = twoSlotClass.schedules;
    const created = await admin({ method: 'POST', url: '/v1/api/players', payload: player({ schedules: [first] }) });
    expect(created.statusCode).toBe(201);
    expect(created.json().data.schedules).toEqual([first]);

    const refused = await admin({
      method: 'POST',
      url: '/v1/api/players',
      headers: { 'accept-language': 'en' },
      payload: player({ schedules: [{ ...first, start_time: '05:00' }] }),
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'schedules', message: 'This is not one of the options offered !' }]);
  });

  it('moves a player to another branch with the new class’s slots, or those asked if the class offers them', async () => {
    const { id } = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ schedules: twoSlotClass.schedules }) })).json()
      .data;
    const moved = await admin({
      method: 'PUT',
      url: '/v1/api/admin/players/change-branch',
      payload: [{ player_id: id, class_id: otherClass.id }],
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data[0]).toMatchObject({
      class_id: otherClass.id,
      branch_id: otherClass.branch_id,
      schedules: otherClass.schedules,
    });

    const refused = await admin({
      method: 'PUT',
      url: '/v1/api/admin/players/change-branch',
      payload: [{ player_id: id, class_id: twoSlotClass.id, schedules: otherClass.schedules.map((s) => ({ ...s, start_time: '04:00' })) }],
    });
    expect(refused.statusCode).toBe(422);
    expect((await admin({ method: 'GET', url: `/v1/api/players/${id}` })).json().data.class_id).toBe(otherClass.id);
  });

  it('forgets the attendance taken so far when recovered with a reset', async () => {
    const { id } = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ number_of_units: 5 }) })).json().data;
    const academy = await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow();
    await t.db
      .insertInto('attendances')
      .values({
        academy_id: academy.id,
        branch_id: twoSlotClass.branch_id,
        class_id: twoSlotClass.id,
        player_id: id,
        at_date: '2026-11-02',
        check_in: 1,
        units: 1,
      })
      .execute();
    await admin({ method: 'DELETE', url: `/v1/api/players/${id}` });
    const recovered = await admin({ method: 'PUT', url: `/v1/api/players/${id}/reactive`, payload: { data_reset: [1, 2] } });
    expect(recovered.json().data).toMatchObject({ auditing_status: 1, number_of_units: 0 });
    const left = await t.db.selectFrom('attendances').select('id').where('player_id', '=', id).execute();
    expect(left).toHaveLength(0);
  });
});
