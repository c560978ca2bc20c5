/** A staff member keeps their own account: name and phone, then a new password they sign in with. */
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, signInHere, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

/** A fresh manager account, so no other test's login changes. */
async function newManager(request: APIRequestContext, userName: string, password: string) {
  const headers = await apiHeaders(request);
  const created = await request.post('/v1/api/admin/users', {
    headers,
    data: { name: 'Đinh Thu Trang', user_name: userName, password, user_type: 'manager', auditing_status: 1 },
  });
  expect(created.status()).toBe(201);
}

test('a manager renames themselves and changes their password (en)', async ({ page, request }) => {
  test.setTimeout(120_000);
  const t = texts.en;
  // A login of its own on every run, so a retry on the same server starts afresh.
  const login = `dinh.thutrang.${Date.now().toString(36)}`;
  await newManager(request, login, 'Old-pass-123');
  await signIn(page, 'en', login, 'Old-pass-123');
  await page.goto('/my-profile');

  const details = page.locator('.ant-card').filter({ hasText: t.profile.edit });
  await details.getByLabel(t.profile.name).fill('Đinh Thu Hà');
  await details.getByLabel(t.profile.mobile).fill('09x');
  await details.getByRole('button', { name: t.buttons.save }).click();
  await expect(details.getByText(t.validation.numeric)).toBeVisible();
  await details.getByLabel(t.profile.mobile).fill('0987654321');
  await details.getByRole('button', { name: t.buttons.save }).click();
  await expect(page.getByText(t.profile.saved)).toBeVisible();
  await expect(page.locator('header')).toContainText('Đinh Thu Hà');

  const password = page.locator('.ant-card').filter({ hasText: t.profile.oldPassword });
  await password.getByLabel(t.profile.oldPassword).fill('Old-pass-123');
  await password.getByLabel(t.profile.newPassword, { exact: true }).fill('New-pass-456');
  await password.getByLabel(t.profile.confirmPassword).fill('New-pass-457');
  await password.getByRole('button', { name: t.profile.changePassword }).click();
  await expect(password.getByText(t.validation.confirmPassword)).toBeVisible();
  await password.getByLabel(t.profile.confirmPassword).fill('New-pass-456');
  await password.getByRole('button', { name: t.profile.changePassword }).click();
  // Every session ended: the app itself shows the sign-in page, where the new password works.
  await expect(page).toHaveURL(/\/auth\/login/);
  await signInHere(page, 'en', login, 'New-pass-456');
});
