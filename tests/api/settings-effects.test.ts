/** What each setting changes elsewhere: enrolment, the public sign-up, payment types, earned points and member levels. */
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../domain/i18n/en.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
type Call = ReturnType<typeof as>;
type Row = Record<string, unknown> & { id: number };

let admin: Call;
let branchId: number;
let classId: number;
let products: Array<{ id: number; name: string; selling_price: number }>;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const cls = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content[0];
  branchId = cls.branch_id;
  classId = cls.id;
  products = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=3&sort=id:asc&auditingStatuses=1' })).json().data.content;
});

const saveSettings = async (payload: object) => {
  const res = await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload, headers: { 'accept-language': 'en' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const player = (over: object = {}) => ({
  name: 'Phạm Minh Khang',
  date_of_birth: '2016-05-20',
  branch_id: branchId,
  class_id: classId,
  parent_name: 'Phạm Văn Long',
  mobile: '0988111222',
  ...over,
});
const revenuesOf = async (playerId: number): Promise<Row[]> =>
  (await admin({ method: 'GET', url: `/v1/api/admin/transactions?playerIds=${playerId}&size=50` })).json().data.content;

describe('pricing model and kit → a new player', () => {
  const pricing = {
    fee_transaction_type_default: 'monthly',
    fee_transaction_duration_in_units: 8,
    fee_transaction_duration_in_days: 30,
    fee_transaction_value: 950_000,
  };

  it('answers the kit with its products’ names and current prices', async () => {
    const saved = await saveSettings({
      kit_fee_definitions: { kit_fee_products: [{ product_id: products[0].id }, { product_id: products[1].id }] },
    });
    expect(saved.kit_fee_definitions.kit_fee_products).toEqual(
      products.slice(0, 2).map((p) => ({ product_id: p.id, product_name: p.name, selling_price: p.selling_price })),
    );
  });

  it('starts a player entered without sessions left with the pricing model’s sessions', async () => {
    await saveSettings({ transaction_settings: pricing });
    const absent = (await admin({ method: 'POST', url: '/v1/api/players', payload: player() })).json().data;
    expect(absent.number_of_units).toBe(8);
    const zero = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ number_of_units: 0 }) })).json().data;
    expect(zero.number_of_units).toBe(8);
    const given = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ number_of_units: 3 }) })).json().data;
    expect(given.number_of_units).toBe(3);
    expect(await revenuesOf(absent.id)).toEqual([]);
  });

  it('books the class fee and the kit as two revenues to collect when asked, with the player', async () => {
    await t.db.updateTable('classes').set({ course_fee: 1_500_000 }).where('id', '=', classId).execute();
    const created = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ book_enrolment_fees: true }) })).json().data;
    expect(created).not.toHaveProperty('book_enrolment_fees');
    const booked = await revenuesOf(created.id);
    const kitTotal = products[0].selling_price + products[1].selling_price;
    expect(booked.map((r) => r.amount).sort()).toEqual([1_500_000, kitTotal].sort());
    for (const revenue of booked) expect(revenue).toMatchObject({ branch_id: branchId, transaction_status: 4, payment_type: 1 });
    const kit = booked.find((r) => r.amount === kitTotal)!;
    expect(kit.note).toBe(`${products[0].name}, ${products[1].name}`);
  });

  it('takes the pricing model’s fee when the class has none, and books nothing for a player refused', async () => {
    await t.db.updateTable('classes').set({ course_fee: null }).where('id', '=', classId).execute();
    const created = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ book_enrolment_fees: true }) })).json().data;
    expect((await revenuesOf(created.id)).map((r) => r.amount)).toContain(950_000);
    const before = (await admin({ method: 'GET', url: '/v1/api/admin/transactions?size=1' })).json().data.total_elements;
    const refused = await admin({ method: 'POST', url: '/v1/api/players', payload: player({ book_enrolment_fees: true, mobile: 'abc' }) });
    expect(refused.statusCode).toBe(422);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/transactions?size=1' })).json().data.total_elements).toBe(before);
  });
});

