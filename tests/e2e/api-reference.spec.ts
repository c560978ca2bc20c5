/**
 * An admin reads the API's reference inside the app and tries a call with their own
 * session; a manager is never shown it.
 */
import { expect, signIn, test, texts } from './fixtures';

test('an admin opens the API reference from the menu and tries the players list with their session (vi)', async ({ page }) => {
  test.setTimeout(120_000);
  const t = texts.vi;
  await signIn(page, 'vi');
  await page.goto('/');
  await page.getByRole('menuitem', { name: t.api_reference.api_reference }).click();
  await expect(page).toHaveURL(/\/settings\/api-reference$/);
  await expect(page.getByText(t.pageDescriptions.api_reference)).toBeVisible();

  // Each resource is a section, opened on demand; Swagger UI names an operation's block after its section and operationId.
  await page.locator('#operations-tag-Players').click();
  const list = page.locator('#operations-Players-get_v1_api_admin_players');
  await list.getByRole('button', { name: /List players/ }).click();
  await list.getByRole('button', { name: 'Try it out' }).click();
  await list.getByRole('button', { name: 'Execute' }).click();
  const answer = list.locator('.live-responses-table tbody tr').first();
  await expect(answer.locator('.response-col_status')).toHaveText(/^\s*200/);
  await expect(answer.locator('.response-col_description')).toContainText('"total_elements"');
});

test('a manager has no API reference: not in the menu, and its address says the role does not open it (en)', async ({ page }) => {
  await signIn(page, 'en', 'manager', 'Manager@123');
  await page.goto('/');
  await expect(page.getByRole('menuitem', { name: texts.en.api_reference.api_reference })).toHaveCount(0);
  await page.goto('/settings/api-reference');
  await expect(page.getByText(texts.en.noAccess.title)).toBeVisible();
  await expect(page.getByText(texts.en.noAccess.FORBIDDEN_ROLE)).toBeVisible();
  await expect(page.locator('.swagger-ui')).toHaveCount(0);
  await page.getByRole('link', { name: texts.en.noAccess.home }).click();
  await expect(page).toHaveURL(/\/$/);
});
