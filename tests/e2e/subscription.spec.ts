/**
 * Spec §4 subscription states as the user meets them. The server's side (codes,
 * closed routes) is proven in tests/api/academy.test.ts; here the academy
 * answer is set per test so each state can be shown on the seeded demo.
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test, texts } from './fixtures';

const MY_ACADEMY = '**/v1/api/admin/academies/my-academy';

async function academyAnswers(page: Page, status: number, body: object) {
  await page.route(MY_ACADEMY, (route) => route.fulfill({ status, json: body }));
}

const blocked = (code: string, data?: object) => ({ success: false, code, message: 'blocked', ...(data ? { data } : {}) });

for (const [code, key, target] of [
  ['001.003.001', 'trialExpired', /\/my-plan\/packages$/],
  ['001.003.002', 'expired', /\/my-plan\/packages$/],
] as const) {
  test(`code ${code} replaces the app with its blocking screen`, async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 403/);
    const t = texts.en;
    await academyAnswers(page, 403, blocked(code));
    await signIn(page, 'en');
    await page.goto('/');
    await expect(page.getByText(t.blocked[key].title)).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
    await page.getByRole('button', { name: t.blocked[key].action }).click();
    await expect(page).toHaveURL(target);
  });
}

test('a pending payment continues at the address the continue-payment call answers', async ({ page, baseURL, allowConsoleError }) => {
  allowConsoleError(/status of 403/);
  const t = texts.vi;
  // The 403's own address is stale; the continue-payment call answers the one to follow.
  await academyAnswers(page, 403, blocked('001.003.003', { payment_url: `${baseURL}/my-plan?stale=1` }));
  await page.route('**/api-public/payments/continue-payment', (route) =>
    route.fulfill({ json: { success: true, message: 'OK', data: { payment_url: `${baseURL}/my-plan?continued=1` } } }),
  );
  await signIn(page, 'vi');
  await page.goto('/');
  await expect(page.getByText(t.blocked.pendingPayment.title)).toBeVisible();
  await page.getByRole('button', { name: t.blocked.pendingPayment.action }).click();
  await expect(page).toHaveURL(/\/my-plan\?continued=1$/);
});

test('a trial shows its countdown and leads to My plan', async ({ page }) => {
  const t = texts.vi;
  const expiry = new Date(Date.now() + (3 * 24 + 5) * 3600_000 + 60_000).toISOString();
  await academyAnswers(page, 200, {
    success: true,
    message: 'OK',
    data: {
      id: 1,
      code: 'demo',
      name: 'Demo',
      domain: null,
      expired_on: expiry,
      package: { id: 1, code: 'trial', name: 'Dùng thử', is_trial: true, limit_players: 50, features: ['general.basic'] },
    },
  });
  await signIn(page, 'vi');
  await page.goto('/');
  await expect(page.getByText(t.trial.left.replace('{{days}}', '3').replace('{{hours}}', '5'))).toBeVisible();
  await page.getByRole('button', { name: t.trial.upgrade }).click();
  await expect(page).toHaveURL(/\/my-plan$/);
});

test('a manager switching branch gets new tokens and sees only that branch', async ({ page, context }) => {
  const t = texts.vi;
  await signIn(page, 'vi', 'manager', 'Manager@123');
  await page.goto('/');
  const before = (await context.cookies()).find((c) => c.name === 'access_token')?.value;
  await page.goto('/players');
  const picker = page.getByLabel(t.header.branch).first();
  await picker.click();
  const switched = page.waitForResponse((r) => r.url().endsWith('/oauth/token/switch-branch') && r.status() === 200);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: 'Cơ sở Thanh Xuân' }).click();
  await switched;
  // The app opens again on the new branch: the list then holds that branch's players only.
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Cơ sở Thanh Xuân');
  await expect(rows.filter({ hasNotText: 'Cơ sở Thanh Xuân' })).toHaveCount(0);
  expect((await context.cookies()).find((c) => c.name === 'access_token')?.value).not.toBe(before);
});
