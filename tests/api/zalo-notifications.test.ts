/**
 * Zalo ZNS to parents, end to end: the Zalo settings, the Official Account connected with a
 * refresh token (kept sealed, used once), a player marked absent queuing one Zalo message to a
 * parent with Zalo, and the sender delivering it to a local stand-in of Zalo's servers
 * (tests/helpers/zalo-server.ts) that checks each request as Zalo's documentation specifies;
 * a number without Zalo, and a refresh Zalo refuses, going on to SMS (eSMS's stand-in); a message
 * to all parents by Zalo, going on by e-mail (never SMS) when Zalo cannot take it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { LEASE_MS } from '../../server/modules/notifications/sender';
import { refreshDueTokens } from '../../server/modules/notifications/zalo/token-refresher';
import { sendDue, testBox } from '../helpers/outbox';
import { messagesTo, rosterParents } from '../helpers/roster-parents';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { startZaloServer, type ZaloServer } from '../helpers/zalo-server';
import { inboxEmailSettings, startSmtpInbox } from '../helpers/smtp-inbox';

const t = useTestApp();
const today = academyToday(DEFAULT_TIME_ZONE);
const APP = { app_id: '4291763606161179100', secret_key: 'zalo-app-secret' };
const ABSENCE_TEMPLATE = '231456';
const BROADCAST_TEMPLATE = '231999';
const CONNECTION = '/v1/api/admin/settings/zalo/connection';
let zalo: ZaloServer;
let esms: EsmsServer;
let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;
let academyId: number;
let klass: { id: number; name: string };

const put = (payload: object, headers: Record<string, string> = {}) =>
  admin({ method: 'PUT', url: '/v1/api/admin/settings', payload, headers });
const zaloSettings = (over: object = {}, headers: Record<string, string> = {}) =>
  put(
    {
      zalo_settings: {
        is_enable: true,
        ...APP,
        channel_order: 'ZALO_SMS_EMAIL',
        api_url: zalo.apiUrl,
        oauth_url: zalo.oauthUrl,
        player_absent_template_id: ABSENCE_TEMPLATE,
        player_absent_params: 'student_name = {player_name}\nclass_name = {class_name}\ndate = {date}\ncenter = {academy_name}',
        ...over,
      },
    },
    headers,
  );
const connect = (refresh_token?: string, headers: Record<string, string> = {}) =>
  admin({ method: 'POST', url: CONNECTION, payload: refresh_token ? { refresh_token } : {}, headers });
const notices = (playerId: number) => messagesTo(admin, playerId);

const rosterParent = rosterParents(today, 20_000_000, () => ({ db: t.db, admin, academyId, classId: klass.id }));
/** A parent of today's roster, with the international form Zalo knows their mobile by. */
async function parent() {
  const p = await rosterParent();
  return { ...p, zaloPhone: `84${p.mobile.slice(1)}` };
}
const markAbsent = (playerId: number) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    payload: { class_id: klass.id, at_date: today, player_check_in: [{ player_id: playerId, check_in: 0 }] },
  });

beforeAll(async () => {
  zalo = await startZaloServer({
    appId: APP.app_id,
    secretKey: APP.secret_key,
    templates: {
      [ABSENCE_TEMPLATE]: [
        { name: 'student_name', type: 'STRING', maxLength: 30, require: true },
        { name: 'class_name', type: 'STRING', maxLength: 30, require: true },
        { name: 'date', type: 'DATE', maxLength: 20, require: true },
        { name: 'center', type: 'STRING', maxLength: 100, require: false },
      ],
      [BROADCAST_TEMPLATE]: [
        { name: 'customer_name', type: 'STRING', maxLength: 30, require: true },
        { name: 'title', type: 'STRING', maxLength: 100, require: true },
        { name: 'content', type: 'STRING', maxLength: 200, require: true },
      ],
    },
    withoutZalo: new Set(),
  });
  esms = await startEsmsServer({ apiKey: 'KEY', secretKey: 'SECRET', brandnames: ['NGOISAO'], balance: 100 });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  [klass] = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content;
  const sms = { is_enable: true, provider: 'ESMS', api_key: 'KEY', secret_key: 'SECRET', brand_name: 'NGOISAO', sandbox: false };
  expect((await put({ sms_settings: { ...sms, api_url: esms.apiUrl } })).statusCode).toBe(200);
});
afterAll(async () => {
  await zalo?.close();
  await esms?.close();
});

