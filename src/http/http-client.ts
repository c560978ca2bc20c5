/**
 * The axios instance factory: bearer token, language and branch headers, an
 * Idempotency-Key on every POST (idempotency-keys.ts), and
 * the spec §4 session rule — a 401 anywhere but the token endpoint starts one
 * shared refresh; every failing request waits for it and retries once.
 * Public calls (`/public/...`) go without a token; a call that brings its own
 * `Authorization` (a web-view link) is outside the session: no sign-in guard,
 * no session branch, no refresh.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { toHttpError } from './http-error';
import { IDEMPOTENCY_HEADER, SubmissionKeys } from './idempotency-keys';
import type { TokenPair, TokenStore } from './token-store';
import { appConfig } from '../app-config';

/** Where the API answers: `/v1/api` here, unless the server names another address (API_BASE_URL). */
export const API_BASE = appConfig.apiBaseUrl;
export const TOKEN_PATH = '/oauth/token';
/** RFC 7009 revocation: sign-out ends the refresh token's family on the server. */
export const REVOKE_PATH = '/oauth/revoke';
export const REFRESH_FAILED = 'Failed to refresh access token';
export const NOT_SIGNED_IN = 'Not signed in';

/** Raised before sending: without any token a protected call can only fail. */
class NotSignedInError extends Error {
  constructor() {
    super(NOT_SIGNED_IN);
  }
}

export interface HttpClientDeps {
  tokens: TokenStore;
  /** Sent as Accept-Language so the server localises its messages. */
  language: () => string;
  /** Comma-joined ids of the selected branch(es); empty means all. */
  branchIds: () => string | undefined;
  /** Called once the session is over (refresh impossible): go to sign-in. */
  onSessionEnd: () => void;
  /** Tests pass a fake transport here. */
  adapter?: AxiosAdapter;
}

type RetriableConfig = InternalAxiosRequestConfig & { _retried?: boolean; _ownToken?: boolean };

const isTokenEndpoint = (config: InternalAxiosRequestConfig) => config.url === TOKEN_PATH;
// Sign-out carries its refresh token in the body: a session already ended elsewhere must not start a refresh.
const isPublic = (config: InternalAxiosRequestConfig) => Boolean(config.url?.startsWith('/public/')) || config.url === REVOKE_PATH;

/** A file download's error answer arrives as a Blob: read its JSON so the message shown is the server's. */
async function readFileError(error: unknown): Promise<void> {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!(response?.data instanceof Blob) || !response.data.type.includes('json')) return;
  try {
    response.data = JSON.parse(await response.data.text());
  } catch {
    // Not JSON after all: the status alone tells the failure.
  }
}

export function createHttpClient(deps: HttpClientDeps): AxiosInstance {
  const http = axios.create({ baseURL: API_BASE, adapter: deps.adapter });
  const submissions = new SubmissionKeys();

  http.interceptors.request.use((config: RetriableConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    // A call that names its language (a web view's link does) keeps it.
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', deps.language());
    // Kept on a retry (the same config comes back here), so the server answers it once.
    if (config.method === 'post' && !isTokenEndpoint(config) && !headers.has(IDEMPOTENCY_HEADER)) {
      headers.set(IDEMPOTENCY_HEADER, submissions.keyFor(config.url ?? '', config.data));
    }
    config.headers = headers;
    config._ownToken ??= headers.has('Authorization');
    if (config._ownToken || isPublic(config)) return config;
    const token = deps.tokens.access();
    // Spec §4: no session leads to sign-in; nothing is sent (after a logout, say) that could only answer 401.
    if (!token && !deps.tokens.refresh() && !isTokenEndpoint(config)) {
      deps.onSessionEnd();
      throw new NotSignedInError();
    }
    if (token && !isTokenEndpoint(config)) headers.set('Authorization', `Bearer ${token}`);
    const branchIds = deps.branchIds();
    if (branchIds && !headers.has('branchIds')) headers.set('branchIds', branchIds);
    return config;
  });

  let refreshing: Promise<string> | null = null;

  async function requestRefresh(): Promise<string> {
    try {
      const refreshToken = deps.tokens.refresh();
      if (!refreshToken) throw new Error('No refresh token stored');
      const { data } = await http.post<TokenPair>(
        TOKEN_PATH,
        new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }),
      );
      deps.tokens.save(data);
      return data.access_token;
    } catch {
      deps.tokens.clear();
      deps.onSessionEnd();
      throw new Error(REFRESH_FAILED);
    }
  }

  /** Single flight: callers arriving while a refresh runs share its result. */
  function refresh(): Promise<string> {
    // `.finally` runs in a later microtask, so `refreshing` is set before it is reset.
    refreshing ??= requestRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  const succeeded = (response: AxiosResponse) => {
    const key = AxiosHeaders.from(response.config.headers).get(IDEMPOTENCY_HEADER);
    if (typeof key === 'string') submissions.done(key);
    return response;
  };

  http.interceptors.response.use(succeeded, async (error) => {
    if (error instanceof NotSignedInError) throw { message: error.message, statusCode: 401 };
    await readFileError(error);
    const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    const outsideSession = !config || isTokenEndpoint(config) || isPublic(config) || config._ownToken;
    if (error?.response?.status !== 401 || outsideSession || config._retried) {
      throw toHttpError(error);
    }
    config._retried = true;
    const sentWith = AxiosHeaders.from(config.headers).get('Authorization');
    const current = deps.tokens.access();
    // A request sent before another one's refresh finished only needs the new token.
    if (!current || sentWith === `Bearer ${current}`) {
      try {
        await refresh();
      } catch (refreshError) {
        throw { ...toHttpError(refreshError), statusCode: 401 };
      }
    }
    return http.request(config);
  });

  return http;
}
