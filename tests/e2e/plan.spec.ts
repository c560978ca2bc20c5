/**
 * Paying for the plan through the built-in sandbox gateway, in this file's academies
 * (academies.ts): `expired` (plan expired) and `trial-ended` are blocked until they pay;
 * `trial` and `basic` upgrade with a coupon. Each academy is its own subdomain.
 */
import type { Page } from '@playwright/test';
import { enumLabel } from '../../domain/enum-labels';
import { formatMoney } from '../../domain/money';
import { academyURL, expect, test, texts, type Lang } from './fixtures';

/** Signs in at one of this file's academies (its own when `academy` is undefined); returns its origin. */
async function signInAt(page: Page, academy: string | undefined, lang: Lang, user = 'admin', password = 'Admin@123') {
  const origin = academyURL(academy);
  await page.addInitScript((l) => localStorage.setItem('i18nextLng', l), lang);
  const t = texts[lang];
  await page.goto(`${origin}/auth/login`);
  await page.getByLabel(t.login.username).fill(user);
  await page.getByLabel(t.login.password).fill(password);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
  return origin;
}

// Each test pays through several full page loads (app, gateway, app again).
test.describe.configure({ timeout: 180_000 });

/** The first check after a full page load: the app boots again, which takes its time on a busy machine. */
const BOOT = { timeout: 30_000 };

const packageCard = (page: Page, name: string) =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: new RegExp(`^${name}`) }) });

async function payAtGateway(page: Page, lang: Lang, total: number, method?: string) {
  const g = texts[lang].gateway;
  await expect(page).toHaveURL(/\/sandbox-gateway\/\d+\?token=/);
  await expect(page).toHaveTitle(g.title);
  if (method) await page.getByText(method, { exact: true }).click();
  await page.getByRole('button', { name: g.pay.replace('{{amount}}', formatMoney(total)) }).click();
  await expect(page).toHaveURL(/\/my-plan\/payment\?paymentId=\d+$/);
}

async function landsUnblocked(page: Page, lang: Lang) {
  const t = texts[lang];
  await expect(page.getByText(t.payment.result.SUCCESS.title)).toBeVisible(BOOT);
  // The success screen moves on to the dashboard by itself.
  await expect(page).toHaveURL(/\/$/, BOOT);
  await expect(page.locator('.ant-layout-sider')).toBeVisible(BOOT);
  await expect(page.getByText(t.blocked.expired.title)).toHaveCount(0);
  await expect(page.getByText(t.blocked.trialExpired.title)).toHaveCount(0);
}

test('an expired academy renews through the sandbox gateway and lands on its unblocked dashboard', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 403/);
  const t = texts.vi;
  await signInAt(page, 'expired', 'vi');
  await expect(page.getByText(t.blocked.expired.title)).toBeVisible(BOOT);
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await page.getByRole('button', { name: t.blocked.expired.action }).click();
  await expect(page).toHaveURL(/\/my-plan\/packages$/);

  // Its own package is the order, renewed for its maintenance: its Hub was set up when it first paid.
  await expect(page.getByText(t.plan.order.replace('{{name}}', t.plan.names.basic))).toBeVisible(BOOT);
  await expect(page.getByRole('radio', { name: new RegExp(`^${enumLabel('plan_choice', 'MAINTAIN_YEARLY', 'vi')}`) })).toBeChecked();
  await expect(page.getByTestId('price-total')).toHaveText(formatMoney(10_000_000));
  await expect(page.getByTestId('price-breakdown')).not.toContainText(enumLabel('fee_type', 'INSTALLATION_HUB_FEE', 'vi'));
  // The Hub alone asks no setup again either.
  await page.getByRole('radio', { name: new RegExp(`^${enumLabel('plan_choice', 'HUB', 'vi')}`) }).check();
  await expect(page.getByTestId('price-total')).toHaveText(formatMoney(10_000_000));
  await page.getByText(t.plan.durations['2YEAR'], { exact: true }).click();
  await expect(page.getByTestId('price-total')).toHaveText(formatMoney(2 * 10_000_000));
  await page.getByRole('button', { name: t.plan.pay }).click();
  await payAtGateway(page, 'vi', 20_000_000);
  await landsUnblocked(page, 'vi');
});

