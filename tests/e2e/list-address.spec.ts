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
  await page.locator('.ant-pagination-item-2').click();
  await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');
  await expect(page).toHaveURL(/currentPage=2/);
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
