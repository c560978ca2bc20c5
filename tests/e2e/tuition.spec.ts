/**
 * Tuition paid online, end to end at a phone's width: the admin takes an unpaid
 * fee's payment link from the revenues list, a parent (no session) opens it,
 * pays at the local VNPay simulator, which calls the academy's IPN and sends the
 * parent back; the return page says paid, and so does the admin's revenue. The
 * link's dialog says until when it works and revokes it; a revoked link's page says so.
 * A fee's VietQR, scanned from the pictures on the parent's page and the office's, pays the
 * academy's account the fee's amount with the fee's code; the office's reminder says whom it told.
 */
import type { APIRequestContext } from '@playwright/test';
import { formatDateTime } from '../../domain/dates';
import { bankNamed } from '../../domain/banks';
import { formatMoney } from '../../domain/money';
import { TRANSFER_CODE } from '../../domain/transfer-code';
import { readVietQr } from '../../domain/vietqr';
import enums from '../../schemas/enums.json' with { type: 'json' };
import revenues from '../../schemas/revenues.json' with { type: 'json' };
import { VnpaySimulator } from '../helpers/vnpay-simulator';
import { academyURL, atRest, clickMenuItem, expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';
import { readQr } from './read-qr';

const HASH_SECRET = 'E2ESIMULATORHASHSECRET';
const TMN_CODE = 'E2EACAD1';
const AMOUNT = 1_350_000;
const PAID = enums.$defs.transaction_status['x-enum-labels']['1'];
const linkAction = revenues['x-actions'].find((a) => a.name === 'paymentLink')!.label;
const remindAction = revenues['x-actions'].find((a) => a.name === 'remind')!.label;

let sim: VnpaySimulator;
test.beforeAll(async () => {
  sim = await new VnpaySimulator({ tmnCode: TMN_CODE, hashSecret: HASH_SECRET, ipnUrl: `${academyURL()}/v1/api/public/vnpay/ipn` }).start();
});
test.afterAll(() => sim?.close());

test.use({ viewport: { width: 390, height: 844 } });

/** VNPay set up in this file's academy, and a new unpaid fee of one of its players. */
async function unpaidFee(request: APIRequestContext, title: string): Promise<number> {
  const headers = await apiHeaders(request);
  const settings = await request.put('/v1/api/admin/settings', {
    headers,
    data: {
      payment_settings: {
        is_active: true,
        mode: 'SANDBOX',
        merchant_key: TMN_CODE,
        merchant_secret_key: 'unused',
        checksum_key: HASH_SECRET,
        end_point: sim.pageUrl,
        callback_url: academyURL(),
      },
    },
  });
  expect(settings.status()).toBe(200);
  const first = async (url: string) => (await (await request.get(url, { headers })).json()).data.content[0];
  const [player, category] = [
    await first('/v1/api/admin/players?size=1&auditingStatuses=1'),
    await first('/v1/api/admin/transaction-categories?size=1&types=3'),
  ];
  const today = new Date().toISOString().slice(0, 10);
  const res = await request.post('/v1/api/admin/transactions', {
    headers,
    data: {
      title,
      category_id: category.id,
      branch_id: player.branch_id,
      player_id: player.id,
      amount: AMOUNT,
      at_date: today,
      payment_type: 1,
      transaction_status: 4,
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()).data.id;
}

test('a parent pays an unpaid fee from its payment link on a phone, once, and the admin sees it paid (vi)', async ({
  page,
  browser,
  request,
}) => {
  const t = texts.vi;
  const title = `Học phí tháng ${Date.now() % 100000}`;
  const id = await unpaidFee(request, title);

  await signIn(page, 'vi');
  await page.goto('/revenues');
  // The admin works on a phone too: the revenues list is cards there.
  const row = page.locator('.record-cards .ant-list-item').filter({ hasText: title });
  await row.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, page.getByRole('menuitem', { name: linkAction.vi }));
  const dialog = page.getByRole('dialog', { name: linkAction.vi });
  await expect(dialog.getByTestId('payment-qr')).toBeVisible();
  const link = await dialog.getByTestId('payment-link').inputValue();
  expect(link).toContain(`/view/tuition?revenue=${id}&token=`);
  await expect(page.getByTestId('payment-logos').getByRole('img', { name: 'VNPay' })).toBeVisible();

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const parent = await phone.newPage();
  await parent.goto(link);
  await expect(parent.getByText(title)).toBeVisible();
  await expect(parent.getByTestId('fee-amount')).toHaveText(formatMoney(AMOUNT));
  await expect(parent.getByText(t.tuition.sandbox)).toBeVisible();
  await parent.getByRole('button', { name: t.tuition.payWithVnpay }).click();

  await expect(parent.getByTestId('amount')).toContainText('1.350.000');
  await parent.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(parent.getByText(t.tuition.paid, { exact: true })).toBeVisible();
  await expect(parent.getByText(t.tuition.paidDetail.replace('{{amount}}', formatMoney(AMOUNT)).replace('{{title}}', title))).toBeVisible();
  expect(sim.ipnAnswers.at(-1)).toEqual({ RspCode: '00', Message: 'Confirm Success' });

  await phone.close();
  await page.reload();
  await expect(row).toContainText(PAID.vi);
  await page.goto(`/revenues/${id}`);
  await expect(page.getByText(PAID.vi).first()).toBeVisible();
});

test("a fee's VietQR, on the parent's page and on the office's, reads back as the academy's account, the amount and the fee's code (en)", async ({
  page,
  browser,
  request,
}) => {
  const headers = await apiHeaders(request);
  const id = await unpaidFee(request, 'Tuition by bank transfer');
  const fee = (await (await request.get(`/v1/api/admin/transactions/${id}`, { headers })).json()).data;
  const academy = (await (await request.get('/v1/api/admin/academies/my-academy', { headers })).json()).data;
  const expected = { bin: bankNamed(academy.bank_name)!.bin, account: academy.account_number, amount: AMOUNT, message: fee.transfer_code };
  expect(fee.transfer_code).toMatch(TRANSFER_CODE);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const parent = await phone.newPage();
  const link = (await (await request.post(`/v1/api/admin/transactions/${id}/payment-link`, { headers })).json()).data.url;
  await parent.goto(`${link}&lang=en`);
  await expect(parent.getByTestId('transfer-message')).toHaveText(fee.transfer_code);
  const scanned = readVietQr(await readQr(parent.getByTestId('vietqr')));
  expect(scanned).toMatchObject({ ...expected, crcValid: true });
  await phone.close();

  await signIn(page, 'en');
  await page.goto(`/revenues/${id}`);
  const section = page.getByTestId('fee-transfer');
  await expect(section.getByTestId('transfer-account')).toHaveText(academy.account_number);
  expect(readVietQr(await readQr(section.getByTestId('vietqr')))).toMatchObject({ ...expected, crcValid: true });

  // The office reminds the parent, and is told whether the parent could be reached.
  await page.getByRole('button', { name: texts.en.table.actions }).click();
  await clickMenuItem(page, page.getByRole('menuitem', { name: remindAction.en }));
  await page.locator('.ant-modal-confirm').getByRole('button', { name: remindAction.en }).click();
  const told = page.getByRole('dialog', { name: remindAction.en, exact: true });
  await expect(told.getByText(texts.en.attendance.notices.title)).toBeVisible();
  await expect(told).toContainText(/parents? (will be told|cannot be told)/);
});

test('a forged VNPay report is refused: the return page cannot verify it and the fee can still be paid (en)', async ({
  browser,
  request,
}) => {
  const t = texts.en;
  const id = await unpaidFee(request, 'Tuition, forged return');
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const parent = await phone.newPage();
  const headers = await apiHeaders(request);
  const link = (await (await request.post(`/v1/api/admin/transactions/${id}/payment-link`, { headers })).json()).data.url;
  await parent.goto(`${link}&lang=en`);
  sim.next = { forgeSignature: true };
  await parent.getByRole('button', { name: t.tuition.payWithVnpay }).click();
  await parent.getByRole('button', { name: 'Thanh toán' }).click();
  await expect(parent.getByText(t.tuition.invalid, { exact: true })).toBeVisible();
  expect(sim.ipnAnswers.at(-1)).toEqual({ RspCode: '97', Message: 'Fail checksum' });
  await parent.goto(`${link}&lang=en`);
  await expect(parent.getByRole('button', { name: t.tuition.payWithVnpay })).toBeVisible();
  await phone.close();
});

test("the link dialog says until when the link works and revokes it; the parent's page then says it was revoked (en admin, vi parent)", async ({
  page,
  browser,
  request,
}) => {
  const t = texts.en;
  const title = `Tuition to revoke ${Date.now() % 100000}`;
  await unpaidFee(request, title);

  await signIn(page, 'en');
  await page.goto('/revenues');
  const row = page.locator('.record-cards .ant-list-item').filter({ hasText: title });
  await row.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, page.getByRole('menuitem', { name: linkAction.en }));
  const dialog = page.getByRole('dialog', { name: linkAction.en });
  const link = await dialog.getByTestId('payment-link').inputValue();
  const headers = await apiHeaders(request);
  const id = new URL(link).searchParams.get('revenue');
  // Asked again, the fee's open link comes back as it is, with its expiry.
  const { expires_at } = (await (await request.post(`/v1/api/admin/transactions/${id}/payment-link`, { headers })).json()).data;
  await expect(dialog.getByTestId('payment-link-expiry')).toHaveText(
    t.tuition.linkValidUntil.replace('{{time}}', formatDateTime(expires_at)).replace('{{days}}', '7'),
  );

  await dialog.getByRole('button', { name: t.tuition.revoke }).click();
  const confirm = page.locator('.ant-popconfirm');
  await expect(confirm).toContainText(t.tuition.revokeConfirm);
  await atRest(page);
  await confirm.getByRole('button', { name: t.tuition.revoke }).click();
  await expect(dialog.getByTestId('payment-link-revoked')).toHaveText(t.tuition.revoked);
  await expect(dialog.getByTestId('payment-qr')).toHaveCount(0);

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
  const parent = await phone.newPage();
  await parent.goto(`${link}&lang=vi`);
  await expect(parent.getByText(texts.vi.webview.revoked)).toBeVisible();
  await expect(parent.getByText(texts.vi.tuition.linkRevoked)).toBeVisible();
  await expect(parent.getByText(title)).toHaveCount(0);
  await phone.close();
});
