/**
 * SMS to parents, end to end: the SMS settings, a player marked absent queuing an SMS to the
 * parent's mobile beside the e-mail (each only when its channel is on), and the sender
 * delivering it to a local eSMS stand-in (tests/helpers/esms-server.ts) that checks each
 * request as eSMS's documentation specifies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { sendDue } from '../helpers/outbox';
import { messagesTo, rosterParents } from '../helpers/roster-parents';
import { retryDelay } from '../../server/modules/notifications/backoff';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';

const t = useTestApp();
const today = academyToday(DEFAULT_TIME_ZONE);
const KEYS = { api_key: 'KEY123', secret_key: 'SECRET456', brand_name: 'NGOISAO' };
let esms: EsmsServer;
let inbox: SmtpInbox;
let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;
let academyId: number;
let klass: { id: number; name: string };

const put = (payload: object, headers: Record<string, string> = {}) =>
  admin({ method: 'PUT', url: '/v1/api/admin/settings', payload, headers });
const smsSettings = (over: object = {}) =>
  put({ sms_settings: { is_enable: true, provider: 'ESMS', ...KEYS, sandbox: false, api_url: esms.apiUrl, ...over } });
const emailSettings = (is_enable: boolean) =>
  put({
    email_settings: {
      is_enable,
      host: '127.0.0.1',
      port: inbox.port,
      secure: false,
      user: '',
      smtp_password: '',
      sender: 'thongbao@ngoisao.test',
    },
  });
const notices = (playerId: number) => messagesTo(admin, playerId);

const parent = rosterParents(today, 10_000_000, () => ({ db: t.db, admin, academyId, classId: klass.id }));
/** eSMS's last request for an outbox message, found by its RequestId. */
const requestFor = (id: number) => esms.requests.findLast((r) => r.body.RequestId === `notification-${academyId}-${id}`);
const markAbsent = (playerId: number) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    payload: { class_id: klass.id, at_date: today, player_check_in: [{ player_id: playerId, check_in: 0 }] },
  });

beforeAll(async () => {
  esms = await startEsmsServer({ apiKey: KEYS.api_key, secretKey: KEYS.secret_key, brandnames: [KEYS.brand_name], balance: 100 });
  inbox = await startSmtpInbox();
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  [klass] = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content;
  expect((await smsSettings()).statusCode).toBe(200);
  expect((await emailSettings(false)).statusCode).toBe(200);
});
afterAll(async () => {
  await esms?.close();
  await inbox?.close();
});

