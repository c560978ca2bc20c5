/**
 * Tuition transfers matched through SePay, end to end: the local stand-in SePay
 * (tests/helpers/sepay-stand-in.ts) calls this academy's webhook for a parent's transfer with a
 * fee's code and amount; the fee turns paid once however often it calls, the bell tells the
 * admin, and the parent's receipt is queued once. A transfer over its fee waits in the
 * reconciliation queue, where the admin assigns it from its row menu, and what is over is booked.
 * A transfer whose webhook never came is found by the look at SePay's list (its stand-in,
 * tests/helpers/sepay-api-stand-in.ts), asked from the settings page.
 */
import type { APIRequestContext } from '@playwright/test';
import { formatMoney } from '../../domain/money';
import bankTransfers from '../../schemas/bank_transfers.json' with { type: 'json' };
import enums from '../../schemas/enums.json' with { type: 'json' };
import { SepayStandIn } from '../helpers/sepay-stand-in';
import { startSepayApi } from '../helpers/sepay-api-stand-in';
import { academyURL, choose, clickInDialog, clickMenuItem, expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const LOADING = { timeout: 45_000 };
const KEY = 'e2e-sepay-webhook-key-0123';
const PAID = enums.$defs.transaction_status['x-enum-labels']['1'].vi;
const status = bankTransfers.properties.status['x-enum-labels'];
const assign = bankTransfers['x-actions'].find((a) => a.name === 'assign')!;
const feeLabel = assign.form.properties.revenue_id!['x-label'].vi;

interface Fee {
  id: number;
  title: string;
  amount: number;
  code: string;
}

/** SePay set up in this file's academy, and two new unpaid fees of one of its players. */
async function setUp(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  const settings = await request.put('/v1/api/admin/settings', {
    headers,
    data: { bank_transfer_settings: { is_enable: true, provider: 'SEPAY', webhook_api_key: KEY } },
  });
  expect(settings.status()).toBe(200);
  const first = async (url: string) => (await (await request.get(url, { headers })).json()).data.content[0];
  const [player, category] = [
    await first('/v1/api/admin/players?size=1&auditingStatuses=1'),
    await first('/v1/api/admin/transaction-categories?size=1&types=3'),
  ];
  const fee = async (title: string, amount: number): Promise<Fee> => {
    const res = await request.post('/v1/api/admin/transactions', {
      headers,
      data: {
        title,
        amount,
        category_id: category.id,
        branch_id: player.branch_id,
        player_id: player.id,
        at_date: '2026-11-01',
        payment_type: 2,
        transaction_status: 2,
      },
    });
    expect(res.status()).toBe(201);
    const { id, transfer_code } = (await res.json()).data;
    return { id, title, amount, code: transfer_code };
  };
  return { headers, exact: await fee('Học phí tháng 12 bé Minh', 1_350_000), over: await fee('Học phí tháng 12 bé Lan', 900_000) };
}

test('a parent’s transfer pays its fee once and the bell says so; one over its fee is assigned from the queue (vi)', async ({
  page,
  request,
}) => {
  const t = texts.vi;
  const { headers, exact, over } = await setUp(request);
  const sepay = new SepayStandIn({ url: `${academyURL()}/v1/api/public/bank-transfers/sepay`, apiKey: KEY });

  await signIn(page, 'vi');
  await page.goto('/');
  // What came before is read: the payment is then the one new item under the bell.
  await page.getByRole('button', { name: /^Thông báo, \d+/ }).click(LOADING);
  const markAll = page.getByRole('button', { name: t.inbox.markAllRead });
  if (await markAll.isEnabled()) await markAll.click();
  await expect(page.getByRole('button', { name: t.inbox.open.replace('{{count}}', '0') })).toBeVisible(LOADING);
  await page.keyboard.press('Escape');

  // The parent's transfer, and SePay's retry of it.
  const paying = sepay.transfer(exact.amount, `MBVCB.8812.${exact.code}.CT tu NGUYEN THI HOA`);
  expect((await sepay.deliver(paying)).delivered).toBe(true);
  expect((await sepay.deliver(paying)).delivered).toBe(true);

  await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
  const counted = page.getByRole('button', { name: t.inbox.open.replace('{{count}}', '1') });
  await expect(counted).toBeVisible(LOADING);
  await counted.click();
  const title = t.inbox.titles.payment.replace('{{amount}}', formatMoney(exact.amount)).replace('{{title}}', exact.title);
  await page.getByRole('button', { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/revenues/${exact.id}$`));
  await expect(page.getByText(PAID).first()).toBeVisible(LOADING);
  const notices = await request.get('/v1/api/admin/notifications?events=PAYMENT_RECORDED&size=100', { headers });
  const receipts = (await notices.json()).data.content.filter((n: { record_id: number }) => n.record_id === exact.id);
  expect(receipts.length).toBeGreaterThan(0);
  expect(new Set(receipts.map((n: { channel: string }) => n.channel)).size).toBe(receipts.length);

  // 200,000 đ more than its fee: it waits, and the admin assigns it.
  const overpaying = sepay.transfer(over.amount + 200_000, `${over.code} HOC PHI BE LAN`);
  expect((await sepay.deliver(overpaying)).delivered).toBe(true);
  await page.goto('/bank-transfers');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: over.code });
  await expect(row).toContainText(status.UNMATCHED.vi, LOADING);
  await expect(row).toContainText(bankTransfers.properties.reason['x-enum-labels'].AMOUNT_DIFFERS.vi);
  await row.getByRole('button', { name: t.table.actions }).click();
  await clickMenuItem(page, page.getByRole('menuitem').filter({ hasText: new RegExp(`^${assign.label.vi}$`) }));
  const dialog = page.getByRole('dialog').filter({ hasText: assign.label.vi });
  await choose(page, dialog.getByLabel(feeLabel), over.title);
  await clickInDialog(page, dialog, assign.label.vi);
  await expect(dialog).toBeHidden();
  await expect(row).toContainText(status.ASSIGNED.vi, LOADING);

  const fee = await request.get(`/v1/api/admin/transactions/${over.id}`, { headers });
  expect((await fee.json()).data).toMatchObject({ transaction_status: 1, amount: over.amount });
  const overs = await request.get(`/v1/api/admin/transactions?playerIds=${(await fee.json()).data.player_id}&size=100`, { headers });
  const booked = (await overs.json()).data.content.filter((r: { title: string }) => r.title === `Tiền chuyển thừa: ${over.title}`);
  expect(booked).toEqual([expect.objectContaining({ amount: 200_000, transaction_status: 1 })]);
});

test('a transfer whose webhook never came is found by “Check now” on the settings page, and pays its fee (en)', async ({
  page,
  request,
}) => {
  const t = texts.en;
  const { headers, exact } = await setUp(request);
  const academy = (await (await request.get('/v1/api/admin/academies/my-academy', { headers })).json()).data;
  const sepay = new SepayStandIn(
    { url: `${academyURL()}/v1/api/public/bank-transfers/sepay`, apiKey: KEY },
    { bank: 'ACB', number: academy.account_number },
  );
  const api = await startSepayApi(sepay, 'E2E-SEPAY-API-TOKEN-0123');
  try {
    const saved = await request.put('/v1/api/admin/settings', {
      headers,
      data: {
        bank_transfer_settings: {
          is_enable: true,
          provider: 'SEPAY',
          webhook_api_key: KEY,
          api_token: 'E2E-SEPAY-API-TOKEN-0123',
          api_url: api.apiUrl,
        },
      },
    });
    expect(saved.status()).toBe(200);
    // The parent paid; SePay never called.
    sepay.transfer(exact.amount, `${exact.code} hoc phi be Minh`);

    await signIn(page, 'en');
    await page.goto('/settings/bank-transfers');
    const check = page.getByTestId('transfer-check');
    await expect(check.getByText(t.bankTransfers.checkNever)).toBeVisible(LOADING);
    await check.getByRole('button', { name: t.bankTransfers.checkNow }).click();
    // “Checked at <time>: SePay lists 1 incoming transfers over two days; 1 the webhook had missed are now booked.”
    const found = t.bankTransfers.checkOk.split('{{at}}')[1].replace('{{listed}}', '1').replace('{{booked}}', '1');
    await expect(check.getByRole('status')).toContainText(found, LOADING);
    expect(api.violations).toEqual([]);
    const fee = await request.get(`/v1/api/admin/transactions/${exact.id}`, { headers });
    expect((await fee.json()).data).toMatchObject({ transaction_status: 1, payment_type: 2 });

    // Reloaded, the page shows the look it last made.
    await page.reload();
    await expect(check.getByRole('status')).toContainText(found, LOADING);
  } finally {
    await api.close();
  }
});
