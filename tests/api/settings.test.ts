import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_APP_ROLES, ROLES } from '../../resources.config';
import { readsSection, SETTINGS_SECTIONS, settingsSchema } from '../../schemas/settings';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

const t = useTestApp();

describe('academy settings', () => {
  let admin: ReturnType<typeof as>;

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('answers every section, with its defaults until changed', async () => {
    const data = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data;
    expect(Object.keys(data).sort()).toEqual([
      'attendance_settings',
      'bank_transfer_settings',
      'common_settings',
      'email_settings',
      'kit_fee_definitions',
      'notification_templates',
      'payment_settings',
      'point_settings',
      'schedule_settings',
      'shop_settings',
      'sms_settings',
      'transaction_settings',
      'transport_settings',
      'trial_settings',
      'zalo_settings',
    ]);
    expect(data.attendance_settings).toMatchObject({ is_own_setting_enable: true, max_own: 2, max_unit_per_lesson: 1 });
    expect(data.shop_settings).toEqual({ sell_without_stock: false, member_card_price: 0 });
  });

  it('saves one section and leaves the others as they were', async () => {
    const policy = {
      is_own_setting_enable: false,
      max_own: 0,
      is_time_off_setting_enable: true,
      max_time_off: 3,
      is_multi_attendee_enable: true,
      max_unit_per_lesson: 3,
      time_limit_in_days: 0,
      is_absence_counted: true,
      is_makeup_enable: true,
      makeup_notice_hours: 48,
      makeup_per_month: 1,
      makeup_valid_days: 60,
      renewal_days: 7,
    };
    const res = await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: policy } });
    expect(res.statusCode).toBe(200);
    const data = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data;
    expect(data.attendance_settings).toEqual(policy);
    expect(data.common_settings.app_language).toBe('vi');
    // A section saved without the fields added since keeps their defaults.
    const older = Object.fromEntries(Object.entries(policy).filter(([field]) => !/makeup|absence|renewal/.test(field)));
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { attendance_settings: older } })).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.attendance_settings).toMatchObject({
      ...older,
      is_makeup_enable: false,
      makeup_notice_hours: 24,
      renewal_days: 14,
    });
  });

  it('names each wrong field with its section, in the caller language, and saves nothing', async () => {
    const res = await admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      headers: { 'accept-language': 'en' },
      payload: {
        schedule_settings: { is_enable: true, message: 'Nghỉ Tết' },
        transaction_settings: {
          fee_transaction_type_default: 'weekly',
          fee_transaction_duration_in_units: 0,
          fee_transaction_duration_in_days: 30,
          fee_transaction_value: 1,
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'transaction_settings.fee_transaction_type_default', message: 'Choose a value from the list !' },
        { field: 'transaction_settings.fee_transaction_duration_in_units', message: 'Enter a value of at least 1 !' },
      ]),
    );
    const data = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data;
    expect(data.schedule_settings.is_enable).toBe(false);
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { colour: {} } })).statusCode).toBe(422);
  });

  it('never answers a gateway secret in full, and keeps it when the mask comes back', async () => {
    const gateway = {
      is_active: true,
      mode: 'SANDBOX',
      merchant_key: 'client-1',
      merchant_secret_key: 's3cr3t-value',
      checksum_key: 'chk-value',
      end_point: 'https://sandbox.example.vn/pay',
      callback_url: 'https://demo.example.vn/callback',
    };
    const saved = (await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { payment_settings: gateway } })).json().data
      .payment_settings;
    expect(saved.merchant_secret_key).not.toContain('s3cr3t');
    expect(JSON.stringify((await admin({ method: 'GET', url: '/v1/api/settings' })).json())).not.toContain('s3cr3t');
    await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { payment_settings: { ...saved, mode: 'LIVE' } } });
    const row = await t.db.selectFrom('academies').select('settings').where('code', '=', 'demo').executeTakeFirstOrThrow();
    expect((row.settings as { payment_settings: typeof gateway }).payment_settings).toMatchObject({
      mode: 'LIVE',
      merchant_secret_key: 's3cr3t-value',
      checksum_key: 'chk-value',
    });
    const bad = await admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: { payment_settings: { ...saved, end_point: 'not a url' } },
    });
    expect(bad.json().errors[0]).toMatchObject({ field: 'payment_settings.end_point' });
  });

  it('refuses a section whose feature the package lacks', async () => {
    const basic = await t.db.selectFrom('packages').select('id').where('code', '=', 'basic').executeTakeFirstOrThrow();
    const full = await t.db.selectFrom('packages').select('id').where('code', '=', 'full').executeTakeFirstOrThrow();
    await t.db.updateTable('academies').set({ package_id: basic.id }).where('code', '=', 'demo').execute();
    try {
      const res = await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { transport_settings: [] } });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('FEATURE_NOT_IN_PACKAGE');
      expect(
        (
          await admin({
            method: 'PUT',
            url: '/v1/api/admin/settings',
            payload: { common_settings: { app_language: 'vi', web_app_version: 'v1.0.1' } },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await t.db.updateTable('academies').set({ package_id: full.id }).where('code', '=', 'demo').execute();
    }
  });
});

