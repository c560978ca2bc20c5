/**
 * A message to the parents of some players about one event: queued in the change's own
 * transaction when the academy's package sends notifications, in the academy's language,
 * with the academy's template for the event over the default wording. While Zalo is off, one
 * e-mail per player whose parent has an e-mail, when e-mail is switched on, and one SMS per
 * player whose parent has a mobile number, when SMS is switched on. While Zalo is on (and the
 * academy has a Zalo template for the event), one message, by the first channel of the
 * academy's order that reaches the parent; a Zalo message that fails goes on to the next
 * (zalo/fallback.ts). A parent no message can reach gets a NOT_SENT row holding the message
 * and why (the channels off, no address for those on), so the office sees who was not told
 * and can resend once they can be (resend.ts).
 *
 * A parent's own choices in the parents' app (parent-choices.ts, domain/parent-preferences.ts)
 * come first: their message is written in their language; it goes on their preferred channel
 * alone while that channel carries it and reaches them (else as above); and a kind of message
 * they turned off is not sent, its row NOT_SENT with the reason PARENT_OPTED_OUT.
 */
import type { RequestContext } from '../../core/context';
import type { NotNull } from 'kysely';
import type { AcademySettings } from '../settings/settings-service';
import { renderMessage, type NotificationEvent, type TemplateFields, type TemplateLanguage } from '../../../domain/notification-templates';
import type { NotReached } from '../../../domain/delivery-reasons';
import type { Channel, ParentNotices } from '../../../domain/parent-notices';
import { queueMessages, type OutboxMessage } from './outbox';
import { packageSends } from './academy-sends';
import { smsPhone, smsText } from './sms/sms-text';
import { znsPayload } from './zalo/zns-payload';
import { choicesByMobile } from './parent-choices';
import { messageLanguage, optedOut } from '../../../domain/parent-preferences';

export interface Channels {
  email: boolean;
  sms: boolean;
  /** Zalo carries this message (on, with a template for its event): then only the first channel of `order` that reaches the parent goes. */
  zalo: boolean;
  order: Channel[];
}

/** The academy's order of channels while Zalo is on. */
export const channelOrder = (settings: Pick<AcademySettings, 'zalo_settings'>): Channel[] =>
  settings.zalo_settings.channel_order === 'ZALO_EMAIL_SMS' ? ['ZALO', 'EMAIL', 'SMS'] : ['ZALO', 'SMS', 'EMAIL'];

/** The channels the academy sends parents messages on now; `zalo`: whether Zalo can carry this message. */
export function channelsOf(features: Iterable<string>, settings: AcademySettings, zalo = false): Channels {
  const sends = packageSends(features);
  return {
    email: sends && settings.email_settings.is_enable,
    sms: sends && settings.sms_settings.is_enable,
    zalo: sends && settings.zalo_settings.is_enable && zalo,
    order: channelOrder(settings),
  };
}

/** The channels the academy sends parents' messages on now, in its order (Zalo while on, for the events it has templates for). */
export function channelsOn(features: Iterable<string>, settings: AcademySettings): Channel[] {
  const channels = channelsOf(features, settings, true);
  return channels.order.filter((channel) => (channel === 'EMAIL' ? channels.email : channel === 'SMS' ? channels.sms : channels.zalo));
}

export const parentChannels = (ctx: RequestContext, settings: AcademySettings, zalo = false): Channels =>
  channelsOf(ctx.academy.features, settings, zalo);

/** What the change is: the branch and record it belongs to, and each player's own fields by player id. */
export interface ParentNotice {
  event: NotificationEvent;
  branchId: number;
  recordId: number | null;
  fields: Map<number, TemplateFields>;
  /** The VietQR to pay by, by player id, for a notice asking for a transfer. */
  vietqr?: Map<number, string>;
  /** A player's fields worded in a language (a decision, how to pay): each parent's message in theirs. */
  worded?: (language: TemplateLanguage, playerId: number) => TemplateFields;
}

/** A parent's addresses as the channels on take them. */
export interface Contact {
  email: string | null;
  mobile: string | null;
}

/** A Zalo account is found by its phone number, in the international form Zalo takes (84…). */
export const zaloPhone = (mobile: string | null | undefined): string | null => {
  const national = smsPhone(mobile);
  return national && `84${national.slice(1)}`;
};

/** The parent's address on `channel`, in the form the channel takes; null when they have none. */
export const recipientOn = (channel: Channel, contact: Contact): string | null => RECIPIENT[channel](contact);

const RECIPIENT: Record<Channel, (contact: Contact) => string | null> = {
  EMAIL: (contact) => contact.email?.trim() || null,
  SMS: (contact) => smsPhone(contact.mobile),
  ZALO: (contact) => zaloPhone(contact.mobile),
};

