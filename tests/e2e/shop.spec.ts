/**
 * The shop as an admin sees it: each product's stock on the product list and
 * page (and moving with a stock-in), an order's customer filled in from the
 * player chosen, a refunded order showing its refund, not "paid", and the order
 * form saying what is in stock of each product.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import products from '../../schemas/products.json' with { type: 'json' };
import orders from '../../schemas/orders.json' with { type: 'json' };
import expenses from '../../schemas/expenses.json' with { type: 'json' };
import enums from '../../schemas/enums.json' with { type: 'json' };
import { settingsSchema } from '../../schemas/settings';
import { choose, expect, signIn, test, texts, type Lang } from './fixtures';
import { apiHeaders } from './api-login';

const label = (schema: { properties: Record<string, unknown> }, field: string, lang: Lang) =>
  (schema.properties[field] as { 'x-label': Record<Lang, string> })['x-label'][lang];
const paymentStatus = (value: number, lang: Lang) =>
  (enums.$defs.order_transaction_status['x-enum-labels'] as Record<string, Record<Lang, string>>)[String(value)][lang];
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
/** The value beside a field's label on a detail page. */
const valueOf = (page: Page, fieldLabel: string) =>
  page.getByRole('rowheader', { name: fieldLabel, exact: true }).locator('xpath=following-sibling::*[1]');

/** The admin's API, as the tests set data up with it. */
async function adminApi(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return {
    get: async (url: string) => (await (await request.get(url, { headers })).json()).data,
    send: async (method: 'post' | 'put', url: string, data: object) => {
      const res = await request[method](url, { headers, data });
      expect(res.ok(), await res.text()).toBe(true);
      return (await res.json()).data;
    },
  };
}

test.use({ viewport: { width: 1280, height: 900 } });

test("the product list and page show each product's stock, which a stock-in moves", async ({ page }) => {
  const lang: Lang = 'vi';
  const api = await adminApi(page.request);
  const [first] = (await api.get('/v1/api/admin/products?size=1&sort=id:desc')).content;
  const supplier = (await api.get('/v1/api/admin/suppliers?size=1')).content[0];

  await signIn(page, lang);
  await page.goto('/products');
  const headers = page.locator('.ant-table-thead th');
  await expect(headers.filter({ hasText: label(products, 'in_stock', lang) })).toBeVisible();
  const column = (await headers.allInnerTexts()).map((h) => h.trim()).indexOf(label(products, 'in_stock', lang)) + 1;
  const firstRow = rows(page).filter({ hasText: first.name }).first();
  await expect(firstRow.locator(`td:nth-child(${column})`)).toHaveText(String(first.in_stock));

  await api.send('post', '/v1/api/admin/inventories', {
    product_id: first.id,
    supplier_id: supplier.id,
    quantity: 7,
    unit_price: 10_000,
    at_date: '2026-01-05',
  });
  await page.reload();
  await expect(firstRow.locator(`td:nth-child(${column})`)).toHaveText(String(first.in_stock + 7));

  await firstRow.getByRole('link', { name: first.name }).click();
  await expect(valueOf(page, label(products, 'in_stock', lang))).toHaveText(String(first.in_stock + 7));
});

test("choosing the buying player fills the order's customer, still editable", async ({ page }) => {
  const lang: Lang = 'en';
  const api = await adminApi(page.request);
  const [player] = (await api.get('/v1/api/admin/players?size=1&sort=name:asc&auditingStatuses=1')).content;

  await signIn(page, lang);
  await page.goto('/orders/create');
  const form = page.locator('form#orders-create-form');
  await expect(form).toBeVisible();
  await choose(page, form.getByLabel(label(orders, 'branch_id', lang)), player.branch.name);
  // The players list is paged: the name is typed, as a user finds a player.
  const players = form.getByLabel(label(orders, 'player_id', lang));
  await expect(players).toBeEnabled();
  await players.click();
  await players.fill(player.name);
  await choose(page, players, player.name);
  const name = form.getByLabel(label(orders, 'customer_name', lang));
  await expect(name).toHaveValue(player.parent_name);
  await expect(form.getByLabel(label(orders, 'customer_mobile', lang))).toHaveValue(player.mobile);
  await name.fill('Người nhận khác');
  await expect(name).toHaveValue('Người nhận khác');
});

