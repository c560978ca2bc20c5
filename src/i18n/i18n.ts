/**
 * The i18next instance: Vietnamese by default, the choice saved under
 * `i18nextLng` (spec §1, §9), schema labels merged into each language.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '../../schemas/catalogue';
import { catalogue } from '../catalogue';
import en from '../../domain/i18n/en.json';
import { mergeTrees, schemaTranslations } from './schema-translations';
import vi from '../../domain/i18n/vi.json';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
export const LANGUAGE_KEY = 'i18nextLng';

/**
 * Whether the user has picked a language: one saved before this page loaded
 * (read before init, since the detector then saves the default too) or one
 * chosen since, on the sign-in page say.
 */
let languageChosen = (() => {
  try {
    return localStorage.getItem(LANGUAGE_KEY) !== null;
  } catch {
    return false;
  }
})();

export const hasChosenLanguage = () => languageChosen;

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { vi: { translation: vi }, en: { translation: en } },
    supportedLngs: LANGUAGES,
    fallbackLng: DEFAULT_LANGUAGE,
    load: 'languageOnly',
    // Only a saved choice counts: the browser's language must not override the Vietnamese default.
    detection: { order: ['localStorage'], lookupLocalStorage: LANGUAGE_KEY, caches: ['localStorage'] },
    interpolation: { escapeValue: false },
    initAsync: false,
    // A key missing from both files, asked for without a default, would show raw on screen: say so
    // loudly (browser tests fail on console errors). Refine's own lookups carry their defaults.
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key, fallbackValue) => {
      if (fallbackValue === key) console.error(`Missing translation: ${key}`);
    },
  });

/** Adds the labels of `schemas` to both languages; the hand-written JSON keeps the last word. */
export function addSchemaTranslations(schemas: Catalogue): void {
  for (const [lang, base] of [['vi', vi], ['en', en]] as const) {
    i18n.addResourceBundle(lang, 'translation', mergeTrees(schemaTranslations(schemas, lang, base.crud.titles), base), true, true);
  }
}

addSchemaTranslations(catalogue);
// Registered after init, so only later switches count as a choice.
i18n.on('languageChanged', () => {
  languageChosen = true;
});

// Dates and the page's `lang` (what screen readers pronounce the page in) follow the language.
const syncLocale = (lng: string) => {
  const lang = lng.startsWith('en') ? 'en' : 'vi';
  dayjs.locale(lang);
  document.documentElement.lang = lang;
};
syncLocale(i18n.language);
i18n.on('languageChanged', syncLocale);

export default i18n;
