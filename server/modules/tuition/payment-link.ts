/**
 * A fee's payment link as the office hands it out (the link dialog, a reminder to the parent):
 * at VNPay's public address when VNPay is set up, otherwise, while the fee can be paid by
 * transfer, at the academy's address the office is using; with neither there is none, and the
 * link dialog is refused with what to set up. The fee's open link is given back as it is.
 */
import type { BankTransfer } from '../../../domain/bank-transfer';
import type { RequestContext } from '../../core/context';
import { ApiError } from '../../core/errors';
import { readSettingsOf, type AcademySettings } from '../settings/settings-service';
import { openLinkOf, tuitionLink } from './tuition-links';
import { transferOf } from './tuition-service';
import { GATEWAY_FEATURE, payableAccount } from './vnpay-gateway';

export interface IssuedLink {
  url: string;
  expires_at: string;
}

/** Where the fee's page can be opened to pay it; null when the parent has no way to pay there. */
export const linkOrigin = (ctx: RequestContext, settings: AcademySettings, requestOrigin: string, transfer: BankTransfer | null) =>
  payableAccount(ctx.academy, settings)?.publicOrigin ?? (transfer ? requestOrigin : null);

export async function issueLink(ctx: RequestContext, origin: string, secret: string, revenueId: number): Promise<IssuedLink> {
  const link = await openLinkOf(ctx.db, ctx.academy.id, revenueId, ctx.user.id);
  return { url: tuitionLink(origin, secret, ctx.academy.id, revenueId, link.id), expires_at: link.expires_at };
}

/** The link dialog's link; 409 PAYMENT_NOT_SET_UP, saying what to set up, when there is no way to pay. */
export async function paymentLinkOf(ctx: RequestContext, requestOrigin: string, secret: string, revenueId: number): Promise<IssuedLink> {
  const settings = await readSettingsOf(ctx.db, ctx.academy.id);
  const origin = linkOrigin(ctx, settings, requestOrigin, await transferOf(ctx.db, ctx.academy.id, revenueId));
  if (!origin) {
    const vnpayInPackage = ctx.academy.features.has(GATEWAY_FEATURE);
    throw new ApiError(409, 'PAYMENT_NOT_SET_UP', ctx.t(vnpayInPackage ? 'tuition.noWayToPay' : 'tuition.noBankForTransfer'));
  }
  return issueLink(ctx, origin, secret, revenueId);
}
