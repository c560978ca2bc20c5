/**
 * Client-side session state (spec §1): both tokens in cookies, the selected
 * branch in localStorage. Clearing the session removes all three together.
 */
import Cookies from 'js-cookie';
import { appConfig } from '../app-config';

export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';
export const BRANCH_KEY = 'branch';

/** The OAuth token answer (RFC 6749, no envelope). */
export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export interface TokenStore {
  access(): string | undefined;
  refresh(): string | undefined;
  save(tokens: TokenPair): void;
  /** Removes both token cookies and the branch record. */
  clear(): void;
}

export interface BranchRecord {
  id: number;
  name: string;
}

/** The branch picked in the header; null means all branches the user may see. */
export function selectedBranch(): BranchRecord | null {
  try {
    const raw = localStorage.getItem(BRANCH_KEY);
    return raw ? (JSON.parse(raw) as BranchRecord) : null;
  } catch {
    return null;
  }
}

export function selectBranch(branch: BranchRecord | null): void {
  if (branch) localStorage.setItem(BRANCH_KEY, JSON.stringify(branch));
  else localStorage.removeItem(BRANCH_KEY);
}

// The domain the server names for the cookies (COOKIE_DOMAIN), else this address alone.
const cookieDomain = appConfig.cookieDomain ? { domain: appConfig.cookieDomain } : {};

// The refresh token outlives the access token; the server checks both.
const COOKIE_DAYS = 30;

export const cookieTokenStore: TokenStore = {
  access: () => Cookies.get(ACCESS_COOKIE),
  refresh: () => Cookies.get(REFRESH_COOKIE),
  save({ access_token, refresh_token }) {
    const attributes = {
      expires: COOKIE_DAYS,
      sameSite: 'strict' as const,
      secure: window.location.protocol === 'https:',
      ...cookieDomain,
    };
    Cookies.set(ACCESS_COOKIE, access_token, attributes);
    Cookies.set(REFRESH_COOKIE, refresh_token, attributes);
  },
  clear() {
    Cookies.remove(ACCESS_COOKIE, cookieDomain);
    Cookies.remove(REFRESH_COOKIE, cookieDomain);
    selectBranch(null);
  },
};
