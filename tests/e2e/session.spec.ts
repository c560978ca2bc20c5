/**
 * The session as spec §4 and §8 draw it, in the browser: an expired access token
 * is refreshed silently; a revoked refresh token lands on sign-in; the language
 * choice survives a reload, and without one the account's language is applied at
 * sign-in; a failed sign-in and a missing record each show their one error toast;
 * a phone gets the slide-in menu.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { choose, expect, signIn, signInHere, test, texts } from './fixtures';
import { apiHeaders, MANAGER } from './api-login';
import players from '../../schemas/players.json' with { type: 'json' };

test('an unusable access token is refreshed without the user noticing', async ({ page, context, allowConsoleError }) => {
  // The browser itself logs the 401 that starts the refresh.
  allowConsoleError(/status of 401/);
  await signIn(page, 'vi');
  await page.goto('/');
  const cookies = await context.cookies();
  const refresh = cookies.find((c) => c.name === 'refresh_token');
  expect(refresh?.value).toBeTruthy();
  await context.addCookies([{ name: 'access_token', value: 'expired.or.forged', url: page.url() }]);

  const refreshed = page.waitForResponse((r) => r.url().endsWith('/v1/api/oauth/token') && r.status() === 200);
  await page.getByRole('link', { name: players['x-label'].vi, exact: true }).first().click();
  await refreshed;
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  const after = await context.cookies();
  expect(after.find((c) => c.name === 'refresh_token')?.value).not.toBe(refresh?.value);
});

test('a session whose refresh token was revoked ends on the sign-in page', async ({ page, context, allowConsoleError }) => {
  allowConsoleError(/status of 40[01]/);
  await signIn(page, 'vi');
  await page.goto('/');
  await context.addCookies([
    { name: 'access_token', value: 'expired.or.forged', url: page.url() },
    { name: 'refresh_token', value: 'revoked-or-unknown', url: page.url() },
  ]);
  await page.goto('/players');
  await expect(page).toHaveURL(/\/auth\/login/);
  const left = (await context.cookies()).map((c) => c.name);
  expect(left).not.toContain('access_token');
  expect(left).not.toContain('refresh_token');
});

test('the language chosen on the sign-in page stays after a reload and is saved under i18nextLng', async ({ page }) => {
  await page.goto('/auth/login');
  await choose(page, page.getByLabel(texts.vi.languages.label).first(), texts.vi.languages.en);
  await signInHere(page, 'en', 'admin', 'Admin@123');
  await expect(page.getByRole('link', { name: players['x-label'].en, exact: true }).first()).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('en');
  await page.reload();
  await expect(page.getByRole('link', { name: players['x-label'].en, exact: true }).first()).toBeVisible();
});

/** The manager's own language (their profile's), set through the API as the languages page saves it. */
async function managerSpeaks(request: APIRequestContext, app_language: 'vi' | 'en') {
  const headers = await apiHeaders(request, MANAGER);
  const me = (await (await request.get('/v1/api/users/my-profile', { headers })).json()).data;
  expect((await request.put(`/v1/api/users/${me.id}`, { headers, data: { app_language } })).ok()).toBe(true);
}

test("a fresh browser signs in to the account's own language, without taking it for a choice of its own", async ({ page, request }) => {
  await managerSpeaks(request, 'en');
  await page.goto('/auth/login');
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
  await signInHere(page, 'vi', 'manager', 'Manager@123');
  await expect(page.getByRole('link', { name: players['x-label'].en, exact: true }).first()).toBeVisible();
  // Not saved as the browser's choice: the account's language is applied again on the next load.
  expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('link', { name: players['x-label'].en, exact: true }).first()).toBeVisible();
});

test("a failed sign-in shows its error toast, the message followed by ' !'", async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 400/);
  const t = texts.en;
  await page.goto('/auth/login');
  await choose(page, page.getByLabel(texts.vi.languages.label).first(), texts.vi.languages.en);
  await page.getByLabel(t.login.username).fill('admin');
  await page.getByLabel(t.login.password).fill('Not-The-Password-1');
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page.locator('.ant-notification-notice')).toHaveText(`${t.oauth.invalidCredentials} !`);
  await expect(page).toHaveURL(/\/auth\/login/);
});

/** Counts every toast the page shows from its first paint, even one gone before a test looks. */
async function countToasts(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { toastsShown: string[] }).toastsShown = []);
    new MutationObserver((changes) => {
      for (const added of changes.flatMap((c) => [...c.addedNodes])) {
        if (!(added instanceof HTMLElement)) continue;
        for (const notice of [added, ...added.querySelectorAll('.ant-notification-notice')]) {
          if (notice.matches('.ant-notification-notice')) seen.push(notice.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { toastsShown: string[] }).toastsShown);
}

test('a record that is not there is told once, by one toast', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const t = texts.vi;
  await signIn(page, 'vi');
  await page.goto('/');
  const shown = await countToasts(page);
  const missing = page.waitForResponse((r) => r.url().endsWith('/v1/api/players/999999') && r.status() === 404);
  await page.goto('/players/999999');
  await missing;
  await expect(page.locator('.ant-notification-notice').first()).toHaveText(`${t.errors.notFound} !`);
  await page.waitForLoadState('networkidle');
  expect(await shown()).toEqual([`${t.errors.notFound} !`]);
});

test.describe('on a phone', () => {
  // The menu's slide itself, as most users see it.
  test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'no-preference' });

  test('the menu slides in from a button and takes the user to a list', async ({ page }) => {
    const t = texts.vi;
    await signIn(page, 'vi');
    await page.goto('/');
    await expect(page.getByRole('link', { name: players['x-label'].vi, exact: true })).toBeHidden();
    await page.getByRole('button', { name: t.header.menu }).click();
    await page.getByRole('link', { name: players['x-label'].vi, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/players');
    await expect(page.locator('.record-cards .ant-list-item').first()).toBeVisible();
  });
});
