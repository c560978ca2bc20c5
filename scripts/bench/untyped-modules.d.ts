/** The slices of autocannon and json-server the benchmark uses (neither ships types). */
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface RequestSpec extends RawRequest {
    setupRequest?: (request: RawRequest, context: Record<string, unknown>) => RawRequest;
  }
  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: RequestSpec[];
    timeout?: number;
  }
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { total: number };
    latency: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
  export type { Options, RequestSpec, RawRequest, Result };
}

declare module 'json-server' {
  import type { RequestListener, Server } from 'node:http';
  interface App extends RequestListener {
    use(handler: unknown): App;
    listen(port: number, host: string, done: () => void): Server;
  }
  const jsonServer: {
    create(): App;
    defaults(options: { logger: boolean }): unknown;
    router(db: object): unknown;
  };
  export default jsonServer;
}
