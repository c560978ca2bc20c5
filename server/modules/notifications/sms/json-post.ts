/**
 * A JSON POST to an SMS provider, over a connection to an allowed address of its host only
 * (core/provider-hosts.ts: the check runs on the addresses the name resolves to as the
 * connection opens, so the request, and the keys it carries, never reach a private network).
 */
import http from 'node:http';
import https from 'node:https';
import { isIP } from 'node:net';
import { allowedAddresses, allowedLookup, type HostPolicy } from '../../../core/provider-hosts';

export interface JsonAnswer {
  status: number;
  /** The parsed body; null when it was no JSON. */
  body: unknown;
}

/** Answers at most this much: a provider's answer is a few hundred bytes. */
const MAX_ANSWER_BYTES = 64 * 1024;

export async function postJson(url: string, payload: object, opts: { policy: HostPolicy; signal: AbortSignal }): Promise<JsonAnswer> {
  const target = new URL(url);
  const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
  // A literal address never goes through a lookup: checked here instead.
  if (isIP(host)) await allowedAddresses(host, opts.policy);
  const body = JSON.stringify(payload);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      target,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', 'content-length': Buffer.byteLength(body) },
        lookup: allowedLookup(opts.policy),
        signal: opts.signal,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > MAX_ANSWER_BYTES) response.destroy(new Error('answer too long'));
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
          resolve({ status: response.statusCode ?? 0, body: parsed });
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
