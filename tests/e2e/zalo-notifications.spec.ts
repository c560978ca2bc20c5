/**
 * Parents told about an absence on Zalo: the admin sets up Zalo ZNS on its settings page
 * (pointing its addresses at a local stand-in of Zalo's servers this test starts) and connects
 * the Official Account with a refresh token, then marks two players absent. The parent with
 * Zalo gets the approved template, filled; the one whose number has no Zalo gets an SMS instead
 * (eSMS's stand-in), and the list of notifications shows both, with why.
 */
import type { APIRequestContext } from '@playwright/test';
import enums from '../../schemas/enums.json' with { type: 'json' };
import notifications from '../../schemas/notifications.json' with { type: 'json' };
import settings from '../../schemas/settings/settings.json' with { type: 'json' };
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { startZaloServer, type ZaloServer } from '../helpers/zalo-server';
import { expect, signIn, test, texts } from './fixtures';
import { apiHeaders } from './api-login';

const today = academyToday(DEFAULT_TIME_ZONE);
const LOADING = { timeout: 45_000 };
const absentLabel = enums.$defs.check_in['x-enum-labels']['0'].en;
const labels = notifications.properties;
const field = settings.properties.zalo_settings.properties;
const APP = { appId: '4291763606161179100', secretKey: 'zalo-app-secret' };
const TEMPLATE = '231456';
const SMS = { apiKey: 'KEY123', secretKey: 'SECRET456', brandname: 'NGOISAO' };

let zalo: ZaloServer;
let esms: EsmsServer;
test.beforeAll(async () => {
  zalo = await startZaloServer({
    ...APP,
    templates: {
      [TEMPLATE]: [
        { name: 'student_name', type: 'STRING', maxLength: 30, require: true },
        { name: 'date', type: 'DATE', maxLength: 20, require: true },
      ],
    },
    withoutZalo: new Set(),
  });
  esms = await startEsmsServer({ ...SMS, brandnames: [SMS.brandname], balance: 10 });
});
test.afterAll(async () => {
  await zalo?.close();
  await esms?.close();
});

interface RosterRow {
  player_id: number;
  name: string;
  guest: boolean;
  check_in: number;
  mobile: string | null;
}

async function adminCall<T>(request: APIRequestContext, method: 'get' | 'put', url: string, data?: object): Promise<T> {
  const headers = await apiHeaders(request);
  const res = await request[method](url, { headers, data });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data;
}

test('Zalo set up and connected on its settings page: an absent player’s parent gets the ZNS template, one without Zalo an SMS (en)', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  // SMS, the next channel, is set up through the API: its own page has its own test.
  await adminCall(request, 'put', '/v1/api/admin/settings', {
    sms_settings: {
      is_enable: true,
      provider: 'ESMS',
      api_key: SMS.apiKey,
      secret_key: SMS.secretKey,
      brand_name: SMS.brandname,
      sandbox: false,
      api_url: esms.apiUrl,
    },
  });

  await signIn(page, 'en');
  await page.goto('/settings/zalo');
  await page.getByRole('switch').first().click(LOADING);
  await page.getByLabel(field.app_id['x-label'].en).fill(APP.appId);
  await page.getByLabel(field.secret_key['x-label'].en).fill(APP.secretKey);
  await page.getByLabel(field.player_absent_template_id['x-label'].en).fill(TEMPLATE);
  await page.getByLabel(field.player_absent_params['x-label'].en).fill('student_name = {player_name}\ndate = {date}');
  await page.getByLabel(field.api_url['x-label'].en).fill(zalo.apiUrl);
  await page.getByLabel(field.oauth_url['x-label'].en).fill(zalo.oauthUrl);
  await page.getByRole('button', { name: texts.en.buttons.save }).click();
  await expect(page.getByText(texts.en.settingsPages.saved)).toBeVisible(LOADING);

  const connection = page.getByTestId('zalo-connection');
  await expect(connection).toContainText(texts.en.zalo.notConnectedYet);
  await connection.getByLabel(texts.en.zalo.refreshToken).fill(zalo.issueRefreshToken());
  await connection.getByRole('button', { name: texts.en.zalo.connect }).click();
  await expect(connection.getByRole('status')).toContainText('Connected.', LOADING);

  // Two players of a class not yet marked today, each with a mobile: the second one's number has no Zalo.
  const [klass] = (await adminCall<{ content: Array<{ id: number }> }>(request, 'get', '/v1/api/admin/classes?size=1&sort=id:asc')).content;
  const roster = (
    await adminCall<{ content: RosterRow[] }>(request, 'get', `/v1/api/admin/attendances/player?classId=${klass.id}&date=${today}`)
  ).content.filter((r) => !r.guest && r.check_in === -1 && /^0[35789]\d{8}$/.test(r.mobile ?? ''));
  const [withZalo, withoutZalo] = roster.filter((r, i) => roster.findIndex((o) => o.mobile === r.mobile) === i);
  const zaloPhone = (mobile: string) => `84${mobile.slice(1)}`;
  zalo.app.withoutZalo.add(zaloPhone(withoutZalo.mobile!));

  await page.goto(`/attendances/players?classId=${klass.id}&date=${today}`);
  for (const player of [withZalo, withoutZalo])
    await page
      .locator('.attendance-row')
      .filter({ hasText: player.name })
      .locator('label.ant-radio-button-wrapper')
      .filter({ hasText: absentLabel })
      .click(LOADING);
  await page.getByRole('button', { name: texts.en.attendance.save }).click();
  await expect(page.getByText(texts.en.attendance.saved)).toBeVisible(LOADING);
  await expect(page.locator('.attendance-notices')).toContainText('2 parents will be told by Zalo.');

  await expect.poll(() => zalo.received.length, LOADING).toBe(1);
  expect(zalo.received[0]).toMatchObject({
    phone: zaloPhone(withZalo.mobile!),
    template_id: TEMPLATE,
    template_data: { student_name: withZalo.name, date: today.split('-').reverse().join('/') },
  });
  await expect.poll(() => esms.requests.length, LOADING).toBe(1);
  expect(esms.requests[0].body.Phone).toBe(withoutZalo.mobile);
  expect([...zalo.violations, ...esms.violations]).toEqual([]);

  // Once the sender has marked the SMS sent, the list shows both of that parent's messages, and why Zalo did not carry it.
  const smsOf = `/v1/api/admin/notifications?playerIds=${withoutZalo.player_id}&channels=SMS&sort=id:desc&size=1`;
  await expect
    .poll(async () => (await adminCall<{ content: Array<{ status: string }> }>(request, 'get', smsOf)).content[0]?.status, LOADING)
    .toBe('SENT');
  await page.goto(`/notifications?playerIds=${withoutZalo.player_id}`);
  const rows = page.locator('.ant-table-row');
  await expect(rows.filter({ hasText: labels.channel['x-enum-labels'].ZALO.en })).toContainText(
    labels.reason['x-enum-labels'].NO_ZALO.en,
    LOADING,
  );
  await expect(rows.filter({ hasText: withoutZalo.mobile! }).first()).toContainText(labels.status['x-enum-labels'].SENT.en);
});
