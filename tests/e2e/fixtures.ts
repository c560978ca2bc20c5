/**
 * Shared browser-test helpers: the academy of each test file (its `baseURL`), the app's
 * own texts (so tests read what a user reads, in each language), sign-in, and a guard that
 * fails a test on any console error or uncaught exception.
 */
import dns from 'node:dns';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { academyOfFile } from './academies';
import { apiTokens } from './api-login';
import { ACCESS_COOKIE, REFRESH_COOKIE } from '../../src/http/token-store';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import en from '../../domain/i18n/en.json' with { type: 'json' };

export type Lang = 'vi' | 'en';
export const texts = { vi, en };

/**
 * Not the page's doing: when a trace snapshot holds an image shown from an object URL (a
 * chosen logo's preview), the trace recorder reads that URL back from no script of the
 * page, and the page's CSP rightly refuses it.
 */
const RECORDER_READING_BLOB =
  /^Connecting to 'blob:[^']*' violates the following Content Security Policy directive: "connect-src[^"]*"\. The request has been blocked\.\s*\(\)$/;

// `*.localhost` is loopback (RFC 6761): the browser knows it, so the test's own requests must too.
const lookup = dns.promises.lookup;
dns.promises.lookup = ((hostname: string, options: dns.LookupOptions) =>
  lookup(hostname.endsWith('.localhost') ? 'localhost' : hostname, options)) as typeof dns.promises.lookup;

/** The address of an academy of this test file: its own, or one of its extras by name (academies.ts). */
export function academyURL(name?: string, server = test.info().project.use.baseURL!): string {
  const url = new URL(server);
  const own = academyOfFile(test.info().file);
  url.hostname = `${name ? `${own}-${name}` : own}.localhost`;
  return url.origin;
}

export const test = base.extend<{ allowConsoleError: (pattern: RegExp) => void }>({
  /** Every test works in its file's own academy, at its own subdomain. */
  baseURL: async ({ baseURL }, use) => use(academyURL(undefined, baseURL)),
  /** Every test fails on a console error; a test that provokes one on purpose names it here. */
  allowConsoleError: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [RECORDER_READING_BLOB];
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(`${msg.text()} (${msg.location().url})`);
      });
      page.on('pageerror', (err) => errors.push(err.message));
      await use((pattern) => allowed.push(pattern));
      const unexpected = errors.filter((e) => !allowed.some((re) => re.test(e)));
      expect(unexpected, 'the browser console stays free of errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Picks an option of an antd Select opened from `trigger`. A select that was just
 * enabled (a class select once the branch is chosen) or sits in an opening modal
 * may miss the first click, so the click is repeated until the option shows.
 */
export async function choose(page: Page, trigger: ReturnType<Page['locator']>, option: string | RegExp) {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  const choice = dropdown.locator('.ant-select-item-option').filter({ hasText: option }).first();
  await expect(trigger).toBeEnabled();
  await expect(async () => {
    if (!(await dropdown.isVisible())) {
      // Mid-screen, so the sticky page header does not take the click; forced, as a chosen
      // value's label covers the input and the click opens the select all the same.
      await trigger.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await trigger.click({ force: true });
    }
    await expect(choice).toBeVisible({ timeout: 3_000 });
    // A dropdown still opening, or closing under a second click on a slow page, takes no pick: it must rest open.
    await atRest(page);
    await expect(choice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await choice.click();
}

/**
 * Waits until nothing on the page is moving (every animation with an end has ended: a dialog
 * zooming in, a menu sliding away), so a click lands on what the user sees at rest.
 */
export async function atRest(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * Chooses an item of a dropdown menu once the menu has stopped sliding in: pressed while
 * it still moves, the item can shift between the press and the release, and no click is made.
 */
export async function clickMenuItem(page: Page, item: Locator) {
  await expect(item).toBeVisible();
  // The popup's motion classes come a frame before its animation does: wait for them to go too.
  await expect(item.locator('xpath=ancestor::div[contains(@class, "-dropdown")][1]')).not.toHaveClass(/-(appear|enter|leave)\b/);
  await atRest(page);
  await item.click();
}

/**
 * Presses a button of a dialog once the dialog has stopped zooming in: pressed mid-zoom, the
 * press can miss the button as it grows, and the dialog stays open.
 */
export async function clickInDialog(page: Page, dialog: Locator, name: string | RegExp) {
  await expect(dialog).toBeVisible();
  await expect(dialog).not.toHaveClass(/-(appear|enter|leave)\b/);
  await atRest(page);
  await dialog.getByRole('button', { name }).click();
}

/**
 * Signs `user` in through the API at the academy of the test's address, and hands the tokens to the
 * app where it keeps them (cookies: src/http/token-store.ts), as the sign-in form would; answers the
 * access token. The page rests on the academy's icon: the next page the test opens shows the app
 * signed in, and no screen is drawn twice. The form itself is what session.spec.ts tests.
 */
export async function signInCookies(page: Page, user = 'admin', password = 'Admin@123'): Promise<string> {
  await page.goto('/favicon.svg');
  const origin = new URL(page.url()).origin;
  const { access_token, refresh_token } = await apiTokens(page.request, { username: user, password }, origin);
  await page.context().addCookies([
    { name: ACCESS_COOKIE, value: access_token, url: origin, sameSite: 'Strict' },
    { name: REFRESH_COOKIE, value: refresh_token, url: origin, sameSite: 'Strict' },
  ]);
  return access_token;
}

/**
 * Moves to `path` inside the app the page already runs, as a menu link would: the app is not
 * loaded and drawn again for each page a test walks through.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
}

/** Signs `user` in (signInCookies), in `lang`, saved where the language switch saves it. */
export async function signIn(page: Page, lang: Lang, user = 'admin', password = 'Admin@123') {
  await signInCookies(page, user, password);
  await page.evaluate((chosen) => {
    const shown = localStorage.getItem('i18nextLng') === 'en' ? 'en' : 'vi';
    if (shown !== chosen) localStorage.setItem('i18nextLng', chosen);
  }, lang);
}

/** Fills the sign-in form the page already shows (where the app itself led the user). */
export async function signInHere(page: Page, lang: Lang, user: string, password: string) {
  const t = texts[lang];
  await page.getByLabel(t.login.username).fill(user);
  await page.getByLabel(t.login.password).fill(password);
  await page.getByRole('button', { name: t.login.submit }).click();
  await expect(page).toHaveURL(/\/$/);
}
