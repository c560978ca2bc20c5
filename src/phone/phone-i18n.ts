/**
 * A phone app's texts: Vietnamese by default, the pick saved under the same key as the admin
 * app's, so one phone keeps one language. Both languages are small and ship with the app, which
 * must open without signal. Each app starts it once with its own texts (teacher/i18n.ts, parent/i18n.ts).
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

const LANGUAGE_KEY = 'i18nextLng';
export type Language = 'vi' | 'en';

function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY)?.startsWith('en') ? 'en' : 'vi';
  } catch {
    return 'vi';
  }
}

type Texts = Record<string, unknown>;

/** The page's language follows the app's, for screen readers and the browser's own words. */
const syncLang = (lng: string) => {
  document.documentElement.lang = lng;
};

/** Starts the app's translator with its texts, in the language the phone keeps. */
export function startPhoneI18n(texts: { vi: Texts; en: Texts }) {
  void i18n.use(initReactI18next).init({
    resources: { vi: { translation: texts.vi }, en: { translation: texts.en } },
    lng: savedLanguage(),
    supportedLngs: ['vi', 'en'],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
    // A key missing from both files would show raw on screen: said loudly (browser tests fail on console errors).
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key) => console.error(`Missing translation: ${key}`),
  });
  syncLang(i18n.language);
  i18n.on('languageChanged', syncLang);
  return i18n;
}

export function chooseLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the pick holds for this page.
  }
  void i18n.changeLanguage(language);
}
