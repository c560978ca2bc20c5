/**
 * A parent's choices for the academy's messages: read and replaced whole by the parent alone,
 * refused for a message that always goes or that does not exist, in the caller's language, and
 * in the audit log with the parent as author. Then honoured by what the academy sends: a
 * message in the parent's language, on their preferred channel alone, and none of a kind they
 * turned off, kept NOT_SENT with why, and not resent until they turn it on again. A family
 * without choices is told as before, and a sign-in code goes whatever the choices.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { MUTABLE_EVENTS } from '../../domain/parent-preferences';
import { messagesTo, rosterParents, type RosterParent } from '../helpers/roster-parents';
import { addParent, PARENT_PASSWORD } from '../helpers/parents';
import { as, DEMO_HOST, login, useTestApp } from '../helpers/build-test-app';
import { startEsmsServer, type EsmsServer } from '../helpers/esms-server';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';

const t = useTestApp();
const today = academyToday(DEFAULT_TIME_ZONE);
const URL = '/v1/api/parent/preferences';
const KEYS = { api_key: 'KEY123', secret_key: 'SECRET456', brand_name: 'NGOISAO' };
const PHONE_A = '0912400100';
const PHONE_B = '0912400200';
let esms: EsmsServer;
let inbox: SmtpInbox;
let admin: ReturnType<typeof as>;
let academyId: number;
let klass: { id: number; name: string };
/** Family A: two children and a login that chooses; family B: a child and a login that never chooses. */
let a1: RosterParent;
let a2: RosterParent;
let b1: RosterParent;
let parentA: ReturnType<typeof as>;
let parentB: ReturnType<typeof as>;
let parentAId: number;

const rosterParent = rosterParents(today, 40_000_000, () => ({ db: t.db, admin, academyId, classId: klass.id }));
const choose = (call: ReturnType<typeof as>, payload: object, lang = 'en') =>
  call({ method: 'PUT', url: URL, payload, headers: { 'accept-language': lang } });
const markAbsent = (...playerIds: number[]) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    payload: { class_id: klass.id, at_date: today, player_check_in: playerIds.map((player_id) => ({ player_id, check_in: 0 })) },
  });
const rowsOf = (playerId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['id', 'event', 'channel', 'recipient', 'status', 'reason', 'language', 'subject'])
    .where('academy_id', '=', academyId)
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
const resend = (id: number) =>
  admin({ method: 'PUT', url: `/v1/api/admin/notifications/${id}/resend`, headers: { 'accept-language': 'en' } });
const none = MUTABLE_EVENTS.map((event) => ({ event, muted: false }));

