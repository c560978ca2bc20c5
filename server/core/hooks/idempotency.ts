/**
 * Idempotency keys (IETF draft "The Idempotency-Key HTTP Header Field"): a
 * signed-in POST of the API scope sent with an `Idempotency-Key` header is done
 * once per key, user and academy for a day; a repeat of it (a retry, a double
 * submit) gets the first answer, same status and body, marked
 * `Idempotent-Replayed: true`, and writes nothing.
 *
 * The key is claimed in the database before the handler runs (a row whose
 * status is still empty), so of requests racing with one key one runs and the
 * others wait for its answer (10 s at most, then 409 REQUEST_IN_PROGRESS). The
 * answer is stored before it is sent. Only a success is kept: after a refusal or
 * a failure nothing was written, so the key is released and a retry is judged
 * afresh. An answer marked `Cache-Control: no-store` (tokens) is never kept.
 * The same key with another method, path or body is refused with 422.
 * A multipart upload has no body here to compare, so its key is ignored.
 * A claim left by a process that died is taken over after five minutes.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import { ApiError, badRequest } from '../errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;
const WAIT_MS = 10_000;
const POLL_MS = 50;
const CLEANUP_EVERY_MS = 10 * 60_000;

interface Claim {
  academyId: number;
  userId: number;
  key: string;
}

interface StoredAnswer {
  fingerprint: string;
  status_code: number | null;
  content_type: string | null;
  body: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this request holds while it runs; its answer is stored under it. */
    idempotency: Claim | null;
  }
}

/** The header's value: a token or a quoted string (structured field), visible ASCII. */
function keyOf(request: FastifyRequest): string | null {
  const header = request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return null;
  const raw = (Array.isArray(header) ? header.join(',') : header).trim();
  const key = /^"[^"]*"$/.test(raw) ? raw.slice(1, -1) : raw;
  if (!key || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    const message = request.ctx!.t('errors.idempotencyKeyInvalid', { max: MAX_KEY_LENGTH });
    throw badRequest(message, [{ field: 'Idempotency-Key', message }]);
  }
  return key;
}

function fingerprintOf(request: FastifyRequest): string {
  return createHash('sha256')
    .update(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`)
    .digest('hex');
}

/** Claims the key: true when this request is the one to run. A day-old row or an abandoned claim is taken over. */
async function claim(db: Db, { academyId, userId, key }: Claim, fingerprint: string): Promise<boolean> {
  const { rows } = await sql`
    insert into idempotency_keys as k (academy_id, user_id, key, fingerprint)
    values (${academyId}, ${userId}, ${key}, ${fingerprint})
    on conflict (academy_id, user_id, key) do update
      set fingerprint = excluded.fingerprint, status_code = null, content_type = null, body = null, created_at = now()
      where k.created_at < now() - interval '24 hours' or (k.status_code is null and k.created_at < now() - interval '5 minutes')
    returning 1`.execute(db);
  return rows.length === 1;
}

async function storedAnswer(db: Db, { academyId, userId, key }: Claim): Promise<StoredAnswer | undefined> {
  const { rows } = await sql<StoredAnswer>`
    select fingerprint, status_code, content_type, body from idempotency_keys
    where academy_id = ${academyId} and user_id = ${userId} and key = ${key}`.execute(db);
  return rows[0];
}

function release(db: Db, { academyId, userId, key }: Claim) {
  return sql`delete from idempotency_keys where academy_id = ${academyId} and user_id = ${userId} and key = ${key} and status_code is null`.execute(
    db,
  );
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function registerIdempotency(app: FastifyInstance): void {
  app.decorateRequest('idempotency', null);
  let lastCleanup = 0;

  app.addHook('preHandler', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'POST' || !request.ctx || request.isMultipart()) return;
    const key = keyOf(request);
    if (key === null) return;
    const { t } = request.ctx;
    const id: Claim = { academyId: request.ctx.academy.id, userId: request.ctx.user.id, key };
    const fingerprint = fingerprintOf(request);
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (await claim(app.db, id, fingerprint)) {
        request.idempotency = id;
        if (Date.now() - lastCleanup > CLEANUP_EVERY_MS) {
          lastCleanup = Date.now();
          await sql`delete from idempotency_keys where created_at < now() - interval '24 hours'`.execute(app.db);
        }
        return;
      }
      const stored = await storedAnswer(app.db, id);
      if (stored && stored.fingerprint !== fingerprint) throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', t('errors.idempotencyKeyReused'));
      if (stored?.status_code != null) {
        return reply
          .code(stored.status_code)
          .header('content-type', stored.content_type ?? 'application/json; charset=utf-8')
          .header('idempotent-replayed', 'true')
          .send(stored.body ?? '');
      }
      // Still running (or just released: the next round claims it).
      if (Date.now() > deadline) throw new ApiError(409, 'REQUEST_IN_PROGRESS', t('errors.requestInProgress'));
      if (stored) await pause(POLL_MS);
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const id = request.idempotency;
    if (!id) return payload;
    request.idempotency = null;
    const status = reply.statusCode;
    const keep =
      status >= 200 && status < 300 && typeof payload === 'string' && !/no-store/.test(String(reply.getHeader('cache-control') ?? ''));
    try {
      if (!keep) await release(app.db, id);
      else {
        await sql`
          update idempotency_keys set status_code = ${status}, content_type = ${String(reply.getHeader('content-type') ?? '')}, body = ${payload}
          where academy_id = ${id.academyId} and user_id = ${id.userId} and key = ${id.key} and status_code is null`.execute(app.db);
      }
    } catch (error) {
      // The write is done and its answer stands; a repeat of this key waits, then is told it is in progress.
      request.log.error({ err: error, requestId: request.id }, 'idempotency key answer could not be stored');
    }
    return payload;
  });
}
