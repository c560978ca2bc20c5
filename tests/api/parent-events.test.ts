/**
 * The parent messages of a payment recorded, a leave request decided and an event
 * published: each queued once, in the change's transaction, worded in the academy's
 * language with the event's fields; none when the package lacks sending notifications, and
 * a parent no channel reaches (e-mail off, no address) listed as not sent with why. One goes
 * all the way to a real SMTP server (tests/helpers/smtp-inbox.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type NotNull } from 'kysely';
import { sendDue } from '../helpers/outbox';
import { escapeHtml } from '../../domain/escape-html';
import { formatMoney } from '../../domain/money';
import { readVietQr } from '../../domain/vietqr';
import { as, login, useTestApp } from '../helpers/build-test-app';
import { academyIdOf } from '../helpers/staff';
import { scanQr } from '../helpers/scan-qr';
import { startSmtpInbox, type SmtpInbox } from '../helpers/smtp-inbox';

const t = useTestApp();
const ACADEMY = 'Học viện Bóng đá Ngôi Sao';
let inbox: SmtpInbox;
let admin: ReturnType<typeof as>;
let academyId: number;
let category: { id: number; name: string };
interface Player {
  id: number;
  name: string;
  parent_name: string;
  branch_id: number;
  class_id: number;
  email: string;
}
let players: Player[];

const settings = (payload: object) => admin({ method: 'PUT', url: '/v1/api/admin/settings', payload });
const emailOn = (is_enable = true) =>
  settings({
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
const messages = (event: string, recordId: number) =>
  t.db
    .selectFrom('notifications')
    .select(['id', 'player_id', 'recipient', 'language', 'subject', 'body', 'status', 'reason'])
    .$narrowType<{ player_id: NotNull }>()
    .where('academy_id', '=', academyId)
    .where('event', '=', event)
    .where('record_id', '=', recordId)
    .orderBy('id')
    .execute();

/** The next active player of the demo, given a parent's e-mail of its own. */
let used = 0;
const nextPlayer = () => players[used++];

const revenue = (player: Player, transaction_status: number, amount = 1_500_000) =>
  admin({
    method: 'POST',
    url: '/v1/api/admin/transactions',
    payload: {
      title: 'Học phí tháng 11',
      category_id: category.id,
      branch_id: player.branch_id,
      player_id: player.id,
      amount,
      at_date: '2026-11-05',
      payment_type: 1,
      transaction_status,
    },
  });
const patch = (url: string, payload: object) => admin({ method: 'PATCH', url, payload });

/** Runs `check` with the academy's package lacking `notification.sent`, then gives it back. */
async function withoutSending(check: () => Promise<void>) {
  const { package_id } = await t.db.selectFrom('academies').select('package_id').where('id', '=', academyId).executeTakeFirstOrThrow();
  await t.db
    .updateTable('packages')
    .set({ features: sql`array_remove(features, 'notification.sent')` })
    .where('id', '=', package_id)
    .execute();
  try {
    await check();
  } finally {
    await t.db
      .updateTable('packages')
      .set({ features: sql`array_append(features, 'notification.sent')` })
      .where('id', '=', package_id)
      .execute();
  }
}

beforeAll(async () => {
  inbox = await startSmtpInbox();
  admin = as(t.app, (await login(t.app, 'admin', 'Admin@123')).access_token);
  academyId = await academyIdOf(t.db, 'demo');
  category = (await t.db
    .selectFrom('transaction_categories')
    .select(['id', 'name'])
    .where('academy_id', '=', academyId)
    .where('category_type', '=', 3)
    .orderBy('id')
    .executeTakeFirstOrThrow()) as typeof category;
  const rows = await t.db
    .selectFrom('players')
    .select(['id', 'name', 'parent_name', 'branch_id', 'class_id'])
    .where('academy_id', '=', academyId)
    .where('deleted_at', 'is', null)
    .where('auditing_status', '=', 1)
    .orderBy('id')
    .limit(14)
    .execute();
  players = rows.map((p) => ({ ...p, email: `cha.me${p.id}@example.test` }) as Player);
  for (const p of players)
    await t.db.updateTable('players').set({ email: p.email }).where('academy_id', '=', academyId).where('id', '=', p.id).execute();
  expect((await emailOn()).statusCode).toBe(200);
  expect(
    (
      await settings({
        attendance_settings: {
          is_own_setting_enable: false,
          max_own: 0,
          is_time_off_setting_enable: true,
          max_time_off: 10,
          is_multi_attendee_enable: false,
          max_unit_per_lesson: 1,
          time_limit_in_days: 7,
        },
      })
    ).statusCode,
  ).toBe(200);
});
afterAll(() => inbox?.close());

