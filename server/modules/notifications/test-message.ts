/**
 * A test message from the e-mail, SMS or Zalo settings page: sent at once (not through the outbox)
 * with the section as the page holds it, saved or not (a masked secret is the stored one),
 * whether the channel is switched on or not, to the address or number the admin typed. The
 * section is checked as a save checks it (a private host is refused, naming the field); the
 * answer is whether the provider took the message and, if not, the category of its answer.
 */
import { randomBytes } from 'node:crypto';
import type { RequestContext } from '../../core/context';
import type { HostPolicy } from '../../core/provider-hosts';
import { unprocessable, type FieldError } from '../../core/errors';
import type { SettingsSection } from '../../../schemas/settings';
import type { TestMessageResult } from '../../../domain/test-message';
import { checkSection, type AcademySettings } from '../settings/settings-service';
import { CHANNEL_NEEDS } from './academy-sends';
import { mailFailure } from './failures';
import { mailTransport } from './mail-transport';
import { smsProviderOf } from './sms/sms-providers';
import { smsPhone, smsText } from './sms/sms-text';
import { NOTIFICATION_EVENTS, type TemplateFields } from '../../../domain/notification-templates';
import { formatDate } from '../../../domain/dates';
import { formatMoney } from '../../../domain/money';
import { academyToday } from '../../core/academy-clock';
import type { SecretBox } from '../../core/secret-box';
import { zaloPhone } from './parent-messages';
import { sendZns } from './zalo/zalo-api';
import { accessToken } from './zalo/zalo-tokens';
import { znsPayload } from './zalo/zns-payload';

/** The section checked as a save would, with the fields a message needs even while the channel is off. */
async function sectionToTest<S extends 'email_settings' | 'sms_settings' | 'zalo_settings'>(
  ctx: RequestContext,
  section: S,
  sent: unknown,
  needed: readonly string[],
  hosts: HostPolicy,
  more: FieldError[],
) {
  const { value, errors } = await checkSection(ctx, section as SettingsSection, sent, hosts);
  const given = (value ?? {}) as Record<string, unknown>;
  const missing = errors.length
    ? []
    : needed.filter((field) => !given[field]).map((field) => ({ field: `${section}.${field}`, message: ctx.t('validation.required') }));
  const all = [...more, ...errors, ...missing];
  if (all.length) throw unprocessable(ctx.t('errors.validationFailed'), all);
  return value as AcademySettings[S];
}

export async function sendTestEmail(
  ctx: RequestContext,
  body: { to: string; email_settings: unknown },
  hosts: HostPolicy,
): Promise<TestMessageResult> {
  const settings = await sectionToTest(ctx, 'email_settings', body.email_settings, CHANNEL_NEEDS.email_settings, hosts, []);
  const mail = await mailTransport(settings, hosts, false);
  try {
    await mail.transport.sendMail({
      from: settings.sender,
      to: body.to,
      subject: ctx.t('outbox.test.subject', { academy: ctx.academy.name }),
      text: ctx.t('outbox.test.body', { academy: ctx.academy.name }),
      headers: { 'Content-Language': ctx.lang },
    });
    return { sent: true, reason: null };
  } catch (error) {
    return { sent: false, reason: mailFailure(error) };
  } finally {
    mail.transport.close();
  }
}

export async function sendTestSms(
  ctx: RequestContext,
  body: { phone: string; sms_settings: unknown },
  hosts: HostPolicy,
): Promise<TestMessageResult> {
  const phone = smsPhone(body.phone);
  const badPhone = phone ? [] : [{ field: 'phone', message: ctx.t('outbox.test.notMobile') }];
  const settings = await sectionToTest(ctx, 'sms_settings', body.sms_settings, CHANNEL_NEEDS.sms_settings, hosts, badPhone);
  const outcome = await smsProviderOf(settings, hosts).send({
    // A request id of its own: a test is never taken for an outbox message.
    requestId: `test-${ctx.academy.id}-${randomBytes(8).toString('hex')}`,
    phone: phone!,
    text: smsText(ctx.t('outbox.test.body', { academy: ctx.academy.name })),
  });
  return outcome.ok ? { sent: true, reason: null } : { sent: false, reason: outcome.failure };
}

/** Values like an event's, for a test of a Zalo template: each field any event fills in. */
function sampleFields(ctx: RequestContext): TemplateFields {
  const today = formatDate(academyToday(ctx.academy.timeZone));
  const sample = ctx.t('zalo.sample');
  return {
    player_name: 'Nguyễn Văn An',
    parent_name: 'Nguyễn Văn Bình',
    academy_name: ctx.academy.name,
    class_name: 'U10',
    date: today,
    dates: today,
    sessions_left: 2,
    amount: formatMoney(500_000),
    payment_for: sample,
    category: sample,
    how_to_pay: sample,
    decision: sample,
    event_title: sample,
    location: ctx.academy.name,
  };
}

/**
 * A test of Zalo: the first event's approved template (in the settings' order) filled with
 * sample values, to the mobile the admin typed, with the section as the page holds it and the
 * Official Account's kept token (connected first on the same page).
 */
export async function sendTestZalo(
  ctx: RequestContext,
  body: { phone: string; zalo_settings: unknown },
  hosts: HostPolicy,
  box: SecretBox,
): Promise<TestMessageResult> {
  const phone = zaloPhone(body.phone);
  const badPhone = phone ? [] : [{ field: 'phone', message: ctx.t('outbox.test.notMobile') }];
  const settings = await sectionToTest(ctx, 'zalo_settings', body.zalo_settings, CHANNEL_NEEDS.zalo_settings, hosts, badPhone);
  const event = NOTIFICATION_EVENTS.find((e) => settings[`${e.toLowerCase()}_template_id`]?.trim());
  const zns = event && znsPayload({ ...settings, is_enable: true }, event, sampleFields(ctx));
  if (!zns)
    throw unprocessable(ctx.t('errors.validationFailed'), [
      { field: 'zalo_settings.player_absent_template_id', message: ctx.t('zalo.noTemplate') },
    ]);
  const token = await accessToken({ db: ctx.db, box, academyId: ctx.academy.id, settings, policy: hosts });
  if (!token.ok) return { sent: false, reason: token.failure };
  // A tracking id of its own: a test is never taken for an outbox message.
  const message = { phone: phone!, ...zns, tracking_id: `test-${ctx.academy.id}-${randomBytes(8).toString('hex')}` };
  const outcome = await sendZns(settings.api_url, token.accessToken, message, hosts);
  return outcome.ok ? { sent: true, reason: null } : { sent: false, reason: outcome.failure };
}
