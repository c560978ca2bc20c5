/**
 * Refusals made before Fastify routes a request, answered as every other refusal
 * of the API is: `{success: false, code, message}` in the caller's language, with
 * the API's security headers. Node's HTTP parser gives up on a malformed request
 * (400), headers over its limit (431) or a request too slow to arrive (408) on the
 * socket itself, where the language is read from the raw request as far as it came.
 * Node would also answer an Expect it cannot meet (417) and an HTTP/1.1 request
 * without Host (400) in its own words, and close a CONNECT without one; those are
 * taken over here. Fastify's own early refusals (a malformed URL, a path parameter
 * too long) go through answerFrameworkError (hooks/error-handler.ts).
 */
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { ApiError } from './errors';
import { languageOf, translatorFor, translatorOf } from './i18n';
import { API_ANSWER_HEADERS } from './hooks/security-headers';

interface Refusal {
  status: number;
  code: string;
  key: string;
  vars?: Record<string, string>;
}

/** Node's parser errors that have a status of their own; any other is a malformed request. */
const PARSER_REFUSALS: Record<string, Refusal> = {
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', key: 'errors.headersTooLarge' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, code: 'REQUEST_TIMEOUT', key: 'errors.requestTimeout' },
};
const MALFORMED: Refusal = { status: 400, code: 'BAD_REQUEST', key: 'errors.malformedRequest' };

/** Status line aside, the answer: its headers and its JSON body. */
function answerOf(refusal: Refusal, acceptLanguage: string | undefined) {
  const t = translatorFor(languageOf(acceptLanguage));
  const body = JSON.stringify({ success: false, code: refusal.code, message: t(refusal.key, refusal.vars) });
  const headers = {
    ...API_ANSWER_HEADERS,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    connection: 'close',
  };
  return { headers, body };
}

/** Writes the answer on a socket no request object stands for, and closes it once written. */
function answerOnSocket(socket: Duplex, refusal: Refusal, acceptLanguage: string | undefined): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const { headers, body } = answerOf(refusal, acceptLanguage);
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.end(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head}\r\n${body}`, () => socket.destroy());
}

/** The Accept-Language of a request the parser gave up on (Node's `rawPacket`, the bytes it read), when its head got that far. */
function acceptLanguageIn(raw: unknown): string | undefined {
  if (!Buffer.isBuffer(raw)) return undefined;
  return raw.toString('latin1').match(/\r\naccept-language:[ \t]*([^\r\n]*)\r\n/i)?.[1];
}

/** Fastify's `clientErrorHandler`: a request Node's parser refused. */
export function answerClientError(error: ConnectionError, socket: Duplex): void {
  // A connection the client dropped has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  answerOnSocket(socket, PARSER_REFUSALS[error.code] ?? MALFORMED, acceptLanguageIn(error.rawPacket));
}

function answerRequest(request: IncomingMessage, response: ServerResponse, refusal: Refusal): void {
  const { headers, body } = answerOf(refusal, request.headers['accept-language']);
  response.writeHead(refusal.status, headers).end(body);
}

/** The server options these refusals need: Node's own Host check off, so the hook below answers it. */
export const LOW_LEVEL_SERVER_OPTIONS = { requireHostHeader: false };

/** Takes over the refusals Node would make in its own words: after the security headers, before the API scope. */
export function registerLowLevelRefusals(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // RFC 9112 §3.2: an HTTP/1.1 request without Host is refused (1.0 had no such header).
    if (request.raw.httpVersion === '1.1' && !request.headers.host) {
      throw new ApiError(400, 'BAD_REQUEST', translatorOf(request)('errors.hostRequired'));
    }
  });
  app.server.on('checkExpectation', (request: IncomingMessage, response: ServerResponse) =>
    answerRequest(request, response, { status: 417, code: 'EXPECTATION_FAILED', key: 'errors.expectationFailed' }),
  );
  app.server.on('connect', (request: IncomingMessage, socket: Duplex) =>
    answerOnSocket(
      socket,
      { status: 405, code: 'METHOD_NOT_ALLOWED', key: 'errors.methodNotAllowed', vars: { method: 'CONNECT' } },
      request.headers['accept-language'],
    ),
  );
}
