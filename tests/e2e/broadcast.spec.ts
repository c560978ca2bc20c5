/**
 * A message to all customers: with the academy's e-mail pointing at a real SMTP server this
 * test starts, the admin writes a message on the parent notifications list, sees how many
 * e-mails it makes and the first one as it will read, confirms, and every parent and
 * customer with an address receives it once, filled in for them; the list shows it sent.
 */
import type { APIRequestContext } from '@playwright/test';
import notifications from '../../schemas/notifications.json' with { type: 'json' };
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { clickInDialog, expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const LOADING = { timeout: 45_000 };
const sentLabel = notifications.properties.status['x-enum-labels'].SENT.vi;
const CUSTOMER_EMAIL = 'khachhang.broadcast@example.test';

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startSmtpInbox();
});
test.afterAll(async () => {
  await inbox?.close();
});

async function adminApi(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  const sent = async (call: Promise<{ status(): number }>) => expect((await call).status()).toBe(200);
  return {
    get: async <T>(url: string): Promise<T> => (await (await request.get(url, { headers })).json()).data,
    put: (url: string, data: object) => sent(request.put(url, { headers, data })),
    patch: (url: string, data: object) => sent(request.patch(url, { headers, data })),
  };
}

test('the admin messages all parents and customers: each address receives it once, and the list shows it sent', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const api = await adminApi(request);
  await api.put('/v1/api/admin/settings', {
    email_settings: {
      is_enable: true,
      host: '127.0.0.1',
      port: inbox.port,
      secure: false,
      user: '',
      smtp_password: '',
      sender: 'thongbao@ngoisao.test',
    },
  });
  // The demo's parents with an e-mail are those its past notifications went to; one customer gets an address too.
  const [customer] = (await api.get<{ content: Array<{ id: number; name: string }> }>('/v1/api/admin/customers?size=1&sort=id:asc'))
    .content;
  await api.patch(`/v1/api/admin/customers/${customer.id}`, { email: CUSTOMER_EMAIL });
  const audience = await api.get<{
    total: number;
    parents: number;
    customers: number;
    academy_name: string;
    first: { recipient: string; parent_name: string };
  }>('/v1/api/admin/notifications/broadcast');
  expect(audience.customers).toBe(1);

  const t = texts.vi.broadcast;
  await signIn(page, 'vi');
  await page.goto('/notifications');
  await page.getByRole('button', { name: t.open }).click(LOADING);
  const dialog = page.getByRole('dialog', { name: t.title });
  await expect(dialog.getByText(`Sẽ gửi ${audience.total} email (${audience.parents} tới phụ huynh, 1 tới khách hàng).`)).toBeVisible(
    LOADING,
  );

  // Sending empty is refused on the form, with the §5 message.
  await dialog.getByRole('button', { name: t.send }).click();
  await expect(dialog.getByText(texts.vi.validation.required)).toHaveCount(2);

  await dialog.getByLabel(t.subject).fill('Nghỉ lễ Quốc khánh tại {academy_name}');
  await dialog.getByLabel(t.body).fill('Kính gửi {parent_name},\nTrung tâm nghỉ ngày 2/9, học lại ngày 3/9.');
  const subject = `Nghỉ lễ Quốc khánh tại ${audience.academy_name}`;
  await expect(dialog.getByText(`Xem trước: email gửi tới ${audience.first.recipient}`)).toBeVisible();
  await expect(dialog.getByText(subject)).toBeVisible();
  await expect(dialog.getByText(`Kính gửi ${audience.first.parent_name},`)).toBeVisible();

  await dialog.getByRole('button', { name: t.send }).click();
  const confirm = page.locator('.ant-modal-confirm').filter({ hasText: `Gửi thông báo này tới ${audience.total} người nhận?` });
  await clickInDialog(page, confirm, t.send);
  await expect(page.getByText(`Đã xếp hàng gửi ${audience.total} tin`)).toBeVisible(LOADING);
  await expect(dialog).toBeHidden();

  const mails = await inbox.waitFor(audience.total, 60_000);
  const addresses = mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0].address!.toLowerCase() : ''));
  expect(new Set(addresses).size).toBe(audience.total);
  expect(addresses).toContain(CUSTOMER_EMAIL);
  expect(mails.every((m) => m.subject === subject)).toBe(true);
  expect(mails.find((m) => addresses[mails.indexOf(m)] === CUSTOMER_EMAIL)!.text).toContain(`Kính gửi ${customer.name},`);

  const rows = page.locator('.ant-table-row').filter({ hasText: subject });
  await expect(async () => {
    await page.reload();
    await expect(rows.first()).toContainText(sentLabel, { timeout: 5_000 });
  }).toPass(LOADING);
});
