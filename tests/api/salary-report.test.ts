/** The salary report: totals by branch and month equal the payslips summed by hand, paid and unpaid apart; the export carries the same figures. */
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { academyMonth } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import { as, login, useTestApp } from '../helpers/build-test-app';

type Call = ReturnType<typeof as>;
type Cell = { month: string; paid_amount: number; unpaid_amount: number; total_amount: number; payslips: number };
type Report = {
  months: string[];
  rows: Array<{ branch: { id: number; name: string }; months: Cell[]; paid_amount: number; unpaid_amount: number; total_amount: number }>;
  totals: { months: Cell[]; paid_amount: number; unpaid_amount: number; total_amount: number };
};

function monthsAgo(n: number): string {
  const [y, m] = academyMonth(DEFAULT_TIME_ZONE).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1 - n, 1)).toISOString().slice(0, 7);
}

describe('salary report', () => {
  const t = useTestApp();
  let admin: Call;
  let academyId: number;
  const from = monthsAgo(3);
  const to = academyMonth(DEFAULT_TIME_ZONE);
  const report = async (headers: Record<string, string> = {}) =>
    (await admin({ method: 'GET', url: `/v1/api/admin/report/payslip-branch-month?fromMonth=${from}&toMonth=${to}`, headers })).json()
      .data as Report;

  beforeAll(async () => {
    admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
    academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
  });

  it('sums the payslips by branch and month, paid and unpaid apart, every month of the range shown', async () => {
    const data = await report();
    expect(data.months).toEqual([monthsAgo(3), monthsAgo(2), monthsAgo(1), to]);
    const sums = await sql<{ branch_id: number; month: string; paid: number; unpaid: number; n: number }>`
      select branch_id, month,
        coalesce(sum(total_amount) filter (where payslip_status = 2), 0)::bigint as paid,
        coalesce(sum(total_amount) filter (where payslip_status = 1), 0)::bigint as unpaid,
        count(*)::int as n
      from manager_payslips
      where academy_id = ${academyId} and deleted_at is null and month between ${from} and ${to}
      group by branch_id, month`.execute(t.db);
    expect(sums.rows.length).toBeGreaterThan(0);
    for (const row of sums.rows) {
      const cell = data.rows.find((r) => r.branch.id === row.branch_id)!.months.find((c) => c.month === row.month)!;
      expect(cell).toEqual({
        month: row.month,
        paid_amount: Number(row.paid),
        unpaid_amount: Number(row.unpaid),
        total_amount: Number(row.paid) + Number(row.unpaid),
        payslips: row.n,
      });
    }
    const paid = sums.rows.reduce((n, r) => n + Number(r.paid), 0);
    const unpaid = sums.rows.reduce((n, r) => n + Number(r.unpaid), 0);
    expect(data.totals).toMatchObject({ paid_amount: paid, unpaid_amount: unpaid, total_amount: paid + unpaid });
    // The seed paid the month before last and left last month unpaid.
    expect(data.totals.months.find((c) => c.month === monthsAgo(2))!.unpaid_amount).toBe(0);
    expect(data.totals.months.find((c) => c.month === monthsAgo(1))!.paid_amount).toBe(0);
    expect(data.totals.months.find((c) => c.month === to)).toEqual({
      month: to,
      paid_amount: 0,
      unpaid_amount: 0,
      total_amount: 0,
      payslips: 0,
    });
  });

  it('follows a payment from unpaid to paid', async () => {
    const slip = await t.db
      .selectFrom('manager_payslips')
      .select(['id', 'branch_id', 'total_amount'])
      .where('academy_id', '=', academyId)
      .where('month', '=', monthsAgo(1))
      .where('total_amount', '>', 0)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const before = (await report()).rows.find((r) => r.branch.id === slip.branch_id)!;
    await admin({ method: 'PUT', url: `/v1/api/admin/manager-payslips/${slip.id}/pay`, payload: { payment_type: 1 } });
    const after = (await report()).rows.find((r) => r.branch.id === slip.branch_id)!;
    expect(after.paid_amount - before.paid_amount).toBe(Number(slip.total_amount));
    expect(before.unpaid_amount - after.unpaid_amount).toBe(Number(slip.total_amount));
    expect(after.total_amount).toBe(before.total_amount);
  });

  it('narrows to the branches of the header', async () => {
    const branch = await t.db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', academyId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const data = await report({ branchids: String(branch.id) });
    expect(data.rows.map((r) => r.branch.id)).toEqual([branch.id]);
    expect(data.totals.total_amount).toBe(data.rows[0].total_amount);
  });

  it('exports what it shows as CSV, in the reader language', async () => {
    const data = await report();
    const res = await admin({
      method: 'GET',
      url: `/v1/api/admin/report/payslip-branch-month/export?fromMonth=${from}&toMonth=${to}&format=csv`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const c = vi.report_salary.columns;
    expect(lines[0]).toBe([c.branch, c.month, c.payslips, c.paid, c.unpaid, c.total].join(','));
    const first = data.rows[0];
    const cell = first.months[1];
    expect(lines).toContain(
      [
        first.branch.name,
        `${cell.month.slice(5)}/${cell.month.slice(0, 4)}`,
        cell.payslips,
        cell.paid_amount,
        cell.unpaid_amount,
        cell.total_amount,
      ].join(','),
    );
    expect(lines).toHaveLength(1 + (data.rows.length + 1) * data.months.length);
    const xlsx = await admin({
      method: 'GET',
      url: `/v1/api/admin/report/payslip-branch-month/export?fromMonth=${from}&toMonth=${to}&format=xlsx`,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('checks the range and the gate', async () => {
    const backwards = await admin({ method: 'GET', url: `/v1/api/admin/report/payslip-branch-month?fromMonth=${to}&toMonth=${from}` });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual([{ field: 'toMonth', message: vi.report_salary.errors.order }]);
    const long = await admin({ method: 'GET', url: '/v1/api/admin/report/payslip-branch-month?fromMonth=2020-01&toMonth=2024-01' });
    expect(long.statusCode).toBe(422);
    expect(
      (await admin({ method: 'GET', url: '/v1/api/admin/report/payslip-branch-month?fromMonth=2024-1&toMonth=2024-02' })).statusCode,
    ).toBe(400);
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    expect(
      (await manager({ method: 'GET', url: `/v1/api/admin/report/payslip-branch-month?fromMonth=${from}&toMonth=${to}` })).statusCode,
    ).toBe(403);
  });
});
