/**
 * How a web view loads its data: with the link's `token` (kept in memory only)
 * or else the signed-in user's, never refreshed and never sent to sign-in. A
 * refused token (401) or a malformed link is an expired link (a revoked one when
 * the server says so, with its words); a 403 is a refusal
 * of the user's role, the academy's package or its lapsed plan, and says which
 * (the server's words). The link's `lang` switches the language.
 */
import type { HttpError } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { http } from '../../http/client';
import { cookieTokenStore } from '../../http/token-store';
import i18n, { LANGUAGES } from '../../i18n/i18n';

export type WebViewState<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'expired'; revoked?: boolean; message?: string }
  | { status: 'refused'; message: string }
  | { status: 'failed'; message: string };

/** GET of an API path with the link's credential; answers the envelope's `data`. */
export type WebViewGet = <R>(path: string, query?: Record<string, string | number>) => Promise<R>;

/** Thrown by a loader when the link lacks what it needs (an id, say). */
export class InvalidLinkError extends Error {}

const LOADING = { status: 'loading' } as const;
const EXPIRED = { status: 'expired' } as const;
/** A link the server knows, that no longer opens its page: it says why. */
const LINK_ENDED = new Set(['LINK_EXPIRED', 'LINK_REVOKED']);

const isLanguage = (lng: string | null): lng is (typeof LANGUAGES)[number] => (LANGUAGES as readonly (string | null)[]).includes(lng);

type Loader<T> = (get: WebViewGet, link: URLSearchParams) => Promise<T>;

/** `load` must be stable (a module-level function): it runs again only when the link changes. */
export function useWebViewData<T>(load: Loader<T>) {
  const [link] = useSearchParams();
  const token = link.get('token') || cookieTokenStore.access();
  const lang = link.get('lang');
  const [attempt, setAttempt] = useState(0);
  // An answer is kept with the load it answers: while the loader, the link, the credential or the try
  // differ from it, the view is loading; a link without a credential has expired without asking.
  const linkKey = link.toString();
  const request = JSON.stringify([linkKey, token, attempt]);
  const [answer, setAnswer] = useState<{ load: Loader<T>; request: string; state: WebViewState<T> }>();

  useEffect(() => {
    if (isLanguage(lang) && lang !== i18n.resolvedLanguage) void i18n.changeLanguage(lang);
  }, [lang]);

  useEffect(() => {
    if (!token) return;
    let current = true;
    const answered = (state: WebViewState<T>) => current && setAnswer({ load, request, state });
    // The link's language, not the one the app is still switching from, names what the server answers (links, labels).
    const headers = { Authorization: `Bearer ${token}`, ...(isLanguage(lang) && { 'Accept-Language': lang }) };
    const get: WebViewGet = async (path, query) => (await http.get(path, { params: query, headers })).data.data;
    load(get, new URLSearchParams(linkKey)).then(
      (data) => answered({ status: 'ready', data }),
      (error: HttpError | InvalidLinkError) => {
        if (error instanceof InvalidLinkError) answered(EXPIRED);
        else if (error.statusCode === 401)
          answered(
            LINK_ENDED.has(String(error.code))
              ? { status: 'expired', revoked: error.code === 'LINK_REVOKED', message: error.message }
              : EXPIRED,
          );
        else if (error.statusCode === 403) answered({ status: 'refused', message: error.message });
        else answered({ status: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [load, linkKey, token, lang, request]);

  const state: WebViewState<T> = !token ? EXPIRED : answer?.load === load && answer.request === request ? answer.state : LOADING;
  return { state, retry: () => setAttempt((n) => n + 1) };
}
