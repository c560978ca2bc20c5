/**
 * The academy's own VNPay merchant account, read from settings → payment
 * integration: Client ID is VNPay's TMN code, Checksum its hash secret (the
 * HMAC-SHA512 key of every signed address), Endpoint its payment page (empty:
 * VNPay's sandbox or production page, by the mode) and Callback URL the
 * academy's public address, where VNPay sends the payer back and calls its IPN.
 */
import { HashAlgorithm, VNPay, VnpLocale } from 'vnpay';
import type { AcademySettings } from '../settings/settings-service';

export const VNPAY_SANDBOX_PAGE = 'https://sandbox.vnpayment.vn/paymentv2/vpcpay.html';
export const VNPAY_LIVE_PAGE = 'https://pay.vnpay.vn/vpcpay.html';

/** Below the academy's public address: the page the payer comes back to, and the IPN VNPay calls. */
export const RETURN_PATH = '/view/tuition-return';
export const IPN_PATH = '/v1/api/public/vnpay/ipn';

export interface VnpayAccount {
  mode: 'SANDBOX' | 'LIVE';
  tmnCode: string;
  hashSecret: string;
  paymentPage: URL;
  publicOrigin: string;
}

const urlOrNull = (text: string) => {
  try {
    return new URL(text);
  } catch {
    return null;
  }
};

/** The account when online payment is on and every value VNPay needs is there; otherwise null. */
export function vnpayAccount(settings: AcademySettings): VnpayAccount | null {
  const s = settings.payment_settings;
  if (!s.is_active || !s.merchant_key || !s.checksum_key) return null;
  const paymentPage = urlOrNull(s.end_point || (s.mode === 'LIVE' ? VNPAY_LIVE_PAGE : VNPAY_SANDBOX_PAGE));
  const callback = urlOrNull(s.callback_url ?? '');
  if (!paymentPage || !callback) return null;
  return { mode: s.mode === 'LIVE' ? 'LIVE' : 'SANDBOX', tmnCode: s.merchant_key, hashSecret: s.checksum_key, paymentPage, publicOrigin: callback.origin };
}

/** The gateways a payer can use at this academy now (the footer's logos). */
export const configuredGateways = (settings: AcademySettings): string[] => (vnpayAccount(settings) ? ['VNPAY'] : []);

export function vnpayClient(account: VnpayAccount, lang: 'vi' | 'en'): VNPay {
  return new VNPay({
    tmnCode: account.tmnCode,
    secureSecret: account.hashSecret,
    vnpayHost: account.paymentPage.origin,
    paymentEndpoint: account.paymentPage.pathname,
    hashAlgorithm: HashAlgorithm.SHA512,
    vnp_Locale: lang === 'en' ? VnpLocale.EN : VnpLocale.VN,
  });
}