// One language per journey, the suite alternating them: walking it again in the other only computes it twice.
for (const lang of ['en'] as const) {
  test(`a refunded order shows its refund and reads "refunded", not "paid" (${lang})`, async ({ page }) => {
    const api = await adminApi(page.request);
    const branch = (await api.get('/v1/api/admin/branches?size=1&sort=id:asc')).content[0];
    const [product] = (await api.get('/v1/api/admin/products?size=1&sort=id:asc&auditingStatuses=1')).content;
    const body = {
      branch_id: branch.id,
      customer_name: 'Hoàng Gia Huy',
      customer_mobile: '0911222333',
      items: [{ product_id: product.id, quantity: 1 }],
      payment_type: 1,
      transaction_status: 1,
      order_status: 7,
      order_date: '2026-02-10',
    };
    const placed = await api.send('post', '/v1/api/admin/orders', body);
    const refunded = await api.send('put', `/v1/api/admin/orders/${placed.id}`, { ...body, order_status: 4 });

    await signIn(page, lang);
    await page.goto(`/orders/${placed.id}`);
    const item = (field: string) => valueOf(page, label(orders, field, lang));
    await expect(item('transaction_status')).toHaveText(paymentStatus(5, lang));
    await expect(page.locator('.ant-descriptions').getByText(paymentStatus(1, lang), { exact: true })).toHaveCount(0);

    // The refund is a money-out record of the order: its page shows the amount gone back.
    await item('refund_id').getByRole('link', { name: refunded.refund.name }).click();
    await expect(page).toHaveURL(new RegExp(`/expenses/${refunded.refund_id}$`));
    await expect(valueOf(page, label(expenses, 'amount', lang))).toHaveText(
      new Intl.NumberFormat('vi-VN').format(refunded.transaction_amount) + ' đ',
    );
    await expect(valueOf(page, label(expenses, 'order_id', lang))).toHaveText(placed.customer_name);
  });
}

test('the order form says beside each product what is in stock, in red past it; settings → shop say whether more may be sold', async ({
  page,
}) => {
  const lang: Lang = 'vi';
  const t = texts[lang];
  const api = await adminApi(page.request);
  const supplier = (await api.get('/v1/api/admin/suppliers?size=1')).content[0];
  const product = await api.send('post', '/v1/api/admin/products', {
    name: 'Găng tay thủ môn',
    code: 'GTTM01',
    retail_price: 320_000,
    selling_price: 280_000,
    auditing_status: 1,
  });
  await api.send('post', '/v1/api/admin/inventories', {
    product_id: product.id,
    supplier_id: supplier.id,
    quantity: 4,
    unit_price: 150_000,
    at_date: '2026-01-05',
  });

  await signIn(page, lang);
  await page.goto('/orders/create');
  const lines = page.locator('form#orders-create-form').getByRole('group', { name: label(orders, 'items', lang) });
  const line = orders.properties.items.items.properties;
  const select = lines.getByRole('combobox', { name: line.product_id['x-label'][lang] }).first();
  await select.click();
  await select.fill(product.name);
  await choose(page, select, product.name);
  const stock = lines.getByText(t.orderLines.inStock.replace('{{count}}', '4'));
  await expect(stock).toBeVisible();
  await expect(stock).not.toHaveClass(/danger/);
  await lines.getByRole('spinbutton', { name: line.quantity['x-label'][lang] }).first().fill('5');
  await expect(stock).toHaveClass(/danger/);

  await page.goto('/settings/shop');
  await expect(page.getByText(t.pageDescriptions.settings_shop)).toBeVisible();
  await expect(
    page.getByRole('switch', { name: settingsSchema.properties.shop_settings.properties!.sell_without_stock['x-label']![lang] }),
  ).not.toBeChecked();
});
