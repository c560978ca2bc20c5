/**
 * What the server writes by itself (an order's revenue and its refund, a paid
 * stock-in, a new player's enrolment fees, a member card's first day) is titled in
 * the caller's language and dated by the academy's day (Asia/Ho_Chi_Minh), not the
 * server's: at half past six in the morning in Hanoi, UTC is still on the day before.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { as, login, useTestApp } from '../helpers/build-test-app';
import type { Lang } from '../../schemas/vocabulary';

const t = useTestApp();
type Row = Record<string, unknown> & { id: number };

/** The latest 23:30 UTC already past: 06:30 the next day in Hanoi. */
function lastHanoiMorning(): Date {
  const at = new Date();
  at.setUTCHours(23, 30, 0, 0);
  if (at.getTime() > Date.now()) at.setUTCDate(at.getUTCDate() - 1);
  return at;
}
const morning = lastHanoiMorning();
const utcDay = morning.toISOString().slice(0, 10);
const hanoiDay = new Date(morning.getTime() + 86_400_000).toISOString().slice(0, 10);

const TITLES = {
  vi: { order: 'Đơn hàng ORD', refund: 'Hoàn tiền đơn hàng ORD', stockIn: 'Nhập hàng #', enrolment: 'Học phí ghi danh - ' },
  en: { order: 'Order ORD', refund: 'Refund of order ORD', stockIn: 'Stock-in #', enrolment: 'Enrolment fee - ' },
};

let admin: ReturnType<typeof as>;
let branchId: number;
let productId: number;
let supplierId: number;
let classId: number;

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: morning });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  const first = async (url: string) =>
    (await admin({ method: 'GET', url: `/v1/api/admin/${url}?size=1&sort=id:asc` })).json().data.content[0].id;
  branchId = await first('branches');
  productId = await first('products');
  supplierId = await first('suppliers');
  classId = (await admin({ method: 'GET', url: `/v1/api/admin/classes?size=1&sort=id:asc&branchIds=${branchId}` })).json().data.content[0]
    .id;
});

afterAll(() => {
  vi.useRealTimers();
});

describe.each(['vi', 'en'] as Lang[])('money the server books, asked in %s', (lang) => {
  const title = TITLES[lang];
  const ask = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<Row> => {
    const res = await admin({ method, url: `/v1/api/${url}`, payload, headers: { 'accept-language': lang } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json().data;
  };

  it('is titled in the caller’s language', async () => {
    const order = {
      branch_id: branchId,
      customer_name: 'Phạm Quốc Bảo',
      customer_mobile: '0987654321',
      items: [{ product_id: productId, quantity: 1 }],
      payment_type: 2,
      transaction_status: 1,
      order_status: 7,
      order_date: hanoiDay,
    };
    const paid = await ask('POST', 'admin/orders', order);
    expect(await ask('GET', `admin/transactions/${paid.revenue_id}`)).toMatchObject({ title: `${title.order}${paid.id}` });
    const refunded = await ask('PUT', `admin/orders/${paid.id}`, { ...order, order_status: 4 });
    expect(await ask('GET', `admin/expenses/${refunded.refund_id}`)).toMatchObject({ title: `${title.refund}${paid.id}` });

    const stockIn = await ask('POST', 'admin/inventories', {
      product_id: productId,
      supplier_id: supplierId,
      quantity: 2,
      unit_price: 40_000,
      at_date: hanoiDay,
    });
    expect(await ask('POST', `admin/inventories/${stockIn.id}/expenses`, { branch_id: branchId, payment_type: 1 })).toMatchObject({
      title: `${title.stockIn}${stockIn.id}`,
    });
  });

  it('is dated by the academy’s day when the server’s day is still yesterday', async () => {
    expect(hanoiDay).not.toBe(utcDay);
    const stockIn = await ask('POST', 'admin/inventories', {
      product_id: productId,
      supplier_id: supplierId,
      quantity: 1,
      unit_price: 30_000,
      at_date: hanoiDay,
    });
    expect(await ask('POST', `admin/inventories/${stockIn.id}/expenses`, { branch_id: branchId, payment_type: 1 })).toMatchObject({
      at_date: hanoiDay,
    });

    const name = `Ghi Danh ${lang === 'vi' ? 'Việt' : 'Anh'} ${Math.random()
      .toString(36)
      .replace(/[^a-z]/g, '')}`;
    const player = await ask('POST', 'players', {
      name,
      date_of_birth: '2016-04-12',
      branch_id: branchId,
      class_id: classId,
      parent_name: 'Đỗ Văn Bố',
      mobile: '0912345678',
      book_enrolment_fees: true,
    });
    const fees = (await ask('GET', `admin/transactions?playerIds=${player.id}`)).content as Row[];
    expect(fees.find((f) => f.title === `${title.enrolment}${name}`)).toMatchObject({ at_date: hanoiDay });

    await ask('PUT', `admin/player-member-card/${player.id}`, { active: true });
    expect(await ask('GET', `players/${player.id}`)).toMatchObject({ member_card_active: true, member_card_valid_from: hanoiDay });
  });
});