describe('trial mode → the public free-trial sign-up', () => {
  it('refuses registrations with a clear message while off, and takes them again when on', async () => {
    const visitor = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/v1/api/public/practices', headers: { host: 'localhost', 'accept-language': 'en' }, payload });
    const branch = (await t.app.inject({ method: 'GET', url: '/v1/api/public/branches/eras', headers: { host: 'localhost' } }))
      .json()
      .data.find((b: { schedules: unknown[] }) => b.schedules.length);
    const registration = {
      name: 'Lê Bảo Anh',
      date_of_birth: '2017-02-03',
      branch_id: branch.id,
      schedules: [branch.schedules[0]],
      parent_name: 'Lê Văn Nam',
      mobile: '0977000111',
      address: '5 Hoàng Quốc Việt, Cầu Giấy',
    };

    await saveSettings({ trial_settings: { is_enable: false, number_of_sessions: 1 } });
    const refused = await visitor(registration);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'TRIAL_CLOSED', message: en.settingsRules.trialClosed });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/api/public/settings', headers: { host: 'localhost' } })).json().data.trial_settings,
    ).toEqual({ is_enable: false });

    await saveSettings({ trial_settings: { is_enable: true, number_of_sessions: 1 } });
    const taken = await visitor(registration);
    expect(taken.statusCode, taken.body).toBe(201);
  });
});

describe('payment integration → the gateway payment type', () => {
  const revenue = {
    title: 'Tài trợ giải mùa hè',
    category_id: 0,
    branch_id: 0,
    amount: 2_000_000,
    at_date: '2026-06-01',
    payment_type: 3,
    transaction_status: 1,
  };
  const order = () => ({
    branch_id: branchId,
    customer_name: 'Trần Thu Hà',
    customer_mobile: '0912000999',
    items: [{ product_id: products[0].id, quantity: 1 }],
    payment_type: 3,
    transaction_status: 1,
    order_status: 2,
    order_date: '2026-06-01',
  });
  const gateway = {
    is_active: true,
    mode: 'SANDBOX',
    merchant_key: 'client-9',
    merchant_secret_key: 'secret-9',
    checksum_key: 'sum-9',
    end_point: 'https://sandbox.example.vn/pay',
    callback_url: 'https://demo.example.vn/cb',
  };

  beforeAll(async () => {
    revenue.branch_id = branchId;
    revenue.category_id = (
      await admin({ method: 'GET', url: '/v1/api/admin/transaction-categories?types=3&size=1' })
    ).json().data.content[0].id;
  });

  it('is refused on new revenues and orders while the gateway is off', async () => {
    await saveSettings({ payment_settings: { ...gateway, is_active: false } });
    for (const [url, payload] of [
      ['/v1/api/admin/transactions', revenue],
      ['/v1/api/admin/orders', order()],
    ] as const) {
      const res = await admin({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ field: 'payment_type', message: en.settingsRules.gatewayInactive }]);
    }
    expect((await admin({ method: 'POST', url: '/v1/api/admin/transactions', payload: { ...revenue, payment_type: 2 } })).statusCode).toBe(
      201,
    );
  });

  it('is taken while the gateway is on, and a record paid that way keeps it once the gateway is off', async () => {
    await saveSettings({ payment_settings: gateway });
    const created = await admin({ method: 'POST', url: '/v1/api/admin/transactions', payload: revenue });
    expect(created.statusCode).toBe(201);
    expect((await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).statusCode).toBe(201);
    await saveSettings({ payment_settings: { ...gateway, is_active: false, merchant_secret_key: '••••••' } });
    const edited = await admin({
      method: 'PUT',
      url: `/v1/api/admin/transactions/${created.json().data.id}`,
      payload: { ...revenue, amount: 2_500_000 },
    });
    expect(edited.statusCode).toBe(200);
  });
});

