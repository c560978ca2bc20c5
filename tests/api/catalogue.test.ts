import { beforeAll, describe, expect, it } from 'vitest';
import { resources, type Role } from '../../resources.config';
import { denialFor } from '../../domain/gate';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, entry) => {
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('lists the seeded records of the demo academy at its spec path, paged', async () => {
    const res = await admin({ method: 'GET', url: `/v1/api/${entry.api.list}?page=0&size=5` });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page.total_elements).toBeGreaterThan(0);
    expect(page.content.length).toBe(Math.min(5, page.total_elements));
    const one = await admin({ method: 'GET', url: `/v1/api/${entry.api.item}/${page.content[0].id}` });
    expect(one.json().data.id).toBe(page.content[0].id);
  });

  it('is open to each role of the basic package exactly as its gate says', async () => {
    const basic = await t.db.selectFrom('packages').select('features').where('code', '=', 'basic').executeTakeFirstOrThrow();
    for (const [user, password] of [
      ['admin', 'Admin@123'],
      ['manager', 'Manager@123'],
    ] as const) {
      const token = (await login(t.app, user, password, BETA_HOST)).access_token;
      const res = await as(t.app, token, BETA_HOST)({ method: 'GET', url: `/v1/api/${entry.api.list}` });
      const expected = denialFor(entry, user as Role, new Set(basic.features as string[])) ? 403 : 200;
      expect({ user, status: res.statusCode }).toEqual({ user, status: expected });
    }
  });
});
