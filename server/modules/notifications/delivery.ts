/**
 * How one claimed message leaves: by e-mail through the academy's SMTP server, or by SMS
 * through its provider, each as the academy's settings have it when the sender runs, and
 * only to public addresses unless the operator allows others. A channel switched off or
 * left incomplete since the message was queued refuses (CHANNEL_OFF), and the message is
 * retried like any failure. A send cut short by a stopping server says whether the message
 * surely never left.
 */
import type { Db } from '../../db/client';
import type { HostPolicy } from '../../core/provider-hosts';
import { readSettingsOf } from '../settings/settings-service';
import { channelReady, packageSends } from './academy-sends';
import { emailContent } from './email-content';
import { DeliveryError, mailFailure } from './failures';
import { mailTransport, messageIdOf, type EmailSettings, type MailTransport } from './mail-transport';
import type { SmsProvider } from './sms/sms-provider';
import { smsProviderOf, smsRequestIdOf } from './sms/sms-providers';

export interface Claimed {
  academy_id: number;
  id: number;
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  language: 'vi' | 'en';
  subject: string;
  body: string;
  vietqr: string | null;
  attempts: number;
}

/** What an academy can send with now; null: that channel is not set up. */
export interface Outlet {
  inPackage: boolean;
  email: { settings: EmailSettings; mail: MailTransport } | null;
  sms: SmsProvider | null;
}

/**
 * The send was cut short by the server stopping. `unsent`: the message surely did not leave
 * (an SMS, which a resend under its request id cannot duplicate, or an e-mail the server
 * never answered a word of), so it goes back to the queue as it was.
 */
export class CutShort extends Error {
  constructor(readonly unsent: boolean) {
    super('cut short by the server stopping');
  }
}

export async function outletOf(db: Db, academyId: number, policy: HostPolicy): Promise<Outlet> {
  const academy = await db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select(['p.features'])
    .where('a.id', '=', academyId)
    .executeTakeFirstOrThrow();
  if (!packageSends(academy.features)) return { inPackage: false, email: null, sms: null };
  const settings = await readSettingsOf(db, academyId);
  const { email_settings: email, sms_settings: sms } = settings;
  return {
    inPackage: true,
    email: channelReady(settings, 'email_settings') ? { settings: email, mail: await mailTransport(email, policy) } : null,
    sms: channelReady(settings, 'sms_settings') ? smsProviderOf(sms, policy) : null,
  };
}

/** Sends the message; answers the provider's id for it, when the channel has one. `cut` aborts the send under way. */
export async function deliver(outlet: Outlet, m: Claimed, cut?: AbortSignal): Promise<string | null> {
  if (!outlet.inPackage) throw new DeliveryError('NOT_IN_PACKAGE', "the academy's package does not send notifications");
  if (m.channel === 'SMS') {
    if (!outlet.sms) throw new DeliveryError('CHANNEL_OFF', 'SMS is switched off or not set up');
    const outcome = await outlet.sms.send({ requestId: smsRequestIdOf(m.academy_id, m.id), phone: m.recipient, text: m.body }, cut);
    if (outcome.ok) return outcome.providerId;
    if (cut?.aborted) throw new CutShort(true);
    throw new DeliveryError(outcome.failure, outcome.detail, outcome.retry);
  }
  if (!outlet.email) throw new DeliveryError('CHANNEL_OFF', 'e-mail is switched off or not set up');
  const { settings, mail } = outlet.email;
  const heard = mail.heard();
  try {
    await mail.transport.sendMail({
      from: settings.sender,
      to: m.recipient,
      subject: m.subject,
      ...(await emailContent(m)),
      messageId: messageIdOf(m.academy_id, m.id, settings.sender),
      headers: { 'Content-Language': m.language },
      signal: cut,
    });
  } catch (error) {
    if (cut?.aborted) throw new CutShort(mail.heard() === heard);
    throw new DeliveryError(mailFailure(error), error instanceof Error ? error.message : String(error));
  }
  return null;
}
