/**
 * Issue journey: an admin signs in, works the Players list (paging, sorting,
 * filtering, searching), opens, creates (seeing the spec §5 messages), edits and
 * deletes a player, and signs out through the confirmation, in each language.
 */
import enums from '../../schemas/enums.json' with { type: 'json' };
import players from '../../schemas/players.json' with { type: 'json' };
import { atRest, choose, clickMenuItem, expect, type Lang, openInApp, signIn, test, texts } from './fixtures';

const label = (field: keyof typeof players.properties, lang: Lang) =>
  (players.properties[field] as { 'x-label': Record<Lang, string> })['x-label'][lang];

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const lang of ['vi'] as const) {
  test(`players from sign-in to sign-out (${lang})`, async ({ page }) => {
    // A whole working session in one test: more steps than the default budget allows on a busy machine.
    test.setTimeout(150_000);
    const t = texts[lang];
    const many = players['x-label'][lang];
    const one = players['x-label-one'][lang];
    const stamp = lang === 'vi' ? 'Việt' : 'Anh';

    await signIn(page, lang);
    await page.goto('/');
    await page.getByRole('link', { name: many, exact: true }).first().click();
    await expect(page).toHaveURL((url) => url.pathname === '/players');
    const total = page.getByText(new RegExp(`${t.crud.total.split('{{')[0]}.*: \\d+`));
    await expect(total).toBeVisible();
    const rows = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(10);

    // Paging: page 2, then 25 a page.
    const page2 = page.waitForResponse((r) => r.url().includes('/admin/players') && r.url().includes('page=1'));
    await page.locator('.ant-pagination-item-2').click();
    await page2;
    await choose(page, page.locator('.ant-pagination-options .ant-select'), /25/);
    await expect(rows).toHaveCount(25);

    // Sorting by name, ascending.
    const sorted = page.waitForResponse((r) => r.url().includes('sort=name%3Aasc') || r.url().includes('sort=name:asc'));
    await page
      .locator('.ant-table-thead th')
      .filter({ hasText: label('name', lang) })
      .click();
    await sorted;
    const names = await rows.locator('td').nth(0).allInnerTexts();
    expect(names.length).toBeGreaterThan(0);

    // Filtering by status: only inactive players remain.
    const inactive = enums.$defs.active_flag as { 'x-enum-labels': Record<string, Record<Lang, string>> };
    // The rows are read once the filtered list has come and been drawn: the sorted list before it
    // may already start with an inactive player.
    const filtered = page.waitForResponse(
      (r) => r.url().includes('/admin/players') && new URL(r.url()).searchParams.get('auditingStatuses') === '0',
    );
    await choose(
      page,
      page.locator('.ant-card .ant-select').filter({ hasText: label('auditing_status', lang) }),
      inactive['x-enum-labels']['0'][lang],
    );
    await filtered;
    // "Hoạt động" / "Active" in that case: the inactive label holds it only in lower case.
    await expect(rows.filter({ hasText: new RegExp(inactive['x-enum-labels']['1'][lang]) })).toHaveCount(0);
    await expect(rows.first()).toContainText(inactive['x-enum-labels']['0'][lang]);
    await page.locator('.ant-card .ant-select').filter({ hasText: inactive['x-enum-labels']['0'][lang] }).hover();
    await page.locator('.ant-card .ant-select-clear').first().click();

    // Searching without accents finds accented names.
    await page.getByPlaceholder(t.crud.search).fill('nguyen');
    await expect(rows.first()).toContainText('Nguyễn');

    // Open a player.
    const firstName = (await rows.first().locator('a').first().innerText()).trim();
    await rows.first().locator('a').first().click();
    await expect(page).toHaveURL(/\/players\/show\/\d+|\/players\/\d+/);
    await expect(page.getByText(firstName).first()).toBeVisible();

    // Create: an empty form shows the required message, then a real player is saved.
    await openInApp(page, '/players');
    // The list's own button, not the player page's "Create <related> player" still drawn until the list is.
    const create = t.crud.create.replace('{{resource}}', one).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('button', { name: new RegExp(`${create}$`) }).click();
    await page.getByRole('button', { name: t.buttons.save }).click();
    await expect(page.getByText(t.validation.required).first()).toBeVisible();
    await page.getByLabel(label('name', lang)).fill('A');
    await page.getByRole('button', { name: t.buttons.save }).click();
    await expect(page.getByText(t.validation.minLength.replace('{{limit}}', '2')).first()).toBeVisible();

    const form = page.locator('form[id^="players-"]');
    const playerName = `Trần Thử ${stamp}`;
    await form.getByLabel(label('name', lang)).fill(playerName);
    await form.getByLabel(label('date_of_birth', lang)).fill('12/04/2015');
    await form.getByLabel(label('date_of_birth', lang)).press('Enter');
    await choose(page, form.getByLabel(label('branch_id', lang)), 'Cơ sở Cầu Giấy');
    await choose(page, form.getByLabel(label('class_id', lang)), /U8/);
    await form.getByLabel(label('parent_name', lang)).fill('Trần Văn Bố');
    await form.getByLabel(label('mobile', lang)).fill('0912345678');
    await page.getByRole('button', { name: t.buttons.save }).click();
    await expect(page.getByText(t.crud.created.replace('{{resource}}', one))).toBeVisible();
    await expect(page.getByText(playerName).first()).toBeVisible();

    // Edit the new player's name.
    await page.getByRole('button', { name: t.buttons.edit }).click();
    await expect(form.getByLabel(label('name', lang))).toHaveValue(playerName);
    await form.getByLabel(label('name', lang)).fill(`${playerName} Mới`);
    await page.getByRole('button', { name: t.buttons.save }).click();
    await expect(page.getByText(t.crud.updated.replace('{{resource}}', one))).toBeVisible();
    await expect(page.getByText(`${playerName} Mới`).first()).toBeVisible();

    // Delete it after the confirmation; it leaves the list.
    await page.getByRole('button', { name: t.buttons.delete }).click();
    await atRest(page);
    await page.getByRole('dialog').filter({ hasText: t.crud.deleteConfirm }).getByRole('button', { name: t.buttons.delete }).click();
    await expect(page.getByText(t.crud.deleted.replace('{{resource}}', one))).toBeVisible();
    await openInApp(page, '/players');
    await page.getByPlaceholder(t.crud.search).fill(`${playerName} Mới`);
    await expect(page.locator('.ant-table-tbody')).toContainText(t.crud.noData);

    // Sign out through the spec §2 confirmation.
    await page.getByRole('button', { name: t.header.account }).click();
    await clickMenuItem(page, page.getByRole('menuitem', { name: t.header.logout }));
    const dialog = page.locator('.ant-modal-confirm');
    await expect(dialog).toContainText(t.header.logoutConfirm);
    await atRest(page);
    await dialog.getByRole('button', { name: t.buttons.ok }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
  });
}
