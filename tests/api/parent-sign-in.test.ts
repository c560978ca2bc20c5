/**
 * Parents sign in with their phone and a one-time code: sent by the academy's Zalo template,
 * else by SMS, else by e-mail (each to a local stand-in that checks requests as the provider's
 * documentation specifies), the same answer whether or not the phone is on a child's record,
 * kept masked in the notifications list, valid minutes, used once, dead after its tries, and
 * limited per phone and per address (429 with Retry-After).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { CODES_PER_ADDRESS, CODES_PER_PHONE, SIGN_IN_CODE } from '../../domain/parent-sign-in';
import { as, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { inboxEmailSettings, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { startZaloServer, type ZaloServer } from '../helpers/zalo-server';

const t = useTestApp();
const OTP_TEMPLATE = '245001';
let esms: EsmsServer;
let inbox: SmtpInbox;
let zalo: ZaloServer;
let admin: ReturnType<typeof as>;
let academyId: number;
let children: Array<{ id: number; name: string }>;
/** Each test asks from its own address, so the per-address limit of one never stops another. */
let address = 0;
const nextAddress = () => `10.9.0.${++address}`;

const PHONE = '0912000111';
const OTHER_PHONE = '0912000222';
const UNKNOWN_PHONE = '0912000999';

const askCode = (phone: string, remoteAddress: string, lang = 'vi') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/parent/sign-in/code',
    remoteAddress,
    headers: { host: DEMO_HOST, 'accept-language': lang },
    payload: { phone },
  });
const signIn = (phone: string, code: string, remoteAddress = '10.8.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/v1/api/oauth/token',
    remoteAddress,
    headers: { host: DEMO_HOST, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'phone_code', phone, code }).toString(),
  });
const settings = (payload: object) => admin({ method: 'PUT', url: '/v1/api/admin/settings', payload } as InjectOptions);
const codeRows = () =>
  t.db
    .selectFrom('notifications')
    .select(['id', 'channel', 'recipient', 'status', 'reason', 'subject', 'body', 'zns', 'player_id'])
    .where('academy_id', '=', academyId)
    .where('event', '=', 'SIGN_IN_CODE')
    .orderBy('id')
    .execute();

