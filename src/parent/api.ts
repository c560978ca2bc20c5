/**
 * The parents' area of the API (/v1/api/parent/...), through the phone's HTTP client
 * (fetch-client.ts): the same session cookies, refresh and language as the other apps, and
 * the answers' types from domain/.
 */
import { createFetchClient } from '../http/fetch-client';
import { REVOKE_PATH, SIGN_IN_CODE_PATH, TOKEN_PATH } from '../http/session';
import { cookieTokenStore, type TokenPair } from '../http/token-store';
import type { SignInCodeSent } from '../../domain/parent-sign-in';
import type { ParentMe } from '../../domain/parent-area';
import i18n from './i18n';

export const SIGN_IN_PATH = '/parent/sign-in';

const http = createFetchClient({
  tokens: cookieTokenStore,
  language: () => i18n.resolvedLanguage ?? i18n.language,
  onSessionEnd: () => {
    if (window.location.pathname !== SIGN_IN_PATH) window.location.assign(SIGN_IN_PATH);
  },
});

interface Envelope<T> {
  data: T;
}

export const parentApi = {
  /** The parent and their children. */
  me: async () => (await http.get<Envelope<ParentMe>>('/parent/me')).data,
  /** Sends a code to the phone when it is on a child's record; the same answer either way. */
  askCode: async (phone: string) => (await http.post<Envelope<SignInCodeSent>>(SIGN_IN_CODE_PATH, { phone })).data,
  async signIn(phone: string, code: string): Promise<void> {
    cookieTokenStore.save(await http.post<TokenPair>(TOKEN_PATH, new URLSearchParams({ grant_type: 'phone_code', phone, code })));
  },
  async signOut(): Promise<void> {
    const token = cookieTokenStore.refresh();
    if (token) await http.post(REVOKE_PATH, new URLSearchParams({ token })).catch(() => undefined);
    cookieTokenStore.clear();
  },
};
