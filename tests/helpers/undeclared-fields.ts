/**
 * Shows that a route's response schema decides what leaves: on a request carrying
 * SLIP_HEADER, every object of the answer's `data` gets a field no schema declares
 * (as a careless query or a stored blob might bring one) just before Fastify
 * serialises it. A route whose answer is declared drops it.
 */
import type { FastifyInstance } from 'fastify';

export const SLIP_HEADER = 'x-test-slip-field';
export const UNDECLARED = 'undeclared_field';

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && Object.getPrototypeOf(v) === Object.prototype;

function slipped(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(slipped);
  if (!isPlain(value)) return value;
  return { ...Object.fromEntries(Object.entries(value).map(([k, v]) => [k, slipped(v)])), [UNDECLARED]: 'leaked' };
}

/** Call in a `beforeAll` after useTestApp's, before the first request. */
export function slipUndeclaredFields(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.headers[SLIP_HEADER] || !isPlain(payload) || payload.success !== true) return payload;
    return { ...payload, data: slipped(payload.data) };
  });
}
