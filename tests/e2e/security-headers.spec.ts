/**
 * Goal H1 in the browser: the app runs under its Content Security Policy. Each
 * page below is opened and used (a form validated by ajv, charts, uploads'
 * previews, the audit log's filters), and any CSP violation fails the test,
 * as does any console error (fixtures.ts).
 */
import type { Page } from '@playwright/test';
import { expect, signIn, test, texts } from './fixtures';
import { apiTokens } from './api-login';

/** Collects the page's CSP violations, as the browser reports them to the page. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    (window as unknown as { violations: string[] }).violations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { violations: string[] }).violations.push(`${e.effectiveDirective} ${e.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('the signed-in app works under its CSP: forms, charts, the audit log', async ({ page }) => {
  test.setTimeout(240_000);
  const violations = await watchViolations(page);
  const res = await page.goto('/auth/login');
  expect(res?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  await signIn(page, 'en');
  await page.goto('/');

  // An empty create form: ajv compiles the schema's validator and the errors show.
  await page.goto('/players/create');
  await page.getByRole('button', { name: texts.en.buttons.save }).click();
  await expect(page.locator('.ant-form-item-explain-error').first()).toBeVisible();

  // Charts draw on a canvas; a report may take long to arrive on a busy machine.
  await page.goto('/reports/revenues');
  await expect(page.locator('canvas').first()).toBeVisible({ timeout: 90_000 });

  // The sign-in above is in the log; a read-only list offers no create.
  await page.goto('/audit-logs');
  await expect(page.getByRole('cell', { name: 'admin', exact: true }).first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole('button', { name: /create/i })).toHaveCount(0);

  expect(await violations()).toEqual([]);
});

test('a web view opened by link works under the same CSP', async ({ page, request }) => {
  const violations = await watchViolations(page);
  const { access_token } = await apiTokens(request);
  const classes = await (
    await request.get('/v1/api/admin/classes?size=1', { headers: { authorization: `Bearer ${access_token}` } })
  ).json();
  const theClass = classes.data.content[0];
  await page.goto(`/view/webview-players-in-class?classId=${theClass.id}&token=${access_token}&lang=en`);
  // Drawn from its data: the class and its roster.
  await expect(page.getByText(theClass.name)).toBeVisible();
  await expect(page.locator('.ant-list-item').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
