import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

describe('fields that exist on a condition (x-show-if): a course’s sessions', () => {
  const t = useTestApp();
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('asks for sessions when the fee is by sessions, and clears them when it is by time', async () => {
    const missing = await admin({
      method: 'POST',
      url: '/v1/api/admin/course-master',
      payload: { name: 'Khoá hè', course_type: 1, fee: 900000, auditing_status: 1 },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.map((e: { field: string }) => e.field)).toEqual(['number_of_units']);

    const byTime = await admin({
      method: 'POST',
      url: '/v1/api/admin/course-master',
      payload: { name: 'Gói quý', course_type: 2, fee: 3000000, number_of_units: 30, duration_in_days: 90, auditing_status: 1 },
    });
    expect(byTime.statusCode).toBe(201);
    expect(byTime.json().data).toMatchObject({ course_type: 2, number_of_units: null, duration_in_days: 90 });

    const bySessions = (
      await admin({
        method: 'POST',
        url: '/v1/api/admin/course-master',
        payload: { name: 'Khoá 10 buổi', course_type: 1, fee: 1500000, number_of_units: 10, auditing_status: 1 },
      })
    ).json().data;
    const switched = await admin({ method: 'PATCH', url: `/v1/api/admin/course-master/${bySessions.id}`, payload: { course_type: 2 } });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().data.number_of_units).toBeNull();
  });
});
