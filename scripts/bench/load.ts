/**
 * One load run: autocannon on loopback with the bench's connections and
 * duration, reduced to the numbers the table shows. Every answer that is not
 * 2xx, and every connection error or timeout, counts as an error.
 */
import autocannon, { type RequestSpec } from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  errors: number;
}

export interface LoadSettings {
  connections: number;
  seconds: number;
}

export async function runLoad(
  baseUrl: string,
  requests: RequestSpec[],
  settings: LoadSettings,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url: baseUrl,
    connections: settings.connections,
    duration: settings.seconds,
    timeout: 30,
    headers,
    requests,
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}
