import type { Fee } from '../../../domain/tuition-fee';

export interface FeePage extends Fee {
  payable: boolean;
  gateway: { name: 'VNPAY'; mode: 'SANDBOX' | 'LIVE' } | null;
}

/** `GET /public/vnpay/return`: what the IPN recorded, or while it has not come, what VNPay said. */
export interface PaymentReturn {
  outcome: 'PAID' | 'PROCESSING' | 'FAILED' | 'INVALID';
  fee: Fee | null;
  txn_ref: string | null;
  transaction_no: string | null;
}
