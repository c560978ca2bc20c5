/**
 * The request log: Fastify's, but a URL is written with its tokens hidden. Links
 * carry tokens in their query string (a web view's, a payment's), and a log is
 * read by more people, and kept longer, than any of those tokens should be.
 */
import type { FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

type LogStream = FastifyLoggerOptions['stream'];

/** Any query parameter named `token` or ending in it (`access_token`, `refresh_token`). */
const TOKEN_PARAMETER = /([?&][^=&#]*token=)[^&#]*/gi;

export const redactedUrl = (url: string) => url.replace(TOKEN_PARAMETER, '$1[redacted]');

export function requestLog(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    stream,
    serializers: {
      req: (request) => ({
        method: request.method,
        url: redactedUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
  };
}
