import { beforeAll, describe, expect, it } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();
let admin: ReturnType<typeof as>;
beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
});

describe('PATCH /v1/api/admin/time-off/{id}', () => {
  it('approves and rejects a leave request, and refuses an unknown status', async () => {
    const [request] = (await admin({ method: 'GET', url: '/v1/api/admin/time-off?statuses=0&size=1' })).json().data.content;
    const approved = await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 1 } });
    expect(approved.json().data).toMatchObject({ id: request.id, status: 1, reason: request.reason });
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 2 } })).json().data.status).toBe(2);
    expect((await admin({ method: 'PATCH', url: `/v1/api/admin/time-off/${request.id}`, payload: { status: 9 } })).statusCode).toBe(422);
    expect((await admin({ method: 'PATCH', url: '/v1/api/admin/time-off/999999', payload: { status: 1 } })).statusCode).toBe(404);
  });
});

describe('POST /v1/api/admin/inventories/{id}/expenses', () => {
  it('records the stock-in’s expense once: quantity × unit price + shipping', async () => {
    const branchId = (await admin({ method: 'GET', url: '/v1/api/admin/branches' })).json().data.content[0].id;
    const [stockIn] = (await admin({ method: 'GET', url: '/v1/api/admin/inventories/history?size=1' })).json().data.content;
    const res = await admin({ method: 'POST', url: `/v1/api/admin/inventories/${stockIn.id}/expenses`, payload: { branch_id: branchId, payment_type: 2, at_date: '2026-11-21' } });
    expect(res.statusCode).toBe(201);
    const expense = res.json().data;
    expect(expense).toMatchObject({ amount: stockIn.quantity * stockIn.unit_price + stockIn.shipping_fee, branch_id: branchId, at_date: '2026-11-21' });
    expect((await admin({ method: 'GET', url: `/v1/api/admin/inventories/${stockIn.id}` })).json().data.expense).toEqual({ id: expense.id, name: expense.title });
    const again = await admin({ method: 'POST', url: `/v1/api/admin/inventories/${stockIn.id}/expenses`, payload: { branch_id: branchId, payment_type: 1 } });
    expect(again.statusCode).toBe(409);
  });
});
