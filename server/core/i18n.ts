/**
 * Server-side translation of messages a user reads (validation errors), from the
 * app's own vi/en resources so both layers say the same words.
 */
import i18next, { type TFunction } from 'i18next';
import type { FastifyRequest } from 'fastify';
import vi from '../../domain/i18n/vi.json' with { type: 'json' };
import en from '../../domain/i18n/en.json' with { type: 'json' };
import type { Lang } from '../../schemas/vocabulary';

const instance = i18next.createInstance();
await instance.init({
  resources: { vi: { translation: vi }, en: { translation: en } },
  lng: 'vi',
  fallbackLng: 'vi',
  interpolation: { escapeValue: false },
});

/** Picks vi or en from an Accept-Language header; Vietnamese by default (spec §9). */
export function languageOf(header: string | undefined): Lang {
  const first = header?.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : 'vi';
}

export function translatorFor(lang: Lang): TFunction {
  return instance.getFixedT(lang);
}

/** The asker's translator: the signed-in context's, or one from the request's own header (public routes, early refusals). */
export function translatorOf(request: FastifyRequest): TFunction {
  return request.ctx?.t ?? translatorFor(languageOf(request.headers['accept-language']));
}
