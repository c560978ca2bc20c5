/**
 * A list keeps its state in the address: page, sort, filters and search come back
 * after opening a record and going Back, after a reload, and in a link opened elsewhere.
 */
import players from '../../schemas/players.json' with { type: 'json' };
import { choose, expect, signIn, test, texts } from './fixtures';

const { vi } = texts;
const statusLabel = players.properties.auditing_status['x-label'].vi;
const active = 'Hoạt động';

test('page, sort, filter and search survive Back, a reload and a shared link', async ({ page, browser, baseURL }) => {
  await signIn(page, 'vi');
  await page.goto('/players');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(10);

  await page.getByPlaceholder(vi.crud.search).fill('n');
  await expect(page).toHaveURL(/filters/);
  await choose(page, page.locator('.ant-card .ant-select').filter({ hasText: statusLabel }), active);
  await page.getByRole('columnheader', { name: players.properties.name['x-label'].vi }).click();
  await expect(page).toHaveURL(/sorters\[0\]\[field\]=name/);
  // The second page's rows are read once they are drawn: the pager moves before they arrive.
  const secondPage = page.waitForResponse((r) => r.url().includes('/admin/players?') && new URL(r.url()).searchParams.get('page') === '1');
  await page.locator('.ant-pagination-item-2').click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page).toHaveURL(/currentPage=2/);
  const [first] = (await (await secondPage).json()).data.content as Array<{ name: string }>;
  await expect(rows.locator('td a').first()).toHaveText(first.name);
  const names = await rows.locator('td a').allTextContents();

  const asItWas = async (p: typeof page) => {
    await expect(p.locator('.ant-pagination-item-active')).toHaveText('2');
    await expect(p.getByPlaceholder(vi.crud.search)).toHaveValue('n');
    await expect(p.locator('.ant-card .ant-select .ant-select-selection-item').filter({ hasText: active })).toHaveCount(1);
    await expect(p.locator('.ant-table-tbody tr.ant-table-row td a')).toHaveText(names);
  };

  await rows.locator('td a').first().click();
  await expect(page).toHaveURL(/\/players\/\d+$/);
  await page.goBack();
  await asItWas(page);

  await page.reload();
  await asItWas(page);

  const shared = await browser.newPage({ baseURL });
  await signIn(shared, 'vi');
  await shared.goto(page.url());
  await asItWas(shared);
  await shared.close();
});

test('a money list whose date range was cleared stays on every date through a reload', async ({ page }) => {
  await signIn(page, 'vi');
  await page.goto('/revenues');
  const from = page.getByPlaceholder(vi.crud.dateRange.from);
  // It opens on the current month.
  await expect(from).not.toHaveValue('');
  await from.hover();
  await page.locator('.ant-picker-clear').click();
  await expect(from).toHaveValue('');
  await expect(page).toHaveURL(/filters\[0\]\[operator\]=between/);
  await page.reload();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
  await expect(from).toHaveValue('');
});

// A busy page may draw the list's own writes to the address and the menu's move in one go: the move is still seen.
test("a list's own menu entry, clicked while it is filtered, starts it over and the address says so", async ({ page }) => {
  await signIn(page, 'vi');
  await page.goto('/players');
  const search = page.getByPlaceholder(vi.crud.search);
  await search.fill('n');
  // The search applies once typing pauses; the list is then filtered by it, and the address says so.
  await expect(page).toHaveURL(/value\]=n/);
  await page.locator('.ant-layout-sider .ant-menu-item-selected').filter({ hasText: players['x-label'].vi }).click();
  await expect(search).toHaveValue('');
  await expect(page).toHaveURL(/currentPage=1/);
  await expect(page).not.toHaveURL(/value\]=n/);
});
