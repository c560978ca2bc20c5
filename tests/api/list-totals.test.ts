import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { COUNT_LIMIT } from '../../server/core/crud/crud-service';
import { as, login, useTestApp } from '../helpers/build-test-app';

const t = useTestApp();

describe('date ranges and sub-totals on money lists', () => {
  let admin: ReturnType<typeof as>;
  let academyId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  });

  /** The same figure computed straight from the rows. */
  async function expected(table: 'revenues' | 'expenses', from: string, to: string, paymentType?: number) {
    let q = t.db
      .selectFrom(table)
      .select([sql<number>`count(*)`.as('n'), sql<number>`coalesce(sum(amount), 0)`.as('total')])
      .where('academy_id', '=', academyId)
      .where('deleted_at', 'is', null)
      .where('at_date', '>=', from)
      .where('at_date', '<=', to);
    if (paymentType) q = q.where('payment_type', '=', paymentType);
    const row = await q.executeTakeFirstOrThrow();
    return { count: Number(row.n), total: Number(row.total) };
  }

  it.each(['revenues', 'expenses'] as const)(
    '%s: the page total and sub_total cover every row of the range, not just the page',
    async (table) => {
      const path = table === 'revenues' ? 'admin/transactions' : 'admin/expenses';
      const from = new Date(Date.now() - 120 * 86_400_000).toISOString().slice(0, 10);
      const to = new Date().toISOString().slice(0, 10);
      const res = await admin({ method: 'GET', url: `/v1/api/${path}?fromDate=${from}&toDate=${to}&paymentTypes=1&size=5` });
      expect(res.statusCode).toBe(200);
      const page = res.json().data;
      const want = await expected(table, from, to, 1);
      expect(want.count).toBeGreaterThan(5);
      expect({ count: page.total_elements, total: page.sub_total }).toEqual(want);
      expect(page.content.every((r: { at_date: string }) => r.at_date >= from && r.at_date <= to)).toBe(true);
    },
  );

  it('counts both ends of the range', async () => {
    const [row] = await t.db.selectFrom('revenues').select(['at_date', 'amount']).where('academy_id', '=', academyId).limit(1).execute();
    const day = String(row.at_date);
    const res = await admin({ method: 'GET', url: `/v1/api/admin/transactions?fromDate=${day}&toDate=${day}` });
    expect(res.json().data.sub_total).toBe((await expected('revenues', day, day)).total);
  });

  it('refuses a malformed date and a range on a list without dates', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/transactions?fromDate=22/11/2026' })).statusCode).toBe(400);
    expect((await admin({ method: 'GET', url: '/v1/api/admin/classes?fromDate=2026-01-01' })).statusCode).toBe(400);
  });

  it('answers no sub_total where the schema totals nothing', async () => {
    expect((await admin({ method: 'GET', url: '/v1/api/admin/classes' })).json().data).not.toHaveProperty('sub_total');
  });
});

describe('the revenues\' "unpaid" filter (spec §3: pending, failed or new)', () => {
  let admin: ReturnType<typeof as>;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    // One revenue of each status, so each part of the group has a row.
    const [first] = (await admin({ method: 'GET', url: '/v1/api/admin/transactions?size=1&sort=id:asc' })).json().data.content;
    for (const status of [2, 3]) {
      const body = {
        title: 'Học phí tháng 9',
        category_id: first.category_id,
        branch_id: first.branch_id,
        amount: 900_000,
        at_date: first.at_date,
        payment_type: 1,
        transaction_status: status,
      };
      expect((await admin({ method: 'POST', url: '/v1/api/admin/transactions', payload: body })).statusCode).toBe(201);
    }
  });
  const list = async (query: string) =>
    (await admin({ method: 'GET', url: `/v1/api/admin/transactions?size=100&sort=id:asc&${query}` })).json().data;

  it('lists the revenues pending, failed or new, with their total, as the three statuses do', async () => {
    const unpaid = await list('transactionStatuses=unpaid');
    const three = await list('transactionStatuses=2,3,4');
    expect(unpaid.total_elements).toBeGreaterThan(2);
    expect(unpaid).toEqual(three);
    expect(new Set(unpaid.content.map((r: { transaction_status: number }) => r.transaction_status))).toEqual(new Set([2, 3, 4]));
    // With another status beside it, and with the other filters.
    expect((await list('transactionStatuses=unpaid,1')).total_elements).toBe((await list('')).total_elements);
    expect(await list('transactionStatuses=unpaid&paymentTypes=1')).toEqual(await list('transactionStatuses=2,3,4&paymentTypes=1'));
  });

  it("refuses a group no filter has, in the caller's language", async () => {
    const res = await admin({
      method: 'GET',
      url: '/v1/api/admin/transactions?transactionStatuses=overdue',
      headers: { 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'transactionStatuses', message: expect.any(String) }]);
  });
});

describe('counting a long list', () => {
  let admin: ReturnType<typeof as>;
  let academyId: number;
  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  });
  const tagCount = async () => (await admin({ method: 'GET', url: '/v1/api/tags?page=3&size=10' })).json().data;

  it("keeps a filter's count for its next pages, and counts again once the rows change", async () => {
    const before = await tagCount();
    expect((await tagCount()).total_elements).toBe(before.total_elements);
    // A write that bypasses the API still reaches the count, through the database's notification,
    // which PostgreSQL delivers to the listening connection a moment after the commit.
    await sql`insert into tags (academy_id, name, search_text) values (${academyId}, 'Thêm', 'them')`.execute(t.db);
    await expect.poll(async () => (await tagCount()).total_elements, { timeout: 5000 }).toBe(before.total_elements + 1);
  });

  it(`stops counting past ${COUNT_LIMIT.toLocaleString('en-US')} rows and says the total is a floor`, async () => {
    await sql`insert into tags (academy_id, name, search_text) select ${academyId}, 'Nhãn ' || n, 'nhan ' || n from generate_series(1, ${COUNT_LIMIT + 5}) n`.execute(
      t.db,
    );
    // Written beside the API, the rows reach the count through the same notification as above.
    await expect.poll(async () => (await tagCount()).total_is_lower_bound, { timeout: 5000 }).toBe(true);
    const page = await tagCount();
    expect(page).toMatchObject({ total_elements: COUNT_LIMIT, total_pages: COUNT_LIMIT / 10, total_is_lower_bound: true });
    expect(page.content).toHaveLength(10);
  });
});
