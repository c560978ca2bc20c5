import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

describe('role and package gates', () => {
  const t = useTestApp();
  let admin: ReturnType<typeof as>;
  let manager: ReturnType<typeof as>;
  const settings = { common_settings: { app_language: 'vi', web_app_version: '1.2.0' } };

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  });

  it('lets both roles read the settings', async () => {
    const res = await manager({ method: 'GET', url: '/v1/api/settings' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.common_settings.app_language).toBe('vi');
  });

  it('answers 403 to a manager on an admin-only route, before looking at the body', async () => {
    const res = await manager({ method: 'PUT', url: '/v1/api/admin/settings', payload: { junk: true } });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
  });

  it('lets the admin change the settings and checks the body', async () => {
    const res = await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: settings });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.common_settings.web_app_version).toBe('1.2.0');
    const bad = await admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: { common_settings: { app_language: 'fr', web_app_version: '1' } },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors[0].field).toBe('common_settings.app_language');
  });

  it('answers 403 when the package lacks the feature, even for the admin', async () => {
    const trial = await t.db.selectFrom('packages').select('id').where('code', '=', 'trial').executeTakeFirstOrThrow();
    const full = await t.db.selectFrom('packages').select('id').where('code', '=', 'full').executeTakeFirstOrThrow();
    await t.db.updateTable('academies').set({ package_id: trial.id }).where('code', '=', 'demo').execute();
    try {
      const res = await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: settings });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
      expect((await admin({ method: 'GET', url: '/v1/api/admin/players' })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('academies').set({ package_id: full.id }).where('code', '=', 'demo').execute();
    }
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/admin/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });
});
