/**
 * The academies' SMTP servers and SMS providers on a server whose operator allows no private
 * address (ALLOW_PRIVATE_PROVIDER_HOSTS unset): every host the settings connect to (`x-outbound`)
 * is refused when saved if it is, or resolves to, a loopback, private or link-local address; and
 * the sender checks again as it connects, after resolving the name, so settings that got past
 * the save (written before this rule) reach nothing there, nor carry the SMS keys there.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFields, SETTINGS_SECTIONS } from '../../schemas/settings';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { academyToday } from '../../server/core/academy-clock';
import { sendDueNotifications } from '../../server/modules/notifications/sender';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';
import { testBox } from '../helpers/outbox';

const t = useTestApp({ config: { allowPrivateProviderHosts: false } });
const today = academyToday(DEFAULT_TIME_ZONE);
const KEYS = { api_key: 'KEY123', secret_key: 'SECRET456', brand_name: 'NGOISAO' };
let admin: ReturnType<typeof as>;
let inbox: SmtpInbox;
let esms: EsmsServer;
let academyId: number;

const PRIVATE_HOSTS = ['127.0.0.1', 'localhost', '10.0.0.5', '192.168.1.20', '169.254.169.254', '::1', '::ffff:127.0.0.1'];
// `http://[::1]:8080/…` is no URL the settings' format takes (it wants a dot or localhost): refused before this rule.
const privateHostsOf = (kind: 'host' | 'url') => PRIVATE_HOSTS.filter((host) => kind === 'host' || host !== '::1');
const inUrl = (host: string) => `http://${host.includes(':') ? `[${host}]` : host}:8080/MainService.svc/json`;
const valueFor = (kind: 'host' | 'url', host: string) => (kind === 'host' ? host : inUrl(host));

beforeAll(async () => {
  inbox = await startSmtpInbox();
  esms = await startEsmsServer({ apiKey: KEYS.api_key, secretKey: KEYS.secret_key, brandnames: [KEYS.brand_name], balance: 10 });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
});
afterAll(async () => {
  await inbox?.close();
  await esms?.close();
});

describe('a host the server connects to, when saved', () => {
  const outbound = SETTINGS_SECTIONS.flatMap((section) => outboundFields(section).map((f) => ({ section, ...f })));

  it('is declared on the SMTP host, the SMS API URL, the bank-transfer provider’s API URL and Zalo’s two', () => {
    expect(outbound.map((f) => `${f.section}.${f.field}`).sort()).toEqual([
      'bank_transfer_settings.api_url',
      'email_settings.host',
      'sms_settings.api_url',
      'zalo_settings.api_url',
      'zalo_settings.oauth_url',
    ]);
  });

  it("is refused on a private network, a name resolving to one included, naming the field in the caller's language; a public one is saved", async () => {
    const current = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data;
    for (const { section, field, kind } of outbound) {
      for (const host of privateHostsOf(kind)) {
        const res = await admin({
          method: 'PUT',
          url: '/v1/api/admin/settings',
          headers: { 'accept-language': 'en' },
          payload: { [section]: { ...current[section], [field]: valueFor(kind, host) } },
        });
        expect(res.statusCode, `${section}.${field} = ${host}`).toBe(422);
        expect(res.json().errors).toEqual([
          {
            field: `${section}.${field}`,
            message: 'This address is on a private network (this server itself, or a local network): not allowed !',
          },
        ]);
      }
      const open = await admin({
        method: 'PUT',
        url: '/v1/api/admin/settings',
        payload: { [section]: { ...current[section], [field]: valueFor(kind, '8.8.8.8') } },
      });
      expect(open.statusCode, `${section}.${field} public`).toBe(200);
    }
  });

  it('is refused for a test message too', async () => {
    const email = {
      is_enable: false,
      host: 'localhost',
      port: inbox.port,
      secure: false,
      user: '',
      smtp_password: '',
      sender: 'a@ngoisao.test',
      low_sessions_threshold: 2,
    };
    const mail = await admin({
      method: 'POST',
      url: '/v1/api/admin/settings/email/test-message',
      payload: { to: 'x@example.test', email_settings: email },
    });
    expect(mail.statusCode).toBe(422);
    expect(mail.json().errors.map((e: { field: string }) => e.field)).toEqual(['email_settings.host']);
    const sms = { is_enable: false, provider: 'ESMS', ...KEYS, sandbox: true, api_url: esms.apiUrl };
    const text = await admin({
      method: 'POST',
      url: '/v1/api/admin/settings/sms/test-message',
      payload: { phone: '0912345678', sms_settings: sms },
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.map((e: { field: string }) => e.field)).toEqual(['sms_settings.api_url']);
    expect(inbox.mails).toHaveLength(0);
    expect(esms.requests).toHaveLength(0);
  });
});

describe('a host the server connects to, when sending', () => {
  it('is checked again after the name is resolved: nothing reaches a private address, and the office reads why', async () => {
    // Settings saved before the rule: straight into the database, past the save's check.
    const settings = {
      email_settings: {
        is_enable: true,
        host: 'localhost',
        port: inbox.port,
        secure: false,
        user: '',
        smtp_password: '',
        sender: 'thongbao@ngoisao.test',
        low_sessions_threshold: 2,
      },
      sms_settings: { is_enable: true, provider: 'ESMS', ...KEYS, sandbox: false, api_url: esms.apiUrl.replace('127.0.0.1', 'localhost') },
    };
    await t.db
      .updateTable('academies')
      .set({ settings: sql`settings || ${JSON.stringify(settings)}::jsonb` })
      .where('id', '=', academyId)
      .execute();
    const [klass] = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content;
    const roster = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${klass.id}&date=${today}` })).json().data
      .content as Array<{ player_id: number; guest: boolean }>;
    const player = roster.find((r) => !r.guest)!;
    await t.db
      .updateTable('players')
      .set({ email: 'phuhuynh@example.test', mobile: '0912345678', number_of_units: 20 })
      .where('academy_id', '=', academyId)
      .where('id', '=', player.player_id)
      .execute();
    const saved = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      payload: { class_id: klass.id, at_date: today, player_check_in: [{ player_id: player.player_id, check_in: 0 }] },
    });
    expect(saved.json().data.parent_notices.told).toEqual([
      { player_id: player.player_id, player_name: expect.any(String), channels: ['EMAIL', 'SMS'] },
    ]);

    expect(await sendDueNotifications(t.db, undefined, { box: testBox })).toMatchObject({ sent: 0, retried: 2 });
    const rows = (await admin({ method: 'GET', url: `/v1/api/admin/notifications?playerIds=${player.player_id}&sort=id:asc` })).json().data
      .content;
    expect(rows.map((r: { channel: string; status: string; reason: string }) => [r.channel, r.status, r.reason])).toEqual([
      ['EMAIL', 'QUEUED', 'ADDRESS_NOT_ALLOWED'],
      ['SMS', 'QUEUED', 'ADDRESS_NOT_ALLOWED'],
    ]);
    expect(inbox.mails).toHaveLength(0);
    expect(esms.requests).toHaveLength(0);
  });
});