describe('Zalo settings', () => {
  it("start switched off, with Zalo's documented addresses", async () => {
    const read = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.zalo_settings;
    expect(read).toMatchObject({
      is_enable: false,
      channel_order: 'ZALO_SMS_EMAIL',
      api_url: 'https://business.openapi.zalo.me',
      oauth_url: 'https://oauth.zaloapp.com',
    });
  });

  it("ask for the app's ID and secret key once switched on, and a template's parameters one per line", async () => {
    const res = await zaloSettings({ app_id: '', secret_key: '', player_absent_params: 'not a mapping' }, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['zalo_settings.app_id', 'zalo_settings.player_absent_params', 'zalo_settings.secret_key']);
  });

  it("are the admin's alone", async () => {
    expect(
      (await manager({ method: 'PUT', url: '/v1/api/admin/settings', payload: { zalo_settings: { is_enable: false } } })).statusCode,
    ).toBe(403);
    expect((await manager({ method: 'GET', url: CONNECTION })).statusCode).toBe(403);
  });
});

describe('the Official Account connection', () => {
  it('asks for the saved keys first, then keeps the refresh token sealed and takes an access token with it', async () => {
    const early = await connect('rt-unused', { 'accept-language': 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, code: 'ZALO_NOT_SET_UP' });
    expect((await zaloSettings()).statusCode).toBe(200);
    expect((await admin({ method: 'GET', url: CONNECTION })).json().data).toEqual({
      connected: false,
      access_expires_at: null,
      refreshed_at: null,
      failure: null,
    });

    const token = zalo.issueRefreshToken();
    const res = await connect(token);
    expect(res.statusCode).toBe(200);
    const connection = res.json().data;
    expect(connection).toMatchObject({ connected: true, failure: null });
    // Zalo's access token lasts 25 hours.
    expect(new Date(connection.access_expires_at).getTime() - Date.now()).toBeGreaterThan(24 * 3600_000);
    const row = await t.db.selectFrom('zalo_tokens').selectAll().where('academy_id', '=', academyId).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/rt-|at-/);
    expect(zalo.violations).toEqual([]);
  });

  it('checks the connection by refreshing with the token Zalo gave last, the first one being used up', async () => {
    const before = zalo.refreshes;
    const res = await connect();
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ connected: true, failure: null });
    expect(zalo.refreshes).toBe(before + 1);
  });

  it('shows a refresh token Zalo refuses, in place of the connection', async () => {
    const res = await connect('rt-never-issued');
    expect(res.json().data).toMatchObject({ connected: true, failure: 'AUTH_FAILED' });
    expect((await connect(zalo.issueRefreshToken())).json().data).toMatchObject({ connected: true, failure: null });
  });
});

