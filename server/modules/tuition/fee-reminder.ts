/**
 * "Payment reminder" on an unpaid fee (revenues → the fee's actions): one message to the
 * player's parent by the academy's channels, FEE_DUE in its templates, with the amount, how to
 * pay by transfer (bank, account, the fee's code) and the fee's payment link, whose page has the
 * VietQR to scan; the e-mail draws that VietQR too. Queued like every message to parents; the
 * answer says who was told and who could not be, and why.
 */
import type { NotNull } from 'kysely';
import type { TFunction } from 'i18next';
import type { BankTransfer } from '../../../domain/bank-transfer';
import { formatMoney } from '../../../domain/money';
import type { ParentNotices } from '../../../domain/parent-notices';
import type { TemplateLanguage } from '../../../domain/notification-templates';
import type { RequestContext } from '../../core/context';
import { ApiError, forbidden } from '../../core/errors';
import { translatorFor } from '../../core/i18n';
import { atomically } from '../../db/atomically';
import { packageSends } from '../notifications/academy-sends';
import { queueParentMessages } from '../notifications/parent-messages';
import { readSettingsOf } from '../settings/settings-service';
import { issueLink, linkOrigin, type IssuedLink } from './payment-link';
import { isPayable, transferOf } from './tuition-service';

/** The lines of the message that say how to pay: by transfer, at the link's page, or ask the academy. */
export function howToPay(transfer: BankTransfer | null, link: IssuedLink | null, t: TFunction): string {
  const lines = [
    transfer &&
      t('tuition.howToPay.transfer', {
        bank: transfer.bank_short_name,
        account: transfer.account_number,
        name: transfer.account_name ?? '',
        amount: formatMoney(transfer.amount),
        code: transfer.message,
      }),
    link && t('tuition.howToPay.link', { url: link.url }),
  ].filter(Boolean);
  return lines.length ? lines.join('\n') : t('tuition.howToPay.none');
}

export async function remindOfFee(ctx: RequestContext, origin: string, secret: string, revenueId: number): Promise<ParentNotices> {
  if (!packageSends(ctx.academy.features)) throw forbidden(ctx.t('errors.featureNotInPackage'), 'FEATURE_NOT_IN_PACKAGE');
  const fee = await ctx.db
    .selectFrom('revenues')
    .select(['id', 'title', 'amount', 'transaction_status', 'player_id', 'branch_id'])
    // A revenue's schema requires its branch and title.
    .$narrowType<{ branch_id: NotNull; title: NotNull }>()
    .where('academy_id', '=', ctx.academy.id)
    .where('id', '=', revenueId)
    .executeTakeFirstOrThrow();
  if (!isPayable({ transaction_status: Number(fee.transaction_status), amount: Number(fee.amount) }))
    throw new ApiError(409, 'FEE_NOT_PAYABLE', ctx.t('tuition.notPayable'));
  if (!fee.player_id) throw new ApiError(409, 'FEE_WITHOUT_PLAYER', ctx.t('tuition.noParentToRemind'));
  const settings = await readSettingsOf(ctx.db, ctx.academy.id);
  const transfer = await transferOf(ctx.db, ctx.academy.id, revenueId);
  // A fee no way to pay is set up for is still reminded of: the message then asks the parent to contact the academy.
  const linkAt = linkOrigin(ctx, settings, origin, transfer);
  const link = linkAt ? await issueLink(ctx, linkAt, secret, revenueId) : null;
  const fields = { amount: formatMoney(Number(fee.amount)), payment_for: fee.title };
  const notice = {
    event: 'FEE_DUE' as const,
    branchId: fee.branch_id,
    recordId: fee.id,
    fields: new Map([[fee.player_id, fields]]),
    // The message is in the parent's language (or the academy's): so is how to pay.
    worded: (language: TemplateLanguage) => ({ how_to_pay: howToPay(transfer, link, translatorFor(language)) }),
    ...(transfer && { vietqr: new Map([[fee.player_id, transfer.vietqr]]) }),
  };
  // The e-mail and the SMS of one reminder are queued together, or neither is.
  return atomically(ctx.db, (db) => queueParentMessages({ ...ctx, db }, settings, notice));
}
