/**
 * Messages to parents, end to end: a player marked absent queues an e-mail in the
 * attendance save's transaction, the sender delivers it to a real SMTP server started
 * here (tests/helpers/smtp-inbox.ts), and the admin reads each message's status.
 */
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyToday } from '../../server/core/academy-clock';
import { DEFAULT_TIME_ZONE } from '../../domain/time-zones';
import { LEASE_MS } from '../../server/modules/notifications/sender';
import { forgetMessages, sendDue } from '../helpers/outbox';
import { MAX_ATTEMPTS, retryDelay } from '../../server/modules/notifications/backoff';
import { as, BETA_HOST, login, useTestApp } from '../helpers/build-test-app';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';

const t = useTestApp();
const today = academyToday(DEFAULT_TIME_ZONE);
const SENDER = 'thongbao@ngoisao.test';
let inbox: SmtpInbox;
let refusing: SmtpInbox;
let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;
let academyId: number;
let classes: Array<{ id: number; name: string; branch_id: number }>;

interface Notice {
  id: number;
  status: string;
  channel: string | null;
  recipient: string | null;
  subject: string;
  body: string;
  attempts: number;
  reason: string | null;
  player: { id: number; name: string } | null;
  language: string;
}

const emailSettings = (port: number, over: object = {}) =>
  admin({
    method: 'PUT',
    url: '/v1/api/admin/settings',
    payload: {
      email_settings: { is_enable: true, host: '127.0.0.1', port, secure: false, user: '', smtp_password: '', sender: SENDER, ...over },
    },
  });
const language = (app_language: 'vi' | 'en') =>
  admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { common_settings: { app_language, web_app_version: '1.0.0' } } });
const markAbsent = (classId: number, playerId: number, check_in = 0) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/attendances/players',
    payload: { class_id: classId, at_date: today, player_check_in: [{ player_id: playerId, check_in }] },
  });
const notices = async (query = '', call = admin) => {
  const res = await call({ method: 'GET', url: `/v1/api/admin/notifications?size=100${query}` });
  expect(res.statusCode).toBe(200);
  return res.json().data.content as Notice[];
};

/**
 * The "sessions left" message's renewal link, opened as the parent: the player's last pack, renewed
 * there once (a second tap shows it renewed), its fee then unpaid; a token of another pack opens nothing.
 */
async function followRenewalLink(body: string, playerId: number) {
  const link = new URL(/https?:\/\/\S+\/view\/renewal\?\S+/.exec(body)![0]);
  const pack = Number(link.searchParams.get('pack'));
  const token = link.searchParams.get('token')!;
  const { id: last } = await t.db
    .selectFrom('session_packs')
    .select((eb) => eb.fn.max('id').as('id'))
    .where('player_id', '=', playerId)
    .executeTakeFirstOrThrow();
  expect(pack).toBe(last);
  const page = (method: 'GET' | 'POST', id = pack, given = token) =>
    t.app.inject({
      method,
      url: `/v1/api/public/renewals/${id}${method === 'GET' ? `?token=${encodeURIComponent(given)}` : ''}`,
      headers: { 'accept-language': 'en' },
      ...(method === 'POST' && { payload: { token: given } }),
    });
  expect((await page('GET')).json().data).toMatchObject({ pack_id: pack, state: 'open', left: expect.any(Number), fee_link: null });
  // Two taps at once renew once, and both see it renewed.
  const [renewed, twice] = (await Promise.all([page('POST'), page('POST')])).map((res) => res.json().data);
  expect(renewed).toMatchObject({ pack_id: pack, state: 'renewed', next_sessions: expect.any(Number) });
  expect(twice).toEqual(renewed);
  expect((await page('POST')).json().data).toEqual(renewed);
  const packs = await t.db
    .selectFrom('session_packs')
    .select(['id', 'renewal', 'revenue_id'])
    .where('player_id', '=', playerId)
    .orderBy('id')
    .execute();
  expect(packs.at(-2)).toMatchObject({ id: pack, renewal: 'renewed' });
  const fee = await t.db
    .selectFrom('revenues')
    .select(['transaction_status', 'player_id'])
    .where('id', '=', packs.at(-1)!.revenue_id!)
    .executeTakeFirstOrThrow();
  expect(fee).toEqual({ transaction_status: 4, player_id: playerId });
  if (renewed.fee_link) expect(renewed.fee_link).toMatch(/\/view\/tuition\?revenue=\d+&token=/);
  const refused = await page('GET', pack, `${token}x`);
  expect(refused.statusCode).toBe(404);
  expect(refused.json()).toMatchObject({ success: false, message: expect.stringContaining('renewal link') });
  expect((await page('POST', packs.at(-1)!.id)).statusCode).toBe(404);
}

