/**
 * How one claimed message leaves: by e-mail through the academy's SMTP server, by SMS through
 * its provider, or by Zalo ZNS through its Official Account, each as the academy's settings
 * have it when the sender runs, and only to public addresses unless the operator allows others.
 * A channel switched off or left incomplete since the message was queued refuses (CHANNEL_OFF),
 * and the message is retried like any failure, but for Zalo's, which goes on to the next
 * channel at once (zalo/fallback.ts). A send cut short by a stopping server says whether
 * the message surely never left.
 */
import type { Db } from '../../db/client';
import type { HostPolicy } from '../../core/provider-hosts';
import type { SecretBox } from '../../core/secret-box';
import type { Channel } from '../../../domain/parent-notices';
import { readSettingsOf, type AcademySettings } from '../settings/settings-service';
import { channelReady, packageSends } from './academy-sends';
import { emailContent } from './email-content';
import { DeliveryError, mailFailure } from './failures';
import { mailTransport, messageIdOf, type EmailSettings, type MailTransport } from './mail-transport';
import type { SmsProvider } from './sms/sms-provider';
import { smsProviderOf, smsRequestIdOf } from './sms/sms-providers';
import { sendZns, TOKEN_INVALID } from './zalo/zalo-api';
import { accessTokenOrThrow, type ZaloKeys } from './zalo/zalo-tokens';
import { storedZns } from './zalo/zns-payload';

export interface Claimed {
  academy_id: number;
  id: number;
  channel: Channel;
  recipient: string;
  language: 'vi' | 'en';
  subject: string;
  body: string;
  vietqr: string | null;
  /** The Zalo template and its parameters, as stored (zalo/zns-payload.ts). */
  zns: unknown;
  attempts: number;
}

/** What an academy can send with now; null: that channel is not set up. */
export interface Outlet {
  inPackage: boolean;
  email: { settings: EmailSettings; mail: MailTransport } | null;
  sms: SmsProvider | null;
  zalo: ZaloKeys | null;
  /** What the academy's messages go on to when Zalo fails (zalo/fallback.ts); null outside the package. */
  settings: AcademySettings | null;
  features: string[];
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

export async function outletOf(db: Db, academyId: number, policy: HostPolicy, box: SecretBox): Promise<Outlet> {
  const academy = await db
    .selectFrom('academies as a')
    .innerJoin('packages as p', 'p.id', 'a.package_id')
    .select(['p.features'])
    .where('a.id', '=', academyId)
    .executeTakeFirstOrThrow();
  const features = academy.features;
  if (!packageSends(features)) return { inPackage: false, email: null, sms: null, zalo: null, settings: null, features };
  const settings = await readSettingsOf(db, academyId);
  const { email_settings: email, sms_settings: sms, zalo_settings: zalo } = settings;
  return {
    inPackage: true,
    email: channelReady(settings, 'email_settings') ? { settings: email, mail: await mailTransport(email, policy) } : null,
    sms: channelReady(settings, 'sms_settings') ? smsProviderOf(sms, policy) : null,
    zalo: channelReady(settings, 'zalo_settings') ? { db, box, academyId, settings: zalo, policy } : null,
    settings,
    features,
  };
}

/** Our id of a message at Zalo (`tracking_id`), as it comes back in Zalo's reports. */
export const znsTrackingIdOf = (academyId: number, id: number) => `notification-${academyId}-${id}`;

/**
 * Sends a ZNS message with the OA's access token, refreshed once if Zalo says it is no longer
 * valid. Zalo takes no id to recognise a message sent twice: a send cut short may have left.
 */
async function sendByZalo(keys: ZaloKeys | null, m: Claimed, cut?: AbortSignal): Promise<string | null> {
  if (!keys) throw new DeliveryError('CHANNEL_OFF', 'Zalo is switched off or not set up', false);
  const zns = storedZns(m.zns);
  if (!zns) throw new DeliveryError('MESSAGE_REJECTED', 'the message has no Zalo template', false);
  const message = { phone: m.recipient, ...zns, tracking_id: znsTrackingIdOf(m.academy_id, m.id) };
  let outcome = await sendZns(keys.settings.api_url, await accessTokenOrThrow(keys), message, keys.policy, cut);
  if (!outcome.ok && outcome.code === TOKEN_INVALID && !cut?.aborted)
    outcome = await sendZns(keys.settings.api_url, await accessTokenOrThrow(keys, true), message, keys.policy, cut);
  if (outcome.ok) return outcome.msgId;
  if (cut?.aborted) throw new CutShort(false);
  throw new DeliveryError(outcome.failure, outcome.detail, outcome.retry);
}

/** Sends the message; answers the provider's id for it, when the channel has one. `cut` aborts the send under way. */
export async function deliver(outlet: Outlet, m: Claimed, cut?: AbortSignal): Promise<string | null> {
  if (!outlet.inPackage) throw new DeliveryError('NOT_IN_PACKAGE', "the academy's package does not send notifications");
  if (m.channel === 'ZALO') return sendByZalo(outlet.zalo, m, cut);
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
