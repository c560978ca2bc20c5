/**
 * The academy's own VNPay merchant account, read from settings → payment
 * integration: Client ID is VNPay's TMN code, Checksum its hash secret (the
 * HMAC-SHA512 key of every signed address), Endpoint its payment page (the
 * sandbox's or production's, as VNPay gives it) and Callback URL the academy's
 * public address, where VNPay sends the payer back and calls its IPN.
 */
import { HashAlgorithm, VNPay, VnpLocale } from 'vnpay';
import type { Academy } from '../../core/context';
import type { AcademySettings } from '../settings/settings-service';

/** The package feature that sells payment integration. */
export const GATEWAY_FEATURE = 'setup.payment_gateway';

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

/**
 * The account when online payment is on and every value VNPay needs is there; otherwise null.
 * VNPay's reports are checked with it alone: an attempt started before the package lost the
 * feature was paid all the same, and is recorded.
 */
export function vnpayAccount(settings: AcademySettings): VnpayAccount | null {
  const s = settings.payment_settings;
  if (!s.is_active || !s.merchant_key || !s.checksum_key) return null;
  const paymentPage = urlOrNull(s.end_point ?? '');
  const callback = urlOrNull(s.callback_url ?? '');
  if (!paymentPage || !callback) return null;
  return {
    mode: s.mode === 'LIVE' ? 'LIVE' : 'SANDBOX',
    tmnCode: s.merchant_key,
    hashSecret: s.checksum_key,
    paymentPage,
    publicOrigin: callback.origin,
  };
}

/** The account a new payment may start through: set up, and still in the academy's package. */
export const payableAccount = (academy: Academy, settings: AcademySettings): VnpayAccount | null =>
  academy.features.has(GATEWAY_FEATURE) ? vnpayAccount(settings) : null;

/** The gateways a payer can use at this academy now (the footer's logos). */
export const configuredGateways = (academy: Academy, settings: AcademySettings): string[] =>
  payableAccount(academy, settings) ? ['VNPAY'] : [];

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
