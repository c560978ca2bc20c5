/** Refine auth provider: OAuth password grant, tokens in cookies, identity from my-profile. */
import type { AuthProvider, HttpError } from '@refinedev/core';
import type { AxiosInstance } from 'axios';
import { REVOKE_PATH, TOKEN_PATH } from '../http/http-client';
import i18n from '../i18n/i18n';
import type { TokenPair, TokenStore } from '../http/token-store';
import { forgetProfile, loadProfile } from './profile';

export const LOGIN_ROUTE = '/auth/login';
/** localStorage key of the remembered user name ("remember account"). */
export const REMEMBERED_ACCOUNT_KEY = 'remembered_account';

export interface LoginValues {
  username: string;
  password: string;
  remember?: boolean;
}

export function rememberedAccount(): string {
  return localStorage.getItem(REMEMBERED_ACCOUNT_KEY) ?? '';
}

/** The teachers' phone app (server/core/app-files.ts), where a teacher's sign-in leads. */
export const TEACHER_APP = '/teacher/';

export function createAuthProvider(
  http: AxiosInstance,
  tokens: TokenStore,
  openTeacherApp: () => void = () => window.location.assign(TEACHER_APP),
): AuthProvider {
  return {
    async login({ username, password, remember }: LoginValues) {
      try {
        const { data } = await http.post<TokenPair>(TOKEN_PATH, new URLSearchParams({ grant_type: 'password', username, password }));
        tokens.save(data);
        forgetProfile();
        // Teachers, players and others have accounts too, but not this app (spec §6).
        const refused = await loadProfile(http).then(
          () => false,
          (error: HttpError) => error.statusCode === 403,
        );
        if (refused) {
          // A teacher's login opens the teachers' app, in the same session.
          const teaches = await http.get('/teacher/me').then(
            () => true,
            () => false,
          );
          if (teaches) {
            openTeacherApp();
            return { success: true };
          }
          tokens.clear();
          return { success: false, error: { name: '', message: i18n.t('login.notForAdminApp') } };
        }
        if (remember) localStorage.setItem(REMEMBERED_ACCOUNT_KEY, username);
        else localStorage.removeItem(REMEMBERED_ACCOUNT_KEY);
        return { success: true, redirectTo: '/' };
      } catch (error) {
        // The message is the OAuth error_description (see http-error.ts); the name is not shown.
        return { success: false, error: { name: '', message: (error as Error).message } };
      }
    },

    async logout() {
      // The server ends the session's refresh family too; signing out never waits on it failing.
      const refreshToken = tokens.refresh();
      if (refreshToken) await http.post(REVOKE_PATH, new URLSearchParams({ token: refreshToken })).catch(() => undefined);
      tokens.clear();
      forgetProfile();
      return { success: true, redirectTo: LOGIN_ROUTE };
    },

    async check() {
      if (tokens.access()) return { authenticated: true };
      tokens.clear();
      return { authenticated: false, logout: true, redirectTo: LOGIN_ROUTE };
    },

    async onError(error) {
      // A 401 reaching here means the shared refresh already failed.
      if (error?.statusCode === 401) return { logout: true, redirectTo: LOGIN_ROUTE, error };
      return {};
    },

    async getIdentity() {
      try {
        return await loadProfile(http);
      } catch {
        return null;
      }
    },

    async getPermissions() {
      try {
        return (await loadProfile(http)).user_type;
      } catch {
        return null;
      }
    },
  };
}