test('an expired trial buys a package by bank transfer: pending, continued, then paid', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 403/);
  const t = texts.en;
  await signInAt(page, 'trial-ended', 'en');
  await page.getByRole('button', { name: t.blocked.trialExpired.action }).click();
  await expect(page.getByText(t.plan.pickPackage)).toBeVisible(BOOT);
  await packageCard(page, t.plan.names.basic).getByRole('button', { name: t.plan.choose }).click();
  await page.getByText(t.plan.durations['6MONTH'], { exact: true }).click();
  await expect(page.getByTestId('price-total')).toHaveText(formatMoney(5_000_000 + 6 * 1_000_000));
  await page.getByRole('button', { name: t.plan.pay }).click();
  await payAtGateway(page, 'en', 11_000_000, 'Bank transfer');
  await expect(page.getByText(t.payment.result.PENDING.title)).toBeVisible(BOOT);

  // Until the money arrives the academy waits on this payment (spec §4 pending payment).
  await page.goto(`${new URL(page.url()).origin}/`);
  await expect(page.getByText(t.blocked.pendingPayment.title)).toBeVisible(BOOT);
  await page.getByRole('button', { name: t.blocked.pendingPayment.action }).click();
  await expect(page.getByText(texts.en.gateway.pending.replace('{{method}}', 'Bank transfer'))).toBeVisible();
  await page.getByRole('button', { name: texts.en.gateway.received }).click();
  await landsUnblocked(page, 'en');
});

for (const lang of ['vi', 'en'] as const) {
  const upgrade =
    lang === 'vi'
      ? { academy: 'trial', target: texts.vi.plan.names.basic, coupon: 'khaitruong10', subtotal: 15_000_000, discount: 1_500_000 }
      : // An academy on a paid plan has its Hub set up: the upgrade asks the new package's year only.
        { academy: 'basic', target: texts.en.plan.names.full, coupon: 'GIAM500K', subtotal: 25_000_000, discount: 500_000 };

  test(`an upgrade bought with a coupon from the packages page (${lang})`, async ({ page, allowConsoleError }) => {
    allowConsoleError(/status of 422/);
    const t = texts[lang];
    const origin = await signInAt(page, upgrade.academy, lang);
    await page.goto(`${origin}/my-plan/packages`);
    await packageCard(page, upgrade.target).getByRole('button', { name: t.plan.choose }).click();
    await expect(page.getByTestId('price-breakdown')).toContainText(t.plan.subtotal);

    // A coupon that cannot be used says why under the field, without a toast (spec §8).
    await page.getByLabel(t.plan.coupon).fill('TET2025');
    await page.getByRole('button', { name: t.plan.applyCoupon }).click();
    await expect(page.getByText(t.plan.errors.COUPON_EXPIRED)).toBeVisible();
    await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

    await page.getByLabel(t.plan.coupon).fill(upgrade.coupon);
    await page.getByRole('button', { name: t.plan.applyCoupon }).click();
    await expect(page.getByText(t.plan.discount.replace('{{code}}', upgrade.coupon.toUpperCase()))).toBeVisible();
    const total = upgrade.subtotal - upgrade.discount;
    await expect(page.getByTestId('price-total')).toHaveText(formatMoney(total));
    await page.getByRole('button', { name: t.plan.pay }).click();

    // Cancelled first: nothing changes and the same invoice can be paid again.
    await expect(page).toHaveURL(/\/sandbox-gateway\//);
    await page.getByRole('button', { name: t.gateway.cancel }).click();
    await expect(page.getByText(t.payment.result.CANCEL.title)).toBeVisible(BOOT);
    await page.getByRole('button', { name: t.payment.payAgain }).click();
    await expect(page.getByText(t.gateway.lastCancelled)).toBeVisible();
    await payAtGateway(page, lang, total);
    await expect(page.getByText(t.payment.result.SUCCESS.title)).toBeVisible(BOOT);

    await page.getByRole('button', { name: t.payment.toMyPlan }).click();
    await expect(page.getByText(upgrade.target, { exact: true }).first()).toBeVisible(BOOT);
    const invoices = page.locator('.ant-card').filter({ hasText: t.plan.invoices });
    await expect(invoices.locator('tbody tr.ant-table-row').first()).toContainText(formatMoney(total));
    await expect(invoices.locator('tbody tr.ant-table-row').first()).toContainText(lang === 'vi' ? 'Đã thanh toán' : 'Paid');
  });
}

test('a manager is offered only the plan options that are not admin only', async ({ page }) => {
  const t = texts.vi;
  const origin = await signInAt(page, undefined, 'vi', 'manager', 'Manager@123');
  await page.goto(`${origin}/my-plan/packages`);
  await expect(page.getByText('Chỉ Hub', { exact: true })).toBeVisible(BOOT);
  await expect(page.getByText('Hub + Ứng dụng di động', { exact: true })).toBeVisible();
  for (const adminOnly of ['Duy trì theo tháng', 'Duy trì theo năm', 'Phí vượt hạn mức']) {
    await expect(page.getByText(adminOnly, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByText(t.plan.order.replace('{{name}}', t.plan.names.full))).toBeVisible();
});