describe('a payment recorded', () => {
  it('e-mails the parent the amount, day and what it pays for, once, through the SMTP server', async () => {
    const p = nextPlayer();
    const res = await revenue(p, 1);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const [message, ...more] = await messages('PAYMENT_RECORDED', id);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      player_id: p.id,
      recipient: p.email,
      language: 'vi',
      status: 'QUEUED',
      subject: `[${ACADEMY}] Đã nhận thanh toán 1.500.000 đ cho học viên ${p.name}`,
    });
    expect(message.body).toContain(`Kính gửi Quý phụ huynh ${p.parent_name},`);
    expect(message.body).toContain(
      `khoản thanh toán 1.500.000 đ ngày 05/11/2026 cho học viên ${p.name}.\nNội dung: Học phí tháng 11 (${category.name}).`,
    );

    // Edits of a paid revenue tell nobody again.
    expect((await patch(`/v1/api/admin/transactions/${id}`, { note: 'Đã xuất hoá đơn', transaction_status: 1 })).statusCode).toBe(200);
    expect(await messages('PAYMENT_RECORDED', id)).toHaveLength(1);

    const before = inbox.mails.length;
    expect((await sendDue(t.db)).sent).toBeGreaterThanOrEqual(1);
    const mails = await inbox.waitFor(before + 1);
    const mail = mails.find((m) => m.subject === message.subject)!;
    expect(mail.to).toMatchObject({ value: [{ address: p.email }] });
    expect(mail.text).toContain('Học phí tháng 11');
  });

  it('tells nothing while unpaid, then once when marked paid', async () => {
    const p = nextPlayer();
    const id = (await revenue(p, 4, 800_000)).json().data.id;
    expect(await messages('PAYMENT_RECORDED', id)).toEqual([]);
    expect((await patch(`/v1/api/admin/transactions/${id}`, { transaction_status: 2 })).statusCode).toBe(200);
    expect(await messages('PAYMENT_RECORDED', id)).toEqual([]);
    await Promise.all([1, 2].map(() => patch(`/v1/api/admin/transactions/${id}`, { transaction_status: 1 })));
    const sent = await messages('PAYMENT_RECORDED', id);
    expect(sent).toHaveLength(1);
    expect(sent[0].subject).toContain('800.000 đ');
  });

  it("tells of a shop order's payment when the order for a player is paid, once however often it is saved", async () => {
    const p = nextPlayer();
    const product = (await admin({ method: 'GET', url: '/v1/api/admin/products?size=1&sort=id:asc' })).json().data.content[0];
    const order = (transaction_status: number) => ({
      branch_id: p.branch_id,
      player_id: p.id,
      customer_name: p.parent_name,
      customer_mobile: '0912345678',
      items: [{ product_id: product.id, quantity: 1 }],
      payment_type: 1,
      transaction_status,
      order_status: 2,
      order_date: '2026-11-20',
    });
    const created = (await admin({ method: 'POST', url: '/v1/api/admin/orders', payload: order(4) })).json().data;
    expect(created.revenue_id).toBeNull();
    const paid = (await admin({ method: 'PUT', url: `/v1/api/admin/orders/${created.id}`, payload: order(1) })).json().data;
    expect(
      (await admin({ method: 'PUT', url: `/v1/api/admin/orders/${created.id}`, payload: { ...order(1), note: 'Giao tại lớp' } }))
        .statusCode,
    ).toBe(200);
    const [told, ...more] = await messages('PAYMENT_RECORDED', paid.revenue_id);
    expect(more).toEqual([]);
    expect(told).toMatchObject({
      recipient: p.email,
      subject: `[${ACADEMY}] Đã nhận thanh toán ${formatMoney(paid.transaction_amount)} cho học viên ${p.name}`,
    });
    expect(told.body).toContain(`Nội dung: Đơn hàng ORD${created.id}`);
  });

  it('queues nothing when the package lacks sending notifications, and lists the parent as not sent while e-mail is off', async () => {
    const p = nextPlayer();
    await withoutSending(async () => {
      const res = await revenue(p, 1);
      expect(res.statusCode).toBe(201);
      expect(await messages('PAYMENT_RECORDED', res.json().data.id)).toEqual([]);
    });
    expect((await emailOn(false)).statusCode).toBe(200);
    try {
      expect(await messages('PAYMENT_RECORDED', (await revenue(p, 1)).json().data.id)).toMatchObject([
        { player_id: p.id, status: 'NOT_SENT', reason: 'CHANNELS_OFF', recipient: null },
      ]);
    } finally {
      await emailOn();
    }
  });
});

