/**
 * A request answered in JSON to an academy's provider (its SMS provider, its bank-transfer
 * provider, Zalo),
 * over a connection to an allowed address of its host only (provider-hosts.ts: the check runs
 * on the addresses the name resolves to as the connection opens, so the request, and the keys
 * it carries, never reach a private network).
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { allowedAddresses, allowedLookup, type HostPolicy } from './provider-hosts';

export interface JsonAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The parsed body; null when it was no JSON. */
  body: unknown;
}

export interface JsonRequest {
  method: 'GET' | 'POST';
  /** Sent as JSON; none for a GET. */
  payload?: object;
  /** Sent as an HTML form (application/x-www-form-urlencoded) instead, as OAuth token endpoints take it. */
  form?: Record<string, string>;
  headers?: Record<string, string>;
  policy: HostPolicy;
  signal: AbortSignal;
  /** Answers longer than this are cut off as an error: a send's answer is a few hundred bytes, a list more. */
  maxBytes?: number;
}

export async function requestJson(url: string, request: JsonRequest): Promise<JsonAnswer> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address never goes through a lookup: checked here instead.
  if (isIP(host)) await allowedAddresses(host, request.policy);
  const form = request.form && new URLSearchParams(request.form).toString();
  const body = form ?? (request.payload === undefined ? undefined : JSON.stringify(request.payload));
  const type = form === undefined ? 'application/json' : 'application/x-www-form-urlencoded';
  const maxBytes = request.maxBytes ?? 64 * 1024;
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const outgoing = client.request(
      target,
      {
        method: request.method,
        headers: {
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': type, 'content-length': Buffer.byteLength(body) }),
          ...request.headers,
        },
        lookup: allowedLookup(request.policy),
        signal: request.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) response.destroy(new Error('answer too long'));
          else chunks.push(chunk);
        });
        response.on('error', reject);
        response.on('end', () => {
          let parsed: unknown = null;
          try {
            parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // Left null: the caller takes it for an unreadable answer.
          }
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: parsed });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
