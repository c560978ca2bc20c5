/**
 * The payroll web view's read (`GET /v1/api/my-payslips`): the admin reads every
 * payslip of the month; a manager's or a teacher's login reads only the payslips
 * of the teacher record linked to it, through the view's link as with their own
 * session, and never another's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { academyMonth } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { addStaff, STAFF_PASSWORD } from '../helpers/staff';

const t = useTestApp();
type Call = ReturnType<typeof as>;
type Payslip = { id: number; manager_id: number; name: string; total_amount: number };

const month = academyMonth(DEFAULT_TIME_ZONE);
const TRIAL_HOST = 'nangcap.localhost';
let admin: Call;
const teacherIds: number[] = [];
let payslips: Payslip[];

/** A link's token for the payroll view, made from `access`'s session. */
async function payrollLink(access: string) {
  const res = await as(t.app, access)({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-payroll' } });
  expect(res.statusCode, res.body).toBe(200);
  return as(t.app, res.json().data.token);
}
const read = async (call: Call, query = '') => {
  const res = await call({ method: 'GET', url: `/v1/api/my-payslips?month=${month}${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.content as Payslip[];
};
const userId = async (userName: string) =>
  (await t.db.selectFrom('users').select('id').where('academy_id', '=', 1).where('user_name', '=', userName).executeTakeFirstOrThrow())
    .id as number;

beforeAll(async () => {
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  expect((await admin({ method: 'POST', url: '/v1/api/admin/manager-payslips/compute', payload: { month } })).statusCode).toBe(200);
  payslips = (await admin({ method: 'GET', url: `/v1/api/admin/manager-payslips?months=${month}&size=100` })).json().data.content;
  expect(payslips.length).toBeGreaterThan(2);
  // The manager's and the teacher's logins are linked to the teacher records of the first two payslips (and no other).
  await t.db
    .updateTable('managers')
    .set({ user_id: null })
    .where('user_id', 'in', [await userId('manager'), await userId('teacher')])
    .execute();
  for (const [i, login] of ['manager', 'teacher'].entries()) {
    const res = await admin({
      method: 'PATCH',
      url: `/v1/api/admin/managers/${payslips[i].manager_id}`,
      payload: { user_id: await userId(login) },
    });
    expect(res.statusCode, res.body).toBe(200);
    teacherIds.push(payslips[i].manager_id);
  }
});

describe('the payroll web view', () => {
  it("shows the admin every payslip of the month, or one teacher's", async () => {
    const link = await payrollLink((await login(t.app, 'admin', 'Admin@123')).access_token);
    expect((await read(link)).map((p) => p.id).sort()).toEqual(payslips.map((p) => p.id).sort());
    expect((await read(link, `&managerId=${teacherIds[1]}`)).map((p) => p.manager_id)).toEqual([teacherIds[1]]);
  });

  it.each([
    ['manager', 'Manager@123', 0],
    ['teacher', 'Teacher@123', 1],
  ] as const)("shows the %s's login their own payslip and nobody else's", async (userName, password, index) => {
    const session = await login(t.app, userName, password);
    const link = await payrollLink(session.access_token);
    const own = await read(link);
    expect(own.map((p) => p.id)).toEqual([payslips[index].id]);
    expect(own[0]).toMatchObject({ manager_id: teacherIds[index], total_amount: payslips[index].total_amount });
    // Asking for another teacher's gives nothing, with the link as with the session.
    expect(await read(link, `&managerId=${teacherIds[1 - index]}`)).toEqual([]);
    expect(await read(as(t.app, session.access_token), `&managerId=${payslips[2].manager_id}`)).toEqual([]);
    // The payslip list itself stays the admin's.
    expect((await as(t.app, session.access_token)({ method: 'GET', url: '/v1/api/admin/manager-payslips' })).statusCode).toBe(403);
  });

  it('shows a login linked to no teacher record nothing', async () => {
    await addStaff(t.db, 'demo', 'unlinked-accountant', 'accountant');
    const link = await payrollLink((await login(t.app, 'unlinked-accountant', STAFF_PASSWORD)).access_token);
    expect(await read(link)).toEqual([]);
  });

  it("keeps the link between a teacher and a login the admin's", async () => {
    const manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
    const [teacher] = (await manager({ method: 'GET', url: '/v1/api/admin/managers?size=1' })).json().data.content;
    expect(teacher.id).toBeGreaterThan(0);
    expect(teacher).not.toHaveProperty('user_id');
    const refused = await manager({
      method: 'PATCH',
      url: `/v1/api/admin/managers/${teacher.id}`,
      payload: { user_id: await userId('manager') },
    });
    expect(refused.statusCode).toBe(422);
    const stored = await t.db.selectFrom('managers').select('user_id').where('id', '=', teacher.id).executeTakeFirstOrThrow();
    expect(stored.user_id).not.toBe(await userId('manager'));
  });

  it("refuses a bad month, a parent's login and a package without payroll", async () => {
    const res = await admin({ method: 'GET', url: '/v1/api/my-payslips?month=2026-13', headers: { 'accept-language': 'en' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
    await addStaff(t.db, 'demo', 'a-parent', 'user');
    const parent = as(t.app, (await login(t.app, 'a-parent', STAFF_PASSWORD)).access_token);
    expect((await parent({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-payroll' } })).statusCode).toBe(403);
    expect((await parent({ method: 'GET', url: `/v1/api/my-payslips?month=${month}` })).statusCode).toBe(403);
    // A trial has no payroll.
    const trial = as(t.app, (await login(t.app, 'teacher', 'Teacher@123', TRIAL_HOST)).access_token, TRIAL_HOST);
    const noPayroll = await trial({ method: 'POST', url: '/v1/api/view-links', payload: { view: 'webview-payroll' } });
    expect(noPayroll.json()).toMatchObject({ code: 'FEATURE_NOT_IN_PACKAGE' });
    expect((await trial({ method: 'GET', url: `/v1/api/my-payslips?month=${month}` })).statusCode).toBe(403);
  });
});