describe('earn points → a paid shop order', () => {
  const mobile = '0966555444';
  let playerId: number;
  let customerId: number;
  const order = (over: object = {}) => ({
    branch_id: branchId,
    player_id: playerId,
    customer_name: 'Đặng Thị Mai',
    customer_mobile: mobile,
    items: [{ product_id: products[0].id, quantity: 4 }],
    payment_type: 1,
    transaction_status: 1,
    order_status: 2,
    order_date: '2026-06-02',
    ...over,
  });
  const balances = async () => {
    const { points: customerPoints, level } = (await admin({ method: 'GET', url: `/v1/api/admin/customers/${customerId}` })).json().data;
    return {
      player: Number((await admin({ method: 'GET', url: `/v1/api/users/${playerId}/points` })).json().data.points),
      customer: { points: customerPoints, level },
    };
  };
  const points = (level: number[]) => ({
    actions: [
      { id: 1, value: 10 },
      { id: 2, value: 100 },
      { id: 3, value: 10 },
      { id: 4, value: 50 },
    ],
    level: level.map((benchmarks, id) => ({ id, benchmarks })),
  });

  beforeAll(async () => {
    playerId = (await admin({ method: 'POST', url: '/v1/api/players', payload: player({ mobile }) })).json().data.id;
    customerId = (
      await admin({ method: 'POST', url: '/v1/api/admin/customers', payload: { name: 'Đặng Thị Mai', mobile, points: 0, level: 4 } })
    ).json().data.id;
    await saveSettings({ point_settings: points([0, 10, 20, 1000, 2000]) });
  });

  it('gives the order’s player and customer the buy-product % of its total, and takes it back on refund', async () => {
    const before = await balances();
    expect(before.customer.level).toBe(0);
    const created = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order() })).json().data;
    const earned = Math.floor((created.transaction_amount * 10) / 100 / 1000);
    expect(earned).toBeGreaterThan(0);
    const after = await balances();
    expect(after.player).toBe(before.player + earned);
    expect(after.customer.points).toBe(earned);

    const refunded = await admin({ method: 'PUT', url: `/v1/api/admin/orders/${created.id}`, payload: order({ order_status: 4 }) });
    expect(refunded.statusCode).toBe(200);
    expect(await balances()).toEqual(before);
  });

  it('gives nothing for an unpaid order, and an edit or a deletion adjusts to what the order is now', async () => {
    const before = await balances();
    const unpaid = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order({ transaction_status: 4 }) })).json().data;
    expect(await balances()).toEqual(before);
    const paid = (
      await admin({
        method: 'PUT',
        url: `/v1/api/admin/orders/${unpaid.id}`,
        payload: order({ items: [{ product_id: products[0].id, quantity: 8 }] }),
      })
    ).json().data;
    const earned = Math.floor((paid.transaction_amount * 10) / 100 / 1000);
    expect((await balances()).player).toBe(before.player + earned);
    await admin({ method: 'DELETE', url: `/v1/api/admin/orders/${paid.id}` });
    expect((await balances()).player).toBe(before.player);
  });

  it('moves customers between member levels by the thresholds, ascending ones only', async () => {
    const customer = (
      await admin({ method: 'PUT', url: `/v1/api/admin/customers/${customerId}`, payload: { name: 'Đặng Thị Mai', mobile, points: 1500 } })
    ).json().data;
    expect(customer.level).toBe(3);
    await saveSettings({ point_settings: points([0, 100, 200, 300, 1400]) });
    expect((await balances()).customer.level).toBe(4);

    const res = await admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: { point_settings: points([0, 500, 400, 1000, 1000]) },
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([
      { field: 'point_settings.level.2.benchmarks', message: en.settingsRules.levelAscending },
      { field: 'point_settings.level.4.benchmarks', message: en.settingsRules.levelAscending },
    ]);
    expect((await balances()).customer.level).toBe(4);
  });

  it('moves a player between member levels as their points change, and when the thresholds do', async () => {
    const levelOf = async () => (await admin({ method: 'GET', url: `/v1/api/players/${playerId}` })).json().data.level;
    await saveSettings({ point_settings: points([0, 100, 200, 300, 1400]) });
    const { points: held } = (await admin({ method: 'GET', url: `/v1/api/users/${playerId}/points` })).json().data;
    await admin({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: playerId, points: 250 - held } });
    expect(await levelOf()).toBe(2);
    await admin({ method: 'POST', url: '/v1/api/admin/points', payload: { player_id: playerId, points: 1200 } });
    expect(await levelOf()).toBe(4);
    await saveSettings({ point_settings: points([0, 2000, 3000, 4000, 5000]) });
    expect(await levelOf()).toBe(0);
    const filtered = (await admin({ method: 'GET', url: '/v1/api/admin/players?levels=0&size=100' })).json().data.content;
    expect(filtered.map((p: { id: number }) => p.id)).toContain(playerId);
  });
});

describe('languages → the signed-in user’s own language', () => {
  it('is saved on their account alone, and is one of the app’s languages', async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const me = (await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data;
    const saved = await manager({ method: 'PUT', url: `/v1/api/users/${me.id}`, payload: { app_language: 'en' } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ name: me.name, app_language: 'en' });
    expect((await manager({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data).toMatchObject({
      app_language: 'en',
      name: me.name,
      mobile: me.mobile,
    });

    const wrong = await manager({
      method: 'PUT',
      url: `/v1/api/users/${me.id}`,
      payload: { app_language: 'fr' },
      headers: { 'accept-language': 'en' },
    });
    expect(wrong.json().errors).toEqual([{ field: 'app_language', message: en.validation.enum }]);
    const someoneElse = (await admin({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data.id;
    expect((await manager({ method: 'PUT', url: `/v1/api/users/${someoneElse}`, payload: { app_language: 'en' } })).statusCode).toBe(403);
    expect((await admin({ method: 'GET', url: '/v1/api/users/my-profile' })).json().data.app_language).toBe('vi');
  });
});
