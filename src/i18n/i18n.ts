/**
 * The i18next instance: Vietnamese by default, the choice saved under
 * `i18nextLng` (spec §1, §9), schema labels merged into each language. Each
 * language's texts are their own chunk, loaded when that language is shown:
 * nobody downloads the language they do not read.
 */
import dayjs from 'dayjs';
import 'dayjs/locale/vi';
import i18n, { type BackendModule } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import type { Catalogue } from '../../schemas/catalogue';
import { mergeTrees, schemaTranslations } from './schema-translations';

export const LANGUAGES = ['vi', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'vi';
export const LANGUAGE_KEY = 'i18nextLng';

/**
 * Whether the user has picked a language: one saved under `i18nextLng` (only a
 * pick is saved there, never the default a fresh browser starts in) or one
 * chosen since this page loaded, on the sign-in page say. Until then the
 * account's language is applied at sign-in (providers/settings.ts).
 */
let languageChosen = (() => {
  try {
    return localStorage.getItem(LANGUAGE_KEY) !== null;
  } catch {
    return false;
  }
})();

export const hasChosenLanguage = () => languageChosen;

type Texts = typeof import('../../domain/i18n/vi.json');

const TEXTS: Record<Language, () => Promise<{ default: Texts }>> = {
  vi: () => import('../../domain/i18n/vi.json'),
  en: () => import('../../domain/i18n/en.json'),
};

/** The hand-written texts of each language loaded so far, before any schema labels. */
const loaded = new Map<Language, Texts>();
/** Set by the admin app as it loads (the sign-in page shows no schema labels, and does not load the schemas). */
let schemaCatalogue: Catalogue | undefined;

const withSchemaTexts = (lang: Language, base: Texts) =>
  schemaCatalogue ? mergeTrees(schemaTranslations(schemaCatalogue, lang, base.crud.titles), base) : base;

// i18next's backend plugin interface; i18next retries a failed load itself.
const textsBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, done) {
    const lang = language as Language;
    TEXTS[lang]().then(
      ({ default: base }) => {
        loaded.set(lang, base);
        done(null, withSchemaTexts(lang, base));
      },
      (error: Error) => done(error, false),
    );
  },
};

void i18n
  .use(textsBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    supportedLngs: LANGUAGES,
    // Both files hold every key (locales.test.ts), so a supported language needs no other as fallback, nor its download.
    fallbackLng: (code) => (LANGUAGES.includes(code as Language) ? [] : [DEFAULT_LANGUAGE]),
    load: 'languageOnly',
    // Only a saved choice counts: the browser's language must not override the Vietnamese default.
    // Nothing is saved by itself (chooseLanguage saves a pick), so a fresh browser stays one until the user picks.
    detection: { order: ['localStorage'], lookupLocalStorage: LANGUAGE_KEY, caches: [] },
    interpolation: { escapeValue: false },
    initAsync: false,
    // A key missing from both files, asked for without a default, would show raw on screen: say so
    // loudly (browser tests fail on console errors). Refine's own lookups carry their defaults.
    saveMissing: true,
    missingKeyHandler: (_lngs, _ns, key, fallbackValue) => {
      if (fallbackValue === key) console.error(`Missing translation: ${key}`);
    },
  });

/** Adds the labels of `schemas` to every language, loaded now or later; the hand-written JSON keeps the last word. */
export function addSchemaTranslations(schemas: Catalogue): void {
  schemaCatalogue = schemas;
  for (const [lang, base] of loaded) i18n.addResourceBundle(lang, 'translation', withSchemaTexts(lang, base), true, true);
}
/** The user's pick of a language (the switch, their own setting): shown now, saved under `i18nextLng`, and kept over the account's. */
export function chooseLanguage(lng: string, instance = i18n): Promise<unknown> {
  languageChosen = true;
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    // Storage refused (a private window): the pick holds for this page.
  }
  return instance.changeLanguage(lng);
}

// Dates and the page's `lang` (what screen readers pronounce the page in) follow the language.
const syncLocale = (lng: string) => {
  const lang = lng.startsWith('en') ? 'en' : 'vi';
  dayjs.locale(lang);
  document.documentElement.lang = lang;
};
syncLocale(i18n.language);
i18n.on('languageChanged', syncLocale);

export default i18n;
