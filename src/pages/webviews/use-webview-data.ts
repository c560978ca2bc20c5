/**
 * How a web view loads its data: with the link's `token` (kept in memory only)
 * or else the signed-in user's, never refreshed and never sent to sign-in —
 * a refused token (401/403) or a malformed link is an expired link. The link's
 * `lang` switches the language.
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
  | { status: 'expired' }
  | { status: 'failed'; message: string };

/** GET of an API path with the link's credential; answers the envelope's `data`. */
export type WebViewGet = <R>(path: string, query?: Record<string, string | number>) => Promise<R>;

/** Thrown by a loader when the link lacks what it needs (an id, say). */
export class InvalidLinkError extends Error {}

const isLanguage = (lng: string | null): lng is (typeof LANGUAGES)[number] => (LANGUAGES as readonly (string | null)[]).includes(lng);

/** `load` must be stable (a module-level function): it runs again only when the link changes. */
export function useWebViewData<T>(load: (get: WebViewGet, link: URLSearchParams) => Promise<T>) {
  const [link] = useSearchParams();
  const token = link.get('token') || cookieTokenStore.access();
  const lang = link.get('lang');
  const [state, setState] = useState<WebViewState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (isLanguage(lang) && lang !== i18n.resolvedLanguage) void i18n.changeLanguage(lang);
  }, [lang]);

  const linkKey = link.toString();
  useEffect(() => {
    if (!token) {
      setState({ status: 'expired' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    const get: WebViewGet = async (path, query) =>
      (await http.get(path, { params: query, headers: { Authorization: `Bearer ${token}` } })).data.data;
    load(get, new URLSearchParams(linkKey)).then(
      (data) => current && setState({ status: 'ready', data }),
      (error: HttpError | InvalidLinkError) => {
        if (!current) return;
        const refused = error instanceof InvalidLinkError || error.statusCode === 401 || error.statusCode === 403;
        setState(refused ? { status: 'expired' } : { status: 'failed', message: error.message });
      },
    );
    return () => {
      current = false;
    };
  }, [load, linkKey, token, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
