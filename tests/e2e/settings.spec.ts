/**
 * The settings pages: each opens with the academy's values in both languages, a
 * change shows where it matters (trial mode off → the public sign-up refuses;
 * my language → the whole app switches), the kit and the earn-points levels are
 * edited and checked, and a manager sees only general and languages.
 */
import players from '../../schemas/players.json' with { type: 'json' };
import settings from '../../schemas/settings/settings.json' with { type: 'json' };
import { pages } from '../../resources.config';
import type { APIRequestContext } from '@playwright/test';
import { choose, expect as baseExpect, openInApp, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders, MANAGER } from './api-login';

// Pages load their code and their values on a busy machine: give what a user waits for some room.
const expect = baseExpect.configure({ timeout: 30_000 });
test.describe.configure({ timeout: 180_000 });

const { vi, en } = texts;
const label = (section: keyof typeof settings.properties, field: string, lang: Lang) =>
  (settings.properties[section] as { properties: Record<string, { 'x-label': Record<Lang, string> }> }).properties[field]['x-label'][lang];
const title = (name: string, lang: Lang) => (texts[lang] as unknown as Record<string, Record<string, string>>)[name][name];
const settingsPages = pages.filter((p) => p.name.startsWith('settings_'));

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const lang of ['en'] as const) {
  test(`every settings page opens with the academy's values (${lang})`, async ({ page }) => {
    const t = texts[lang];
    await signIn(page, lang);
    await page.goto(settingsPages[0].route);
    for (const p of settingsPages) {
      await openInApp(page, p.route);
      await expect(page.locator('header')).toContainText(title(p.name, lang));
      await expect(page.getByText(t.pageDescriptions[p.name as keyof typeof t.pageDescriptions]).first()).toBeVisible();
    }
    await openInApp(page, '/settings/pricing-model');
    await expect(page.getByLabel(label('transaction_settings', 'fee_transaction_duration_in_units', lang))).toHaveValue('12');
    await expect(page.getByLabel(label('transaction_settings', 'fee_transaction_value', lang))).toHaveValue('1.200.000');
    await openInApp(page, '/settings/attendance-policy');
    await expect(page.getByLabel(label('attendance_settings', 'max_own', lang))).toHaveValue('2');
    // Several sessions per check-in is off, so its maximum waits for the switch.
    await expect(page.getByLabel(label('attendance_settings', 'max_unit_per_lesson', lang))).toBeDisabled();
    await page.getByLabel(label('attendance_settings', 'is_multi_attendee_enable', lang)).click();
    await expect(page.getByLabel(label('attendance_settings', 'max_unit_per_lesson', lang))).toBeEnabled();
    await page.goto('/settings/general');
    await expect(page.getByText('Học viện Bóng đá Ngôi Sao').first()).toBeVisible();
    await expect(page.getByText('0011004455667')).toBeVisible();
  });
}

test('trial mode off: the public sign-up page refuses, and takes registrations again once on', async ({ page, browser }) => {
  await signIn(page, 'en');
  await page.goto('/');
  const toggle = async () => {
    await page.goto('/settings/trial-mode');
    await page.getByLabel(label('trial_settings', 'is_enable', 'en')).click();
    await page.getByRole('button', { name: en.buttons.save }).click();
    await expect(page.getByText(en.settingsPages.saved)).toBeVisible();
  };
  const visitor = await browser.newPage();
  await toggle();
  await visitor.goto('/trai-nghiem-mien-phi');
  await expect(visitor.getByText(vi.settingsRules.trialClosed)).toBeVisible();
  await expect(visitor.getByLabel(vi.registration.childName)).toHaveCount(0);
  await toggle();
  await visitor.reload();
  await expect(visitor.getByLabel(vi.registration.childName)).toBeVisible();
  await visitor.close();
});

/** The manager's own language back to Vietnamese, whatever a test left it at. */
async function managerInVietnamese(request: APIRequestContext) {
  const headers = await apiHeaders(request, MANAGER);
  const me = (await (await request.get('/v1/api/users/my-profile', { headers })).json()).data;
  await request.put(`/v1/api/users/${me.id}`, { headers, data: { app_language: 'vi' } });
}

