/**
 * A message to the parents of some players about one event: queued in the change's own
 * transaction when the academy's package sends notifications, in the academy's language,
 * with the academy's template for the event over the default wording. One e-mail per
 * player whose parent has an e-mail, when e-mail is switched on; one SMS per player whose
 * parent has a mobile number, when SMS is switched on.
 */
import type { RequestContext } from '../../core/context';
import type { AcademySettings } from '../settings/settings-service';
import { renderMessage, type NotificationEvent, type TemplateFields } from '../../../domain/notification-templates';
import { queueMessages, type OutboxMessage } from './outbox';
import { smsPhone, smsText } from './sms/sms-text';

/** The channels the academy sends parents messages on now. */
export function parentChannels(ctx: RequestContext, settings: AcademySettings): { email: boolean; sms: boolean } {
  const sends = ctx.academy.features.has('notification.sent');
  return { email: sends && settings.email_settings.is_enable, sms: sends && settings.sms_settings.is_enable };
}

/** What the change is: the branch and record it belongs to, and each player's own fields by player id. */
export interface ParentNotice {
  event: NotificationEvent;
  branchId: number;
  recordId: number | null;
  fields: Map<number, TemplateFields>;
}

export async function queueParentMessages(tx: RequestContext, settings: AcademySettings, notice: ParentNotice): Promise<void> {
  const channels = parentChannels(tx, settings);
  if (!notice.fields.size || !(channels.email || channels.sms)) return;
  const players = await tx.db
    .selectFrom('players')
    .select(['id', 'name', 'parent_name', 'email', 'mobile'])
    .where('academy_id', '=', tx.academy.id)
    .where('id', 'in', [...notice.fields.keys()])
    .orderBy('id')
    .execute();
  const language = settings.common_settings.app_language;
  const messages: OutboxMessage[] = players.flatMap((p) => {
    const common = { event: notice.event, branch_id: notice.branchId, player_id: p.id as number, record_id: notice.recordId, language };
    const text = renderMessage(notice.event, language, {
      player_name: p.name as string, parent_name: p.parent_name as string, academy_name: tx.academy.name, ...notice.fields.get(p.id as number),
    }, settings.notification_templates);
    const phone = channels.sms ? smsPhone(p.mobile as string | null) : null;
    return [
      ...(channels.email && p.email ? [{ ...common, channel: 'EMAIL' as const, recipient: p.email as string, ...text }] : []),
      // An SMS has no subject: the e-mail's names it in the list, the body is what is sent.
      ...(phone ? [{ ...common, channel: 'SMS' as const, recipient: phone, subject: text.subject, body: smsText(text.body) }] : []),
    ];
  });
  await queueMessages(tx.db, tx.academy.id, messages);
}
