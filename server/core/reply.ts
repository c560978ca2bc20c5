/**
 * The success envelope of every JSON answer but the token endpoint. Its message
 * says what was done; it is worded in the caller's language as the answer leaves
 * (sayDoneInLanguage), since the route that builds it need not know the language.
 */
import type { FastifyInstance } from 'fastify';
import { translatorOf } from './i18n';

const DONE = ['ok', 'created', 'updated', 'deleted', 'restored', 'uploaded'] as const;
export type Done = (typeof DONE)[number];
const doneWords = new Set<unknown>(DONE);

export function ok<T>(data: T, done: Done = 'ok') {
  return { success: true as const, message: done as string, data };
}

/** A success whose message the route has already worded (`ctx.t`). */
export function okSaying<T>(data: T, message: string) {
  return { success: true as const, message, data };
}

export function sayDoneInLanguage(scope: FastifyInstance): void {
  scope.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const envelope = payload as { success?: unknown; message?: unknown } | null;
    if (envelope?.success !== true || !doneWords.has(envelope.message)) return payload;
    return { ...envelope, message: translatorOf(request)(`done.${envelope.message as Done}`) };
  });
}
