/**
 * The outbox's promises, as lists of problems (empty = pass), none of them depending on
 * where a kill fell:
 * - every absence write of the run is whole: its two attendance rows and its two messages,
 *   or none of them; every acknowledged one is there;
 * - the mail sink never got one Message-ID twice, nor Zalo one tracking id, nor either a
 *   message no row holds;
 * - every row marked SENT reached its sink;
 * - after the clean last round: every message is SENT, or SENDING under the lease of a
 *   killed sender (received or not), or a Zalo message to a number without Zalo that went on
 *   by e-mail exactly once; nothing queued, failed or abandoned;
 * - once those leases have run out (the sender run as if LEASE_MS later): each of those is
 *   FAILED as interrupted, for the admin to resend, and none is sent again.
 * An e-mail is known by its Message-ID, a Zalo message by its tracking id: each names its row.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/client';
import { messageIdOf } from '../../server/modules/notifications/mail-transport';
import { znsTrackingIdOf } from '../../server/modules/notifications/delivery';
import { LEASE_MS, sendDueNotifications } from '../../server/modules/notifications/sender';
import { SENDER, type OutboxSinks } from './outbox-load';
import { RUN_SECRETS_KEY } from './server-process';
import { secretBox } from '../../server/core/secret-box';
import type { WriteLoad } from './write-load';

interface Message {
  id: number;
  channel: string;
  /** What its sink knows it by: the e-mail's Message-ID, the Zalo message's tracking id. */
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
    select academy_id, id, channel, player_id, recipient, subject, status, locked_until, reason, last_error
    from notifications where subject like ${`${prefix}%`} order by id`.execute(db);
  // Raw SQL answers a timestamp as a string on PGlite, as a Date on PostgreSQL.
  return rows.map((r) => ({
    ...r,
    locked_until: r.locked_until && new Date(r.locked_until),
    messageId: r.channel === 'ZALO' ? znsTrackingIdOf(r.academy_id, r.id) : messageIdOf(r.academy_id, r.id, SENDER),
  }));
}

/** What a sink received of a message: its subject (an e-mail's; a Zalo message has none) and to whom. */
interface Receipt {
  subject: string | null;
  to: string;
}

function receiptsOf(sinks: OutboxSinks): Map<string, Receipt[]> {
  const byId = new Map<string, Receipt[]>();
  const add = (id: string, receipt: Receipt) => byId.set(id, [...(byId.get(id) ?? []), receipt]);
  for (const mail of sinks.mail.received) add(mail.messageId, { subject: mail.subject, to: mail.to });
  for (const zns of sinks.zalo.received) add(zns.tracking_id, { subject: null, to: zns.phone });
  return byId;
}

const receivedCount = (sinks: OutboxSinks) => sinks.mail.received.length + sinks.zalo.received.length;

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
    // Each parent once, whichever channels their message took (a Zalo message, then its e-mail).
    const told = [...new Set(messages.filter((m) => dayOf(m.subject) === day).map((m) => m.player_id))];
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
  sinks: OutboxSinks,
  cleanRoundAt: number,
): Promise<{ problems: string[]; held: Message[] }> {
  const messages = await messagesOf(db, load.prefix);
  const problems = await wholeWrites(db, load, messages);
  const byMessageId = new Map(messages.map((m) => [m.messageId, m]));
  const received = receiptsOf(sinks);
  for (const [messageId, copies] of received) {
    const row = byMessageId.get(messageId);
    if (!row) problems.push(`a sink received ${messageId}, which no row of the outbox holds`);
    else if (copies.some((c) => (c.subject !== null && c.subject !== row.subject) || !c.to.includes(row.recipient)))
      problems.push(`message ${row.id} arrived with another subject or recipient than its row's`);
    if (copies.length > 1) problems.push(`${messageId} was received ${copies.length} times`);
  }
  if (!messages.some((m) => m.channel === 'ZALO')) problems.push('no message of the run went by Zalo');
  const held: Message[] = [];
  // A message's rows: the one the write queued, and the e-mail a Zalo message went on to (queued later, so its id is higher).
  const sameMessage = (m: Message) => messages.filter((o) => o.player_id === m.player_id && o.subject === m.subject);
  for (const m of messages) {
    const copies = sameMessage(m);
    if (copies.length > 2 || (copies.length === 2 && copies.map((c) => c.channel).join() !== 'ZALO,EMAIL'))
      problems.push(
        `message ${m.id} has ${copies.length} rows (${copies.map((c) => c.channel).join(', ')}): a Zalo message goes on once at most`,
      );
    if (m.status === 'FAILED' && m.reason === 'NO_ZALO') {
      if (copies.length !== 2) problems.push(`message ${m.id} found no Zalo and went on by no e-mail`);
    } else if (m.status === 'SENT' && !received.has(m.messageId))
      problems.push(`message ${m.id} is marked sent but never reached the sink`);
    else if (m.status === 'SENDING' && m.locked_until && m.locked_until.getTime() > cleanRoundAt) held.push(m);
    // A lease that ran out during a long run: the live sender already failed it as interrupted.
    else if (m.status === 'FAILED' && m.reason === 'INTERRUPTED') held.push(m);
    else if (m.status !== 'SENT')
      problems.push(
        `message ${m.id} is ${m.status} after the clean last round (lease ${m.locked_until?.toISOString() ?? 'none'}, ${m.last_error ?? 'no error'})`,
      );
  }
  const wentOn = messages.filter((m) => m.status === 'FAILED' && m.reason === 'NO_ZALO').length;
  const delivered = held.filter((m) => received.has(m.messageId));
  console.log(
    `outbox: ${messages.length} messages of ${load.acked.absences.size} acknowledged absence writes; ${wentOn} to a number without Zalo went on by e-mail; ` +
      `${messages.length - held.length - wentOn} sent and received; ` +
      `${held.length} held by the lease of a killed sender: ${delivered.length} received but not marked sent${ids(delivered)}, ` +
      `${held.length - delivered.length} not received${ids(held.filter((m) => !received.has(m.messageId)))}`,
  );
  return { problems, held };
}