describe('a leave request decided', () => {
  const request = async (p: Player, at_date: string) => {
    const res = await admin({
      method: 'POST',
      url: '/v1/api/admin/time-off',
      payload: { branch_id: p.branch_id, player_id: p.id, class_id: p.class_id, at_date, reason: 'Ốm', status: 0 },
    });
    expect(res.statusCode).toBe(201);
    return res.json().data as { id: number; class: { name: string } };
  };

  it('tells the parent the day, the class and the decision, once per decision', async () => {
    const p = nextPlayer();
    const leave = await request(p, '2026-12-07');
    expect(await messages('TIME_OFF_DECIDED', leave.id)).toEqual([]);
    expect((await patch(`/v1/api/admin/time-off/${leave.id}`, { status: 1 })).statusCode).toBe(200);
    expect((await patch(`/v1/api/admin/time-off/${leave.id}`, { reason: 'Ốm sốt' })).statusCode).toBe(200);
    const [approved, ...more] = await messages('TIME_OFF_DECIDED', leave.id);
    expect(more).toEqual([]);
    expect(approved).toMatchObject({
      recipient: p.email,
      subject: `[${ACADEMY}] Yêu cầu nghỉ ngày 07/12/2026 của ${p.name} đã được duyệt`,
    });
    expect(approved.body).toContain(`Yêu cầu nghỉ học ngày 07/12/2026 (lớp ${leave.class.name}) của học viên ${p.name} đã được duyệt.`);

    // Changing one's mind is a new decision.
    expect((await patch(`/v1/api/admin/time-off/${leave.id}`, { status: 2 })).statusCode).toBe(200);
    const decided = await messages('TIME_OFF_DECIDED', leave.id);
    expect(decided).toHaveLength(2);
    expect(decided[1].subject).toMatch(/không được duyệt$/);
  });

  it('words the decision in English for an English academy', async () => {
    expect((await settings({ common_settings: { app_language: 'en', web_app_version: '1.0.0' } })).statusCode).toBe(200);
    try {
      const p = nextPlayer();
      const leave = await request(p, '2026-12-08');
      expect((await patch(`/v1/api/admin/time-off/${leave.id}`, { status: 2 })).statusCode).toBe(200);
      const [rejected] = await messages('TIME_OFF_DECIDED', leave.id);
      expect(rejected).toMatchObject({ language: 'en', subject: `[${ACADEMY}] ${p.name}'s leave on 08/12/2026 was not approved` });
      expect(rejected.body).toContain(`The leave request of ${p.name} for 08/12/2026 (${leave.class.name} class) was not approved.`);
    } finally {
      await settings({ common_settings: { app_language: 'vi', web_app_version: '1.0.0' } });
    }
  });

  it('queues nothing when the package lacks sending notifications', async () => {
    const p = nextPlayer();
    const leave = await request(p, '2026-12-09');
    await withoutSending(async () => {
      expect((await patch(`/v1/api/admin/time-off/${leave.id}`, { status: 1 })).statusCode).toBe(200);
    });
    expect(await messages('TIME_OFF_DECIDED', leave.id)).toEqual([]);
  });
});

