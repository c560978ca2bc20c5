/**
 * An HTTP call from a test's stand-in to the server under test, at an academy's own address:
 * `*.localhost` is loopback (RFC 6761), which the machine's resolver may not know.
 */
import dns from 'node:dns';
import http from 'node:http';

export interface LoopbackAnswer {
  status: number;
  /** The body read as JSON, or as text when it is not. */
  body: unknown;
}

const lookup: http.RequestOptions['lookup'] = (hostname, options, callback) => {
  if (!hostname.endsWith('.localhost') && hostname !== 'localhost') return dns.lookup(hostname, options, callback);
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

export function loopbackRequest(
  url: string,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<LoopbackAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers, lookup }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        try {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) });
        } catch {
          resolve({ status: response.statusCode ?? 0, body: text });
        }
      });
    });
    request.on('error', reject);
    request.end(opts.body);
  });
}
