/** Turns any failed call into Refine's HttpError with the spec §8 text. */
import type { HttpError } from '@refinedev/core';
import { isAxiosError } from 'axios';

interface ErrorBody {
  message?: string;
  code?: string;
  error?: string;
  error_description?: string;
  errors?: Array<{ field?: string; message?: string }>;
  /** Extra detail some errors carry, e.g. the payment_url of ACADEMY_PENDING_PAYMENT. */
  data?: unknown;
}

function body(error: unknown): ErrorBody | undefined {
  if (!isAxiosError(error)) return undefined;
  const data = error.response?.data;
  return data && typeof data === 'object' ? (data as ErrorBody) : undefined;
}

/** Spec §8: the response message, error_description, first errors message, or the error's own message. */
export function errorText(error: unknown): string {
  const b = body(error);
  return (
    b?.message ||
    b?.error_description ||
    b?.errors?.find((e) => e.message)?.message ||
    (error instanceof Error ? error.message : String(error))
  );
}

export function toHttpError(error: unknown): HttpError {
  const b = body(error);
  const fieldErrors: Record<string, string> = {};
  for (const e of b?.errors ?? []) {
    if (e.field && e.message && !fieldErrors[e.field]) fieldErrors[e.field] = e.message;
  }
  return {
    message: errorText(error),
    statusCode: isAxiosError(error) ? (error.response?.status ?? 0) : 0,
    code: b?.code ?? b?.error,
    errors: Object.keys(fieldErrors).length ? fieldErrors : undefined,
    ...(b?.data !== undefined && { data: b.data }),
  };
}