const ids = (messages: Message[]) => (messages.length ? ` (ids ${messages.map((m) => m.id).join(', ')})` : '');

/** Runs the sender as if the leases had run out: the held messages fail as interrupted, none arrives again, nothing else changes. */
export async function afterTheLeases(db: Db, load: WriteLoad, sinks: OutboxSinks, held: Message[]): Promise<string[]> {
  const before = receivedCount(sinks);
  // The run's sinks listen on 127.0.0.1, which its servers are allowed too (server-process.ts).
  const report = await sendDueNotifications(db, new Date(Date.now() + LEASE_MS + 60_000), {
    hosts: { privateHosts: true },
    box: secretBox(RUN_SECRETS_KEY),
  });
  const problems: string[] = [];
  const heldIds = new Set(held.map((m) => m.id));
  for (const m of await messagesOf(db, load.prefix)) {
    if (heldIds.has(m.id) && m.status !== 'FAILED')
      problems.push(`message ${m.id}, held by a killed sender, is ${m.status} once its lease ran out, not FAILED as interrupted`);
    const wentOn = m.status === 'FAILED' && m.reason === 'NO_ZALO';
    if (!heldIds.has(m.id) && m.status !== 'SENT' && !wentOn) problems.push(`message ${m.id} is ${m.status} once the leases ran out`);
  }
  const stillHeld = held.filter((m) => m.status === 'SENDING').length;
  if (report.interrupted !== stillHeld)
    problems.push(`${report.interrupted} messages failed as interrupted; ${stillHeld} were held by killed senders`);
  if (receivedCount(sinks) !== before) problems.push(`${receivedCount(sinks) - before} messages were sent again once the leases ran out`);
  console.log(
    `after the leases: ${report.interrupted} messages of killed senders failed as interrupted for the admin to resend${ids(held)}; none sent again`,
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
