/**
 * The phone app's texts (domain/i18n/teacher/): Vietnamese by default, the pick saved under the
 * same key as the admin app's, so one phone keeps one language. Both languages are small and
 * ship with the app, which must open without signal.
 */
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import vi from '../../domain/i18n/teacher/vi.json';
import en from '../../domain/i18n/teacher/en.json';

export const LANGUAGE_KEY = 'i18nextLng';
export type Language = 'vi' | 'en';

function savedLanguage(): Language {
  try {
    return localStorage.getItem(LANGUAGE_KEY)?.startsWith('en') ? 'en' : 'vi';
  } catch {
    return 'vi';
  }
}

void i18n.use(initReactI18next).init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: savedLanguage(),
  supportedLngs: ['vi', 'en'],
  fallbackLng: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  // A key missing from both files would show raw on screen: said loudly (browser tests fail on console errors).
  saveMissing: true,
  missingKeyHandler: (_lngs, _ns, key) => console.error(`Missing translation: ${key}`),
});

export function chooseLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // Storage refused (a private window): the pick holds for this page.
  }
  void i18n.changeLanguage(language);
}

const syncLang = (lng: string) => {
  document.documentElement.lang = lng;
};
syncLang(i18n.language);
i18n.on('languageChanged', syncLang);

export default i18n;
