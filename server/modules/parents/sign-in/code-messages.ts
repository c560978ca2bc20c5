/**
 * Sends a parent their sign-in code at once, not through the outbox: by Zalo (the academy's
 * approved authentication template, `sign_in_code_template_id`), else by SMS, else by e-mail to
 * an address on a child's record, trying the next channel when one fails. Each attempt is a
 * row of the notifications list, so the office sees that a code went (or why none could), but
 * the row holds the message with the code masked: nobody in the office can sign in as a parent,
 * and such a row is never resent (resend.ts).
 */
import type { Db } from '../../../db/client';
import type { Academy } from '../../../core/context';
import type { HostPolicy } from '../../../core/provider-hosts';
import type { SecretBox } from '../../../core/secret-box';
import { foldText } from '../../../core/search-text';
import { translatorFor } from '../../../core/i18n';
import type { Lang } from '../../../../schemas/vocabulary';
import type { Channel } from '../../../../domain/parent-notices';
import { renderTemplate } from '../../../../domain/notification-templates';
import { SIGN_IN_CODE } from '../../../../domain/parent-sign-in';
import { readSettingsOf } from '../../settings/settings-service';
import { deliver, outletOf } from '../../notifications/delivery';
import { DeliveryError } from '../../notifications/failures';
import { channelsOf, forChannel, reach, recipientOn } from '../../notifications/parent-messages';
import { znsPayload, type ZnsPayload } from '../../notifications/zalo/zns-payload';
import type { Child } from './parent-accounts';

export interface CodeOutlet {
  db: Db;
  hosts: HostPolicy;
  box: SecretBox;
}

const MASK = '•'.repeat(SIGN_IN_CODE.digits);

/** The Zalo payload as the list keeps it: the code masked in every parameter. */
const maskedZns = (zns: ZnsPayload | null, code: string): ZnsPayload | null =>
  zns && { ...zns, template_data: Object.fromEntries(Object.entries(zns.template_data).map(([k, v]) => [k, v.replaceAll(code, MASK)])) };

export async function sendSignInCode(
  outlet: CodeOutlet,
  academy: Pick<Academy, 'id' | 'name' | 'features'>,
  phone: string,
  code: string,
  children: Child[],
  lang: Lang,
): Promise<void> {
  const { db } = outlet;
  const settings = await readSettingsOf(db, academy.id);
  const fields = { code, minutes: SIGN_IN_CODE.minutes, academy_name: academy.name };
  const t = translatorFor(lang);
  const text = { subject: renderTemplate(t('parentSignIn.subject'), fields), body: renderTemplate(t('parentSignIn.body'), fields) };
  const zns = znsPayload(settings.zalo_settings, 'SIGN_IN_CODE', fields);
  const channels = channelsOf(academy.features, settings, zns !== null);
  const contact = { email: children.find((c) => c.email?.trim())?.email ?? null, mobile: phone };
  const on = { ZALO: channels.zalo, SMS: channels.sms, EMAIL: channels.email };
  // Zalo's order while it carries the code; else the phone first, as the parent signs in with it.
  const chain = (channels.zalo ? channels.order : (['SMS', 'EMAIL'] as Channel[]))
    .filter((channel) => on[channel])
    .flatMap((channel) => {
      const recipient = recipientOn(channel, contact);
      return recipient ? [{ channel, recipient }] : [];
    });
  const row = {
    academy_id: academy.id,
    event: 'SIGN_IN_CODE',
    branch_id: children[0]?.branch_id ?? null,
    player_id: children[0]?.id ?? null,
    record_id: null,
    language: lang,
    subject: text.subject.replaceAll(code, MASK),
  };
  if (!chain.length) {
    const body = text.body.replaceAll(code, MASK);
    const { reason } = reach(channels, contact);
    await db
      .insertInto('notifications')
      .values({ ...row, channel: null, recipient: null, body, status: 'NOT_SENT', reason, search_text: foldText(row.subject) })
      .execute();
    return;
  }
  const sends = await outletOf(db, academy.id, outlet.hosts, outlet.box);
  for (const { channel, recipient } of chain) {
    const message = forChannel(channel, text);
    const { id } = await db
      .insertInto('notifications')
      .values({
        ...row,
        channel,
        recipient,
        body: message.body.replaceAll(code, MASK),
        zns: channel === 'ZALO' ? JSON.stringify(maskedZns(zns, code)) : null,
        // Being sent here, not by the outbox's sender: no lease, so the sender never takes it up.
        status: 'SENDING',
        attempts: 1,
        search_text: foldText(`${recipient} ${row.subject}`),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const mine = db.updateTable('notifications').where('academy_id', '=', academy.id).where('id', '=', id);
    try {
      const claimed = { academy_id: academy.id, id, channel, recipient, language: lang, ...message, vietqr: null, zns, attempts: 1 };
      const providerId = await deliver(sends, claimed);
      await mine.set({ status: 'SENT', sent_at: new Date(), provider_message_id: providerId, update_date: new Date() }).execute();
      return;
    } catch (error) {
      const failed = error instanceof DeliveryError ? error : new DeliveryError('PROVIDER_ERROR', String(error));
      await mine
        .set({ status: 'FAILED', reason: failed.failure, last_error: failed.message.slice(0, 500), update_date: new Date() })
        .execute();
    }
  }
}
