/**
 * How one claimed message leaves: by e-mail through the academy's SMTP server, or by SMS
 * through its provider, each as the academy's settings have it when the sender runs. A
 * channel switched off or left incomplete since the message was queued refuses with the
 * reason in the message's language, and the message is retried like any failure.
 */
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import { translatorFor } from '../../core/i18n';
import { readSettingsOf } from '../settings/settings-service';
import { mailTransport, messageIdOf, type EmailSettings } from './mail-transport';
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
  attempts: number;
}

/** What an academy can send with now; null: that channel is not set up. */
export interface Outlet {
  inPackage: boolean;
  email: { settings: EmailSettings; transport: Transporter } | null;
  sms: SmsProvider | null;
}

/** A refusal another attempt cannot change (a wrong key): the message fails at once. */
export class FinalFailure extends Error {}

export async function outletOf(db: Db, academyId: number): Promise<Outlet> {
  const academy = await db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select(['p.features'])
    .where('a.id', '=', academyId)
    .executeTakeFirstOrThrow();
  if (!(academy.features as string[]).includes('notification.sent')) return { inPackage: false, email: null, sms: null };
  const { email_settings: email, sms_settings: sms } = await readSettingsOf(db, academyId);
  return {
    inPackage: true,
    email: email.is_enable && email.host && email.sender ? { settings: email, transport: mailTransport(email) } : null,
    sms: sms.is_enable && sms.api_key && sms.secret_key && sms.brand_name ? smsProviderOf(sms) : null,
  };
}

const refusal = (m: Claimed, reason: string) => new Error(translatorFor(m.language)(`outbox.errors.${reason}`));

/** Sends the message; answers the provider's id for it, when the channel has one. */
export async function deliver(outlet: Outlet, m: Claimed): Promise<string | null> {
  if (!outlet.inPackage) throw refusal(m, 'notInPackage');
  if (m.channel === 'SMS') {
    if (!outlet.sms) throw refusal(m, 'smsNotConfigured');
    const outcome = await outlet.sms.send({ requestId: smsRequestIdOf(m.academy_id, m.id), phone: m.recipient, text: m.body });
    if (outcome.ok) return outcome.providerId;
    throw outcome.retry ? new Error(outcome.reason) : new FinalFailure(outcome.reason);
  }
  if (!outlet.email) throw refusal(m, 'notConfigured');
  const { settings, transport } = outlet.email;
  await transport.sendMail({
    from: settings.sender,
    to: m.recipient,
    subject: m.subject,
    text: m.body,
    messageId: messageIdOf(m.academy_id, m.id, settings.sender),
    headers: { 'Content-Language': m.language },
  });
  return null;
}
