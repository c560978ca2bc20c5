/** A failed answer's body as Refine's HttpError with the spec §8 text, whatever carried the request. */
import type { HttpError } from '@refinedev/core';

interface ErrorBody {
  message?: string;
  code?: string;
  error?: string;
  error_description?: string;
  errors?: Array<{ field?: string; message?: string }>;
  /** Extra detail some errors carry, e.g. the payment_url of ACADEMY_PENDING_PAYMENT. */
  data?: unknown;
}

const asBody = (data: unknown): ErrorBody | undefined => (data && typeof data === 'object' ? (data as ErrorBody) : undefined);

/** Spec §8: the response message, error_description, first errors message, or the failure's own text. */
export function bodyText(data: unknown, fallback: string): string {
  const b = asBody(data);
  return b?.message || b?.error_description || b?.errors?.find((e) => e.message)?.message || fallback;
}

/** `status` 0: no answer came. */
export function httpErrorOf(status: number, data: unknown, fallback: string): HttpError {
  const b = asBody(data);
  const fieldErrors: Record<string, string> = {};
  for (const e of b?.errors ?? []) {
    if (e.field && e.message && !fieldErrors[e.field]) fieldErrors[e.field] = e.message;
  }
  return {
    message: bodyText(data, fallback),
    statusCode: status,
    code: b?.code ?? b?.error,
    errors: Object.keys(fieldErrors).length ? fieldErrors : undefined,
    ...(b?.data !== undefined && { data: b.data }),
  };
}
