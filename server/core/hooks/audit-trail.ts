/**
 * Writes the audit log from one hook as each answer of an academy's API leaves:
 * every write (POST, PUT, PATCH, DELETE) whatever its outcome, every call of a
 * route that names its audit action (the token endpoints) or whose handler does
 * (VNPay's IPN, a GET, when it pays a revenue), and every other
 * refusal for lack of permission (403). A lapsed plan's answers (spec §4 codes)
 * report the plan, not a refusal of the user, so reads answered with them are
 * left out. The row is written before the answer is sent (onSend, not
 * onResponse): a client that has its answer finds the entry already there.
 * Every answer also names its request id (`x-request-id`), the entry's key.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceConfig } from '../../../resources.config';
import { ACADEMY_CODES } from '../academy-service';
import { recordAudit, type AuditAction, type AuditNote } from '../audit-log';
import { verifyBearerToken } from '../tokens';
import { MAX_INTEGER } from '../../../schemas/vocabulary';

declare module 'fastify' {
  interface FastifyRequest {
    /** Facts for the audit entry that only a route or service knows; see auditNote(). */
    audit: AuditNote | null;
  }
  interface FastifyContextConfig {
    /** The audit action of every call of this route (the token endpoints). */
    audit?: AuditAction;
    /** The resource an entry of this route names, found as the route is registered. */
    auditResource?: string;
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const PLAN_CODES = new Set<string>(Object.values(ACADEMY_CODES));
const MAX_PARSED_ANSWER = 100_000;

/** The request's audit note, made on first use. */
export function auditNote(request: FastifyRequest): AuditNote {
  return (request.audit ??= {});
}

/** Route path pattern under its scope's prefix → registry resource whose API path it starts with (`admin/players/:id/stop` → players). */
function resourceFinder(configs: ResourceConfig[]): (route: string) => string {
  const prefixes = configs
    .flatMap(({ name, api }) =>
      [
        api.list,
        api.create,
        api.item,
        api.patchAlias,
        api.import,
        api.listAll,
        api.avatar,
        api.images?.upload,
        api.images?.remove,
        ...(api.listAliases ?? []),
        ...(api.createAliases ?? []),
        ...(api.getAliases ?? []),
        ...(api.avatarAliases ?? []),
      ]
        .filter((path): path is string => Boolean(path))
        .map((path) => ({ name, segments: path.replace(/\{\w+\}/g, ':').split('/') })),
    )
    .sort((a, b) => b.segments.length - a.segments.length);
  return (path) => {
    const segments = path.split('/').map((s) => (s.startsWith(':') ? ':' : s));
    return prefixes.find((p) => p.segments.every((s, i) => segments[i] === s))?.name ?? path;
  };
}

/** The error code and the written record's id, read from a JSON answer. */
function answerFacts(payload: unknown, reply: FastifyReply): { code: string | null; id: number | null } {
  const json = String(reply.getHeader('content-type') ?? '').includes('json');
  if (!json || typeof payload !== 'string' || payload.length > MAX_PARSED_ANSWER) return { code: null, id: null };
  try {
    const body = JSON.parse(payload);
    const code = body?.code ?? body?.error;
    const id = body?.data?.id;
    return { code: typeof code === 'string' ? code : null, id: Number.isInteger(id) ? id : null };
  } catch {
    return { code: null, id: null };
  }
}

function actionOf(request: FastifyRequest, status: number, code: string | null): AuditAction | null {
  if (status === 403 && !(code && PLAN_CODES.has(code))) return 'DENIED';
  if (request.audit?.wroteNothing) return null;
  const named = request.audit?.action ?? request.routeOptions.config?.audit;
  if (named) return named;
  if (!WRITES.has(request.method)) return null;
  if (request.method === 'DELETE') return 'DELETE';
  // A POST on a record (`players/:id/stop`) changes it; a POST on a list makes one.
  return request.method === 'POST' && recordIdParam(request) === null ? 'CREATE' : 'UPDATE';
}

/**
 * The record a path names, when it is one the column can hold: a refused id past
 * 32 bits (`/suppliers/2147483648`) leaves the entry without one, its path still
 * naming it, rather than losing the entry to the database's refusal.
 */
function recordIdParam(request: FastifyRequest): number | null {
  const id = Number((request.params as Record<string, unknown> | undefined)?.id);
  return Number.isInteger(id) && id > 0 && id <= MAX_INTEGER ? id : null;
}

export function registerAuditTrail(app: FastifyInstance): void {
  app.decorateRequest('audit', null);
  const resourceOf = resourceFinder([...app.models.values()].map((m) => m.config));
  const searchFields = app.models.get('audit_logs')?.search ?? [];
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, auditResource: resourceOf(route.url.slice(route.prefix.length).replace(/^\//, '')) };
  });

  /** Who asked: the signed-in user, or on a refusal before sign-in finished, the token's user. */
  async function actor(request: FastifyRequest) {
    const ctx = request.ctx;
    if (ctx) return { userId: ctx.user.id, userName: ctx.user.userName, branchId: ctx.branchIds?.length === 1 ? ctx.branchIds[0] : null };
    const header = request.headers.authorization ?? '';
    const claims = header.startsWith('Bearer ') ? await verifyBearerToken(app.tokens, header.slice(7)) : null;
    if (!claims || claims.academyId !== request.academy!.id) return { userId: null, userName: null, branchId: null };
    return { userId: claims.userId, userName: null, branchId: claims.branchId };
  }

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    // A repeat answered from its idempotency key (hooks/idempotency.ts) wrote nothing.
    if (!request.academy || reply.getHeader('idempotent-replayed')) return payload;
    const status = reply.statusCode;
    const audited = WRITES.has(request.method) || status === 403 || request.routeOptions.config?.audit || request.audit?.action;
    if (!audited) return payload;
    const answer = answerFacts(payload, reply);
    const action = actionOf(request, status, answer.code);
    if (!action) return payload;
    try {
      const note = request.audit ?? {};
      const who = await actor(request);
      await recordAudit(
        app.db,
        {
          academyId: request.academy.id,
          timeZone: request.academy.timeZone,
          userId: note.userId ?? who.userId,
          userName: note.userName ?? who.userName,
          branchId: note.branchId !== undefined ? note.branchId : who.branchId,
          action,
          resource: note.resource ?? request.routeOptions.config?.auditResource ?? null,
          recordId: note.recordId ?? recordIdParam(request) ?? (status < 400 ? answer.id : null),
          method: request.method,
          path: request.url.split('?')[0],
          statusCode: status,
          errorCode: status >= 400 ? answer.code : null,
          requestId: request.id,
          ip: request.ip,
        },
        searchFields,
      );
    } catch (error) {
      // The answer stands (the write is done); a lost entry must at least be loud.
      request.log.error({ err: error, requestId: request.id }, 'audit log entry could not be written');
    }
    return payload;
  });
}