/** A player of the class not yet marked today nor taken by another test, with a parent's e-mail of its own. */
const used = new Set<number>();
async function playerWithEmail(classIndex = 0) {
  const klass = classes[classIndex];
  const roster = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/player?classId=${klass.id}&date=${today}` })).json().data
    .content as Array<{ player_id: number; name: string; guest: boolean; check_in: number }>;
  const player = roster.find((r) => !r.guest && r.check_in === -1 && !used.has(r.player_id))!;
  used.add(player.player_id);
  const email = `phuhuynh${player.player_id}@example.test`;
  await t.db
    .updateTable('players')
    .set({ email, number_of_units: 20 })
    .where('academy_id', '=', academyId)
    .where('id', '=', player.player_id)
    .execute();
  await forgetMessages(t.db, academyId, player.player_id);
  return { klass, id: player.player_id, name: player.name, email };
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  refusing = await startSmtpInbox({ refuse: 'Mailbox unavailable' });
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  classes = (await admin({ method: 'GET', url: '/v1/api/admin/classes?size=100&sort=id:asc' })).json().data.content;
  expect((await emailSettings(inbox.port)).statusCode).toBe(200);
});
afterAll(async () => {
  await inbox?.close();
  await refusing?.close();
});

describe('e-mail settings', () => {
  it('never answers the password back, and keeps it when the mask is sent again', async () => {
    expect((await emailSettings(inbox.port, { user: 'thongbao', smtp_password: 's3cret' })).statusCode).toBe(200);
    const read = (await admin({ method: 'GET', url: '/v1/api/settings' })).json().data.email_settings;
    expect(read).toMatchObject({ user: 'thongbao', host: '127.0.0.1' });
    expect(read.smtp_password).not.toBe('s3cret');
    expect((await emailSettings(inbox.port, { user: 'thongbao', smtp_password: read.smtp_password })).statusCode).toBe(200);
    const stored = (await t.db.selectFrom('academies').select('settings').where('id', '=', academyId).executeTakeFirstOrThrow())
      .settings as { email_settings: { smtp_password: string } };
    expect(stored.email_settings.smtp_password).toBe('s3cret');
    expect((await emailSettings(inbox.port)).statusCode).toBe(200);
  });

  it("asks for a host and a valid sender once switched on, in the caller's language", async () => {
    const res = await admin({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      headers: { 'accept-language': 'en' },
      payload: {
        email_settings: { is_enable: true, host: '', port: 587, secure: false, user: '', smtp_password: '', sender: 'not an address' },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(
      res
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email_settings.host', 'email_settings.sender']);
  });

  it("is the admin's alone", async () => {
    const res = await manager({
      method: 'PUT',
      url: '/v1/api/admin/settings',
      payload: { email_settings: { is_enable: false, port: 587, secure: false } },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a test e-mail from the settings page', () => {
  const form = (port: number, over: object = {}) => ({
    is_enable: false,
    host: '127.0.0.1',
    port,
    secure: false,
    user: '',
    smtp_password: '',
    sender: SENDER,
    low_sessions_threshold: 2,
    ...over,
  });
  const test = (body: object, call = admin, language = 'en') =>
    call({ method: 'POST', url: '/v1/api/admin/settings/email/test-message', headers: { 'accept-language': language }, payload: body });

  it('goes through the settings as the form holds them, switched off and unsaved, and says the server took it', async () => {
    const before = inbox.mails.length;
    const res = await test({ to: 'admin@example.test', email_settings: form(inbox.port) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ sent: true, reason: null });
    const mail = (await inbox.waitFor(before + 1))[before];
    expect(mail).toMatchObject({ subject: '[Học viện Bóng đá Ngôi Sao] Test e-mail', to: { value: [{ address: 'admin@example.test' }] } });
    expect(mail.from?.value[0].address).toBe(SENDER);
  });

  it("answers what the server said as a category, never in the server's words", async () => {
    const refused = await test({ to: 'admin@example.test', email_settings: form(refusing.port) });
    expect(refused.json().data).toEqual({ sent: false, reason: 'RECIPIENT_REJECTED' });
    expect(JSON.stringify(refused.json())).not.toContain('Mailbox unavailable');
    const closed = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    expect((await test({ to: 'admin@example.test', email_settings: form(closed) })).json().data).toEqual({
      sent: false,
      reason: 'CONNECTION_REFUSED',
    });
    // A login never crosses in clear: this server offers no STARTTLS.
    expect(
      (await test({ to: 'admin@example.test', email_settings: form(inbox.port, { user: 'thongbao', smtp_password: 'x' }) })).json().data,
    ).toEqual({ sent: false, reason: 'TLS_FAILED' });
  });

  it("asks for a host, a sender and an address, naming each field, and is the admin's alone", async () => {
    const empty = await test({ to: 'admin@example.test', email_settings: form(inbox.port, { host: '', sender: '' }) });
    expect(empty.statusCode).toBe(422);
    expect(
      empty
        .json()
        .errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['email_settings.host', 'email_settings.sender']);
    const badAddress = await test({ to: 'not an address', email_settings: form(inbox.port) });
    expect(badAddress.statusCode).toBe(400);
    expect(badAddress.json().errors.map((e: { field: string }) => e.field)).toEqual(['to']);
    expect((await test({ to: 'admin@example.test', email_settings: form(inbox.port) }, manager)).statusCode).toBe(403);
  });
});

describe('a player marked absent', () => {
  it("e-mails the parent in the academy's language (vi), once, and the list shows it sent", async () => {
    const p = await playerWithEmail();
    expect((await markAbsent(p.klass.id, p.id)).statusCode).toBe(200);
    const [queued] = await notices(`&playerIds=${p.id}`);
    expect(queued).toMatchObject({ status: 'QUEUED', recipient: p.email, language: 'vi', attempts: 0, player: { id: p.id, name: p.name } });

    const before = inbox.mails.length;
    expect(await sendDue(t.db)).toMatchObject({ sent: 1, failed: 0 });
    const mail = (await inbox.waitFor(before + 1))[before];
    expect(mail.to).toMatchObject({ value: [{ address: p.email }] });
    expect(mail.from?.value[0].address).toBe(SENDER);
    expect(mail.subject).toBe(`[Học viện Bóng đá Ngôi Sao] ${p.name} vắng mặt ngày ${today.split('-').reverse().join('/')}`);
    expect(mail.text).toContain(`học viên ${p.name} đã vắng mặt buổi học lớp ${p.klass.name}`);
    expect(mail.headers.get('content-language')).toBe('vi');
    expect(mail.messageId).toBe(`<notification.${academyId}.${queued.id}@ngoisao.test>`);

    const [sent] = await notices(`&playerIds=${p.id}&statuses=SENT`);
    expect(sent).toMatchObject({ id: queued.id, status: 'SENT', attempts: 1, reason: null });
    // Saving the same absence again tells nobody again.
    expect((await markAbsent(p.klass.id, p.id)).statusCode).toBe(200);
    expect(await notices(`&playerIds=${p.id}`)).toHaveLength(1);
  });

  it("writes in English for an academy whose language is English, with the academy's own template", async () => {
    expect((await language('en')).statusCode).toBe(200);
    const own = {
      player_absent_subject_vi: '',
      player_absent_body_vi: '',
      player_absent_subject_en: 'Absence of {player_name}',
      player_absent_body_en: '',
    };
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { notification_templates: own } })).statusCode).toBe(200);
    try {
      const p = await playerWithEmail(1);
      expect((await markAbsent(p.klass.id, p.id)).statusCode).toBe(200);
      const before = inbox.mails.length;
      await sendDue(t.db);
      const mail = (await inbox.waitFor(before + 1))[before];
      expect(mail.subject).toBe(`Absence of ${p.name}`);
      expect(mail.text).toContain(`${p.name} was absent from the ${p.klass.name} class`);
      expect(mail.headers.get('content-language')).toBe('en');
    } finally {
      await language('vi');
      await admin({ method: 'PUT', url: '/v1/api/admin/settings', payload: { notification_templates: { player_absent_subject_en: '' } } });
    }
  });

  it('queues nothing for a present player', async () => {
    const present = await playerWithEmail();
    const saved = await markAbsent(present.klass.id, present.id, 1);
    expect(saved.json().data.parent_notices).toEqual({ told: [], not_told: [] });
    expect(await notices(`&playerIds=${present.id}`)).toEqual([]);
  });

  it("tells the parent once the sessions left fall to the academy's threshold, and not before", async () => {
    expect((await emailSettings(inbox.port, { low_sessions_threshold: 2 })).statusCode).toBe(200);
    const p = await playerWithEmail();
    const still = await playerWithEmail();
    await t.db.updateTable('players').set({ number_of_units: 3 }).where('academy_id', '=', academyId).where('id', '=', p.id).execute();
    await t.db.updateTable('players').set({ number_of_units: 4 }).where('academy_id', '=', academyId).where('id', '=', still.id).execute();
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      payload: {
        class_id: p.klass.id,
        at_date: today,
        player_check_in: [
          { player_id: p.id, check_in: 1 },
          { player_id: still.id, check_in: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await notices(`&playerIds=${still.id}`)).toEqual([]);
    const [low] = await notices(`&playerIds=${p.id}&events=LOW_SESSIONS`);
    expect(low).toMatchObject({ status: 'QUEUED', recipient: p.email, subject: `[Học viện Bóng đá Ngôi Sao] ${p.name} còn 2 buổi học` });
    expect(low.body).toContain(`(lớp ${p.klass.name}) hiện còn 2 buổi học`);
    await followRenewalLink(low.body, p.id);
    const before = inbox.mails.length;
    expect(await sendDue(t.db)).toMatchObject({ sent: 1 });
    expect((await inbox.waitFor(before + 1))[before].subject).toBe(low.subject);
  });

  it("queues nothing when the academy's package does not send notifications", async () => {
    const basic = await t.db.selectFrom('packages').select('id').where('code', '=', 'basic').executeTakeFirstOrThrow();
    const { package_id } = await t.db.selectFrom('academies').select('package_id').where('id', '=', academyId).executeTakeFirstOrThrow();
    const p = await playerWithEmail();
    await t.db.updateTable('academies').set({ package_id: basic.id }).where('id', '=', academyId).execute();
    try {
      expect((await markAbsent(p.klass.id, p.id)).statusCode).toBe(200);
      // Nor may the admin read or set up what the package lacks.
      expect((await admin({ method: 'GET', url: '/v1/api/admin/notifications' })).json()).toMatchObject({
        success: false,
        code: 'FEATURE_NOT_IN_PACKAGE',
      });
      expect((await emailSettings(inbox.port)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('academies').set({ package_id }).where('id', '=', academyId).execute();
    }
    expect(await notices(`&playerIds=${p.id}`)).toEqual([]);
  });
});

describe('a parent no message can reach', () => {
  const withoutContact = async (classIndex = 0) => {
    const p = await playerWithEmail(classIndex);
    await t.db
      .updateTable('players')
      .set({ email: null, mobile: null })
      .where('academy_id', '=', academyId)
      .where('id', '=', p.id)
      .execute();
    return p;
  };

  it("is named with why in the save's answer, beside the parents who will be told, and listed as not sent", async () => {
    const told = await playerWithEmail();
    const untold = await withoutContact();
    const saved = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      headers: { 'accept-language': 'en' },
      payload: {
        class_id: told.klass.id,
        at_date: today,
        player_check_in: [
          { player_id: told.id, check_in: 0 },
          { player_id: untold.id, check_in: 0 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Attendance saved');
    expect(saved.json().data.parent_notices).toEqual({
      told: [{ player_id: told.id, player_name: told.name, channels: ['EMAIL'] }],
      not_told: [{ player_id: untold.id, player_name: untold.name, reason: 'NO_EMAIL' }],
    });
    const [row] = await notices(`&playerIds=${untold.id}`);
    expect(row).toMatchObject({
      status: 'NOT_SENT',
      channel: null,
      recipient: null,
      reason: 'NO_EMAIL',
      event: 'PLAYER_ABSENT',
      player: { id: untold.id },
    });
    expect(row.body).toContain(untold.name);
    expect((await notices(`&statuses=NOT_SENT&reasons=NO_EMAIL`)).map((n) => n.id)).toContain(row.id);
    // The sender leaves it alone: there is nowhere to send it.
    await sendDue(t.db);
    expect((await notices(`&playerIds=${untold.id}`))[0]).toMatchObject({ status: 'NOT_SENT', attempts: 0 });
  });

  it('is every parent while e-mail and SMS are both off, as in the demo', async () => {
    await emailSettings(inbox.port, { is_enable: false });
    try {
      const p = await playerWithEmail();
      const saved = await markAbsent(p.klass.id, p.id);
      expect(saved.json().data.parent_notices).toEqual({
        told: [],
        not_told: [{ player_id: p.id, player_name: p.name, reason: 'CHANNELS_OFF' }],
      });
      expect(await notices(`&playerIds=${p.id}`)).toMatchObject([{ status: 'NOT_SENT', reason: 'CHANNELS_OFF', recipient: null }]);
    } finally {
      await emailSettings(inbox.port);
    }
  });

  it('is sent by Resend once the parent can be reached, and until then Resend says why not', async () => {
    const p = await withoutContact();
    await markAbsent(p.klass.id, p.id);
    const [row] = await notices(`&playerIds=${p.id}`);
    const still = await admin({ method: 'PUT', url: `/v1/api/admin/notifications/${row.id}/resend`, headers: { 'accept-language': 'en' } });
    expect(still.statusCode).toBe(422);
    expect(still.json()).toMatchObject({
      success: false,
      code: 'NOT_REACHABLE',
      message: 'The parent still cannot be reached: No e-mail',
      errors: [{ field: 'reason', message: 'No e-mail' }],
    });

    // The office adds the parent's address: Resend sends it there.
    await t.db.updateTable('players').set({ email: p.email }).where('academy_id', '=', academyId).where('id', '=', p.id).execute();
    const resent = await admin({ method: 'PUT', url: `/v1/api/admin/notifications/${row.id}/resend` });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({
      id: row.id,
      status: 'QUEUED',
      channel: 'EMAIL',
      recipient: p.email,
      reason: null,
      attempts: 0,
    });
    const before = inbox.mails.length;
    expect(await sendDue(t.db)).toMatchObject({ sent: 1 });
    expect((await inbox.waitFor(before + 1))[before]).toMatchObject({ subject: row.subject });
  });

  it("tells nothing of a teachers' save", async () => {
    const klass = classes.find((c) => (c as { manager_ids?: number[] }).manager_ids?.length)!;
    const [teacher] = (await admin({ method: 'GET', url: `/v1/api/admin/attendances/teacher?classId=${klass.id}&date=${today}` })).json()
      .data.content;
    const saved = await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/teachers',
      payload: { class_id: klass.id, at_date: today, teacher_check_in: [{ manager_id: teacher.id, check_in: 1 }] },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.parent_notices).toBeNull();
  });
});

describe('delivery', () => {
  it('retries a refused message with backoff, then marks it failed with the reason', async () => {
    expect((await emailSettings(refusing.port)).statusCode).toBe(200);
    try {
      const p = await playerWithEmail();
      await markAbsent(p.klass.id, p.id);
      let now = new Date();
      for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt++) {
        expect(await sendDue(t.db, now)).toMatchObject({ sent: 0, retried: 1 });
        const [row] = await notices(`&playerIds=${p.id}`);
        expect(row).toMatchObject({ status: 'QUEUED', attempts: attempt, reason: 'RECIPIENT_REJECTED' });
        // The server's own words stay with the operator.
        expect(row).not.toHaveProperty('last_error');
        // Not due again before its backoff has passed.
        expect(await sendDue(t.db, new Date(now.getTime() + retryDelay(attempt) - 1000))).toMatchObject({ retried: 0 });
        // Due once its backoff has passed since the failure, a moment after the round began.
        now = new Date(now.getTime() + retryDelay(attempt) + 1000);
      }
      expect(await sendDue(t.db, now)).toMatchObject({ failed: 1 });
      const [failed] = await notices(`&playerIds=${p.id}&statuses=FAILED`);
      expect(failed).toMatchObject({ attempts: MAX_ATTEMPTS, reason: 'RECIPIENT_REJECTED' });
      const stored = await t.db
        .selectFrom('notifications')
        .select('last_error')
        .where('academy_id', '=', academyId)
        .where('id', '=', failed.id)
        .executeTakeFirstOrThrow();
      expect(stored.last_error).toContain('550');
      expect(refusing.mails).toHaveLength(0);
    } finally {
      await emailSettings(inbox.port);
    }
  });

  it('keeps a message queued with the reason while e-mail is switched off', async () => {
    const p = await playerWithEmail();
    await markAbsent(p.klass.id, p.id);
    await emailSettings(inbox.port, { is_enable: false });
    try {
      await sendDue(t.db);
      const [row] = await notices(`&playerIds=${p.id}`);
      expect(row).toMatchObject({ status: 'QUEUED', attempts: 1, reason: 'CHANNEL_OFF' });
    } finally {
      await emailSettings(inbox.port);
    }
  });

  it('never resends an e-mail a dead sender was sending: once its lease ends it fails as interrupted, for the admin to resend', async () => {
    const p = await playerWithEmail();
    await markAbsent(p.klass.id, p.id);
    const [row] = await notices(`&playerIds=${p.id}`);
    // A sender claimed it and died before marking it sent: whether it left, nobody knows.
    const claimedAt = new Date();
    await t.db
      .updateTable('notifications')
      .set({ status: 'SENDING', attempts: 1, locked_until: new Date(claimedAt.getTime() + LEASE_MS) })
      .where('academy_id', '=', academyId)
      .where('id', '=', row.id)
      .execute();
    const before = inbox.mails.length;
    expect(await sendDue(t.db)).toMatchObject({ interrupted: 0 });
    expect((await notices(`&playerIds=${p.id}`))[0]).toMatchObject({ status: 'SENDING' });
    expect(await sendDue(t.db, new Date(claimedAt.getTime() + LEASE_MS + 1000))).toMatchObject({ interrupted: 1 });
    const messageId = `<notification.${academyId}.${row.id}@ngoisao.test>`;
    expect(inbox.mails.slice(before).filter((m) => m.messageId === messageId)).toHaveLength(0);
    expect((await notices(`&playerIds=${p.id}`))[0]).toMatchObject({ status: 'FAILED', reason: 'INTERRUPTED' });

    // The admin resends it: queued as new, sent once.
    const resent = await admin({ method: 'PUT', url: `/v1/api/admin/notifications/${row.id}/resend` });
    expect(resent.statusCode).toBe(200);
    expect(resent.json().data).toMatchObject({ id: row.id, status: 'QUEUED', attempts: 0, reason: null });
    const { sent } = await sendDue(t.db);
    const mails = (await inbox.waitFor(before + sent)).slice(before);
    expect(mails.filter((m) => m.messageId === messageId)).toHaveLength(1);
    expect((await notices(`&playerIds=${p.id}`))[0]).toMatchObject({ status: 'SENT', attempts: 1 });
    const again = await admin({ method: 'PUT', url: `/v1/api/admin/notifications/${row.id}/resend`, headers: { 'accept-language': 'en' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      success: false,
      code: 'NOT_FAILED',
      message: 'Only a message that failed or was not sent can be sent again',
    });
  });

  it('stops at a shutdown after the message under way, claiming no other', async () => {
    const a = await playerWithEmail();
    const b = await playerWithEmail();
    await admin({
      method: 'POST',
      url: '/v1/api/admin/attendances/players',
      payload: {
        class_id: a.klass.id,
        at_date: today,
        player_check_in: [
          { player_id: a.id, check_in: 0 },
          { player_id: b.id, check_in: 0 },
        ],
      },
    });
    // The shutdown comes while the first message is being sent.
    let reads = 0;
    const stop = {
      get aborted() {
        return ++reads > 1;
      },
    } as AbortSignal;
    expect(await sendDue(t.db, new Date(), { stop })).toEqual({ sent: 1, retried: 0, failed: 0, interrupted: 0 });
    const [first, second] = [...(await notices(`&playerIds=${a.id},${b.id}`))].sort((x, y) => x.id - y.id);
    expect(first).toMatchObject({ status: 'SENT', attempts: 1 });
    expect(second).toMatchObject({ status: 'QUEUED', attempts: 0 });
    expect(await sendDue(t.db)).toMatchObject({ sent: 1 });
  });
});

describe('who sees the messages', () => {
  it("lets a manager read only their branches' messages, and write nothing", async () => {
    const managerBranches = (
      await t.db
        .selectFrom('users')
        .select('branch_ids')
        .where('academy_id', '=', academyId)
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).branch_ids as number[];
    const elsewhere = classes.findIndex((c) => !managerBranches.includes(c.branch_id));
    const p = await playerWithEmail(elsewhere);
    await markAbsent(p.klass.id, p.id);
    const [theirs] = await notices(`&playerIds=${p.id}`);
    const list = (await notices('', manager)) as Array<Notice & { branch: { id: number } }>;
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => managerBranches.includes(n.branch.id))).toBe(true);
    expect((await manager({ method: 'GET', url: `/v1/api/admin/notifications/${theirs.id}` })).statusCode).toBe(404);
    const res = await admin({ method: 'DELETE', url: `/v1/api/admin/notifications/${list[0].id}` });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });

  it('lets only those who read a message resend it: a manager of its branch, not of another, nor a teacher', async () => {
    const managerBranches = (
      await t.db
        .selectFrom('users')
        .select('branch_ids')
        .where('academy_id', '=', academyId)
        .where('user_name', '=', 'manager')
        .executeTakeFirstOrThrow()
    ).branch_ids as number[];
    const elsewhere = classes.findIndex((c) => !managerBranches.includes(c.branch_id));
    const p = await playerWithEmail(elsewhere);
    await markAbsent(p.klass.id, p.id);
    const [theirs] = await notices(`&playerIds=${p.id}`);
    await t.db
      .updateTable('notifications')
      .set({ status: 'FAILED', reason: 'RECIPIENT_REJECTED' })
      .where('academy_id', '=', academyId)
      .where('id', '=', theirs.id)
      .execute();
    expect((await manager({ method: 'PUT', url: `/v1/api/admin/notifications/${theirs.id}/resend` })).statusCode).toBe(404);
    const teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
    expect((await teacher({ method: 'PUT', url: `/v1/api/admin/notifications/${theirs.id}/resend` })).statusCode).toBe(403);
    expect((await admin({ method: 'PUT', url: '/v1/api/admin/notifications/999999/resend' })).statusCode).toBe(404);
    expect((await notices(`&playerIds=${p.id}`))[0]).toMatchObject({ status: 'FAILED' });
  });

  it('shows another academy none of them, even on a package that sends notifications', async () => {
    const full = await t.db.selectFrom('packages').select('id').where('code', '=', 'full').executeTakeFirstOrThrow();
    const beta = await t.db.selectFrom('academies').select(['id', 'package_id']).where('code', '=', 'beta').executeTakeFirstOrThrow();
    const demoIds = (await notices()).map((n) => n.id);
    await t.db.updateTable('academies').set({ package_id: full.id }).where('id', '=', beta.id).execute();
    try {
      const other = as(t.app, (await login(t.app, 'admin', 'Admin@123', BETA_HOST)).access_token, BETA_HOST);
      expect(await notices('', other)).toEqual([]);
      expect((await other({ method: 'GET', url: `/v1/api/admin/notifications/${demoIds[0]}` })).statusCode).toBe(404);
    } finally {
      await t.db.updateTable('academies').set({ package_id: beta.package_id }).where('id', '=', beta.id).execute();
    }
  });
});
