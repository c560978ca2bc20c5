/**
 * A parent texted about an absence: the admin sets up SMS on its settings page (pointing the
 * API URL at a local eSMS stand-in this test starts), marks a player absent on the attendance
 * screen, the server's sender posts the SMS as eSMS documents it, and the list of
 * notifications shows it sent.
 */
import type { APIRequestContext } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import notifications from '../../schemas/notifications.json' with { type: 'json' };
import settings from '../../schemas/settings/settings.json' with { type: 'json' };
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const today = academyToday(DEFAULT_TIME_ZONE);
const LOADING = { timeout: 45_000 };
const absentLabel = enums.$defs.check_in['x-enum-labels']['0'].vi;
const sentLabel = notifications.properties.status['x-enum-labels'].SENT.vi;
const field = settings.properties.sms_settings.properties;
const KEYS = { apiKey: 'KEY123', secretKey: 'SECRET456', brandname: 'NGOISAO' };

let esms: EsmsServer;
test.beforeAll(async () => {
  esms = await startEsmsServer({ ...KEYS, brandnames: [KEYS.brandname], balance: 10 });
});
test.afterAll(async () => {
  await esms?.close();
});

async function adminGet<T>(request: APIRequestContext, url: string): Promise<T> {
  const headers = await apiHeaders(request);
  return (await (await request.get(url, { headers })).json()).data;
}

test('SMS set up on its settings page: an absence texts the parent through eSMS, and the list shows it sent', async ({ page, request }) => {
  test.setTimeout(240_000);
  await signIn(page, 'vi');
  await page.goto('/settings/sms');
  await page.getByRole('switch').first().click(LOADING);
  await page.getByLabel(field.api_key['x-label'].vi).fill(KEYS.apiKey);
  await page.getByLabel(field.secret_key['x-label'].vi).fill(KEYS.secretKey);
  await page.getByLabel(field.brand_name['x-label'].vi).fill(KEYS.brandname);
  await page.getByLabel(field.api_url['x-label'].vi).fill(esms.apiUrl);
  await page.getByRole('button', { name: texts.vi.buttons.save }).click();
  await expect(page.getByText(texts.vi.settingsPages.saved)).toBeVisible(LOADING);

  // A player in a class taking attendance today (the demo's past notifications name some).
  const history = await adminGet<{ content: Array<{ player: { id: number } }> }>(request, '/v1/api/admin/notifications?size=20');
  const player = await adminGet<{ id: number; name: string; mobile: string; class_id: number }>(
    request,
    `/v1/api/players/${history.content[0].player.id}`,
  );
  const t = texts.vi.attendance;
  await page.goto(`/attendances/players?classId=${player.class_id}&date=${today}`);
  const row = page.locator('.attendance-row').filter({ hasText: player.name });
  await row.locator('label.ant-radio-button-wrapper').filter({ hasText: absentLabel }).click(LOADING);
  await page.getByRole('button', { name: t.save }).click();
  await expect(page.getByText(t.saved)).toBeVisible(LOADING);

  await expect.poll(() => esms.requests.length, LOADING).toBe(1);
  expect(esms.violations).toEqual([]);
  expect(esms.requests[0].body).toMatchObject({
    ApiKey: KEYS.apiKey,
    SecretKey: KEYS.secretKey,
    Brandname: KEYS.brandname,
    Phone: player.mobile,
    SmsType: '2',
  });
  expect(esms.requests[0].body.Content).toContain('vang mat');

  // The sender marks it sent once eSMS has taken it; then the list, newest first, shows it so.
  const smsOf = `/v1/api/admin/notifications?playerIds=${player.id}&channels=SMS&sort=id:desc&size=1`;
  await expect
    .poll(async () => (await adminGet<{ content: Array<{ status: string }> }>(request, smsOf)).content[0]?.status, LOADING)
    .toBe('SENT');
  await page.goto(`/notifications?playerIds=${player.id}&channels=SMS`);
  await expect(page.locator('.ant-table-row').first()).toContainText(player.mobile, LOADING);
  await expect(page.locator('.ant-table-row').first()).toContainText(sentLabel);
});
