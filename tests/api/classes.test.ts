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
      method: 'POST',
      url: '/v1/api/admin/classes',
      headers: { 'accept-language': 'en' },
      payload: klass([{ day_of_week: '1', start_time: '18:00', end_time: '17:00' }]),
    });
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual([{ field: 'schedules', message: 'Invalid Range Start - End Time !' }]);
    const badTime = await admin({
      method: 'POST',
      url: '/v1/api/admin/classes',
      payload: klass([{ day_of_week: '8', start_time: '25:00', end_time: '26:00' }]),
    });
    expect(badTime.statusCode).toBe(422);
  });
});

describe('names of things', () => {
  it('take letters, digits and name punctuation, and refuse other characters in the caller language, for every resource named so', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    const bodies: Record<string, (name: string) => object> = {
      'admin/classes': (name) => ({ name, branch_id: branchId, auditing_status: 1 }),
      'admin/course-master': (name) => ({ name, course_type: 1, fee: 1_000_000, number_of_units: 10, auditing_status: 1 }),
      'admin/products': (name) => ({
        name,
        code: `P${Math.floor(Math.random() * 1e6)}`,
        retail_price: 10_000,
        selling_price: 10_000,
        auditing_status: 1,
      }),
    };
    for (const [path, body] of Object.entries(bodies)) {
      const fine = await admin({ method: 'POST', url: `/v1/api/${path}`, payload: body("U10 - Sáng (Sân 2), L'Étoile #1") });
      expect({ path, status: fine.statusCode, body: fine.body }).toMatchObject({ path, status: 201 });
      for (const name of ['<b>Lớp</b>', 'Lớp ⚽', 'Giá: 50% off!']) {
        const refused = await admin({ method: 'POST', url: `/v1/api/${path}`, payload: body(name), headers: { 'accept-language': 'en' } });
        expect({ path, name, status: refused.statusCode, errors: refused.json().errors }).toEqual({
          path,
          name,
          status: 422,
          errors: [{ field: 'name', message: 'Cannot enter special characters !' }],
        });
      }
    }
  });
});