describe('SMS settings', () => {
  it('start switched off, with eSMS and its documented API address', async () => {
    const beta = await t.db.selectFrom('academies').select('settings').where('code', '=', 'beta').executeTakeFirstOrThrow();
    expect((beta.settings as Record<string, unknown> | null)?.sms_settings).toBeUndefined();
    const res = await put({
      sms_settings: { is_enable: false, provider: 'ESMS', sandbox: false, api_url: 'https://rest.esms.vn/MainService.svc/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.sms_settings).toMatchObject({
      is_enable: false,
      provider: 'ESMS',
      api_url: 'https://rest.esms.vn/MainService.svc/json',
    });
    expect((await smsSettings()).statusCode).toBe(200);
  });

  it("ask for the keys and the brand name once switched on, in the caller's language", async () => {
    const payload = {
      sms_settings: {
        is_enable: true,
        provider: 'ESMS',
        api_key: '',
        secret_key: '',
        brand_name: '',
        sandbox: false,
        api_url: esms.apiUrl,
      },
    };
    for (const [language, message] of [
      ['en', 'This field is required'],
      ['vi', 'Trường này là bắt buộc'],
    ]) {
      const res = await put(payload, { 'accept-language': language });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({ success: false });
      expect(body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
        'sms_settings.api_key',
        'sms_settings.brand_name',
        'sms_settings.secret_key',
      ]);
      expect(body.errors[0].message).toContain(message);
    }
  });

  it('refuse a provider it does not know and an API address that is no URL', async () => {
    const res = await smsSettings({ provider: 'TWILIO', api_url: 'not a url' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['sms_settings.api_url', 'sms_settings.provider']);
  });

  it('never answer the secret key back, and keep it when the mask is sent again', async () => {
    const read = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.sms_settings;
    expect(read).toMatchObject({ api_key: KEYS.api_key, brand_name: KEYS.brand_name });
    expect(read.secret_key).not.toBe(KEYS.secret_key);
    expect((await smsSettings({ secret_key: read.secret_key })).statusCode).toBe(200);
    const stored = (await t.db.selectFrom('academies').select('settings').where('id', '=', academyId).executeTakeFirstOrThrow())
      .settings as { sms_settings: { secret_key: string } };
    expect(stored.sms_settings.secret_key).toBe(KEYS.secret_key);
  });

  it("are the admin's alone", async () => {
    const res = await manager({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: { sms_settings: { is_enable: false, provider: 'ESMS', sandbox: false, api_url: esms.apiUrl } },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a test SMS from the settings page', () => {
  const form = (over: object = {}) => ({ is_enable: false, provider: 'ESMS', ...KEYS, sandbox: true, api_url: esms.apiUrl, ...over });
  const test = (body: object) =>
    admin({ method: 'POST', url: '/v1/api/admin/settings/sms/test-message', headers: { 'accept-language': 'en' }, payload: body });

  it('goes to eSMS with the settings as the form holds them, under a request id of its own, and says eSMS took it', async () => {
    const res = await test({ phone: '+84 912 345 678', sms_settings: form() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true, reason: null });
    const request = esms.requests.at(-1)!.body;
    expect(request).toMatchObject({ Phone: '0912345678', Sandbox: '1', ApiKey: KEYS.api_key, Brandname: KEYS.brand_name });
    expect(request.RequestId).toMatch(new RegExp(`^test-${academyId}-`));
    expect(request.Content).toContain('test message');
    expect(esms.violations).toEqual([]);
  });

  it("answers eSMS's refusal as a category, and keeps the stored secret for its mask", async () => {
    expect((await test({ phone: '0912345678', sms_settings: form({ secret_key: 'wrong' }) })).json().data).toEqual({
      sent: false,
      reason: 'AUTH_FAILED',
    });
    const masked = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.sms_settings.secret_key;
    expect((await test({ phone: '0912345678', sms_settings: form({ secret_key: masked }) })).json().data).toEqual({
      sent: true,
      reason: null,
    });
  });

  it('asks for a mobile number, naming the field', async () => {
    const res = await test({ phone: '024 3812 3456', sms_settings: form() });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ field: 'phone', message: 'Enter a Vietnamese mobile number, e.g. 0912 345 678 !' }]);
  });
});

describe('a player marked absent', () => {
  it('queues an e-mail and an SMS when both are on', async () => {
    await emailSettings(true);
    try {
      const p = await parent('+84 912 000 111');
      expect((await markAbsent(p.id)).statusCode).toBe(200);
      const [email, sms] = await notices(p.id);
      expect(email).toMatchObject({ channel: 'EMAIL', recipient: p.email, status: 'QUEUED' });
      expect(sms).toMatchObject({ channel: 'SMS', recipient: '0912000111', status: 'QUEUED', subject: email.subject });
      // The e-mail's text without its accents, on one line.
      expect(sms.body).toContain(`vang mat buoi hoc lop`);
      expect(sms.body).not.toMatch(/[^\x20-\x7e]/);
    } finally {
      await emailSettings(false);
    }
  });

  it('queues only the SMS when e-mail is off, and only the e-mail when SMS is off', async () => {
    const textOnly = await parent();
    await markAbsent(textOnly.id);
    expect((await notices(textOnly.id)).map((n) => n.channel)).toEqual(['SMS']);

    await emailSettings(true);
    await smsSettings({ is_enable: false });
    try {
      const mailOnly = await parent();
      await markAbsent(mailOnly.id);
      expect((await notices(mailOnly.id)).map((n) => n.channel)).toEqual(['EMAIL']);
    } finally {
      await emailSettings(false);
      await smsSettings();
    }
  });

  it('queues no SMS for a number that is no Vietnamese mobile: the parent is listed as not sent, for want of a mobile', async () => {
    const landline = await parent('02438123456');
    const saved = await markAbsent(landline.id);
    expect(saved.json().data.parent_notices).toEqual({
      told: [],
      not_told: [{ player_id: landline.id, player_name: expect.any(String), reason: 'NO_MOBILE' }],
    });
    expect((await notices(landline.id)).map((n) => [n.status, n.channel, n.recipient, n.reason])).toEqual([
      ['NOT_SENT', null, null, 'NO_MOBILE'],
    ]);
  });
});

describe('SMS delivery', () => {
  it("sends the SMS to eSMS as documented and marks it sent with eSMS's id", async () => {
    const p = await parent('0987654321');
    await markAbsent(p.id);
    const [queued] = await notices(p.id);
    await sendDue(t.db);
    expect(esms.violations).toEqual([]);
    const request = requestFor(queued.id)!;
    expect(request.body).toEqual({
      ApiKey: KEYS.api_key,
      SecretKey: KEYS.secret_key,
      Phone: '0987654321',
      Content: queued.body,
      Brandname: KEYS.brand_name,
      SmsType: '2',
      IsUnicode: '0',
      Sandbox: '0',
      RequestId: `notification-${academyId}-${queued.id}`,
    });
    expect((await notices(p.id))[0]).toMatchObject({ status: 'SENT', attempts: 1, provider_message_id: request.smsId, reason: null });
  });

  it("retries a refusal worth retrying (no balance) with backoff and shows eSMS's reason", async () => {
    const p = await parent();
    await markAbsent(p.id);
    esms.account.balance = 0;
    try {
      // Rows, not the round's counts: earlier tests' e-mails, queued while e-mail was off, are retried alongside.
      const now = new Date();
      await sendDue(t.db, now);
      expect((await notices(p.id))[0]).toMatchObject({ status: 'QUEUED', attempts: 1, reason: 'NO_BALANCE' });
      await sendDue(t.db, new Date(now.getTime() + retryDelay(1) - 1000));
      expect((await notices(p.id))[0]).toMatchObject({ status: 'QUEUED', attempts: 1 });
      esms.account.balance = 100;
      // Due once its backoff has passed since the failure, a moment after the round began.
      await sendDue(t.db, new Date(now.getTime() + retryDelay(1) + 1000));
      const [sent] = await notices(p.id);
      expect(sent).toMatchObject({ status: 'SENT', attempts: 2, reason: null, provider_message_id: requestFor(sent.id)!.smsId });
    } finally {
      esms.account.balance = 100;
    }
  });

  it('fails a message at once, with the reason, when eSMS refuses the key', async () => {
    const p = await parent();
    await markAbsent(p.id);
    await smsSettings({ secret_key: 'wrong' });
    try {
      await sendDue(t.db);
      expect((await notices(p.id))[0]).toMatchObject({ status: 'FAILED', attempts: 1, reason: 'AUTH_FAILED' });
    } finally {
      await smsSettings();
    }
  });

  it('retries with the reason when SMS was switched off after the message was queued', async () => {
    const p = await parent();
    await markAbsent(p.id);
    await smsSettings({ is_enable: false });
    try {
      await sendDue(t.db);
      expect((await notices(p.id))[0]).toMatchObject({ status: 'QUEUED', attempts: 1, reason: 'CHANNEL_OFF' });
    } finally {
      await smsSettings();
    }
  });
});