describe('a test Zalo message from the settings page', () => {
  const test = (body: object) =>
    admin({ method: 'POST', url: '/v1/api/admin/settings/zalo/test-message', headers: { 'accept-language': 'en' }, payload: body });
  const form = async (over: object = {}) => ({
    ...(await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.zalo_settings,
    api_url: zalo.apiUrl,
    ...over,
  });

  it("sends the first event's template, filled with sample values, to the number typed, and says Zalo took it", async () => {
    const res = await test({ phone: '0912 000 111', zalo_settings: await form() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true, reason: null });
    expect(zalo.received.at(-1)).toMatchObject({
      phone: '84912000111',
      template_id: ABSENCE_TEMPLATE,
      template_data: { student_name: 'Nguyễn Văn An', class_name: 'U10' },
      tracking_id: expect.stringMatching(new RegExp(`^test-${academyId}-`)),
    });
    expect(zalo.violations).toEqual([]);
  });

  it("answers Zalo's refusal as a category, and names what is missing", async () => {
    zalo.app.withoutZalo.add('84912000222');
    expect((await test({ phone: '0912000222', zalo_settings: await form() })).json().data).toEqual({ sent: false, reason: 'NO_ZALO' });
    const none = await test({ phone: '0912000222', zalo_settings: await form({ player_absent_template_id: '' }) });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual([
      { field: 'zalo_settings.player_absent_template_id', message: expect.stringContaining('template') },
    ]);
    const landline = await test({ phone: '024 3812 3456', zalo_settings: await form() });
    expect(landline.json().errors.map((e: { field: string }) => e.field)).toEqual(['phone']);
  });
});

describe('an absent player', () => {
  it("tells a parent with Zalo by one Zalo message: the approved template, filled, to the number's 84… form", async () => {
    const p = await parent();
    const saved = await markAbsent(p.id);
    expect(saved.json().data.parent_notices.told).toEqual([{ player_id: p.id, player_name: p.name, channels: ['ZALO'] }]);
    expect(await sendDue(t.db)).toMatchObject({ sent: 1, failed: 0 });

    const [row] = await notices(p.id);
    const message = zalo.received.find((m) => m.tracking_id === `notification-${academyId}-${row.id}`)!;
    expect(message).toMatchObject({
      phone: p.zaloPhone,
      template_id: ABSENCE_TEMPLATE,
      template_data: {
        student_name: p.name,
        class_name: klass.name,
        date: today.split('-').reverse().join('/'),
        center: expect.any(String),
      },
    });
    expect(row).toMatchObject({ channel: 'ZALO', status: 'SENT', recipient: p.zaloPhone, provider_message_id: message.msgId });
    expect(zalo.violations).toEqual([]);
  });

  it('goes on to SMS for a number without Zalo, the Zalo message kept as failed with why', async () => {
    const p = await parent();
    zalo.app.withoutZalo.add(p.zaloPhone);
    await markAbsent(p.id);
    expect(await sendDue(t.db)).toMatchObject({ sent: 1, failed: 1 });
    const rows = await notices(p.id);
    expect(rows.map((r) => [r.channel, r.status, r.reason, r.recipient])).toEqual([
      ['ZALO', 'FAILED', 'NO_ZALO', p.zaloPhone],
      ['SMS', 'SENT', null, p.mobile],
    ]);
    expect(esms.requests.at(-1)!.body.RequestId).toBe(`notification-${academyId}-${rows[1].id}`);
  });

  it('refreshes an access token Zalo no longer takes, once, and sends with the new one', async () => {
    const p = await parent();
    zalo.revokeAccessTokens();
    const before = zalo.refreshes;
    await markAbsent(p.id);
    expect(await sendDue(t.db)).toMatchObject({ sent: 1, failed: 0 });
    expect(zalo.refreshes).toBe(before + 1);
    expect((await notices(p.id)).map((r) => [r.channel, r.status])).toEqual([['ZALO', 'SENT']]);
  });

  it('goes on to SMS while Zalo refuses to refresh, and the settings page says so until connected again', async () => {
    const p = await parent();
    zalo.revokeAccessTokens();
    zalo.revokeRefreshTokens();
    await markAbsent(p.id);
    expect(await sendDue(t.db)).toMatchObject({ sent: 1, failed: 1 });
    expect((await notices(p.id)).map((r) => [r.channel, r.status, r.reason])).toEqual([
      ['ZALO', 'FAILED', 'AUTH_FAILED'],
      ['SMS', 'SENT', null],
    ]);
    expect((await admin({ method: 'GET', url: CONNECTION })).json().data.failure).toBe('AUTH_FAILED');
    expect((await connect(zalo.issueRefreshToken())).json().data.failure).toBeNull();
  });

  it('never sends a Zalo message twice: one whose sender died mid-send fails as interrupted once its lease runs out', async () => {
    const p = await parent();
    await markAbsent(p.id);
    const [row] = await notices(p.id);
    await t.db
      .updateTable('notifications')
      .set({ status: 'SENDING', attempts: 1, locked_until: new Date(Date.now() + LEASE_MS) })
      .where('academy_id', '=', academyId)
      .where('id', '=', row.id)
      .execute();
    const received = zalo.received.length;
    expect(await sendDue(t.db, new Date(Date.now() + LEASE_MS + 60_000))).toMatchObject({ interrupted: 1, sent: 0 });
    expect(zalo.received.length).toBe(received);
    expect((await notices(p.id)).map((r) => [r.channel, r.status, r.reason])).toEqual([['ZALO', 'FAILED', 'INTERRUPTED']]);
  });
});

describe('the tokens kept alive', () => {
  it('refreshes an access token about to run out though no message needs it, and leaves a fresh one be', async () => {
    await t.db
      .updateTable('zalo_tokens')
      .set({ access_expires_at: new Date(Date.now() + 30 * 60_000), update_date: new Date(Date.now() - 120_000) })
      .where('academy_id', '=', academyId)
      .execute();
    const before = zalo.refreshes;
    expect(await refreshDueTokens(t.db, testBox, { privateHosts: true })).toBe(1);
    expect(zalo.refreshes).toBe(before + 1);
    expect(await refreshDueTokens(t.db, testBox, { privateHosts: true })).toBe(0);
    expect(zalo.refreshes).toBe(before + 1);
    const connection = (await admin({ method: 'GET', url: CONNECTION })).json().data;
    expect(new Date(connection.access_expires_at).getTime() - Date.now()).toBeGreaterThan(24 * 3600_000);
  });
});

describe('a message to all parents', () => {
  const URL = '/v1/api/admin/notifications/broadcast';
  const draft = { subject: 'Nghỉ lễ 2/9', body: 'Kính gửi {parent_name},\nHọc viên {player_name} được nghỉ ngày 2/9.' };
  const broadcasts = () =>
    t.db
      .selectFrom('notifications')
      .selectAll()
      .where('academy_id', '=', academyId)
      .where('event', '=', 'BROADCAST')
      .orderBy('id')
      .execute();

  it('goes by Zalo to each family with a mobile, filling the template, and by e-mail (never SMS) where Zalo cannot take it', async () => {
    const inbox = await startSmtpInbox();
    try {
      expect((await put({ email_settings: inboxEmailSettings(inbox.port, 'a@ngoisao.test') })).statusCode).toBe(200);
      const params = 'customer_name = {parent_name}\ntitle = {subject}\ncontent = {body}';
      expect((await zaloSettings({ broadcast_template_id: BROADCAST_TEMPLATE, broadcast_params: params })).statusCode).toBe(200);
      // Only these can be reached: two siblings sharing a mobile with Zalo, a mobile without Zalo, an e-mail alone, a customer.
      await t.db.updateTable('players').set({ email: null, mobile: null }).where('academy_id', '=', academyId).execute();
      await t.db.updateTable('customers').set({ email: null }).where('academy_id', '=', academyId).execute();
      const [a, b, c, d] = await t.db
        .selectFrom('players')
        .select(['id', 'name', 'parent_name'])
        .where('academy_id', '=', academyId)
        .where('auditing_status', '=', 1)
        .where('deleted_at', 'is', null)
        .orderBy('id')
        .limit(4)
        .execute();
      const set = (id: number, values: { email?: string; mobile?: string }) =>
        t.db.updateTable('players').set(values).where('academy_id', '=', academyId).where('id', '=', id).execute();
      await set(a.id, { mobile: '0903111222', email: 'family@example.test' });
      await set(b.id, { mobile: '0903 111 222' });
      await set(c.id, { mobile: '0903111333', email: 'nozalo@example.test' });
      await set(d.id, { email: 'mail@example.test' });
      zalo.app.withoutZalo.add('84903111333');
      const [customer] = await t.db
        .selectFrom('customers')
        .select('id')
        .where('academy_id', '=', academyId)
        .orderBy('id')
        .limit(1)
        .execute();
      await t.db
        .updateTable('customers')
        .set({ email: 'customer@example.test' })
        .where('id', '=', customer.id as number)
        .execute();

      const audience = (await admin({ method: 'GET', url: URL })).json().data;
      expect(audience).toMatchObject({ zalo_ready: true, email_ready: true, total: 4, parents: 3, customers: 1, by_zalo: 2, by_email: 2 });
      expect(audience.first).toEqual({
        channel: 'ZALO',
        recipient: '84903111222',
        player_name: `${a.name}, ${b.name}`,
        parent_name: a.parent_name,
      });
      expect(audience.zalo_params).toEqual([
        { name: 'customer_name', value: '{parent_name}' },
        { name: 'title', value: '{subject}' },
        { name: 'content', value: '{body}' },
      ]);

      expect((await admin({ method: 'POST', url: URL, payload: draft })).json().data).toEqual({ queued: 4 });
      const smsBefore = esms.requests.length;
      await sendDue(t.db);
      await sendDue(t.db);
      const rows = await broadcasts();
      expect(rows.map((r) => [r.channel, r.recipient, r.status, r.reason])).toEqual([
        ['ZALO', '84903111222', 'SENT', null],
        ['ZALO', '84903111333', 'FAILED', 'NO_ZALO'],
        ['EMAIL', 'mail@example.test', 'SENT', null],
        ['EMAIL', 'customer@example.test', 'SENT', null],
        ['EMAIL', 'nozalo@example.test', 'SENT', null],
      ]);
      expect(zalo.received.find((m) => m.tracking_id === `notification-${academyId}-${rows[0].id}`)).toMatchObject({
        template_id: BROADCAST_TEMPLATE,
        template_data: {
          customer_name: a.parent_name,
          title: 'Nghỉ lễ 2/9',
          content: `Kính gửi ${a.parent_name}, Học viên ${a.name}, ${b.name} được nghỉ ngày 2/9.`,
        },
      });
      expect(esms.requests.length).toBe(smsBefore);
      const mails = await inbox.waitFor(3);
      expect(mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0].address : '')).sort()).toEqual([
        'customer@example.test',
        'mail@example.test',
        'nozalo@example.test',
      ]);
      expect(mails.find((m) => m.subject === draft.subject && m.text?.includes(`Học viên ${c.name} được nghỉ ngày 2/9.`))).toBeDefined();
      expect(zalo.violations).toEqual([]);

      // A message longer than the template's parameter: Zalo refuses it, and the family has it by e-mail.
      await t.db.deleteFrom('notifications').where('academy_id', '=', academyId).where('event', '=', 'BROADCAST').execute();
      await admin({ method: 'POST', url: URL, payload: { subject: 'Lịch nghỉ', body: 'Chi tiết '.repeat(40) } });
      await sendDue(t.db);
      await sendDue(t.db);
      expect((await broadcasts()).filter((r) => r.player_id === a.id).map((r) => [r.channel, r.status, r.reason])).toEqual([
        ['ZALO', 'FAILED', 'MESSAGE_REJECTED'],
        ['EMAIL', 'SENT', null],
      ]);
    } finally {
      await inbox.close();
    }
  });
});
