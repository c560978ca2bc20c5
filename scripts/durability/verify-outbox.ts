/**
 * The outbox's promises, as lists of problems (empty = pass), none of them depending on
 * where a kill fell:
 * - every absence write of the run is whole: its two attendance rows and its two messages,
 *   or none of them; every acknowledged one is there;
 * - the mail sink never got one Message-ID twice, nor a message no row holds;
 * - every row marked SENT reached the sink;
 * - after the clean last round: every message is SENT, or SENDING under the lease of a
 *   killed sender (received or not); nothing queued, failed or abandoned;
 * - once those leases have run out (the sender run as if LEASE_MS later): each of those is
 *   FAILED as interrupted, for the admin to resend, and none is sent again.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/client';
import { messageIdOf } from '../../server/modules/notifications/mail-transport';
import { LEASE_MS, sendDueNotifications } from '../../server/modules/notifications/sender';
import type { MailSink, ReceivedMail } from './mail-sink';
import { SENDER } from './outbox-load';
import type { WriteLoad } from './write-load';

interface Message {
  id: number;
  messageId: string;
  player_id: number;
  recipient: string;
  subject: string;
  status: string;
  locked_until: Date | null;
  reason: string | null;
  last_error: string | null;
}

/** DD/MM/YYYY at the end of the run's absence subject → YYYY-MM-DD. */
const dayOf = (subject: string) => subject.slice(-10).split('/').reverse().join('-');

async function messagesOf(db: Db, prefix: string): Promise<Message[]> {
  const { rows } = await sql<Omit<Message, 'messageId'> & { academy_id: number }>`
    select academy_id, id, player_id, recipient, subject, status, locked_until, reason, last_error
    from notifications where subject like ${`${prefix}%`} order by id`.execute(db);
  // Raw SQL answers a timestamp as a string on PGlite, as a Date on PostgreSQL.
  return rows.map((r) => ({
    ...r,
    locked_until: r.locked_until && new Date(r.locked_until),
    messageId: messageIdOf(r.academy_id, r.id, SENDER),
  }));
}

function receiptsOf(sink: MailSink): Map<string, ReceivedMail[]> {
  const byId = new Map<string, ReceivedMail[]>();
  for (const mail of sink.received) byId.set(mail.messageId, [...(byId.get(mail.messageId) ?? []), mail]);
  return byId;
}

/** Each absence day of the run: its attendance rows and its messages hold the same two players. */
async function wholeWrites(db: Db, load: WriteLoad, messages: Message[]): Promise<string[]> {
  const problems: string[] = [];
  const { playerIds } = load.outbox;
  const { rows: marks } = await sql<{ player_id: number; day: string; check_in: number }>`
    select player_id, to_char(at_date, 'YYYY-MM-DD') as day, check_in from attendances
    where note like ${`${load.prefix}%`} and player_id is not null`.execute(db);
  const days = new Set([...marks.map((m) => m.day), ...messages.map((m) => dayOf(m.subject)), ...load.acked.absences.keys()]);
  const players = (list: number[]) => list.sort((a, b) => a - b).join(',');
  for (const day of days) {
    const marked = marks.filter((m) => m.day === day && m.check_in === 0).map((m) => m.player_id);
    const told = messages.filter((m) => dayOf(m.subject) === day).map((m) => m.player_id);
    const whole = players(marked) === players([...playerIds]) && players(told) === players([...playerIds]);
    if (!whole && (marked.length || told.length))
      problems.push(`absences of ${day}: players ${players(marked)} marked, ${players(told)} told: not one whole transaction`);
    else if (!whole) problems.push(`acknowledged absences of ${day} (${load.acked.absences.get(day)}) are missing, with their messages`);
  }
  return problems;
}

/**
 * The state after the clean last round, begun at `cleanRoundAt`: a lease that ran out before
 * it would have been the live sender's to take. Answers the problems and the rows killed senders still hold.
 */