/**
 * Where a message to this parent goes on the channels on: each channel with its recipient, or
 * why none can be. The parent's `preferred` channel, while it carries the message and reaches
 * them, is the one it goes on; otherwise the academy's channels as they are.
 */
export function reach(
  channels: Channels,
  contact: Contact,
  preferred: Channel | null = null,
): { to: Array<{ channel: Channel; recipient: string }>; reason: NotReached | null } {
  const on = (channel: Channel) => (channel === 'EMAIL' ? channels.email : channel === 'SMS' ? channels.sms : channels.zalo);
  const theirs = preferred && on(preferred) ? RECIPIENT[preferred](contact) : null;
  if (preferred && theirs) return { to: [{ channel: preferred, recipient: theirs }], reason: null };
  const to = (channels.zalo ? channels.order : (['EMAIL', 'SMS'] as Channel[]))
    .filter(on)
    .flatMap((channel) => {
      const recipient = RECIPIENT[channel](contact);
      return recipient ? [{ channel, recipient }] : [];
    })
    .slice(0, channels.zalo ? 1 : undefined);
  if (to.length) return { to, reason: null };
  const byMail = channels.email;
  const byPhone = channels.sms || channels.zalo;
  if (!byMail && !byPhone) return { to, reason: 'CHANNELS_OFF' };
  return { to, reason: byMail && byPhone ? 'NO_CONTACT' : byMail ? 'NO_EMAIL' : 'NO_MOBILE' };
}

/** The message of one channel: an SMS has no subject of its own (the e-mail's names it in the list) and a plain body. */
export const forChannel = (channel: Channel, text: { subject: string; body: string }) =>
  channel === 'SMS' ? { subject: text.subject, body: smsText(text.body) } : text;

const none: ParentNotices = { told: [], not_told: [] };

/**
 * Queues the notice's messages; answers who was told on which channels and who could not
 * be. Nothing at all for a package that does not send notifications: it tells nobody, by design.
 */
export async function queueParentMessages(tx: RequestContext, settings: AcademySettings, notice: ParentNotice): Promise<ParentNotices> {
  if (!notice.fields.size || !packageSends(tx.academy.features)) return none;
  const players = await tx.db
    .selectFrom('players')
    .select(['id', 'name', 'parent_name', 'email', 'mobile'])
    // A player's schema requires a name.
    .$narrowType<{ name: NotNull }>()
    .where('academy_id', '=', tx.academy.id)
    .where('id', 'in', [...notice.fields.keys()])
    .orderBy('id')
    .execute();
  const choices = await choicesByMobile(
    tx.db,
    tx.academy.id,
    players.map((p) => p.mobile),
  );
  const result: ParentNotices = { told: [], not_told: [] };
  const messages = players.flatMap((p): OutboxMessage[] => {
    const choice = p.mobile ? choices.get(p.mobile) : undefined;
    const language = messageLanguage(settings.common_settings.app_language, choice);
    const player = { player_id: p.id, player_name: p.name };
    const common = {
      event: notice.event,
      branch_id: notice.branchId,
      player_id: player.player_id,
      record_id: notice.recordId,
      language,
      vietqr: notice.vietqr?.get(p.id) ?? null,
    };
    const fieldsIn = (lang: TemplateLanguage): TemplateFields => ({
      player_name: player.player_name,
      parent_name: p.parent_name,
      academy_name: tx.academy.name,
      ...notice.fields.get(player.player_id),
      ...notice.worded?.(lang, player.player_id),
    });
    const text = renderMessage(notice.event, language, fieldsIn(language), settings.notification_templates);
    // A Zalo template is approved in the academy's language: its parameters stay in it.
    const zns = znsPayload(settings.zalo_settings, notice.event, fieldsIn(settings.common_settings.app_language));
    const { to, reason } = optedOut(notice.event, choice)
      ? { to: [], reason: 'PARENT_OPTED_OUT' as const }
      : reach(parentChannels(tx, settings, zns !== null), { email: p.email, mobile: p.mobile }, choice?.channel);
    if (reason) {
      result.not_told.push({ ...player, reason });
      return [{ ...common, zns, channel: null, recipient: null, status: 'NOT_SENT' as const, reason, ...text }];
    }
    result.told.push({ ...player, channels: to.map((t) => t.channel) });
    return to.map(({ channel, recipient }) => ({ ...common, zns, channel, recipient, ...forChannel(channel, text) }));
  });
  await queueMessages(tx.db, tx.academy.id, messages);
  return result;
}
