/**
 * The language a payment was started in, kept for this tab while the payer is at the
 * gateway, whose page sends them back to an address that names no language. Session
 * storage, not the browser's saved pick (i18n.ts): a link's language is the link's alone.
 */
import { LANGUAGES, type Language } from '../../i18n/i18n';

const KEY = 'paymentLanguage';

export function rememberPaymentLanguage(lng: string | undefined): void {
  try {
    if (lng) sessionStorage.setItem(KEY, lng);
  } catch {
    // Storage refused (a private window): the return page opens in the default language.
  }
}

export function paymentLanguage(): Language | undefined {
  try {
    const lng = sessionStorage.getItem(KEY);
    return (LANGUAGES as readonly string[]).includes(lng ?? '') ? (lng as Language) : undefined;
  } catch {
    return undefined;
  }
}