beforeAll(async () => {
  esms = await startEsmsServer({ apiKey: KEYS.api_key, secretKey: KEYS.secret_key, brandnames: [KEYS.brand_name], balance: 100 });
  inbox = await startSmtpInbox();
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  [klass] = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=1&sort=id:asc' })).json().data.content;
  const settings = await admin({
    method: 'PUT',
    url: '/v1/api/admin/settings',
    payload: {
      common_settings: { app_language: 'vi', web_app_version: '1.0.0' },
      sms_settings: { is_enable: true, provider: 'ESMS', ...KEYS, sandbox: false, api_url: esms.apiUrl },
      email_settings: {
        is_enable: true,
        host: '127.0.0.1',
        port: inbox.port,
        secure: false,
        user: '',
        smtp_password: '',
        sender: 'thongbao@ngoisao.test',
      },
    },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  a1 = await rosterParent(PHONE_A);
  a2 = await rosterParent(PHONE_A);
  b1 = await rosterParent(PHONE_B);
  parentAId = await addParent(t.db, academyId, 'parent.prefs.a', PHONE_A);
  await addParent(t.db, academyId, 'parent.prefs.b', PHONE_B);
  parentA = as(t.app, (await login(t.app, 'parent.prefs.a', PARENT_PASSWORD)).access_token);
  parentB = as(t.app, (await login(t.app, 'parent.prefs.b', PARENT_PASSWORD)).access_token);
});
afterAll(async () => {
  await esms?.close();
  await inbox?.close();
});

describe("a parent's message choices", () => {
  it("start as the academy's: the login's language, no channel of their own, every message on; with the academy's channels on", async () => {
    const res = await parentB({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ language: 'vi', channel: null, events: none, channels_on: ['SMS', 'EMAIL'] });
  });

  it('are replaced whole, the language becoming the login’s, another parent’s left as they are, and the change audited as the parent’s', async () => {
    const saved = await choose(parentA, { language: 'en', channel: 'SMS', muted_events: ['PLAYER_ABSENT', 'EVENT_PUBLISHED'] });
    expect(saved.statusCode, saved.body).toBe(200);
    const answer = {
      language: 'en',
      channel: 'SMS',
      events: MUTABLE_EVENTS.map((event) => ({ event, muted: event !== 'TIME_OFF_DECIDED' })),
      channels_on: ['SMS', 'EMAIL'],
    };
    expect(saved.json().data).toEqual(answer);
    expect((await parentA({ method: 'GET', url: URL })).json().data).toEqual(answer);
    expect((await parentA({ method: 'GET', url: '/v1/api/parent/me' })).json().data.parent.app_language).toBe('en');
    expect((await parentB({ method: 'GET', url: URL })).json().data).toMatchObject({ language: 'vi', channel: null, events: none });

    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['user_id', 'action', 'method', 'status_code', 'record_id'])
      .where('academy_id', '=', academyId)
      .where('path', '=', URL)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ user_id: parentAId, action: 'UPDATE', method: 'PUT', status_code: 200, record_id: parentAId });

    // A full replace: what the body leaves out is on again.
    const replaced = await choose(parentA, { language: 'vi', channel: null, muted_events: [] });
    expect(replaced.json().data).toMatchObject({ language: 'vi', channel: null, events: none });
  });

  it('take a channel the academy has off, which the answer shows is not among those on', async () => {
    const res = await choose(parentA, { language: 'vi', channel: 'ZALO', muted_events: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ channel: 'ZALO', channels_on: ['SMS', 'EMAIL'] });
  });

  it("refuse a message that always goes, or one the academy does not send, in the caller's language, and keep what was chosen", async () => {
    const before = (await parentA({ method: 'GET', url: URL })).json().data;
    for (const [muted, lang, message] of [
      [
        ['FEE_DUE'],
        'en',
        '“Fee reminder” cannot be turned off: messages about fees, payments, sessions left and sign-in codes are always sent',
      ],
      [['PAYMENT_RECORDED'], 'vi', 'Không thể tắt thông báo “Đã nhận thanh toán”'],
      [['PLAYER_ABSENT', 'SIGN_IN_CODE'], 'en', "“Parent's sign-in code” cannot be turned off"],
      [['LOW_SESSIONS'], 'en', '“Few sessions left” cannot be turned off'],
      [['BIRTHDAY'], 'en', '“BIRTHDAY” is not a message the centre sends'],
      [['BIRTHDAY'], 'vi', '“BIRTHDAY” không phải loại thông báo trung tâm gửi'],
    ] as const) {
      const res = await choose(parentA, { language: 'en', channel: 'EMAIL', muted_events: muted }, lang);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toMatchObject({ success: false, code: 'EVENT_NOT_MUTABLE', errors: [{ field: 'muted_events' }] });
      expect(res.json().message).toContain(message);
    }
    for (const payload of [
      { language: 'en', channel: 'FAX', muted_events: [] },
      { language: 'fr', channel: null, muted_events: [] },
      { language: 'en', muted_events: [] },
    ]) {
      const res = await choose(parentA, payload);
      // A body the schema refuses, as every route's: 400 with the field.
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'BAD_REQUEST', errors: [{ field: expect.any(String) }] });
    }
    expect((await parentA({ method: 'GET', url: URL })).json().data).toEqual(before);
  });
});

