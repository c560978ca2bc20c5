/**
 * The dashboard in the browser: every figure shown is the API's for the year
 * picked, the chart draws, the timetable strip and the recent lists link to
 * their records; a phone gets the same page in one column.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { formatMoney, formatNumber } from '../../domain/money';
import { choose, expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders, MANAGER } from './api-login';

async function apiDashboard(request: APIRequestContext, year: number, user = 'admin', password = 'Admin@123', branchId?: number) {
  const headers = { ...(await apiHeaders(request, { username: user, password })), ...(branchId && { branchIds: String(branchId) }) };
  return (await (await request.get(`/v1/api/admin/dashboard?year=${year}`, { headers })).json()).data;
}

/** A paid sponsorship booked last December, so the year filter has a past year to offer. */
async function revenueLastYear(request: APIRequestContext, year: number) {
  const headers = await apiHeaders(request);
  const get = async (url: string) => (await (await request.get(url, { headers })).json()).data.content[0];
  const [branch, category] = [await get('/v1/api/admin/branches?size=1'), await get('/v1/api/admin/transaction-categories?size=1&types=3')];
  const res = await request.post('/v1/api/admin/transactions', {
    headers,
    data: {
      title: 'Tài trợ giải cuối năm',
      category_id: category.id,
      branch_id: branch.id,
      amount: 2_500_000,
      at_date: `${year - 1}-12-20`,
      payment_type: 2,
      transaction_status: 1,
    },
  });
  expect(res.status()).toBe(201);
}

async function expectFigures(page: Page, lang: Lang, data: Record<string, number>) {
  const t = texts[lang].homeDashboard;
  // Each figure says what it counts, for which year, and money reads as reports write it.
  const of = (caption: string) => caption.replace('{{year}}', String(data.year));
  const figures: Array<[string, string, string]> = [
    ['revenues', of(t.revenue), formatMoney(data.revenue_total)],
    ['expenses', of(t.expense), formatMoney(data.expense_total)],
    ['classes', t.classes, formatNumber(data.class_count)],
    ['orders', of(t.orders), formatNumber(data.order_count)],
    ['players', t.players, formatNumber(data.player_count)],
    ['practices', of(t.freeTrials), formatNumber(data.free_trial_count)],
  ];
  for (const [resource, title, value] of figures) {
    const card = page.getByTestId(`figure-${resource}`);
    await expect(card).toContainText(title);
    await expect(card.locator('.ant-statistic-content')).toHaveText(value, { timeout: 30_000 });
  }
}

test('the figures are the API’s for the year, the chart draws, the lists link to their records (en)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.en;
  const year = new Date().getFullYear();
  await revenueLastYear(request, year);
  await signIn(page, 'en');
  await page.goto('/');
  await expect(page.getByTestId('dashboard-branch')).toContainText(t.header.allBranches, { timeout: 30_000 });
  await expectFigures(page, 'en', await apiDashboard(request, year));
  await expect(page.getByTestId('dashboard-chart').locator('canvas').first()).toBeVisible();

  // The timetable strip: ten days, the classes of the week in them.
  const strip = page.getByTestId('dashboard-timetable');
  await expect(strip.getByTestId('timetable-day')).toHaveCount(10);
  await expect(strip.getByTestId('timetable-session').first()).toBeVisible();

  // The latest paid revenue opens its record.
  const latest = (await apiDashboard(request, year)).recent.revenues[0];
  await page.getByTestId('recent-revenues').locator('.ant-list-item a').first().click();
  await expect(page).toHaveURL(new RegExp(`/revenues/${latest.id}$`));

  // Last year: the figures follow the year picked.
  await page.goto('/');
  await choose(page, page.getByRole('combobox', { name: t.homeDashboard.year }), String(year - 1));
  await expectFigures(page, 'en', await apiDashboard(request, year - 1));
});

test('a manager sees the figures of all their branches or of one, named as such, on a phone, in one column (vi)', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const t = texts.vi;
  const year = new Date().getFullYear();
  const headers = await apiHeaders(request, MANAGER);
  const own: Array<{ id: number; name: string }> = (await (await request.get('/v1/api/branches/my-branches', { headers })).json()).data
    .content;
  expect(own.length).toBeGreaterThan(1);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'vi', 'manager', 'Manager@123');
  await page.goto('/');
  const picker = page.locator('.ant-layout-header').getByRole('combobox', { name: t.header.branch });
  const branchTag = page.getByTestId('dashboard-branch');
  const says = async (name: string) => {
    const select = page.locator('.ant-layout-header .ant-select').filter({ has: page.getByRole('combobox', { name: t.header.branch }) });
    await expect(select.locator('.ant-select-selection-item')).toHaveText(name, { timeout: 30_000 });
    await expect(branchTag).toContainText(t.homeDashboard.branch.replace('{{name}}', name));
  };

  // Signed in over both branches: the header says so, not one of them.
  await says(t.header.allMyBranches);
  await expectFigures(page, 'vi', await apiDashboard(request, year, 'manager', 'Manager@123'));
  const width = await page.getByTestId('recent-revenues').evaluate((el) => el.getBoundingClientRect().width);
  expect(width).toBeGreaterThan(300);

  // One branch, then all of them again.
  await choose(page, picker, own[1].name);
  await says(own[1].name);
  await expectFigures(page, 'vi', await apiDashboard(request, year, 'manager', 'Manager@123', own[1].id));
  await choose(page, picker, t.header.allMyBranches);
  await says(t.header.allMyBranches);
  await expectFigures(page, 'vi', await apiDashboard(request, year, 'manager', 'Manager@123'));
});