describe('an event published', () => {
  const event = (branch_id: number, auditing_status: number) =>
    admin({
      method: 'POST',
      url: '/v1/api/admin/events',
      payload: {
        title: 'Ngày hội bóng đá',
        location: 'Sân Mỹ Đình',
        branch_id,
        start_date: '2026-12-20',
        end_date: '2026-12-21',
        auditing_status,
      },
    });
  /** The active players of the branch, and those of them whom the messages can reach. */
  const active = async (branchId: number) =>
    await t.db
      .selectFrom('players')
      .select(['id', 'email'])
      .where('academy_id', '=', academyId)
      .where('branch_id', '=', branchId)
      .where('deleted_at', 'is', null)
      .where('auditing_status', '=', 1)
      .orderBy('id')
      .execute();
  const reachable = async (branchId: number) => (await active(branchId)).filter((p) => p.email).map((p) => p.id);
  const unreachable = async (branchId: number) => (await active(branchId)).filter((p) => !p.email).map((p) => p.id);
  const queued = (rows: Array<{ status: string; player_id: number }>) =>
    rows.filter((m) => m.status !== 'NOT_SENT').map((m) => m.player_id);
  const notSent = (rows: Array<{ status: string; player_id: number; reason: string | null }>, reason: string) =>
    rows.filter((m) => m.status === 'NOT_SENT' && m.reason === reason).map((m) => m.player_id);

  it("tells the parents of the branch's players its title, place and days, once however often it is edited", async () => {
    const p = nextPlayer();
    const res = await event(p.branch_id, 1);
    expect(res.statusCode).toBe(201);
    const id = res.json().data.id;
    const sent = await messages('EVENT_PUBLISHED', id);
    expect(queued(sent)).toEqual(await reachable(p.branch_id));
    // Each parent without an e-mail is listed as not sent, for want of one.
    expect(notSent(sent, 'NO_EMAIL')).toEqual(await unreachable(p.branch_id));
    const theirs = sent.find((m) => m.player_id === p.id)!;
    expect(theirs).toMatchObject({ recipient: p.email, subject: `[${ACADEMY}] Sự kiện mới: Ngày hội bóng đá` });
    expect(theirs.body).toContain('sự kiện Ngày hội bóng đá, diễn ra ngày 20/12/2026 – 21/12/2026 tại Sân Mỹ Đình.');
    const other = players.find((o) => o.branch_id !== p.branch_id);
    if (other) expect(sent.some((m) => m.player_id === other.id)).toBe(false);

    expect((await patch(`/v1/api/admin/events/${id}`, { title: 'Ngày hội bóng đá mùa đông' })).statusCode).toBe(200);
    expect(await messages('EVENT_PUBLISHED', id)).toHaveLength(sent.length);
  });

  it('tells nobody while hidden, and once when made active', async () => {
    const p = nextPlayer();
    const id = (await event(p.branch_id, 0)).json().data.id;
    expect(await messages('EVENT_PUBLISHED', id)).toEqual([]);
    expect((await patch(`/v1/api/admin/events/${id}`, { auditing_status: 1 })).statusCode).toBe(200);
    expect(queued(await messages('EVENT_PUBLISHED', id))).toEqual(await reachable(p.branch_id));
  });

  it('queues nothing when the package lacks sending notifications, and lists every parent as not sent while e-mail is off', async () => {
    const p = nextPlayer();
    await withoutSending(async () => {
      const res = await event(p.branch_id, 1);
      expect(res.statusCode).toBe(201);
      expect(await messages('EVENT_PUBLISHED', res.json().data.id)).toEqual([]);
    });
    expect((await emailOn(false)).statusCode).toBe(200);
    try {
      const rows = await messages('EVENT_PUBLISHED', (await event(p.branch_id, 1)).json().data.id);
      expect(queued(rows)).toEqual([]);
      expect(notSent(rows, 'CHANNELS_OFF')).toEqual((await active(p.branch_id)).map((a) => a.id));
    } finally {
      await emailOn();
    }
  });
});

