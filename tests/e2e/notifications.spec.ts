/**
 * A parent hears of an absence: with the academy's e-mail set up (pointing at a real SMTP
 * server this test starts), the admin marks a player absent on the attendance screen, the
 * server's sender delivers the parent's e-mail in the academy's language, and the list of
 * notifications shows it sent. The templates page shows the wording an empty template sends.
 * The e-mail settings page sends a test message with the values typed, before saving.
 */
import type { APIRequestContext } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import notifications from '../../schemas/notifications.json' with { type: 'json' };
import settings from '../../schemas/settings/settings.json' with { type: 'json' };
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const today = academyToday(DEFAULT_TIME_ZONE);
const LOADING = { timeout: 45_000 };
const absentLabel = enums.$defs.check_in['x-enum-labels']['0'].vi;
const sentLabel = notifications.properties.status['x-enum-labels'].SENT.vi;

let inbox: SmtpInbox;
test.beforeAll(async () => {
  inbox = await startSmtpInbox();
});
test.afterAll(async () => {
  await inbox?.close();
});

async function adminApi(request: APIRequestContext) {
  const headers = await apiHeaders(request);
  return {
    get: async <T>(url: string): Promise<T> => (await (await request.get(url, { headers })).json()).data,
    put: async (url: string, data: object) => expect((await request.put(url, { headers, data })).status()).toBe(200),
  };
}

test("a player marked absent: the parent's e-mail arrives in the academy's language, and the list shows it sent", async ({
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
  // A player whose parent has an e-mail (the demo's past notifications went to some), in a class taking attendance today.
  const history = await api.get<{ content: Array<{ player: { id: number } }> }>('/v1/api/admin/notifications?size=20');
  const player = await api.get<{ id: number; name: string; email: string; class_id: number }>(
    `/v1/api/players/${history.content[0].player.id}`,
  );

  const t = texts.vi.attendance;
  await signIn(page, 'vi');
  await page.goto(`/attendances/players?classId=${player.class_id}&date=${today}`);
  const row = page.locator('.attendance-row').filter({ hasText: player.name });
  await row.locator('label.ant-radio-button-wrapper').filter({ hasText: absentLabel }).click({ timeout: LOADING.timeout });
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible(LOADING);

  const [mail] = await inbox.waitFor(1, 60_000);
  expect(mail.to).toMatchObject({ value: [{ address: player.email }] });
  expect(mail.subject).toContain(`${player.name} vắng mặt ngày ${today.split('-').reverse().join('/')}`);
  expect(mail.text).toContain(`học viên ${player.name} đã vắng mặt`);
  expect(mail.headers.get('content-language')).toBe('vi');

  await page.goto(`/notifications?playerIds=${player.id}`);
  const newest = page.locator('.ant-table-row').filter({ hasText: mail.subject! });
  await expect(async () => {
    await page.reload();
    await expect(newest).toContainText(sentLabel, { timeout: 5_000 });
  }).toPass(LOADING);
  await expect(newest).toContainText(player.name);
});

test('the message templates page shows the default wording each empty field sends, and the fields each event fills in', async ({
  page,
  request,
}) => {
  const api = await adminApi(request);
  await api.put('/v1/api/admin/settings', { notification_templates: { payment_recorded_subject_vi: '', payment_recorded_subject_en: '' } });
  await signIn(page, 'en');
  await page.goto('/settings/notification-templates');
  const subjectVi = page.getByLabel('Payment: subject (Vietnamese)');
  await expect(subjectVi).toHaveAttribute('placeholder', texts.vi.outbox.templates.PAYMENT_RECORDED.subject, LOADING);
  await expect(page.getByLabel('Payment: subject (English)')).toHaveAttribute(
    'placeholder',
    texts.en.outbox.templates.PAYMENT_RECORDED.subject,
  );
  await expect(page.getByLabel('New event: message (English)')).toHaveAttribute(
    'placeholder',
    texts.en.outbox.templates.EVENT_PUBLISHED.body,
  );
  await expect(page.getByText(texts.en.outbox.fieldsFilled)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'Payment received' })).toContainText(
    '{amount}, {date}, {payment_for}, {category}',
  );

  // The admin's own wording is saved in place of the default.
  await subjectVi.fill('Đã nhận {amount} - {player_name}');
  await page.getByRole('button', { name: texts.en.buttons.save }).click();
  await expect
    .poll(
      async () =>
        (await api.get<{ notification_templates: Record<string, string> }>('/v1/api/settings')).notification_templates
          .payment_recorded_subject_vi,
      LOADING,
    )
    .toBe('Đã nhận {amount} - {player_name}');
  await api.put('/v1/api/admin/settings', { notification_templates: { payment_recorded_subject_vi: '' } });
});

test('the e-mail settings page sends a test message with the values typed, before saving, and says the server took it', async ({
  page,
}) => {
  const t = texts.en.settingsPages.test;
  const field = settings.properties.email_settings.properties;
  await signIn(page, 'en');
  await page.goto('/settings/email');
  await page.getByLabel(field.host['x-label'].en).fill('127.0.0.1', LOADING);
  await page.getByRole('spinbutton', { name: field.port['x-label'].en }).fill(String(inbox.port));
  await page.getByLabel(field.sender['x-label'].en).fill('thongbao@ngoisao.test');
  const before = inbox.mails.length;
  await page.getByLabel(t.to.email).fill('office@example.test');
  await page.getByRole('button', { name: t.send }).click();
  await expect(page.locator('.settings-test-message').getByRole('status')).toHaveText(
    t.sent.email.replace('{{to}}', 'office@example.test'),
    LOADING,
  );
  const mail = (await inbox.waitFor(before + 1))[before];
  expect(mail.subject).toContain(texts.en.outbox.test.subject.replace('[{{academy}}] ', ''));
  expect(mail.to).toMatchObject({ value: [{ address: 'office@example.test' }] });
});
