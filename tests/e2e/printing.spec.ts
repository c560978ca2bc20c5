/**
 * Printing from the app: "Print" on a paid revenue's page downloads its receipt
 * as a PDF in the reader's language, a fee collected at the desk prints its
 * receipt from there, and the orders list prints as filtered.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download } from '@playwright/test';
import { formatDate } from '../../domain/dates';
import { formatMoney } from '../../domain/money';
import enums from '../../schemas/enums.json' with { type: 'json' };
import revenues from '../../schemas/revenues.json' with { type: 'json' };
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { academyToday } from '../../server/core/academy-clock';
import { pdfText } from '../helpers/pdf-text';
import { atRest, clickMenuItem, expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

// The browser's today is the academy's: a date field starts at the academy's day.
test.use({ timezoneId: 'Asia/Ho_Chi_Minh' });

const pdfOf = async (download: Download) => pdfText(await readFile((await download.path())!)).replace(/\s+/g, ' ');

/** The admin's reads through the API, in this file's academy. */
async function adminGet(request: APIRequestContext) {
  const headers = await apiHeaders(request);
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
  // Its transfer code prints (the page is whole once it shows); a receipt does not.
  await expect(page.getByRole('button', { name: t.tuition.transferPrint })).toBeVisible();
  await expect(page.getByRole('button', { name: t.print.button, exact: true })).toHaveCount(0);
});

test("a fee is collected from the player's page in one step, and its receipt prints from there (vi)", async ({ page, request }) => {
  const t = texts.vi;
  const collect = revenues['x-actions'].find((a) => a.name === 'collect')!;
  const headers = await apiHeaders(request);
  const first = async (url: string) => (await (await request.get(url, { headers })).json()).data.content[0];
  const [player, category] = [
    await first('/v1/api/admin/players?size=1&auditingStatuses=1'),
    await first('/v1/api/admin/transaction-categories?size=1&types=3'),
  ];
  const title = `Học phí thu tại quầy ${Date.now() % 100000}`;
  const created = await request.post('/v1/api/admin/transactions', {
    headers,
    data: {
      title,
      category_id: category.id,
      branch_id: player.branch_id,
      player_id: player.id,
      amount: 1_200_000,
      at_date: academyToday(DEFAULT_TIME_ZONE),
      payment_type: 2,
      transaction_status: 4,
    },
  });
  expect(created.status()).toBe(201);

  await signIn(page, 'vi');
  await page.goto(`/players/${player.id}`);
  const fees = page.locator('.ant-card').filter({ hasText: revenues['x-label'].vi });
  const row = fees.locator('tr.ant-table-row').filter({ hasText: title });
  await row.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, page.getByRole('menuitem', { name: collect.label.vi }));
  const dialog = page.getByRole('dialog', { name: collect.label.vi });
  // What is collected, then how: cash and the academy's today unless changed.
  await expect(dialog.getByText(title)).toBeVisible();
  await expect(dialog.getByText(formatMoney(1_200_000))).toBeVisible();
  await expect(dialog.getByText(enums.$defs.payment_type['x-enum-labels']['1'].vi)).toBeVisible();
  await expect(dialog.getByLabel(collect.form!.properties.at_date['x-label'].vi)).toHaveValue(formatDate(academyToday(DEFAULT_TIME_ZONE)));
  await dialog.getByRole('button', { name: collect.label.vi }).click();

  const done = page
    .getByRole('dialog', { name: collect.label.vi })
    .filter({ hasText: t.crud.actionDone.replace('{{action}}', collect.label.vi) });
  await expect(done).toContainText(`${title} · ${formatMoney(1_200_000)}`);
  const downloading = page.waitForEvent('download');
  await done.getByRole('button', { name: t.print.receiptButton }).click();
  const receipt = await pdfOf(await downloading);
  expect(receipt).toContain('BIÊN LAI THU TIỀN');
  expect(receipt).toContain(title);
  expect(receipt).toContain('Tiền mặt');
  expect(receipt).toContain('Bằng chữ: Một triệu hai trăm nghìn đồng');
  await done.getByRole('button', { name: t.buttons.close }).click();
  await expect(row).toContainText(enums.$defs.transaction_status['x-enum-labels']['1'].vi);

  // A fee written by hand, from the same page, starts on the same day.
  await fees.getByRole('link', { name: t.crud.create.replace('{{resource}}', revenues['x-label-one'].vi) }).click();
  await expect(page).toHaveURL(/\/revenues\/create\?/);
  await expect(page.getByLabel(revenues.properties.at_date['x-label'].vi)).toHaveValue(formatDate(academyToday(DEFAULT_TIME_ZONE)));
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