test('my language on the languages page switches the app at once and is kept', async ({ page, request }) => {
  await managerInVietnamese(request);
  await signIn(page, 'vi', 'manager', 'Manager@123');
  await page.goto('/settings/languages');
  // The academy's language is the admin's to change.
  await expect(page.getByRole('combobox', { name: vi.settingsPages.languages.academy, exact: true })).toBeDisabled();
  await choose(page, page.getByRole('combobox', { name: vi.settingsPages.languages.mine, exact: true }), vi.languages.en);
  await page.getByRole('button', { name: vi.buttons.save }).click();
  await expect(page.locator('header')).toContainText(en.settings_languages.settings_languages);
  await expect(page.getByText(en.settingsPages.parameters)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.reload();
  await expect(page.getByText(en.settingsPages.parameters)).toBeVisible();
  // Back to Vietnamese, as the other tests expect of this account.
  await choose(page, page.getByRole('combobox', { name: en.settingsPages.languages.mine, exact: true }), en.languages.vi);
  await page.getByRole('button', { name: en.buttons.save }).click();
  await expect(page.getByText(vi.settingsPages.parameters)).toBeVisible();
  await managerInVietnamese(request);
});

test('the kit totals its products, and the earn-points levels must climb', async ({ page }) => {
  const t = vi.settingsPages;
  await signIn(page, 'vi');
  await page.goto('/settings/kit-fee-defination');
  await page.getByRole('button', { name: t.kit.add }).click();
  await page.getByRole('button', { name: vi.buttons.save }).click();
  await expect(page.getByText(vi.validation.required)).toBeVisible();
  await choose(page, page.getByRole('combobox', { name: vi.settingsPages.kit.product.replace('{{n}}', '1'), exact: true }), /./);
  const total = page.getByText(t.kit.total, { exact: true }).locator('xpath=ancestor::div[1]');
  await expect(total).toHaveText(/\d[\d.]* đ$/);
  await expect(total).not.toHaveText(`${t.kit.total}0 đ`);
  const shown = (await total.textContent()) ?? '';
  await page.getByRole('button', { name: vi.buttons.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.reload();
  await expect(total).toHaveText(shown);

  await page.goto('/settings/earn-points');
  const silver = page.getByLabel('Bạc');
  await silver.fill('100');
  await page.getByRole('button', { name: vi.buttons.save }).click();
  await expect(page.getByText(vi.settingsRules.levelAscending)).toBeVisible();
  await silver.fill('600');
  await page.getByRole('button', { name: vi.buttons.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible();
});

test('a new player’s form shows the pricing model and kit, and booking them records the revenues', async ({ page }) => {
  const field = (name: string) => (players.properties as Record<string, { 'x-label': Record<Lang, string> }>)[name]['x-label'].en;
  await signIn(page, 'en');
  await page.goto('/players/create');
  await expect(
    page.getByText(
      en.settingsPages.enrolment.sessions.replace('{{count}}', '12').replace('{{source}}', en.settingsPages.enrolment.modelSource),
    ),
  ).toBeVisible();
  await expect(page.getByText(en.settingsPages.enrolment.modelFee)).toBeVisible();
  const form = page.locator('form[id^="players-"]');
  const name = `Đỗ Ghi Danh ${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
  await form.getByLabel(field('name')).fill(name);
  await form.getByLabel(field('date_of_birth')).fill('12/04/2016');
  await form.getByLabel(field('date_of_birth')).press('Enter');
  await choose(page, form.getByLabel(field('branch_id')), 'Cơ sở Cầu Giấy');
  // Opened from the keyboard: the class list loads as it opens, which a click can race.
  await form.getByLabel(field('class_id')).focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: /U8/ }).first().click();
  await expect(page.getByText(en.settingsPages.enrolment.classFee)).toBeVisible();
  await form.getByLabel(field('parent_name')).fill('Đỗ Văn Bố');
  await form.getByLabel(field('mobile')).fill('0912345678');
  await form.getByLabel(field('book_enrolment_fees')).click();
  await page.getByRole('button', { name: en.buttons.save }).click();
  await expect(page.getByText(en.bookedMoney.titles.enrolmentFee.replace('{{name}}', name))).toBeVisible();
});

test('with the academy’s settings unreadable the app still opens, and a new player’s fees say so and try again', async ({
  page,
  allowConsoleError,
}) => {
  allowConsoleError(/503 \(Service Unavailable\)/);
  let unreadable = true;
  await page.route(/\/v1\/api\/settings$/, (route) =>
    unreadable && route.request().method() === 'GET'
      ? route.fulfill({ status: 503, json: { success: false, code: 'UNAVAILABLE', message: 'Máy chủ đang bận', errors: [] } })
      : route.fallback(),
  );
  await signIn(page, 'vi');
  await page.goto('/players/create');
  // The read is tried three times, a few seconds apart, before anything says it failed.
  await expect(page.getByRole('button', { name: vi.buttons.save })).toBeVisible({ timeout: 30_000 });
  const failed = page.getByText(vi.settingsPages.enrolment.failed);
  await expect(failed).toBeVisible({ timeout: 30_000 });

  unreadable = false;
  await page.getByRole('button', { name: vi.settingsPages.enrolment.retry }).click();
  await expect(page.getByText(vi.settingsPages.enrolment.modelFee)).toBeVisible();
  await expect(failed).toBeHidden();
});

test('a manager sees general and languages but none of the admin-only settings', async ({ page, request }) => {
  await managerInVietnamese(request);
  await signIn(page, 'vi', 'manager', 'Manager@123');
  await page.goto('/');
  const sider = page.locator('.ant-layout-sider');
  await expect(sider.getByText(title('settings_general', 'vi'), { exact: true })).toBeVisible();
  await expect(sider.getByText(title('settings_languages', 'vi'), { exact: true })).toBeVisible();
  for (const p of settingsPages.filter((s) => !s.roles.includes('manager'))) {
    await expect(sider.getByText(title(p.name, 'vi'), { exact: true })).toHaveCount(0);
  }
  await page.goto('/settings/pricing-model');
  await expect(page.getByText(vi.noAccess.title)).toBeVisible();
  await page.goto('/settings/general');
  await expect(page.getByText(vi.settingsPages.general.info, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: vi.buttons.edit })).toHaveCount(0);
});

test('an admin edits the academy’s details and logo, checked field by field', async ({ page }) => {
  await signIn(page, 'en');
  await page.goto('/settings/general');
  await page.getByRole('button', { name: en.buttons.edit }).click();
  const phone = page.getByLabel('Phone number');
  await phone.fill('09ab');
  await page.getByRole('button', { name: en.buttons.save }).click();
  await expect(page.getByText(en.validation.numeric)).toBeVisible();
  await phone.fill('0243999888');
  await page.getByLabel('Director').fill('Trần Thị Lan');
  const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
  await page.locator('input[type=file]').first().setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
  await page.getByRole('button', { name: en.buttons.save }).click();
  await expect(page.getByText(en.settingsPages.saved)).toBeVisible();
  await expect(page.getByRole('button', { name: en.buttons.edit })).toBeVisible();
  await expect(page.getByText('Trần Thị Lan')).toBeVisible();
  await expect(page.getByText('0243999888')).toBeVisible();
  await expect(page.locator('img[alt="Logo"]')).toHaveAttribute('src', /\/statics\/.+\.png$/);
});
