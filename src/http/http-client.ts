/**
 * The office app's axios instance: bearer token, language and branch headers, an
 * Idempotency-Key on every POST (idempotency-keys.ts), and the spec §4 session rules
 * (session.ts): a 401 anywhere but the token endpoint starts one shared refresh; every
 * failing request waits for it and retries once. Public calls (`/public/...`) go without
 * a token; a call that brings its own `Authorization` (a web-view link) is outside the
 * session: no sign-in guard, no session branch, no refresh.
 */
import axios, { AxiosHeaders, type AxiosAdapter, type AxiosInstance, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { toHttpError } from './http-error';
import { IDEMPOTENCY_HEADER, SubmissionKeys } from './idempotency-keys';
import { createSession, isPublicPath, isTokenPath, NotSignedInError, TOKEN_PATH } from './session';
import type { TokenPair, TokenStore } from './token-store';
import { appConfig } from '../app-config';

export { NOT_SIGNED_IN, REFRESH_FAILED, REVOKE_PATH, TOKEN_PATH } from './session';

/** Where the API answers: `/v1/api` here, unless the server names another address (API_BASE_URL). */
export const API_BASE = appConfig.apiBaseUrl;

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

  const session = createSession({
    tokens: deps.tokens,
    onSessionEnd: deps.onSessionEnd,
    requestTokens: async (refresh_token) =>
      (await http.post<TokenPair>(TOKEN_PATH, new URLSearchParams({ grant_type: 'refresh_token', refresh_token }))).data,
  });

  http.interceptors.request.use((config: RetriableConfig) => {
    const headers = AxiosHeaders.from(config.headers);
    // A call that names its language (a web view's link does) keeps it.
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', deps.language());
    // Kept on a retry (the same config comes back here), so the server answers it once.
    if (config.method === 'post' && !isTokenPath(config.url) && !headers.has(IDEMPOTENCY_HEADER)) {
      headers.set(IDEMPOTENCY_HEADER, submissions.keyFor(config.url ?? '', config.data));
    }
    config.headers = headers;
    config._ownToken ??= headers.has('Authorization');
    if (config._ownToken || isPublicPath(config.url)) return config;
    const bearer = session.bearer(config.url);
    if (bearer) headers.set('Authorization', bearer);
    const branchIds = deps.branchIds();
    if (branchIds && !headers.has('branchIds')) headers.set('branchIds', branchIds);
    return config;
  });

  const succeeded = (response: AxiosResponse) => {
    const key = AxiosHeaders.from(response.config.headers).get(IDEMPOTENCY_HEADER);
    if (typeof key === 'string') submissions.done(key);
    return response;
  };

  http.interceptors.response.use(succeeded, async (error) => {
    if (error instanceof NotSignedInError) throw { message: error.message, statusCode: 401 };
    await readFileError(error);
    const config = (axios.isAxiosError(error) ? error.config : undefined) as RetriableConfig | undefined;
    const outsideSession = !config || isTokenPath(config.url) || isPublicPath(config.url) || config._ownToken;
    if (error?.response?.status !== 401 || outsideSession || config._retried) {
      throw toHttpError(error);
    }
    config._retried = true;
    try {
      await session.renew(AxiosHeaders.from(config.headers).get('Authorization')?.toString());
    } catch (refreshError) {
      throw { ...toHttpError(refreshError), statusCode: 401 };
    }
    return http.request(config);
  });

  return http;
}
