/**
 * Printing from the app: "Print" on a paid revenue's page downloads its receipt
 * as a PDF in the reader's language, and the orders list prints as filtered.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { pdfText } from '../helpers/pdf-text';
import { atRest, expect, signIn, test, texts } from './fixtures';

/** The admin's reads through the API, in this file's academy. */
async function adminGet(request: APIRequestContext) {
  const login = await request.post('/v1/api/oauth/token', { form: { grant_type: 'password', username: 'admin', password: 'Admin@123' } });
  const headers = { authorization: `Bearer ${(await login.json()).access_token}` };
  return async (url: string) => (await (await request.get(url, { headers })).json()).data;
}

test("a paid revenue's page prints its receipt (en), an unpaid one offers no print", async ({ page, request }) => {
  const t = texts.en;
  const get = await adminGet(request);
  const [paid] = (await get('/v1/api/admin/transactions?transactionStatuses=1&size=1')).content;
  const [unpaid] = (await get('/v1/api/admin/transactions?transactionStatuses=2,3,4&size=1')).content;
  await signIn(page, 'en');
  await page.goto(`/revenues/${paid.id}`);
  await atRest(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.print.button }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`receipt-${paid.id}.pdf`);
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain('RECEIPT');
  expect(text).toContain(paid.title);

  await page.goto(`/revenues/${unpaid.id}`);
  await expect(page.getByText(unpaid.title).first()).toBeVisible();
  await expect(page.getByRole('button', { name: t.print.button })).toHaveCount(0);
});

test('the orders list prints as filtered (vi)', async ({ page }) => {
  const t = texts.vi;
  await signIn(page, 'vi');
  await page.goto('/orders');
  await atRest(page);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t.print.printAll }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = pdfText(await readFile((await download.path())!));
  expect(text).toContain('DANH SÁCH ĐƠN HÀNG');
});
