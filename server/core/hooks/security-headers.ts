/**
 * Response headers of every answer (helmet) and the CORS rule of the API.
 *
 * The app's pages get a CSP that fits the built React/antd app: scripts only
 * from our origin ('unsafe-eval' because the forms' ajv compiles validators at
 * run time), inline styles (antd's CSS-in-JS), images from us, data: and blob:
 * (upload previews), nothing framed, no plugins, no foreign base or form
 * targets. API answers are never a page, so they get `default-src 'none'`.
 * Uploaded files keep the stricter sandbox of modules/uploads/uploaded-files.ts, which is set
 * later on the same response and wins. Refusals made before Fastify routes a request carry
 * the API's headers too (API_ANSWER_HEADERS).
 *
 * HSTS is sent always, a year with subdomains (every academy is a subdomain):
 * browsers ignore it over plain http (RFC 6797 §8.1), so local http runs are
 * unaffected, and a TLS deployment needs no extra setting to get it.
 *
 * CORS: a browser page may read API answers only from the academy's own origin
 * (the host it asked), or, when BASE_DOMAIN is set, from pages on that domain
 * and its subdomains (the platform's site, the other academies). No cookies are
 * used (bearer tokens), so credentials are never allowed and an allowed origin
 * is echoed, never `*`; any other origin gets no CORS header at all.
 */
import { createRequire } from 'node:module';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const APP_CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", "'unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  // The phone app opens web views as pages of their own, never inside a frame.
  frameAncestors: ["'none'"],
};

export const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * Whether a page at `origin` may read API answers of the request's host: its own
 * origin (same host and port), or any page on the configured base domain or its
 * subdomains. Only http(s) origins count.
 */
export function isOwnOrigin(origin: string, host: string | undefined, baseDomain?: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !host) return false;
  if (url.host === host.trim().toLowerCase()) return true;
  const base = baseDomain?.toLowerCase();
  return Boolean(base) && (url.hostname === base || url.hostname.endsWith(`.${base}`));
}

const HELMET_OPTIONS = {
  contentSecurityPolicy: { useDefaults: false, directives: APP_CSP_DIRECTIVES },
  strictTransportSecurity: { maxAge: ONE_YEAR_SECONDS, includeSubDomains: true },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  xFrameOptions: { action: 'deny' },
} as const;

type HeaderWriter = { setHeader(name: string, value: string): void; removeHeader(name: string): void };
/** helmet itself, resolved as @fastify/helmet resolves it: the same code writes the headers where Fastify has no reply. */
const helmetMiddleware = (() => {
  const loaded = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'))('helmet');
  return (loaded.default ?? loaded) as (options: object) => (req: unknown, res: HeaderWriter, next: () => void) => void;
})();

/**
 * The headers of every API answer, for the refusals written before Fastify has a
 * request to answer (low-level-refusals.ts): helmet's, with our options, and the API's CSP.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = (() => {
  const headers: Record<string, string> = {};
  const writer: HeaderWriter = {
    setHeader: (name, value) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmetMiddleware({ ...HELMET_OPTIONS, contentSecurityPolicy: false })({}, writer, () => undefined);
  return { ...headers, 'content-security-policy': API_CSP };
})();

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, HELMET_OPTIONS);
  await app.register(cors, {
    // Decided per request: the allowed origin depends on the host asked.
    delegator: (request: FastifyRequest, callback) =>
      callback(null, {
        origin:
          typeof request.headers.origin === 'string' && isOwnOrigin(request.headers.origin, request.headers.host, app.config.baseDomain),
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowedHeaders: ['authorization', 'content-type', 'accept-language', 'branchids', 'idempotency-key', 'if-match'],
        exposedHeaders: ['content-disposition', 'x-request-id', 'idempotent-replayed', 'etag'],
        credentials: false,
        maxAge: 600,
      }),
  });
}

/** In the API scope: an answer of the API is never a page. */
export function registerApiSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('content-security-policy', API_CSP);
    return payload;
  });
}
