/**
 * How Refine's queries behave app-wide. A read the server refused (a 4xx: not
 * found, no access) would be refused again: it is not retried, so its toast shows
 * at once instead of after three back-offs. A read that got no answer or a 5xx
 * is tried again, up to three times.
 */
const RETRIES = 3;

export function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return false;
  return failureCount < RETRIES;
}

export const queryClientConfig = {
  defaultOptions: { queries: { retry: shouldRetry } },
};
