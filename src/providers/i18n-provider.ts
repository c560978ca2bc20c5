/** Refine's i18n provider over i18next. */
import type { I18nProvider } from '@refinedev/core';
import type { i18n as I18n } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n/i18n';

export function createI18nProvider(i18n: I18n): I18nProvider {
  return {
    // Refine calls both translate(key, defaultText) and translate(key, options, defaultText).
    translate: (key, options, defaultMessage) =>
      typeof options === 'string'
        ? i18n.t(key, { defaultValue: options })
        : String(i18n.t(key, { ...options, defaultValue: defaultMessage ?? options?.defaultValue })),
    // Refine's setLocale is a user's pick (their own language on the settings page).
    changeLocale: (locale) => chooseLanguage(locale, i18n),
    getLocale: () => i18n.resolvedLanguage ?? i18n.language,
  };
}

/**
 * The provider for <Refine>, renewed when the language changes so that every
 * Refine component (menu, buttons, titles) re-renders in the new language.
 */
export function useI18nProvider(): I18nProvider {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return useMemo(() => ({ ...createI18nProvider(i18n), language }), [i18n, language]);
}
