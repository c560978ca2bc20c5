/**
 * A message to all customers: what it would reach, one queued e-mail per address (letter
 * case aside), the caller's branches, the package and role gates, the refusals of an
 * unsendable draft in both languages, and the e-mails arriving at a real SMTP server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDue } from '../helpers/outbox';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { inboxEmailSettings, startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';

const t = useTestApp();
const URL = '/v1/api/admin/notifications/broadcast';
const SENDER = 'thongbao@ngoisao.test';
const draft = { subject: 'Nghỉ lễ tại {academy_name}', body: 'Kính gửi {parent_name},\nHọc viên {player_name} được nghỉ ngày 2/9.' };
let inbox: SmtpInbox;
let admin: ReturnType<typeof as>;
let manager: ReturnType<typeof as>;
let teacher: ReturnType<typeof as>;
let academyId: number;
let own: number;
let other: number;
const players: Array<{ id: number; name: string; branch_id: number }> = [];

const emailSettings = (over: object = {}) =>
  admin({
    method: 'PUT',
    url: '/v1/api/admin/settings',
    payload: { email_settings: { ...inboxEmailSettings(inbox.port, SENDER), ...over } },
  });
const broadcasts = () =>
  t.db.selectFrom('notifications').selectAll().where('academy_id', '=', academyId).where('event', '=', 'BROADCAST').orderBy('id').execute();
const clearBroadcasts = () =>
  t.db.deleteFrom('notifications').where('academy_id', '=', academyId).where('event', '=', 'BROADCAST').execute();
const setPlayerEmail = (id: number, email: string | null, auditing_status = 1) =>
  t.db.updateTable('players').set({ email, auditing_status }).where('academy_id', '=', academyId).where('id', '=', id).execute();

async function activePlayersOf(branchId: number, count: number) {
  return (await t.db
    .selectFrom('players')
    .select(['id', 'name', 'branch_id'])
    .where('academy_id', '=', academyId)
    .where('branch_id', '=', branchId)
    .where('auditing_status', '=', 1)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .limit(count)
    .execute()) as typeof players;
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  manager = as(t.app, (await login(t.app, 'manager', 'Manager@123')).access_token);
  teacher = as(t.app, (await login(t.app, 'teacher', 'Teacher@123')).access_token);
  academyId = (await t.db.selectFrom('academies').select('id').where('code', '=', 'demo').executeTakeFirstOrThrow()).id as number;
  const managerBranches = (
    await t.db
      .selectFrom('users')
      .select('branch_ids')
      .where('academy_id', '=', academyId)
      .where('user_name', '=', 'manager')
      .executeTakeFirstOrThrow()
  ).branch_ids as number[];
  const branches = (await t.db.selectFrom('branches').select('id').where('academy_id', '=', academyId).orderBy('id').execute()).map(
    (b) => b.id as number,
  );
  own = managerBranches[0];
  other = branches.find((b) => !managerBranches.includes(b))!;
  expect((await emailSettings()).statusCode).toBe(200);

  // Only the addresses set here: three players of a manager's branch (two of one family), one elsewhere,
  // an inactive player, and two customers, one of them a parent already.
  await t.db.updateTable('players').set({ email: null }).where('academy_id', '=', academyId).execute();
  await t.db.updateTable('customers').set({ email: null }).where('academy_id', '=', academyId).execute();
  players.push(...(await activePlayersOf(own, 4)), ...(await activePlayersOf(other, 1)));
  await setPlayerEmail(players[0].id, 'Family@example.test');
  await setPlayerEmail(players[1].id, 'family@example.test');
  await setPlayerEmail(players[2].id, 'single@example.test');
  await setPlayerEmail(players[3].id, 'left@example.test', 0);
  await setPlayerEmail(players[4].id, 'elsewhere@example.test');
  const customers = await t.db.selectFrom('customers').select('id').where('academy_id', '=', academyId).orderBy('id').limit(2).execute();
  await t.db
    .updateTable('customers')
    .set({ email: 'customer@example.test' })
    .where('academy_id', '=', academyId)
    .where('id', '=', customers[0].id as number)
    .execute();
  await t.db
    .updateTable('customers')
    .set({ email: 'SINGLE@example.test' })
    .where('academy_id', '=', academyId)
    .where('id', '=', customers[1].id as number)
    .execute();
});
afterAll(() => inbox?.close());

describe('who a broadcast reaches', () => {
  it('counts one e-mail per address: every active parent of all branches and the customers, for the admin', async () => {
    const res = await admin({ method: 'GET', url: URL });
    expect(res.statusCode).toBe(200);
    const audience = res.json().data;
    expect(audience).toMatchObject({
      email_ready: true,
      language: 'vi',
      academy_name: 'Học viện Bóng đá Ngôi Sao',
      total: 4,
      parents: 3,
      customers: 1,
    });
    // The preview's recipient: the parent of the first player by id.
    const first = [...players].filter((p) => p.id !== players[3].id).sort((a, b) => a.id - b.id)[0];
    expect(audience.first).toMatchObject({ player_name: first === players[0] ? `${players[0].name}, ${players[1].name}` : first.name });
  });

  it("narrows to the selected branch, and to a manager's own, without the customers of no branch", async () => {
    const selected = (await admin({ method: 'GET', url: URL, headers: { branchids: String(other) } })).json().data;
    expect(selected).toMatchObject({ total: 1, parents: 1, customers: 0, first: { recipient: 'elsewhere@example.test' } });
    const theirs = (await manager({ method: 'GET', url: URL })).json().data;
    expect(theirs).toMatchObject({ total: 2, parents: 2, customers: 0 });
  });
});

describe('sending', () => {
  it("queues one message per address in the academy's language, filled in per recipient, and the sender delivers them", async () => {
    await clearBroadcasts();
    const res = await admin({ method: 'POST', url: URL, payload: draft });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ success: true, data: { queued: 4 }, message: 'Đã xếp hàng gửi 4 tin' });
    const rows = await broadcasts();
    expect(rows.map((r) => r.recipient).sort()).toEqual([
      'Family@example.test',
      'customer@example.test',
      'elsewhere@example.test',
      'single@example.test',
    ]);
    expect(
      rows.every(
        (r) =>
          r.status === 'QUEUED' && r.language === 'vi' && r.channel === 'EMAIL' && r.subject === 'Nghỉ lễ tại Học viện Bóng đá Ngôi Sao',
      ),
    ).toBe(true);
    const family = rows.find((r) => r.recipient === 'Family@example.test')!;
    expect(family).toMatchObject({ player_id: players[0].id, branch_id: own });
    expect(family.body).toContain(`Học viên ${players[0].name}, ${players[1].name} được nghỉ`);
    const customer = rows.find((r) => r.recipient === 'customer@example.test')!;
    expect(customer).toMatchObject({ player_id: null, branch_id: null });

    const before = inbox.mails.length;
    await sendDue(t.db);
    const mails = (await inbox.waitFor(before + 4)).slice(before).filter((m) => m.subject === 'Nghỉ lễ tại Học viện Bóng đá Ngôi Sao');
    expect(mails.map((m) => (m.to && !Array.isArray(m.to) ? m.to.value[0].address : '')).sort()).toEqual([
      'Family@example.test',
      'customer@example.test',
      'elsewhere@example.test',
      'single@example.test',
    ]);
    expect(mails.every((m) => m.from?.value[0].address === SENDER)).toBe(true);
    expect((await broadcasts()).every((r) => r.status === 'SENT')).toBe(true);
  });

  it("lets the admin list the messages sent, and a manager send to their own branches' parents only", async () => {
    const list = await admin({ method: 'GET', url: '/v1/api/admin/notifications?events=BROADCAST&size=100' });
    expect(list.json().data.total_elements).toBe(4);
    await clearBroadcasts();
    const res = await manager({ method: 'POST', url: URL, payload: draft, headers: { 'accept-language': 'en' } });
    expect(res.json()).toMatchObject({ data: { queued: 2 }, message: '2 messages queued for sending' });
    expect((await broadcasts()).map((r) => [r.recipient, r.branch_id])).toEqual([
      ['Family@example.test', own],
      ['single@example.test', own],
    ]);
  });
});

describe('refusals', () => {
  it("refuses an empty or too long text with a message per field, in the caller's language", async () => {
    await clearBroadcasts();
    const vi = await admin({ method: 'POST', url: URL, payload: { subject: '  ', body: '\n' } });
    expect(vi.statusCode).toBe(422);
    expect(vi.json()).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      errors: [
        { field: 'subject', message: 'Trường này là bắt buộc !' },
        { field: 'body', message: 'Trường này là bắt buộc !' },
      ],
    });
    const en = await admin({
      method: 'POST',
      url: URL,
      payload: { subject: 'x'.repeat(201), body: 'y'.repeat(5001) },
      headers: { 'accept-language': 'en' },
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual([
      { field: 'subject', message: 'Enter characters at most 200 !' },
      { field: 'body', message: 'Enter characters at most 5000 !' },
    ]);
    expect((await admin({ method: 'POST', url: URL, payload: { ...draft, to: 'everyone' } })).statusCode).toBe(400);
    expect(await broadcasts()).toEqual([]);
  });

  it('refuses to send while e-mail is off, and when nobody has an address', async () => {
    await emailSettings({ is_enable: false });
    try {
      const off = await admin({ method: 'POST', url: URL, payload: draft, headers: { 'accept-language': 'en' } });
      expect(off.statusCode).toBe(422);
      expect(off.json()).toMatchObject({
        code: 'EMAIL_NOT_CONFIGURED',
        message: expect.stringContaining('Settings → E-mail notifications'),
      });
      expect((await admin({ method: 'GET', url: URL })).json().data.email_ready).toBe(false);
    } finally {
      await emailSettings();
    }
    await setPlayerEmail(players[0].id, null);
    await setPlayerEmail(players[1].id, null);
    await setPlayerEmail(players[2].id, null);
    try {
      const empty = await manager({ method: 'POST', url: URL, payload: draft });
      expect(empty.statusCode).toBe(422);
      expect(empty.json()).toMatchObject({ code: 'NO_RECIPIENTS', message: expect.stringContaining('Không có ai để gửi') });
    } finally {
      await setPlayerEmail(players[0].id, 'Family@example.test');
      await setPlayerEmail(players[1].id, 'family@example.test');
      await setPlayerEmail(players[2].id, 'single@example.test');
    }
  });

  it('is refused to a role outside the admin app, and to a package without sending to all customers', async () => {
    await clearBroadcasts();
    expect((await teacher({ method: 'POST', url: URL, payload: draft })).json()).toMatchObject({ success: false, code: 'FORBIDDEN_ROLE' });
    const full = await t.db.selectFrom('packages').select(['id', 'features']).where('code', '=', 'full').executeTakeFirstOrThrow();
    const features = full.features as string[];
    await t.db
      .updateTable('packages')
      .set({ features: features.filter((f) => f !== 'notification.sent_all') })
      .where('id', '=', full.id)
      .execute();
    try {
      for (const call of [
        { method: 'GET' as const, url: URL },
        { method: 'POST' as const, url: URL, payload: draft },
      ]) {
        const res = await admin({ ...call, headers: { 'accept-language': 'en' } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'FEATURE_NOT_IN_PACKAGE', message: 'Your current plan does not include this feature' });
      }
      // The rest of the parent notifications stays open.
      expect((await admin({ method: 'GET', url: '/v1/api/admin/notifications' })).statusCode).toBe(200);
    } finally {
      await t.db.updateTable('packages').set({ features }).where('id', '=', full.id).execute();
    }
    expect(await broadcasts()).toEqual([]);
  });
});
