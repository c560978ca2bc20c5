/**
 * A fee paid by bank transfer: the academy's account (settings → general), the fee's amount and
 * its transfer code as the message, and the VietQR that fills in all of it in any Vietnamese
 * banking app. The parent's fee page answers it (`GET /public/tuition/:id`), and the office's fee
 * page draws the same from the academy and the revenue it already has.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { bankNamed } from './banks';
import { vietQrPayload } from './vietqr';

export const bankTransferSchema = {
  type: 'object',
  properties: {
    bank_bin: { type: 'string', pattern: '^\\d{6}$' },
    bank_short_name: { type: 'string', description: 'As bank apps list it: "Vietcombank"' },
    bank_name: { type: 'string' },
    account_number: { type: 'string' },
    account_name: { type: ['string', 'null'] },
    amount: { type: 'integer', minimum: 1 },
    message: { type: 'string', description: "The fee's transfer code: what the transfer's message must carry" },
    vietqr: { type: 'string', description: 'The NAPAS VietQR payload to draw as a QR code' },
  },
  required: ['bank_bin', 'bank_short_name', 'bank_name', 'account_number', 'account_name', 'amount', 'message', 'vietqr'],
  additionalProperties: false,
} as const;
export type BankTransfer = FromSchema<typeof bankTransferSchema>;

/** The receiving account as settings → general keeps it. */
export interface ReceivingAccount {
  bank_name: string | null;
  account_number: string | null;
  account_name: string | null;
}

/** What a VietQR can carry as the account: letters and digits, at most 19 (NAPAS). */
const QR_ACCOUNT = /^[0-9A-Za-z]{1,19}$/;

/**
 * How to pay `fee` by transfer; none while the academy's bank is not one of NAPAS's (picked from
 * the list in settings), its account number is missing, or the fee has nothing to pay.
 */
export function feeTransfer(account: ReceivingAccount, fee: { amount: number; transfer_code: string | null }): BankTransfer | null {
  const bank = bankNamed(account.bank_name);
  const number = account.account_number?.replace(/\s/g, '') ?? '';
  if (!bank || !QR_ACCOUNT.test(number) || !fee.transfer_code || !(fee.amount > 0)) return null;
  return {
    bank_bin: bank.bin,
    bank_short_name: bank.short,
    bank_name: bank.name,
    account_number: number,
    account_name: account.account_name,
    amount: fee.amount,
    message: fee.transfer_code,
    vietqr: vietQrPayload({ bin: bank.bin, account: number, amount: fee.amount, message: fee.transfer_code }),
  };
}
