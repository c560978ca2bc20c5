/**
 * The hand-written answers of the dashboard, the reports, the stock, the inbox,
 * notifications and tuition declare every field they carry (their schemas live in
 * domain/): each success answer is closed, down to its last object, and a field
 * the schema does not declare never leaves, even when the service computes one.
 */
import { describe, expect, it, vi } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { openParts } from '../helpers/open-schema';

/** The services hand the routes a field nobody declared: the route must drop it. */
vi.mock('../../server/modules/reports/dashboard-service', async (original) => {
  const real = await original<typeof import('../../server/modules/reports/dashboard-service')>();
  return {
    ...real,
    dashboard: async (...args: Parameters<typeof real.dashboard>) => {
      const figures = await real.dashboard(...args);
      return {
        ...figures,
        internal_cost: 1,
        recent: { ...figures.recent, orders: figures.recent.orders.map((o) => ({ ...o, academy_id: 1, items: [] })) },
      };
    },
  };
});
vi.mock('../../server/modules/reports/people-reports', async (original) => {
  const real = await original<typeof import('../../server/modules/reports/people-reports')>();
  return {
    ...real,
    playerRoster: async (...args: Parameters<typeof real.playerRoster>) => {
      const roster = await real.playerRoster(...args);
      return { ...roster, classes: roster.classes.map((c) => ({ ...c, academy_id: 1 })), sql: 'select' };
    },
  };
});

const t = useTestApp();

/** Every operation whose answer is declared in domain/, with each success status. */
const OPERATIONS: Array<[method: string, path: string, status: number]> = [
  ['get', '/v1/api/admin/dashboard', 200],
  ...['revenues', 'expenses', 'profit-and-loss', 'orders', 'inventories', 'attendances'].map(
    (report) => ['get', `/v1/api/${report}/{filterUnit}`, 200] as [string, string, number],
  ),
  ['get', '/v1/api/players/report', 200],
  ['get', '/v1/api/players/report-all', 200],
  ['get', '/v1/api/admin/inventories', 200],
  ['post', '/v1/api/admin/inventories/{id}/expenses', 201],
  ['put', '/v1/api/admin/notifications/{id}/resend', 200],
  ['get', '/v1/api/admin/notifications/broadcast', 200],
  ['post', '/v1/api/admin/notifications/broadcast', 201],
  ['post', '/v1/api/admin/transactions/{id}/payment-link', 200],
  ['delete', '/v1/api/admin/transactions/{id}/payment-link', 200],
  ['post', '/v1/api/admin/transactions/{id}/remind', 200],
  ['post', '/v1/api/admin/bank-transfers/{id}/assign', 200],
  ['post', '/v1/api/admin/bank-transfers/{id}/set-aside', 200],
  ['post', '/v1/api/public/bank-transfers/sepay', 200],
  ['get', '/v1/api/admin/bank-transfers/check', 200],
  ['post', '/v1/api/admin/bank-transfers/check', 200],
  ['get', '/v1/api/public/tuition/{id}', 200],
  ['get', '/v1/api/admin/session-renewals', 200],
  ['post', '/v1/api/admin/session-packs/{id}/renewal', 200],
  ['put', '/v1/api/admin/session-packs/{id}/not-renewing', 200],
  ['get', '/v1/api/public/renewals/{id}', 200],
  ['post', '/v1/api/public/renewals/{id}', 200],
  ['get', '/v1/api/tuition-balance', 200],
  ['post', '/v1/api/public/tuition/{id}/vnpay', 201],
  ['get', '/v1/api/public/vnpay/return', 200],
  ['get', '/v1/api/admin/inbox', 200],
  ['post', '/v1/api/admin/inbox/read', 200],
  ['post', '/v1/api/admin/inbox/seen', 200],
];

type Operation = { requestBody?: unknown; responses: Record<string, { content?: Record<string, { schema?: unknown }> }> };

const documentPaths = async () => {
  await t.app.ready();
  return (t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths;
};

describe('declared answers', () => {
  it('closes every object of each success answer: no field goes undeclared', async () => {
    const paths = await documentPaths();
    const open = OPERATIONS.flatMap(([method, path, status]) => {
      const schema = paths[path]?.[method]?.responses[status]?.content?.['application/json']?.schema;
      if (!schema) return [`${method} ${path} ${status}: no answer declared`];
      return openParts(schema).map((where) => `${method} ${path} ${status}: ${where} is open`);
    });
    expect(open).toEqual([]);
  });

  it('declares the body of every write among them, an empty one where it takes none', async () => {
    const paths = await documentPaths();
    const writes = OPERATIONS.filter(([method]) => method === 'post' || method === 'put');
    expect(writes.filter(([method, path]) => !paths[path]?.[method]?.requestBody).map(([m, p]) => `${m} ${p}`)).toEqual([]);
  });

  it('drops a field the dashboard does not declare, keeping every one it does', async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const res = await admin({ method: 'GET', url: '/v1/api/admin/dashboard' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).not.toHaveProperty('internal_cost');
    expect(data.recent.orders.length).toBeGreaterThan(0);
    for (const order of data.recent.orders) {
      expect(Object.keys(order).sort()).toEqual(
        [
          'customer_mobile',
          'customer_name',
          'id',
          'item_names',
          'order_date',
          'order_status',
          'payment_type',
          'transaction_amount',
          'transaction_status',
        ].sort(),
      );
    }
  });

  it("drops a field the roster does not declare, keeping each class's counts", async () => {
    const admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    const res = await admin({ method: 'GET', url: '/v1/api/players/report-all' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).not.toHaveProperty('sql');
    expect(data.classes.length).toBeGreaterThan(0);
    for (const row of data.classes) {
      expect(row).not.toHaveProperty('academy_id');
      expect(row).toMatchObject({ active: expect.any(Number), total: expect.any(Number), owing: expect.any(Number) });
    }
  });
});