describe('a fee reminder', () => {
  const remind = (id: number, lang = 'vi') =>
    admin({ method: 'POST', url: `/v1/api/admin/transactions/${id}/remind`, headers: { 'accept-language': lang } });

  it('e-mails the parent the fee, how to pay it by transfer and its payment link, once per reminder, and says who was told', async () => {
    const p = nextPlayer();
    const id = (await revenue(p, 4)).json().data.id;
    const { transfer_code } = await t.db.selectFrom('revenues').select('transfer_code').where('id', '=', id).executeTakeFirstOrThrow();
    const res = await remind(id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ told: [{ player_id: p.id, player_name: p.name, channels: ['EMAIL'] }], not_told: [] });
    const [message, ...more] = await messages('FEE_DUE', id);
    expect(more).toEqual([]);
    expect(message).toMatchObject({
      player_id: p.id,
      recipient: p.email,
      status: 'QUEUED',
      subject: `[${ACADEMY}] Nhắc đóng Học phí tháng 11 của học viên ${p.name}: 1.500.000 đ`,
    });
    expect(message.body).toContain(`khoản phí Học phí tháng 11 của học viên ${p.name}: 1.500.000 đ.`);
    expect(message.body).toContain(
      `Chuyển khoản: Vietcombank, số tài khoản 0011004455667 (HOC VIEN BONG DA NGOI SAO), số tiền 1.500.000 đ, nội dung ${transfer_code}.`,
    );
    expect(message.body).toMatch(
      new RegExp(`Trang thanh toán \\(có mã VietQR để quét\\): http://\\S+/view/tuition\\?revenue=${id}&token=\\S+`),
    );

    const before = inbox.mails.length;
    expect((await sendDue(t.db)).sent).toBeGreaterThanOrEqual(1);
    const mail = (await inbox.waitFor(before + 1)).find((m) => m.subject === message.subject)!;
    expect(mail.text).toContain(transfer_code);
    // The HTML part draws the fee's VietQR, sent along as an image: scanned, it is the academy's account, the amount and the code.
    const [qr, ...others] = mail.attachments;
    expect(others).toEqual([]);
    expect(qr).toMatchObject({ contentType: 'image/png', filename: 'vietqr.png', related: true });
    // The HTML names the image by its Content-ID; mailparser puts it in place there, as a mail app draws it.
    expect(qr.cid).toBeTruthy();
    expect(mail.html).toContain(`<img src="data:image/png;base64,${qr.content.toString('base64')}" alt="Mã VietQR chuyển khoản học phí"`);
    expect(mail.html).toContain(escapeHtml(message.body.split('\n')[0]));
    expect(readVietQr(scanQr(qr.content))).toMatchObject({
      account: '0011004455667',
      amount: 1_500_000,
      message: transfer_code,
      crcValid: true,
    });
    // A second reminder is a second message.
    expect((await remind(id)).statusCode).toBe(200);
    expect(await messages('FEE_DUE', id)).toHaveLength(2);
  });

  it('refuses a paid fee and a fee of no player (409), and reminds of nothing without sending in the package (403)', async () => {
    const p = nextPlayer();
    const paid = (await revenue(p, 1)).json().data.id;
    expect((await remind(paid, 'en')).json()).toMatchObject({ success: false, code: 'FEE_NOT_PAYABLE' });
    const { player_id: _none, ...nobody } = (await admin({ method: 'GET', url: `/v1/api/admin/transactions/${paid}` })).json().data;
    const orphan = await admin({
      method: 'POST',
      url: '/v1/api/admin/transactions',
      payload: {
        title: 'Thu khác',
        category_id: category.id,
        branch_id: nobody.branch_id,
        amount: 200_000,
        at_date: '2026-11-05',
        payment_type: 1,
        transaction_status: 4,
      },
    });
    expect(orphan.statusCode).toBe(201);
    const refused = await remind(orphan.json().data.id, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'FEE_WITHOUT_PLAYER',
      message: "This fee is not a player's: there is no parent to remind.",
    });
    const unpaid = (await revenue(p, 4)).json().data.id;
    await withoutSending(async () => {
      const res = await remind(unpaid, 'en');
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ success: false, code: 'FEATURE_NOT_IN_PACKAGE' });
    });
    expect(await messages('FEE_DUE', unpaid)).toEqual([]);
  });

  it('lists the parent as not sent while e-mail is off, and asks the parent to contact the academy when no way to pay is set up', async () => {
    const p = players[0];
    const id = (await revenue(p, 4)).json().data.id;
    expect((await emailOn(false)).statusCode).toBe(200);
    await t.db.updateTable('academies').set({ bank_name: 'Quỹ tín dụng nhân dân' }).where('id', '=', academyId).execute();
    try {
      const res = await remind(id);
      expect(res.json().data).toEqual({ told: [], not_told: [{ player_id: p.id, player_name: p.name, reason: 'CHANNELS_OFF' }] });
      const [message] = await messages('FEE_DUE', id);
      expect(message).toMatchObject({ status: 'NOT_SENT', reason: 'CHANNELS_OFF' });
      expect(message.body).toContain('Vui lòng liên hệ trung tâm để thanh toán.');
      expect(message.body).not.toContain('/view/tuition');
    } finally {
      await t.db.updateTable('academies').set({ bank_name: 'Vietcombank - CN Hà Nội' }).where('id', '=', academyId).execute();
      await emailOn();
    }
  });
});