describe('who reads which settings', () => {
  it("keeps the integrations' hosts and keys (x-roles sections) from every role they do not name, on every path that answers settings", async () => {
    const integrations = SETTINGS_SECTIONS.filter((section) => settingsSchema.properties[section]['x-roles']);
    expect(integrations.sort()).toEqual(['bank_transfer_settings', 'email_settings', 'payment_settings', 'sms_settings', 'zalo_settings']);
    for (const role of ROLES) {
      await addStaff(t.db, 'demo', `settings.${role}`, role);
      const call = as(t.app, (await login(t.app, `settings.${role}`, STAFF_PASSWORD)).access_token);
      const read = await call({ method: 'GET', url: '/v1/api/settings' });
      if (!ADMIN_APP_ROLES.includes(role)) {
        expect(read.statusCode, role).toBe(403);
        continue;
      }
      const sections = Object.keys(read.json().data);
      for (const section of SETTINGS_SECTIONS)
        expect(sections.includes(section), `${role} reads ${section}`).toBe(readsSection(section, role));
      expect(integrations.some((section) => readsSection(section, role))).toBe(role === 'admin');
    }
    const open = (await t.app.inject({ method: 'GET', url: '/v1/api/public/settings' })).json().data;
    for (const section of integrations) expect(open).not.toHaveProperty(section);
  });
});

describe('settings rules beyond each field', () => {
  let admin: ReturnType<typeof as>;
  const put = (payload: object) => admin({ method: 'PUT', url: '/v1/api/admin/settings', payload, headers: { 'accept-language': 'en' } });

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  });

  it('needs a message to pause the timetable, and none to run it', async () => {
    const res = await put({ schedule_settings: { is_enable: true, message: '' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'schedule_settings.message', message: 'This field is required !' }]);
    expect((await put({ schedule_settings: { is_enable: false, message: '' } })).statusCode).toBe(200);
    expect((await put({ schedule_settings: { is_enable: true, message: 'Nghỉ Tết từ 25/01 đến 05/02' } })).statusCode).toBe(200);
  });

  it('needs every gateway key to turn online payment on', async () => {
    const res = await put({
      payment_settings: {
        is_active: true,
        mode: 'LIVE',
        merchant_key: '',
        merchant_secret_key: '',
        checksum_key: '',
        end_point: '',
        callback_url: '',
      },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['callback_url', 'checksum_key', 'end_point', 'merchant_key', 'merchant_secret_key'].map((f) => `payment_settings.${f}`));
    expect(new Set(res.json().errors.map((e: { message: string }) => e.message))).toEqual(new Set(['This field is required !']));
    expect(
      (
        await put({
          payment_settings: {
            is_active: false,
            mode: 'SANDBOX',
            merchant_key: '',
            merchant_secret_key: '',
            checksum_key: '',
            end_point: '',
            callback_url: '',
          },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('takes only the academy’s own products in the kit and branches in the transport mode, each once', async () => {
    const kit = await put({ kit_fee_definitions: { kit_fee_products: [{ product_id: 999999 }] } });
    expect(kit.json().errors).toEqual([
      { field: 'kit_fee_definitions.kit_fee_products.0.product_id', message: 'The selected item does not exist !' },
    ]);
    const branch = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    const row = { branch_id: branch, is_enable: true, fee_type: 2, amount: 300_000 };
    const transport = await put({ transport_settings: [row, row, { ...row, branch_id: 999999 }] });
    expect(transport.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'transport_settings.1.branch_id', message: 'This is set twice !' },
        { field: 'transport_settings.2.branch_id', message: 'The selected item does not exist !' },
      ]),
    );
    expect((await put({ transport_settings: [row] })).statusCode).toBe(200);
  });

  it('sets each earn-points action once', async () => {
    const res = await put({
      point_settings: {
        actions: [
          { id: 1, value: 10 },
          { id: 1, value: 20 },
        ],
        level: [{ id: 0, benchmarks: 0 }],
      },
    });
    expect(res.json().errors).toEqual([{ field: 'point_settings.actions.1.id', message: 'This is set twice !' }]);
  });
});

describe('the earn-points onboarding step', () => {
  it('links the earn-points page, done once points were saved, for those who may open it', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const step = async (call: ReturnType<typeof as>) =>
      (await call({ method: 'GET', url: '/v1/api/admin/onboarding' }))
        .json()
        .data.steps.find((s: { key: string }) => s.key === 'earn-points');
    expect(await step(admin)).toEqual({ key: 'earn-points', route: '/settings/earn-points', count: 0, done: false });
    const { point_settings } = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data;
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { point_settings } })).statusCode).toBe(200);
    expect(await step(admin)).toMatchObject({ done: true });
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect(await step(manager)).toBeUndefined();
  });
});

describe('hiding the setup checklist', () => {
  it("is each user's own, kept on the server across sign-ins, and brought back the same way", async () => {
    const url = '/v1/api/admin/onboarding';
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect((await admin({ method: 'GET', url })).json().data.hidden).toBe(false);

    const hidden = await admin({ method: 'PUT', url, payload: { hidden: true } });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().data).toMatchObject({ hidden: true, total: expect.any(Number) });
    // Another device: a new sign-in of the same user finds it hidden; another user does not.
    const elsewhere = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    expect((await elsewhere({ method: 'GET', url })).json().data.hidden).toBe(true);
    expect((await manager({ method: 'GET', url })).json().data.hidden).toBe(false);

    expect((await elsewhere({ method: 'PUT', url, payload: { hidden: false } })).json().data.hidden).toBe(false);
    expect((await admin({ method: 'GET', url })).json().data.hidden).toBe(false);
    const refused = await admin({ method: 'PUT', url, payload: { hidden: true, steps: [] }, headers: { 'accept-language': 'en' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ success: false });
  });
});
