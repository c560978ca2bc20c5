/**
 * When a failed message is tried again: exponential backoff from a minute, doubling per
 * attempt and capped at six hours, so a mail server down for the night is retried through
 * it without hammering it. After MAX_ATTEMPTS, about a day after the first, the message is
 * failed for good, for the admin to resend from the list.
 */
export const MAX_ATTEMPTS = 13;
const FIRST_DELAY_MS = 60_000;
const LONGEST_DELAY_MS = 6 * 60 * 60_000;

/** Milliseconds to wait after the `attempts`-th failed attempt (1-based). */
export function retryDelay(attempts: number): number {
  return Math.min(FIRST_DELAY_MS * 2 ** Math.max(attempts - 1, 0), LONGEST_DELAY_MS);
}

/** Whether a message that failed its `attempts`-th attempt gets another. */
export const triesAgain = (attempts: number) => attempts < MAX_ATTEMPTS;