/** The code's messages, once none is being sent any more (the code leaves after the answer). */
async function settledRows(count: number) {
  for (;;) {
    const rows = await codeRows();
    if (rows.length >= count && rows.every((r) => r.status !== 'SENDING')) return rows;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
const smsCode = (phone: string) => {
  const text = esms.requests.findLast((r) => r.body.Phone === phone)?.body.Content ?? '';
  return /\b(\d{6})\b/.exec(text)?.[1];
};

beforeAll(async () => {
  esms = await startEsmsServer({ apiKey: 'KEY', secretKey: 'SECRET', brandnames: ['NGOISAO'], balance: 100 });
  inbox = await startSmtpInbox();
  zalo = await startZaloServer({
    appId: '4291763606161179100',
    secretKey: 'zalo-app-secret',
    templates: { [OTP_TEMPLATE]: [{ name: 'otp', type: 'STRING', maxLength: 10, require: true }] },
    withoutZalo: new Set(['84912000222']),
  });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id;
  const players = await t.db
    .selectFrom('players')
    .select(['id', 'name'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(3)
    .execute();
  children = players.slice(0, 2) as Array<{ id: number; name: string }>;
  await t.db
    .updateTable('players')
    .set({ mobile: PHONE, email: null })
    .where(
      'id',
      'in',
      children.map((c) => c.id),
    )
    .execute();
  await t.db.updateTable('players').set({ mobile: OTHER_PHONE, email: 'me@nha.test' }).where('id', '=', players[2].id).execute();
  const sms = { is_enable: true, provider: 'ESMS', api_key: 'KEY', secret_key: 'SECRET', brand_name: 'NGOISAO', sandbox: false };
  expect((await settings({ sms_settings: { ...sms, api_url: esms.apiUrl } })).statusCode).toBe(200);
});
afterAll(async () => {
  await esms?.close();
  await inbox?.close();
  await zalo?.close();
});

describe("a parent's sign-in code", () => {
  it('goes by SMS to a phone on two children, signs the parent in once, and shows masked in the list', async () => {
    const asked = await askCode('+84 912 000 111', nextAddress());
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json().data).toEqual({ phone: PHONE, expires_in: SIGN_IN_CODE.minutes * 60 });
    const [row] = await settledRows(1);
    const code = smsCode(PHONE)!;
    expect(code).toMatch(/^\d{6}$/);
    expect(esms.violations).toEqual([]);
    expect(row).toMatchObject({ channel: 'SMS', recipient: PHONE, status: 'SENT', player_id: children[0].id });
    expect(`${row.subject} ${row.body}`).not.toContain(code);
    expect(row.body).toContain('••••••');

    const signedIn = await signIn('0912 000 111', code);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const tokens = signedIn.json();
    expect(tokens).toMatchObject({ token_type: 'Bearer' });
    const login = await t.db
      .selectFrom('users')
      .select(['name', 'user_name', 'user_type', 'mobile'])
      .where('academy_id', '=', academyId)
      .where('user_name', '=', `parent.${PHONE}`)
      .executeTakeFirstOrThrow();
    expect(login).toMatchObject({ user_type: 'user', mobile: PHONE });
    // Used once; the refresh token renews the session as a staff member's does.
    expect((await signIn(PHONE, code)).json()).toMatchObject({ error: 'invalid_grant' });
    const renewed = await t.app.inject({
      method: 'POST',
      url: '/v1/api/oauth/token',
      headers: { host: DEMO_HOST },
      payload: { grant_type: 'refresh_token', refresh_token: tokens.refresh_token },
    });
    expect(renewed.statusCode).toBe(200);
    // A parent's login opens nothing of the office's.
    const parent = as(t.app, renewed.json().access_token);
    expect((await parent({ method: 'GET', url: '/v1/api/admin/players' })).statusCode).toBe(403);
  });

  it('answers a phone on no child’s record the same, and sends nothing', async () => {
    const before = [(await codeRows()).length, esms.requests.length];
    const asked = await askCode(UNKNOWN_PHONE, nextAddress());
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toEqual({ phone: UNKNOWN_PHONE, expires_in: SIGN_IN_CODE.minutes * 60 });
    expect([(await codeRows()).length, esms.requests.length]).toEqual(before);
    expect((await signIn(UNKNOWN_PHONE, '000000')).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses a number that is no Vietnamese mobile, naming the field', async () => {
    const asked = await askCode('0123 456 789 0', nextAddress(), 'en');
    expect(asked.statusCode).toBe(422);
    expect(asked.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', errors: [{ field: 'phone' }] });
  });

  it('lapses after its minutes, and dies after its wrong tries', async () => {
    await askCode(PHONE, nextAddress());
    await settledRows((await codeRows()).length);
    const lapsed = smsCode(PHONE)!;
    await t.db
      .updateTable('sign_in_codes')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('academy_id', '=', academyId)
      .where('phone', '=', PHONE)
      .execute();
    expect((await signIn(PHONE, lapsed)).json()).toMatchObject({ error: 'invalid_grant' });

    await t.db.deleteFrom('sign_in_codes').where('phone', '=', PHONE).execute();
    const sent = (await codeRows()).length;
    await askCode(PHONE, nextAddress());
    await settledRows(sent + 1);
    const code = smsCode(PHONE)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SIGN_IN_CODE.tries; i++) expect((await signIn(PHONE, wrong)).json()).toMatchObject({ error: 'invalid_grant' });
    expect((await signIn(PHONE, code)).json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('is asked for a few times a phone, known or not, then waits with Retry-After', async () => {
    for (const phone of [PHONE, UNKNOWN_PHONE]) {
      await t.db.deleteFrom('sign_in_codes').where('phone', '=', phone).execute();
      for (let i = 0; i < CODES_PER_PHONE.count; i++) expect((await askCode(phone, nextAddress())).statusCode).toBe(200);
      const refused = await askCode(phone, nextAddress(), 'en');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ success: false, code: 'TOO_MANY_REQUESTS' });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(CODES_PER_PHONE.minutes * 60 - 30);
    }
    await t.db.deleteFrom('sign_in_codes').where('phone', 'in', [PHONE, UNKNOWN_PHONE]).execute();
    await settledRows((await codeRows()).length);
  });

  it('is asked for a few times an address, over every phone, then waits with Retry-After', async () => {
    const from = nextAddress();
    for (let i = 0; i < CODES_PER_ADDRESS.count; i++)
      expect((await askCode(`091300${String(i).padStart(4, '0')}`, from)).statusCode).toBe(200);
    const refused = await askCode('0913009999', from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("goes by the academy's Zalo authentication template first, and by SMS where the phone has no Zalo", async () => {
    expect(
      (
        await settings({
          zalo_settings: {
            is_enable: true,
            app_id: zalo.app.appId,
            secret_key: zalo.app.secretKey,
            channel_order: 'ZALO_SMS_EMAIL',
            api_url: zalo.apiUrl,
            oauth_url: zalo.oauthUrl,
            sign_in_code_template_id: OTP_TEMPLATE,
            sign_in_code_params: 'otp = {code}',
          },
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await admin({ method: 'POST', url: '/v1/api/admin/settings/zalo/connection', payload: { refresh_token: zalo.issueRefreshToken() } }))
        .statusCode,
    ).toBe(200);
    await t.db.deleteFrom('sign_in_codes').where('phone', 'in', [PHONE, OTHER_PHONE]).execute();
    const sent = (await codeRows()).length;
    await askCode(PHONE, nextAddress());
    const [byZalo] = (await settledRows(sent + 1)).slice(sent);
    const received = zalo.received.at(-1)!;
    expect(received).toMatchObject({ phone: '84912000111', template_id: OTP_TEMPLATE });
    expect(String(received.template_data.otp)).toMatch(/^\d{6}$/);
    expect(zalo.violations).toEqual([]);
    expect(byZalo).toMatchObject({ channel: 'ZALO', status: 'SENT', zns: { template_id: OTP_TEMPLATE, template_data: { otp: '••••••' } } });
    expect((await signIn(PHONE, String(received.template_data.otp))).statusCode).toBe(200);

    await askCode(OTHER_PHONE, nextAddress());
    const [failed, bySms] = (await settledRows(sent + 3)).slice(sent + 1);
    expect(failed).toMatchObject({ channel: 'ZALO', status: 'FAILED', reason: 'NO_ZALO' });
    expect(bySms).toMatchObject({ channel: 'SMS', status: 'SENT', recipient: OTHER_PHONE });
    expect((await signIn(OTHER_PHONE, smsCode(OTHER_PHONE)!)).statusCode).toBe(200);
    expect(
      (
        await settings({
          zalo_settings: { is_enable: false, channel_order: 'ZALO_SMS_EMAIL', api_url: zalo.apiUrl, oauth_url: zalo.oauthUrl },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('goes by e-mail to an address on a child’s record while e-mail is all there is, and shows why when nothing can go', async () => {
    const sms = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.sms_settings;
    expect((await settings({ sms_settings: { ...sms, is_enable: false, secret_key: undefined } })).statusCode).toBe(200);
    expect((await settings({ email_settings: inboxEmailSettings(inbox.port, 'thongbao@ngoisao.test') })).statusCode).toBe(200);
    await t.db.deleteFrom('sign_in_codes').where('phone', 'in', [PHONE, OTHER_PHONE]).execute();
    const sent = (await codeRows()).length;
    const mailed = inbox.mails.length;
    await askCode(OTHER_PHONE, nextAddress(), 'en');
    const mail = (await inbox.waitFor(mailed + 1)).at(-1)!;
    expect(mail.to).toMatchObject({ text: 'me@nha.test' });
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1];
    expect(mail.subject).toContain('sign-in code');
    expect((await signIn(OTHER_PHONE, code)).statusCode).toBe(200);

    // The children on PHONE have no e-mail: nothing can carry the code, and the list says so.
    await askCode(PHONE, nextAddress());
    const [, notSent] = (await settledRows(sent + 2)).slice(sent);
    expect(notSent).toMatchObject({ channel: null, status: 'NOT_SENT', reason: 'NO_EMAIL' });
    // The office cannot send the masked code again.
    const resend = await admin({
      method: 'PUT',
      url: `/v1/api/admin/notifications/${notSent.id}/resend`,
      headers: { 'accept-language': 'en' },
    });
    expect(resend.statusCode).toBe(409);
    expect(resend.json()).toMatchObject({ success: false, code: 'CODE_NOT_RESENT' });
  });

  it("is refused once the office suspends the parent's login", async () => {
    await t.db
      .updateTable('users')
      .set({ auditing_status: 0 })
      .where('academy_id', '=', academyId)
      .where('user_name', '=', `parent.${OTHER_PHONE}`)
      .execute();
    await t.db.deleteFrom('sign_in_codes').where('phone', '=', OTHER_PHONE).execute();
    const before = inbox.mails.length;
    await askCode(OTHER_PHONE, nextAddress());
    const [mail] = (await inbox.waitFor(before + 1)).slice(before);
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1];
    expect((await signIn(OTHER_PHONE, code)).json()).toMatchObject({ error: 'invalid_grant' });
  });
});
