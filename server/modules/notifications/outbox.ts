/**
 * The outbox (migrations 0019 and 0022, schemas/notifications.json): a message to a parent is
 * a row written in the transaction of the change it tells about, so it exists exactly when the
 * change does, and the sender (sender.ts) delivers it afterwards.
 */
import type { Db } from '../../db/client';
import type { NotificationEvent, TemplateLanguage } from '../../../domain/notification-templates';
import type { NotReached } from '../../../domain/delivery-reasons';
import type { Channel } from '../../../domain/parent-notices';
import type { ZnsPayload } from './zalo/zns-payload';
import { foldText } from '../../core/search-text';

/** A templated event, or a message the academy wrote itself to every customer. */
export type OutboxEvent = NotificationEvent | 'BROADCAST';

export interface OutboxMessage {
  event: OutboxEvent;
  /** Null for a parent no channel reaches (status NOT_SENT). */
  channel: Channel | null;
  /** Null for a customer of the CRM, who belongs to no branch. */
  branch_id: number | null;
  player_id: number | null;
  record_id: number | null;
  recipient: string | null;
  language: TemplateLanguage;
  subject: string;
  body: string;
  /** The VietQR payload of a message asking for a transfer: its e-mail draws it (email-content.ts). */
  vietqr?: string | null;
  /** The Zalo template and its parameters, when the academy has one for the event: what the ZALO channel sends. */
  zns?: ZnsPayload | null;
  /** NOT_SENT with its reason: kept for the office to see and resend; QUEUED (the default): due at once. */
  status?: 'NOT_SENT';
  reason?: NotReached;
}

/** Queues the messages, due at once; `db` is the change's own transaction. */
export async function queueMessages(db: Db, academyId: number, messages: OutboxMessage[]): Promise<void> {
  if (!messages.length) return;
  await db
    .insertInto('notifications')
    .values(
      messages.map((m) => ({
        ...m,
        zns: m.zns ? JSON.stringify(m.zns) : null,
        academy_id: academyId,
        search_text: foldText(`${m.recipient ?? ''} ${m.subject}`),
      })),
    )
    .execute();
}
