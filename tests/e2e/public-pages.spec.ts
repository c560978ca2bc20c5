/**
 * The public pages of spec §2: a parent registers a child for a free trial on
 * a phone (and the admin finds it under Free trials), the players-in-class and
 * orders, payroll, total-work and plan-payment web views opened with a link's token (made for that view by
 * POST /v1/api/view-links, as the mobile app does), and the route groups that never show a protected page to a visitor.
 */
import type { APIRequestContext } from '@playwright/test';
import ordersSchema from '../../schemas/orders.json' with { type: 'json' };
import { formatMoney } from '../../domain/money';
import { academyURL, choose, expect, signIn, test, texts } from './fixtures';
import { ADMIN, apiHeaders, apiTokens, MANAGER } from './api-login';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';

const { vi, en } = texts;
const PHONE = { width: 390, height: 844 };

/** The token of a link to one web view, made from a session's access token. */
async function viewToken(request: APIRequestContext, access_token: string, view: string): Promise<string> {
  const res = await request.post('/v1/api/view-links', { headers: { Authorization: `Bearer ${access_token}` }, data: { view } });
  return (await res.json()).data.token;
}

/** Names take letters only, so a run's own child is told apart by letters. */
const uniqueName = () => `Lương Thử ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

test('a parent registers a child on a phone and the admin finds the registration', async ({ page }) => {
  const r = vi.registration;
  const child = uniqueName();
  await page.setViewportSize(PHONE);
  await page.goto('/trai-nghiem-mien-phi');
  await page.getByLabel(r.childName).fill(child);
  await page.getByLabel(r.dateOfBirth).fill('09/03/2016');
  await page.getByLabel(r.dateOfBirth).press('Enter');
  await choose(page, page.getByLabel(r.branch), 'Cơ sở Cầu Giấy');
  await page
    .getByRole('checkbox', { name: /^Thứ 2 \| \d\d:\d\d - \d\d:\d\d$/ })
    .first()
    .check();
  await page.getByLabel(r.parentName).fill('Lương Văn Bố');
  await page.getByLabel(r.mobile).fill('0912345678');
  await page.getByLabel(r.address).fill('12 Trần Duy Hưng, Hà Nội');
  const sent = page.waitForResponse((res) => res.url().endsWith('/v1/api/public/practices'));
  await page.getByRole('button', { name: r.submit, exact: true }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(r.success)).toBeVisible();
  await page.getByRole('button', { name: r.another }).click();
  await expect(page.getByLabel(r.childName)).toHaveValue('');

  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, 'vi');
  await page.goto('/practices');
  await page.getByPlaceholder(vi.crud.search).fill(child);
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(child);
});

test('the registration form names every missing field, in the language picked on the page', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/trai-nghiem-mien-phi');
  await choose(page, page.getByLabel(vi.languages.label).first(), en.languages.en);
  await page.getByRole('button', { name: en.registration.submit, exact: true }).click();
  await expect(page.getByText(en.validation.required)).toHaveCount(7);
  await page.getByLabel(en.registration.childName).fill('An 2');
  await page.getByLabel(en.registration.mobile).fill('09-123');
  await expect(page.getByText(en.validation.alpha)).toBeVisible();
  await expect(page.getByText(en.validation.numeric)).toBeVisible();
});

test('the players-in-class web view lists the class with a link token, and refuses a bad one', async ({
  page,
  context,
  allowConsoleError,
}) => {
  const { access_token } = await apiTokens(page.request);
  const auth = { Authorization: `Bearer ${access_token}` };
  const classes = await (await page.request.get('/v1/api/admin/classes?size=1&auditingStatuses=1', { headers: auth })).json();
  const theClass = classes.data.content[0];
  const players = await (
    await page.request.get(`/v1/api/admin/players?classIds=${theClass.id}&auditingStatuses=1&size=100&sort=name:asc`, { headers: auth })
  ).json();
  const first = players.data.content[0];

  await page.setViewportSize(PHONE);
  const link = await viewToken(page.request, access_token, 'webview-players-in-class');
  await page.goto(`/view/webview-players-in-class?classId=${theClass.id}&token=${link}&lang=en`);
  await expect(page.getByText(theClass.name)).toBeVisible();
  await expect(page.getByText(en.webview.playerCount.replace('{{count}}', String(players.data.total_elements)))).toBeVisible();
  await expect(page.getByText(first.name, { exact: true })).toBeVisible();
  await expect(page.locator(`a[href="tel:${first.mobile}"]`).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  // The link's token stays in memory: no session is made from it.
  expect((await context.cookies()).map((c) => c.name)).not.toContain('access_token');

  // The browser itself logs the refused call.
  allowConsoleError(/status of 401/);
  await page.goto(`/view/webview-players-in-class?classId=${theClass.id}&token=not-a-token&lang=vi`);
  await expect(page.getByText(vi.webview.expired)).toBeVisible();
  await expect(page).toHaveURL(/\/view\/webview-players-in-class/);
  // Another view's link opens its own view only.
  const payrollLink = await viewToken(page.request, access_token, 'webview-payroll');
  await page.goto(`/view/webview-players-in-class?classId=${theClass.id}&token=${payrollLink}&lang=vi`);
  await expect(page.getByText(vi.webview.expired)).toBeVisible();
});

test('unknown web views and guest pages send a visitor to sign-in, a signed-in user home', async ({ page }) => {
  await page.goto('/view/unknown');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto('/guest/x');
  await expect(page).toHaveURL(/\/auth\/login$/);
  await signIn(page, 'vi');
  await page.goto('/guest/x');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/view/unknown');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('.ant-layout-header').getByRole('heading', { name: vi.dashboard.dashboard })).toBeVisible();
});

test("the orders web view shows a player's orders and opens one as a receipt", async ({ page }) => {
  const { access_token } = await apiTokens(page.request);
  const auth = { Authorization: `Bearer ${access_token}` };
  const orders = (await (await page.request.get('/v1/api/admin/orders?size=100&sort=id:asc', { headers: auth })).json()).data.content;
  const order = orders.find((o: { player_id: number | null }) => o.player_id);
  const ofPlayer = orders.filter((o: { player_id: number }) => o.player_id === order.player_id);

  await page.setViewportSize(PHONE);
  await page.goto(
    `/view/webview-orders?playerId=${order.player_id}&token=${await viewToken(page.request, access_token, 'webview-orders')}&lang=vi`,
  );
  await expect(page.getByText(order.player.name, { exact: true })).toBeVisible();
  await expect(page.locator('.ant-list-item')).toHaveCount(ofPlayer.length);
  await page.getByRole('link', { name: new RegExp(`^#${order.id}\\b`) }).click();
  await expect(page.getByRole('heading', { name: `${ordersSchema['x-label-one'].vi} #${order.id}` })).toBeVisible();
  for (const line of order.items) await expect(page.getByText(line.product_name).first()).toBeVisible();
  await expect(page.getByText(new Intl.NumberFormat('vi-VN').format(order.transaction_amount) + ' đ').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test("the payroll web view shows a month's payslips with their total, and moves between months", async ({ page }) => {
  const { access_token } = await apiTokens(page.request);
  const auth = { Authorization: `Bearer ${access_token}` };
  const latest = (await (await page.request.get('/v1/api/admin/manager-payslips?size=1&sort=month:desc', { headers: auth })).json()).data
    .content[0];
  const month: string = latest.month.slice(0, 7);
  const payslips = (await (await page.request.get(`/v1/api/admin/manager-payslips?months=${month}&size=100`, { headers: auth })).json())
    .data.content;
  const total = payslips.reduce((sum: number, p: { total_amount: number }) => sum + p.total_amount, 0);

  await page.setViewportSize(PHONE);
  await page.goto(`/view/webview-payroll?month=${month}&token=${await viewToken(page.request, access_token, 'webview-payroll')}&lang=en`);
  await expect(
    page.getByText(en.webview.payrollTotal.replace('{{amount}}', new Intl.NumberFormat('vi-VN').format(total) + ' đ')),
  ).toBeVisible();
  for (const payslip of payslips) await expect(page.getByText(payslip.manager.name, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: en.webview.nextMonth }).click();
  await expect(page).toHaveURL(new RegExp(`month=${month.slice(0, 4)}-\\d\\d`));
  await expect(page).not.toHaveURL(new RegExp(`month=${month}`));
});

test("a manager's payroll web view shows their own payslip, not the other teachers'", async ({ page }) => {
  const auth = await apiHeaders(page.request);
  const get = async (url: string) => (await (await page.request.get(url, { headers: auth })).json()).data;
  const manager = (await get('/v1/api/admin/users?search=manager&size=100')).content.find(
    (u: { user_name: string }) => u.user_name === 'manager',
  );
  const month: string = (await get('/v1/api/admin/manager-payslips?size=1&sort=month:desc')).content[0].month.slice(0, 7);
  const payslips = (await get(`/v1/api/admin/manager-payslips?months=${month}&size=100`)).content as Array<{
    manager_id: number;
    branch_id: number;
    total_amount: number;
    manager: { name: string };
  }>;
  // The manager also teaches, in one of their branches: the admin links that teacher record to their login.
  const own = payslips.find((p) => manager.branch_ids.includes(p.branch_id))!;
  const linked = await page.request.patch(`/v1/api/admin/managers/${own.manager_id}`, { headers: auth, data: { user_id: manager.id } });
  expect(linked.ok(), await linked.text()).toBe(true);

  await page.setViewportSize(PHONE);
  const link = await viewToken(page.request, (await apiTokens(page.request, MANAGER)).access_token, 'webview-payroll');
  await page.goto(`/view/webview-payroll?month=${month}&token=${link}&lang=vi`);
  await expect(
    page.getByText(vi.webview.payrollTotal.replace('{{amount}}', new Intl.NumberFormat('vi-VN').format(own.total_amount) + ' đ')),
  ).toBeVisible();
  await expect(page.getByText(own.manager.name, { exact: true })).toBeVisible();
  await expect(page.locator('.ant-list-item')).toHaveCount(1);
  for (const other of payslips.filter((p) => p.manager_id !== own.manager_id))
    await expect(page.getByText(other.manager.name, { exact: true })).toHaveCount(0);
});

test('the total-work web view counts the sessions each teacher taught, and one teacher’s days', async ({ page }) => {
  const { access_token } = await apiTokens(page.request);
  // The academy's month: late on its last day here, the academy is already in the next.
  const month = academyToday(DEFAULT_TIME_ZONE).slice(0, 7);
  const statistic = (
    await (
      await page.request.get(`/v1/api/admin/managers/attendances-statistic?month=${month}`, {
        headers: { Authorization: `Bearer ${access_token}` },
      })
    ).json()
  ).data;
  const busiest = [...statistic.items].sort((a, b) => b.sessions - a.sessions)[0];

  await page.setViewportSize(PHONE);
  const link = await viewToken(page.request, access_token, 'webview-total-work');
  await page.goto(`/view/webview-total-work?month=${month}&token=${link}&lang=vi`);
  await expect(page.getByText(vi.webview.sessionsTaught.replace('{{count}}', String(statistic.sessions)), { exact: true })).toBeVisible();
  await page.goto(`/view/webview-total-work?month=${month}&managerId=${busiest.manager.id}&token=${link}&lang=vi`);
  await expect(page.getByText(busiest.manager.name, { exact: true })).toBeVisible();
  await expect(page.getByText(vi.webview.sessionsTaught.replace('{{count}}', String(busiest.sessions)), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
});

test('the plan-payment web view shows a lapsed plan and continues its pending payment at the gateway', async ({ page }) => {
  const origin = academyURL('expired');
  const { access_token } = await apiTokens(page.request, ADMIN, origin);
  const linkRes = await page.request.post(`${origin}/v1/api/view-links`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { view: 'webview-plan-payment' },
  });
  const link = (await linkRes.json()).data.token;

  await page.setViewportSize(PHONE);
  await page.goto(`${origin}/view/webview-plan-payment?token=${link}&lang=en`);
  await expect(page.getByText(en.blocked.expired.title)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trung tâm Bơi lội Sóng Xanh' })).toBeVisible();
  // What it paid to get there (the seed, as a real academy would have): the Hub's setup with its first year, then a year's maintenance.
  await expect(page.getByRole('list').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByText(en.webview.noPlanPayments)).toHaveCount(0);
  await expect(page.getByRole('button', { name: en.plan.continuePayment })).toHaveCount(0);

  // The admin orders a renewal in the app; the phone's view then offers to finish paying it.
  const ordered = await page.request.post(`${origin}/api-public/payments/create-payment-active-academy`, {
    headers: { Authorization: `Bearer ${access_token}` },
    data: { duration: 1, duration_unit: 'YEAR' },
  });
  const payment = (await ordered.json()).data;
  await page.goto(`${origin}/view/webview-plan-payment?token=${link}&lang=vi`);
  await expect(page.getByText(vi.webview.planPending)).toBeVisible();
  await expect(page.getByText(formatMoney(payment.amount), { exact: true })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.getByRole('button', { name: vi.plan.continuePayment }).click();
  await expect(page).toHaveURL(new RegExp(`/sandbox-gateway/${payment.id}\\?token=`));
  await expect(page).toHaveTitle(vi.gateway.title);
});
