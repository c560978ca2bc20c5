/**
 * Academy settings (`GET /settings`): the web app version shown in the header
 * (spec §2) and the account language, applied while the user has not picked one
 * (spec §1).
 */
import { useCustom, useGetIdentity } from '@refinedev/core';
import { useEffect } from 'react';
import i18n, { hasChosenLanguage, LANGUAGES, type Language } from '../i18n/i18n';
import type { Profile } from './profile';

export interface Settings {
  common_settings: { app_language: Language; web_app_version: string };
}

const useSettingsQuery = () => useCustom<Settings>({ url: '/settings', method: 'get', queryOptions: { staleTime: Infinity } });

export function useSettings(): Settings | undefined {
  const { query, result } = useSettingsQuery();
  return query.isSuccess ? result.data : undefined;
}

/**
 * Whether the settings have answered, or failed, once: the shell waits for them
 * (the header's version and language). A failed read is asked again by each part
 * that mounts, and without data that read is "loading" again: waiting on it would
 * put the shell back on its splash, whose next draw asks again, for ever.
 */
export function useSettingsSettled(): boolean {
  return useSettingsQuery().query.isFetched;
}

/** The user's own setting first, then the academy's; null when neither names a known language. */
export function accountLanguage(profile?: string | null, academy?: string | null): Language | null {
  for (const lng of [profile, academy]) {
    if ((LANGUAGES as readonly (string | null | undefined)[]).includes(lng)) return lng as Language;
  }
  return null;
}

/** The user whose account language this page has applied. */
let appliedFor: number | undefined;

/** Switches once per signed-in user to the account language, unless the user has chosen one (never saved as a choice). */
export function useAccountLanguage(settings: Settings | undefined): void {
  const { data: profile } = useGetIdentity<Profile>();
  const lng = accountLanguage(profile?.app_language, settings?.common_settings.app_language);
  const userId = profile?.id;
  useEffect(() => {
    if (userId === undefined || appliedFor === userId || hasChosenLanguage() || !lng) return;
    appliedFor = userId;
    if (i18n.resolvedLanguage !== lng) void i18n.changeLanguage(lng);
  }, [lng, userId]);
}
