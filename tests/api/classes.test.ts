import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('class schedules', () => {
  let admin: ReturnType<typeof as>;
  let branchId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
  });
  const klass = (schedules: object[]) => ({ name: 'U9 Chủ nhật', branch_id: branchId, auditing_status: 1, schedules });

  it('keeps the weekly slots of a class as they were sent', async () => {
    const schedules = [{ day_of_week: '7', start_time: '07:30', end_time: '09:00' }];
    const created = await admin({ method: 'POST', url: '/v1/api/admin/classes', payload: klass(schedules) });
    expect(created.statusCode).toBe(201);
    const read = await admin({ method: 'GET', url: `/v1/api/admin/classes/${created.json().data.id}` });
    expect(read.json().data.schedules).toEqual(schedules);
  });

  it('refuses a slot ending before it starts, or a time that is not HH:mm, in the caller language', async () => {
    const reversed = await admin({
      method: 'POST', url: '/v1/api/admin/classes', headers: { 'accept-language': 'en' },
      payload: klass([{ day_of_week: '1', start_time: '18:00', end_time: '17:00' }]),
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'schedules', message: 'Invalid Range Start - End Time !' }]);
    const badTime = await admin({ method: 'POST', url: '/v1/api/admin/classes', payload: klass([{ day_of_week: '8', start_time: '25:00', end_time: '26:00' }]) });
    expect(badTime.statusCode).toBe(422);
  });
});
