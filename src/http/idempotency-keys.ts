/**
 * The Idempotency-Key of every POST the app sends (server/core/hooks/idempotency.ts):
 * one key per submission, that is the same body to the same address, until it succeeds.
 * A double submit and a retry after a failure (no answer, an error) send the same key, so
 * the server answers them with the first result instead of writing twice; once it has
 * succeeded, the same body sent again is a new submission (a second record on purpose).
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** A submission not done within this time gets a new key (the server keeps keys for a day). */
const KEEP_MS = 60 * 60_000;

/** A random UUID v4; outside a secure context (http to a LAN address) `randomUUID` is missing. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What makes two sends one submission; null for an upload, whose bytes are not compared (each send is new). */
function submissionOf(url: string, body: unknown): string | null {
  if (body instanceof FormData || body instanceof Blob) return null;
  const text = body instanceof URLSearchParams ? body.toString() : typeof body === 'string' ? body : JSON.stringify(body ?? null);
  return `${url}\n${text}`;
}

export class SubmissionKeys {
  private readonly pending = new Map<string, { key: string; since: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The key to send `body` to `url` with: that of the same submission still pending, else a new one. */
  keyFor(url: string, body: unknown): string {
    const submission = submissionOf(url, body);
    if (submission === null) return newKey();
    const now = this.now();
    for (const [s, p] of this.pending) if (now - p.since > KEEP_MS) this.pending.delete(s);
    const pending = this.pending.get(submission);
    if (pending) return pending.key;
    const key = newKey();
    this.pending.set(submission, { key, since: now });
    return key;
  }

  /** The submission sent with `key` succeeded. */
  done(key: string): void {
    for (const [s, p] of this.pending) if (p.key === key) this.pending.delete(s);
  }
}
