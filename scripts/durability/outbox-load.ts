/**
 * The writes that queue messages to parents: the durability academy's e-mail goes to the
 * run's mail sink (mail-sink.ts) and its Zalo messages to the run's Zalo stand-in, two players
 * of one class get a parent of the run, both told on Zalo (first in the order), the second
 * one's number without Zalo, so the sender sends each of their messages on by e-mail (the
 * next channel on), and each absence write marks both absent on a
 * day of its own, so it queues two messages in the transaction of its two attendance rows. The
 * academy's absence subject carries the run's marker and the day, which ties each message to
 * its write.
 */
import type { ZaloApp, ZaloServer } from '../../tests/helpers/zalo-server';
import type { MailSink } from './mail-sink';

type Call = <T>(method: string, path: string, body?: unknown) => Promise<T | null>;

export interface OutboxSinks {
  mail: MailSink;
  zalo: ZaloServer;
}

const ABSENCE_TEMPLATE = '100001';
/** The run's Zalo app and its one approved template, the absence's. */
export const RUN_ZALO: ZaloApp = {
  appId: '1000000000000000001',
  secretKey: 'durability-zalo-secret',
  templates: {
    [ABSENCE_TEMPLATE]: [
      { name: 'student_name', type: 'STRING', maxLength: 30, require: true },
      { name: 'date', type: 'DATE', maxLength: 20, require: true },
    ],
  },
  // The second parent's number: Zalo refuses it, so each of their messages goes on by e-mail.
  withoutZalo: new Set(['84987654321']),
};

export interface OutboxFixtures {
  classId: number;
  playerIds: [number, number];
}

export const SENDER = 'thongbao@durability.test';
/** The absence subject of the run: `<prefix>absent DD/MM/YYYY`. */
export const absenceSubject = (prefix: string) => `${prefix}absent {date}`;

/** The n-th absence day (0-based): one a day going back from yesterday, so no two writes share a roster. */
export function absenceDay(firstDay: string, n: number): string {
  const day = new Date(`${firstDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1 - n);
  return day.toISOString().slice(0, 10);
}

async function required<T>(what: string, answer: Promise<T | null>): Promise<T> {
  const data = await answer;
  if (!data) throw new Error(`could not prepare the outbox: ${what} was refused`);
  return data;
}

export async function prepareOutbox(call: Call, prefix: string, sinks: OutboxSinks): Promise<OutboxFixtures> {
  const settings = await required('reading the settings', call<Record<string, Record<string, unknown>>>('GET', 'settings'));
  if (!settings.email_settings) throw new Error('the durability academy has no e-mail settings: its package lacks notification.sent');
  const subject = absenceSubject(prefix);
  await required(
    'the e-mail settings',
    call('PUT', 'admin/settings', {
      email_settings: {
        is_enable: true,
        host: '127.0.0.1',
        port: sinks.mail.port,
        secure: false,
        user: '',
        smtp_password: '',
        sender: SENDER,
        low_sessions_threshold: 0,
      },
      zalo_settings: {
        is_enable: true,
        app_id: RUN_ZALO.appId,
        secret_key: RUN_ZALO.secretKey,
        channel_order: 'ZALO_SMS_EMAIL',
        api_url: sinks.zalo.apiUrl,
        oauth_url: sinks.zalo.oauthUrl,
        player_absent_template_id: ABSENCE_TEMPLATE,
        player_absent_params: 'student_name = {player_name}\ndate = {date}',
      },
      notification_templates: { player_absent_subject_vi: subject, player_absent_subject_en: subject },
      // Absences go back a day per write: any past day may be marked.
      attendance_settings: { ...settings.attendance_settings, time_limit_in_days: 0 },
    }),
  );
  await required('connecting Zalo', call('POST', 'admin/settings/zalo/connection', { refresh_token: sinks.zalo.issueRefreshToken() }));
  const [klass] = (
    await required('the classes', call<{ content: Array<{ id: number; branch_id: number }> }>('GET', 'admin/classes?size=1&sort=id:asc'))
  ).content;
  const player = (email: string, mobile: string) =>
    required(
      'a player',
      call<{ id: number }>('POST', 'players', {
        name: 'Nguyễn Văn Bền',
        date_of_birth: '2015-04-12',
        branch_id: klass.branch_id,
        class_id: klass.id,
        parent_name: 'Nguyễn Văn Bố',
        mobile,
        email,
        auditing_status: 1,
      }),
    );
  const first = await player(`${prefix}a@durability.test`, '0912345678');
  const second = await player(`${prefix}b@durability.test`, '0987654321');
  return { classId: klass.id, playerIds: [first.id, second.id] };
}

/** Marks both players absent on `day`, with the write's marker as the note; answers whether it was acknowledged. */
export async function markAbsent(call: Call, f: OutboxFixtures, day: string, marker: string): Promise<boolean> {
  const saved = await call('POST', 'admin/attendances/players', {
    class_id: f.classId,
    at_date: day,
    player_check_in: f.playerIds.map((player_id) => ({ player_id, check_in: 0, note: marker })),
  });
  return saved !== null;
}

/** How long the sender may go without delivering anything while messages wait. */
const STALL_MS = 30_000;

/**
 * Waits until the running sender has delivered everything it may: nothing queued, and no
 * message sending but the `held` ones killed senders hold under their lease. A backlog
 * takes as long as it takes; answers the problem when the sender stalls.
 */
export async function drainOutbox(call: Call, held: number): Promise<string | null> {
  const count = async (status: string) =>
    (await call<{ total_elements: number }>('GET', `admin/notifications?statuses=${status}&size=1`))?.total_elements ?? NaN;
  let until = Date.now() + STALL_MS;
  let queued = NaN;
  let sending = NaN;
  while (Date.now() < until) {
    // Queued first: once none is, no message starts sending, so a count of sending at or under `held` means none in flight.
    const before = queued;
    queued = await count('QUEUED');
    sending = await count('SENDING');
    if (queued === 0 && sending <= held) return null;
    if (queued < before) until = Date.now() + STALL_MS;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return `the sender delivered nothing for ${STALL_MS / 1000} s: ${queued} queued, ${sending} sending, ${held} held by killed senders`;
}