export async function auditOutbox(
  db: Db,
  load: WriteLoad,
  sink: MailSink,
  cleanRoundAt: number,
): Promise<{ problems: string[]; held: Message[] }> {
  const messages = await messagesOf(db, load.prefix);
  const problems = await wholeWrites(db, load, messages);
  const byMessageId = new Map(messages.map((m) => [m.messageId, m]));
  for (const [messageId, copies] of receiptsOf(sink)) {
    const row = byMessageId.get(messageId);
    if (!row) problems.push(`the sink received ${messageId}, which no row of the outbox holds`);
    else if (copies.some((c) => c.subject !== row.subject || !c.to.includes(row.recipient)))
      problems.push(`message ${row.id} arrived with another subject or recipient than its row's`);
    if (copies.length > 1) problems.push(`${messageId} was received ${copies.length} times`);
  }
  const received = receiptsOf(sink);
  const held: Message[] = [];
  for (const m of messages) {
    if (m.status === 'SENT' && !received.has(m.messageId)) problems.push(`message ${m.id} is marked sent but never reached the sink`);
    else if (m.status === 'SENDING' && m.locked_until && m.locked_until.getTime() > cleanRoundAt) held.push(m);
    // A lease that ran out during a long run: the live sender already failed it as interrupted.
    else if (m.status === 'FAILED' && m.reason === 'INTERRUPTED') held.push(m);
    else if (m.status !== 'SENT')
      problems.push(
        `message ${m.id} is ${m.status} after the clean last round (lease ${m.locked_until?.toISOString() ?? 'none'}, ${m.last_error ?? 'no error'})`,
      );
  }
  const delivered = held.filter((m) => received.has(m.messageId));
  console.log(
    `outbox: ${messages.length} messages of ${load.acked.absences.size} acknowledged absence writes; ${messages.length - held.length} sent and received; ` +
      `${held.length} held by the lease of a killed sender: ${delivered.length} received but not marked sent${ids(delivered)}, ` +
      `${held.length - delivered.length} not received${ids(held.filter((m) => !received.has(m.messageId)))}`,
  );
  return { problems, held };
}

const ids = (messages: Message[]) => (messages.length ? ` (ids ${messages.map((m) => m.id).join(', ')})` : '');

/** Runs the sender as if the leases had run out: the held e-mails fail as interrupted, none arrives again, nothing else changes. */
export async function afterTheLeases(db: Db, load: WriteLoad, sink: MailSink, held: Message[]): Promise<string[]> {
  const before = sink.received.length;
  // The run's mail sink listens on 127.0.0.1, which its servers are allowed too (server-process.ts).
  const report = await sendDueNotifications(db, new Date(Date.now() + LEASE_MS + 60_000), { hosts: { privateHosts: true } });
  const problems: string[] = [];
  const heldIds = new Set(held.map((m) => m.id));
  for (const m of await messagesOf(db, load.prefix)) {
    if (heldIds.has(m.id) && m.status !== 'FAILED')
      problems.push(`message ${m.id}, held by a killed sender, is ${m.status} once its lease ran out, not FAILED as interrupted`);
    if (!heldIds.has(m.id) && m.status !== 'SENT') problems.push(`message ${m.id} is ${m.status} once the leases ran out`);
  }
  const stillHeld = held.filter((m) => m.status === 'SENDING').length;
  if (report.interrupted !== stillHeld)
    problems.push(`${report.interrupted} messages failed as interrupted; ${stillHeld} were held by killed senders`);
  if (sink.received.length !== before) problems.push(`${sink.received.length - before} e-mails were sent again once the leases ran out`);
  console.log(
    `after the leases: ${report.interrupted} e-mails of killed senders failed as interrupted for the admin to resend${ids(held)}; none sent again`,
  );
  return problems;
}

/** The messages killed senders hold, counted while no server runs: a live sender cannot take them before their lease runs out. */
export async function heldCount(db: Db): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from notifications where status = 'SENDING' and locked_until > ${new Date()}`.execute(db);
  return rows[0].n;
}
