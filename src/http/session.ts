/**
 * The spec §4 session rules, whatever carries the requests (axios in the office's app, fetch in
 * the phone app): which calls go without the session, the guard that sends nothing protected
 * when there is no session at all, and the one shared refresh every 401 waits for.
 */
import type { TokenPair, TokenStore } from './token-store';

export const TOKEN_PATH = '/oauth/token';
/** RFC 7009 revocation: sign-out ends the refresh token's family on the server. */
export const REVOKE_PATH = '/oauth/revoke';
export const REFRESH_FAILED = 'Failed to refresh access token';
export const NOT_SIGNED_IN = 'Not signed in';

/** Raised before sending: without any token a protected call can only fail. */
export class NotSignedInError extends Error {
  constructor() {
    super(NOT_SIGNED_IN);
  }
}

export const isTokenPath = (path: string | undefined) => path === TOKEN_PATH;
/** Where a parent asks for a sign-in code: before any session. */
export const SIGN_IN_CODE_PATH = '/parent/sign-in/code';
// Sign-out carries its refresh token in the body: a session already ended elsewhere must not start a refresh.
export const isPublicPath = (path: string | undefined) =>
  Boolean(path?.startsWith('/public/')) || path === REVOKE_PATH || path === SIGN_IN_CODE_PATH;

export interface SessionDeps {
  tokens: TokenStore;
  /** Called once the session is over (refresh impossible): go to sign-in. */
  onSessionEnd: () => void;
  /** Trades the refresh token for a new pair at the token endpoint. */
  requestTokens: (refreshToken: string) => Promise<TokenPair>;
}

export interface Session {
  /** The Authorization header of a session call to `path`; throws NotSignedInError, the session ended, when there is none. */
  bearer(path: string | undefined): string | undefined;
  /** After a session call's 401: refreshes, unless another refresh already replaced the token it was sent with. */
  renew(sentWith: string | undefined): Promise<void>;
}

export function createSession(deps: SessionDeps): Session {
  let refreshing: Promise<string> | null = null;

  async function requestRefresh(): Promise<string> {
    try {
      const refreshToken = deps.tokens.refresh();
      if (!refreshToken) throw new Error('No refresh token stored');
      const tokens = await deps.requestTokens(refreshToken);
      deps.tokens.save(tokens);
      return tokens.access_token;
    } catch {
      deps.tokens.clear();
      deps.onSessionEnd();
      throw new Error(REFRESH_FAILED);
    }
  }

  return {
    bearer(path) {
      const token = deps.tokens.access();
      // Spec §4: no session leads to sign-in; nothing is sent (after a logout, say) that could only answer 401.
      if (!token && !deps.tokens.refresh() && !isTokenPath(path)) {
        deps.onSessionEnd();
        throw new NotSignedInError();
      }
      return token && !isTokenPath(path) ? `Bearer ${token}` : undefined;
    },
    async renew(sentWith) {
      const current = deps.tokens.access();
      // A request sent before another one's refresh finished only needs the new token.
      if (current && sentWith !== `Bearer ${current}`) return;
      // Single flight: callers arriving while a refresh runs share its result; `.finally` runs in a
      // later microtask, so `refreshing` is set before it is reset.
      refreshing ??= requestRefresh().finally(() => {
        refreshing = null;
      });
      await refreshing;
    },
  };
}
