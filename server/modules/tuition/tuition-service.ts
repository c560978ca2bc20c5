/**
 * A player's unpaid fee as its parent sees it (read by the link's revenue id, the
 * link's token vouching for it: the parent has no session), and the start of one
 * attempt to pay it at the academy's VNPay: a row the IPN will settle, and the
 * signed address of VNPay's payment page.
 */
import { randomBytes } from 'node:crypto';
import type { TFunction } from 'i18next';
import { dateFormat, getDateInGMT7 } from 'vnpay';
import type { Academy } from '../../core/context';
import type { Db } from '../../db/client';
import { ApiError, forbidden, notFound } from '../../core/errors';
import { feeTransfer } from '../../../domain/bank-transfer';
import { foldText } from '../../../domain/fold-text';
import { readSettingsOf } from '../settings/settings-service';
import { GATEWAY_FEATURE, payableAccount, RETURN_PATH, vnpayAccount, vnpayClient, type VnpayAccount } from './vnpay-gateway';
import { PAID, PAYABLE_STATUSES, type Fee, type FeePage } from '../../../domain/tuition-fee';

/** How long VNPay's page takes the payment before the attempt lapses. */
const ATTEMPT_MINUTES = 15;

export async function feeOf(db: Db, academyId: number, revenueId: number): Promise<Fee | undefined> {
  return (await db
    .selectFrom('revenues as r')
    .innerJoin('academies as a', 'a.id', 'r.academy_id')
    .leftJoin('players as p', (j) => j.onRef('p.academy_id', '=', 'r.academy_id').onRef('p.id', '=', 'r.player_id'))
    .leftJoin('branches as b', (j) => j.onRef('b.academy_id', '=', 'r.academy_id').onRef('b.id', '=', 'r.branch_id'))
    .select([
      'r.id',
      'r.title',
      'r.amount',
      'r.transaction_status',
      'p.name as player_name',
      'b.name as branch_name',
      'a.name as academy_name',
    ])
    .where('r.academy_id', '=', academyId)
    .where('r.id', '=', revenueId)
    .where('r.deleted_at', 'is', null)
    .executeTakeFirst()) as Fee | undefined;
}

export const isPayable = (fee: Pick<Fee, 'transaction_status' | 'amount'>) =>
  PAYABLE_STATUSES.includes(fee.transaction_status) && fee.amount > 0;

/** What whoever holds the link sees of a fee: all of it while unpaid; once paid, only that and the academy. */
export const shownFee = (fee: Fee): Omit<FeePage, 'payable' | 'gateway' | 'transfer'> =>
  fee.transaction_status === PAID ? { ...fee, title: null, amount: null, player_name: null, branch_name: null } : fee;

/** The academy's VNPay account; 403 when its package has no payment integration, 409 when it is not set up. */
export async function accountOrRefuse(db: Db, academy: Academy, t: TFunction): Promise<VnpayAccount> {
  if (!academy.features.has(GATEWAY_FEATURE)) throw forbidden(t('errors.featureNotInPackage'), 'FEATURE_NOT_IN_PACKAGE');
  const account = vnpayAccount(await readSettingsOf(db, academy.id));
  if (!account) throw new ApiError(409, 'GATEWAY_NOT_CONFIGURED', t('tuition.gatewayNotConfigured'));
  return account;
}

/** What the parent's page shows: the fee (only that it is paid, once it is), whether it can be paid, and through which gateway. */
export async function feePage(db: Db, academy: Academy, revenueId: number, t: TFunction): Promise<FeePage> {
  const fee = await feeOf(db, academy.id, revenueId);
  if (!fee) throw notFound(t('tuition.noSuchFee'));
  const account = payableAccount(academy, await readSettingsOf(db, academy.id));
  const payable = isPayable(fee);
  return {
    ...shownFee(fee),
    payable,
    gateway: account && { name: 'VNPAY', mode: account.mode },
    transfer: payable ? await transferOf(db, academy.id, fee.id) : null,
  };
}

/** How to pay a fee into the academy's account, with the fee's transfer code as the message; none when no VietQR can be made. */
export async function transferOf(db: Db, academyId: number, revenueId: number) {
  const row = await db
    .selectFrom('revenues as r')
    .innerJoin('academies as a', 'a.id', 'r.academy_id')
    .select(['a.bank_name', 'a.account_number', 'a.account_name', 'r.transfer_code', 'r.amount'])
    .where('r.academy_id', '=', academyId)
    .where('r.id', '=', revenueId)
    .executeTakeFirst();
  return row ? feeTransfer(row, { amount: Number(row.amount), transfer_code: row.transfer_code }) : null;
}

/** VNPay takes a reference of letters and digits, unique per attempt: the revenue's id, then the moment and some chance. */
const newTxnRef = (revenueId: number) =>
  `R${revenueId}T${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

export async function startVnpayPayment(
  db: Db,
  academy: Academy,
  revenueId: number,
  payer: { ip: string; lang: 'vi' | 'en' },
  t: TFunction,
) {
  const fee = await feeOf(db, academy.id, revenueId);
  if (!fee) throw notFound(t('tuition.noSuchFee'));
  if (!isPayable(fee)) throw new ApiError(409, 'FEE_NOT_PAYABLE', t('tuition.notPayable'));
  const account = await accountOrRefuse(db, academy, t);
  const txnRef = newTxnRef(revenueId);
  await db
    .insertInto('tuition_payments')
    .values({ academy_id: academy.id, revenue_id: revenueId, txn_ref: txnRef, amount: fee.amount })
    .execute();
  const expires = new Date(getDateInGMT7().getTime() + ATTEMPT_MINUTES * 60_000);
  const paymentUrl = vnpayClient(account, payer.lang).buildPaymentUrl({
    vnp_Amount: fee.amount,
    // VNPay wants the order's description in Vietnamese without accents.
    vnp_OrderInfo: `Thanh toan ${foldText(fee.title)} (${revenueId})`.slice(0, 255),
    vnp_TxnRef: txnRef,
    vnp_IpAddr: payer.ip,
    vnp_ReturnUrl: new URL(RETURN_PATH, account.publicOrigin).toString(),
    vnp_ExpireDate: dateFormat(expires),
  });
  return { txn_ref: txnRef, payment_url: paymentUrl };
}
