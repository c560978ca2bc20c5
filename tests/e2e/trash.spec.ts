/**
 * Deleted records as the admin meets them: a record deleted from its list shows
 * under "Deleted", comes back with "Restore" after a confirmation, and its detail
 * page tells who created, deleted and restored it.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import suppliers from '../../schemas/suppliers.json' with { type: 'json' };
import { atRest, clickMenuItem, expect, type Lang, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** A supplier of the test's own, made by the admin through the API: the two languages' runs do not meet. */
async function createSupplier(request: APIRequestContext, name: string) {
  const headers = await apiHeaders(request);
  const made = await request.post('/v1/api/admin/suppliers', {
    headers,
    data: { name, contact_name: 'Lan Anh', contact_number: '0912345678', address: 'Hà Nội', auditing_status: 1 },
  });
  expect(made.status()).toBe(201);
}

const view = (page: Page, label: string) => page.locator('.ant-segmented').getByText(label, { exact: true });

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const lang of ['vi'] as Lang[]) {
  test(`a deleted supplier is restored from the Deleted view and its history tells it (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const t = texts[lang];
    const one = suppliers['x-label-one'][lang];
    const name = `Nhà cung cấp thùng rác ${lang} ${Array.from({ length: 5 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    await signIn(page, lang);

    await createSupplier(request, name);

    await page.goto('/suppliers');
    await page.getByPlaceholder(t.crud.search).fill(name);
    const row = rows(page).filter({ hasText: name });
    // The list narrowed to the search: a row of the whole list would move under its open menu.
    await expect(rows(page)).toHaveCount(1);
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.table.actions }).click();
    await clickMenuItem(page, page.getByRole('menuitem').filter({ hasText: new RegExp(`^${t.buttons.delete}$`) }));
    await atRest(page);
    await page.getByRole('dialog').getByRole('button', { name: t.buttons.delete }).click();
    await expect(page.getByText(t.crud.deleted.replace('{{resource}}', one))).toBeVisible();
    await expect(row).toHaveCount(0);

    // The same list, search kept, now of the deleted records.
    await view(page, t.trash.deleted).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: t.trash.restore }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: t.trash.restoreConfirm });
    await atRest(page);
    await dialog.getByRole('button', { name: t.trash.restore }).click();
    await expect(page.getByText(t.trash.restored.replace('{{resource}}', one))).toBeVisible();
    await expect(row).toHaveCount(0);
    await expect(page.getByText(t.trash.empty)).toBeVisible();

    await view(page, t.trash.live).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name }).click();
    const history = page.getByTestId('record-history');
    await expect(history).toContainText(t.trash.history);
    const entries = history.locator('.ant-timeline-item');
    await expect(entries).toHaveCount(3);
    for (const [i, action] of (['CREATE', 'DELETE', 'RESTORE'] as const).entries())
      await expect(entries.nth(i)).toContainText(t.trash.actions[action]);
  });
}
