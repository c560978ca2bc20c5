/**
 * The demo's past messages to parents: the e-mails its latest absences sent, in Vietnamese,
 * all delivered but one the parent's mail server refused. Their parents get an e-mail
 * address; the academy's own e-mail stays switched off until it is set up (settings).
 */
import { sql } from 'kysely';
import { foldText } from '../core/search-text';
import { renderMessage } from '../../domain/notification-templates';
import { formatDate } from '../../domain/dates';
import { MAX_ATTEMPTS } from '../modules/notifications/backoff';
import type { Db } from '../db/client';

const HOW_MANY = 12;

export async function seedNotifications(db: Db, academy: { id: number; name: string }): Promise<void> {
  const absences = (
    await sql<{
      player_id: number;
      branch_id: number;
      name: string;
      parent_name: string;
      class_id: number;
      class_name: string;
      at_date: string;
    }>`
    select a.player_id, a.branch_id, p.name, p.parent_name, a.class_id, c.name as class_name, to_char(a.at_date, 'YYYY-MM-DD') as at_date
    from attendances a
    join players p on p.academy_id = a.academy_id and p.id = a.player_id
    join classes c on c.academy_id = a.academy_id and c.id = a.class_id
    where a.academy_id = ${academy.id} and a.check_in = 0 and a.player_id is not null
    order by a.at_date desc, a.id
    limit ${HOW_MANY}`.execute(db)
  ).rows;
  const rows = absences.map((a, i) => {
    const recipient = `phuhuynh.${a.player_id}@example.com`;
    const message = renderMessage('PLAYER_ABSENT', 'vi', {
      player_name: a.name,
      parent_name: a.parent_name,
      class_name: a.class_name,
      date: formatDate(a.at_date),
      academy_name: academy.name,
    });
    const sentAt = `${a.at_date}T12:00:05+07:00`;
    const refused = i === 3;
    return {
      academy_id: academy.id,
      event: 'PLAYER_ABSENT',
      branch_id: a.branch_id,
      player_id: a.player_id,
      record_id: a.class_id,
      channel: 'EMAIL',
      recipient,
      language: 'vi',
      ...message,
      search_text: foldText(`${recipient} ${message.subject}`),
      create_date: `${a.at_date}T12:00:00+07:00`,
      next_attempt_at: `${a.at_date}T12:00:00+07:00`,
      status: refused ? 'FAILED' : 'SENT',
      attempts: refused ? MAX_ATTEMPTS : 1,
      sent_at: refused ? null : sentAt,
      reason: refused ? 'RECIPIENT_REJECTED' : null,
      last_error: refused ? "Can't send mail - all recipients were rejected: 550 5.1.1 Mailbox unavailable" : null,
    };
  });
  if (!rows.length) return;
  // Oldest first, so ids follow time as for messages queued one by one.
  rows.reverse();
  await db.insertInto('notifications').values(rows).execute();
  for (const row of rows) {
    await db
      .updateTable('players')
      .set({ email: row.recipient })
      .where('academy_id', '=', academy.id)
      .where('id', '=', row.player_id)
      .execute();
  }
}
