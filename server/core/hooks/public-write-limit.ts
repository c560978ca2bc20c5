/**
 * The per-address limit on what anyone may send without signing in (the
 * free-trial form): every public route of the API scope that is not a
 * read takes `perMinute` requests a minute from one client address, then answers
 * 429 with Retry-After, in the caller's language. A route with a brake of its own
 * (sign-in), a signed caller (the gateway's callback) or nothing to gain from a
 * flood (sign-out) says `rateLimit: false`.
 * The counts live in the database, so the limit holds across replicas.
 */
import type { FastifyInstance } from 'fastify';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { ApiError } from '../errors';
import { languageOf, translatorFor } from '../i18n';

const WINDOW_MS = 60_000;
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

interface RequestCount {
  /** Requests in the current window, this one included. */
  current: number;
  /** Milliseconds until the window ends. */
  ttl: number;
}

/** Counts one request under `key` (address and route) in a fixed window; a key whose window is over starts a new one. */
async function countRequest(db: Db, key: string, windowMs: number): Promise<RequestCount> {
  // One statement: concurrent requests of one key queue on its row and each sees its own count.
  const {
    rows: [row],
  } = await sql<{ hits: number; ttl: number }>`
    insert into request_counts as c (key, hits, window_ends)
    values (${key}, 1, now() + make_interval(secs => ${windowMs / 1000}))
    on conflict (key) do update set
      hits = case when c.window_ends <= now() then 1 else c.hits + 1 end,
      window_ends = case when c.window_ends <= now() then excluded.window_ends else c.window_ends end
    returning hits, ceil(extract(epoch from window_ends - now()) * 1000) as ttl`.execute(db);
  // Whenever a window starts, the long-finished ones go: addresses seen once do not pile up.
  if (row.hits === 1) await sql`delete from request_counts where window_ends < now() - interval '1 hour'`.execute(db);
  return { current: row.hits, ttl: Number(row.ttl) };
}

/** The plugin's store; the key already names the route (`groupId`), so one store serves every route. */
function countsIn(db: Db): FastifyRateLimitStoreCtor {
  return class DatabaseCounts {
    incr(key: string, callback: (error: Error | null, count?: RequestCount) => void, timeWindow: number) {
      countRequest(db, key, timeWindow).then((count) => callback(null, count), callback);
    }

    child() {
      return this;
    }
  };
}

export async function registerPublicWriteLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  // Added before the plugin's own onRoute hook, which reads the `rateLimit` set here.
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat();
    if (!route.config?.public || route.config.rateLimit !== undefined || methods.every((m) => READS.has(m))) return;
    route.config = { ...route.config, rateLimit: { max: perMinute, timeWindow: WINDOW_MS, groupId: ` ${methods.join(',')} ${route.url}` } };
  });
  await app.register(rateLimit, {
    global: false,
    store: countsIn(app.db),
    errorResponseBuilder: (request, context) => {
      const t = translatorFor(languageOf(request.headers['accept-language']));
      return new ApiError(429, 'TOO_MANY_REQUESTS', t('errors.tooManyRequests', { seconds: Math.ceil(context.ttl / 1000) }));
    },
  });
}
