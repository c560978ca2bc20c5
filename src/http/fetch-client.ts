/**
 * The phone app's HTTP client: the office app's rules (session.ts: the token, the guard, one
 * shared refresh; an Idempotency-Key on every POST; the caller's language; failures as Refine's
 * HttpError) on the browser's own fetch. Axios alone would cost a phone's first screen more
 * main-thread time than all of that screen's drawing.
 */
import type { HttpError } from '@refinedev/core';
import { httpErrorOf } from './error-body';
import { IDEMPOTENCY_HEADER, SubmissionKeys } from './idempotency-keys';
import { createSession, isPublicPath, isTokenPath, NOT_SIGNED_IN, NotSignedInError, REFRESH_FAILED, TOKEN_PATH } from './session';
import type { TokenPair, TokenStore } from './token-store';
import { appConfig } from '../app-config';

export interface FetchClientDeps {
  tokens: TokenStore;
  /** Sent as Accept-Language so the server localises its messages. */
  language: () => string;
  /** Called once the session is over (refresh impossible): go to sign-in. */
  onSessionEnd: () => void;
  /** Tests pass a fake server here. */
  fetch?: typeof fetch;
}

interface RequestOptions {
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** `blob`: a success's body as it came (a PDF), not read as JSON or text. */
  as?: 'blob';
}

type Method = 'GET' | 'POST' | 'PUT';

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if (!(response.headers.get('content-type') ?? '').includes('json')) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function createFetchClient(deps: FetchClientDeps) {
  const submissions = new SubmissionKeys();
  const session = createSession({
    tokens: deps.tokens,
    onSessionEnd: deps.onSessionEnd,
    requestTokens: (refresh_token) =>
      send<TokenPair>('POST', TOKEN_PATH, new URLSearchParams({ grant_type: 'refresh_token', refresh_token })),
  });

  /** Answers the body of a 2xx; throws an HttpError (statusCode 0: no answer came). */
  async function send<T>(method: Method, path: string, body?: unknown, options: RequestOptions = {}, retried = false): Promise<T> {
    const headers = new Headers(options.headers);
    if (!headers.has('Accept-Language')) headers.set('Accept-Language', deps.language());
    // The same submission sent again (a retry after a 401 or a failure) carries the same key.
    if (method === 'POST' && !isTokenPath(path) && !headers.has(IDEMPOTENCY_HEADER)) {
      headers.set(IDEMPOTENCY_HEADER, submissions.keyFor(path, body));
    }
    const inSession = !isPublicPath(path) && !isTokenPath(path);
    let bearer: string | undefined;
    try {
      bearer = isPublicPath(path) ? undefined : session.bearer(path);
    } catch (error) {
      if (error instanceof NotSignedInError) throw { message: NOT_SIGNED_IN, statusCode: 401 } satisfies HttpError;
      throw error;
    }
    if (bearer) headers.set('Authorization', bearer);
    if (body !== undefined && !(body instanceof URLSearchParams)) headers.set('Content-Type', 'application/json');
    const query = options.params ? `?${new URLSearchParams(options.params)}` : '';
    const payload = body === undefined || body instanceof URLSearchParams ? body : JSON.stringify(body);

    let response: Response;
    try {
      response = await (deps.fetch ?? fetch)(`${appConfig.apiBaseUrl}${path}${query}`, { method, headers, body: payload });
    } catch (error) {
      throw httpErrorOf(0, undefined, error instanceof Error ? error.message : String(error));
    }
    const data = options.as === 'blob' && response.ok ? await response.blob() : await readBody(response);
    if (response.ok) {
      const key = headers.get(IDEMPOTENCY_HEADER);
      if (key) submissions.done(key);
      return data as T;
    }
    if (response.status !== 401 || !inSession || retried) throw httpErrorOf(response.status, data, `HTTP ${response.status}`);
    try {
      await session.renew(bearer);
    } catch {
      throw { ...httpErrorOf(0, undefined, REFRESH_FAILED), statusCode: 401 };
    }
    return send<T>(method, path, body, options, true);
  }

  return {
    get: <T>(path: string, options?: RequestOptions) => send<T>('GET', path, undefined, options),
    post: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('POST', path, body, options),
    put: <T>(path: string, body?: unknown, options?: RequestOptions) => send<T>('PUT', path, body, options),
  };
}