describe('what the academy sends a parent who chose', () => {
  it('writes in their language on their channel alone, and tells a family without choices as before, in one save', async () => {
    expect((await choose(parentA, { language: 'en', channel: 'EMAIL', muted_events: [] })).statusCode).toBe(200);
    const saved = await markAbsent(a1.id, b1.id);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.parent_notices).toEqual({
      told: [
        { player_id: a1.id, player_name: a1.name, channels: ['EMAIL'] },
        { player_id: b1.id, player_name: b1.name, channels: ['EMAIL', 'SMS'] },
      ].sort((x, y) => x.player_id - y.player_id),
      not_told: [],
    });
    const [mail] = await rowsOf(a1.id);
    expect(await rowsOf(a1.id)).toHaveLength(1);
    expect(mail).toMatchObject({ event: 'PLAYER_ABSENT', channel: 'EMAIL', recipient: a1.email, status: 'QUEUED', language: 'en' });
    expect(mail.subject).toContain(`${a1.name} was absent on`);
    const theirs = await rowsOf(b1.id);
    expect(theirs.map((r) => [r.channel, r.language]).sort()).toEqual([
      ['EMAIL', 'vi'],
      ['SMS', 'vi'],
    ]);
    expect(theirs[0].subject).toContain(`${b1.name} vắng mặt ngày`);
  });

  it('sends none of a kind they turned off, keeps it NOT_SENT with why, and resends it only once they turn it on again', async () => {
    expect((await choose(parentA, { language: 'en', channel: 'SMS', muted_events: ['PLAYER_ABSENT'] })).statusCode).toBe(200);
    const saved = await markAbsent(a2.id);
    expect(saved.json().data.parent_notices).toEqual({
      told: [],
      not_told: [{ player_id: a2.id, player_name: a2.name, reason: 'PARENT_OPTED_OUT' }],
    });
    const [row] = await rowsOf(a2.id);
    expect(await rowsOf(a2.id)).toHaveLength(1);
    expect(row).toMatchObject({ status: 'NOT_SENT', reason: 'PARENT_OPTED_OUT', channel: null, recipient: null, language: 'en' });
    // The office's list names why, in its language.
    expect((await messagesTo(admin, a2.id))[0]).toMatchObject({ status: 'NOT_SENT', reason: 'PARENT_OPTED_OUT' });

    const refused = await resend(row.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'NOT_REACHABLE',
      message: 'The parent still cannot be reached: The parent turned these messages off',
      errors: [{ field: 'reason', message: 'The parent turned these messages off' }],
    });
    expect((await rowsOf(a2.id))[0]).toMatchObject({ status: 'NOT_SENT', reason: 'PARENT_OPTED_OUT' });

    expect((await choose(parentA, { language: 'en', channel: 'SMS', muted_events: [] })).statusCode).toBe(200);
    const resent = await resend(row.id);
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json().data).toMatchObject({ id: row.id, status: 'QUEUED', channel: 'SMS', recipient: PHONE_A, reason: null });
    expect(await rowsOf(a2.id)).toHaveLength(1);
  });

  it('does not resend a failed message of a kind the parent has turned off since', async () => {
    const [row] = await rowsOf(a1.id);
    await t.db.updateTable('notifications').set({ status: 'FAILED', reason: 'TIMED_OUT' }).where('id', '=', row.id).execute();
    expect((await choose(parentA, { language: 'en', channel: null, muted_events: ['PLAYER_ABSENT'] })).statusCode).toBe(200);
    const refused = await resend(row.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([{ field: 'reason', message: 'The parent turned these messages off' }]);
    expect((await rowsOf(a1.id))[0]).toMatchObject({ status: 'FAILED', reason: 'TIMED_OUT' });
    expect((await choose(parentA, { language: 'en', channel: null, muted_events: [] })).statusCode).toBe(200);
    expect((await resend(row.id)).json().data).toMatchObject({ status: 'QUEUED' });
  });

  it("words a leave decision in the parent's language", async () => {
    expect((await choose(parentA, { language: 'en', channel: 'EMAIL', muted_events: [] })).statusCode).toBe(200);
    const child = await t.db.selectFrom('players').select(['branch_id', 'class_id']).where('id', '=', a1.id).executeTakeFirstOrThrow();
    const created = await admin({
      method: 'POST',
      url: '/v1/api/admin/time-off',
      payload: { branch_id: child.branch_id, player_id: a1.id, class_id: child.class_id, at_date: '2026-12-08', reason: 'Ốm', status: 1 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [decided] = (await rowsOf(a1.id)).filter((r) => r.event === 'TIME_OFF_DECIDED');
    expect(decided).toMatchObject({ channel: 'EMAIL', language: 'en' });
    expect(decided.subject).toMatch(/08\/12\/2026.* approved$/);
  });

  it('sends a sign-in code whatever the choices: by the academy’s channels, never held back', async () => {
    const all = { language: 'en', channel: 'EMAIL', muted_events: [...MUTABLE_EVENTS] };
    expect((await choose(parentA, all)).statusCode).toBe(200);
    const before = esms.requests.filter((r) => r.body.Phone === PHONE_A).length;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/v1/api/parent/sign-in/code',
      remoteAddress: '10.7.0.1',
      headers: { host: DEMO_HOST, 'accept-language': 'vi' },
      payload: { phone: PHONE_A },
    });
    expect(asked.statusCode).toBe(200);
    // The code leaves after the answer: by SMS, the first of the academy's channels, not the parent's e-mail.
    await expect.poll(() => esms.requests.filter((r) => r.body.Phone === PHONE_A).length, { timeout: 10_000 }).toBe(before + 1);
    const codes = await t.db
      .selectFrom('notifications')
      .select(['channel', 'status', 'reason'])
      .where('academy_id', '=', academyId)
      .where('event', '=', 'SIGN_IN_CODE')
      .where('recipient', '=', PHONE_A)
      .execute();
    expect(codes.map((c) => c.channel)).toEqual(['SMS']);
    expect(codes[0].reason).not.toBe('PARENT_OPTED_OUT');
  });
});
