/**
 * A record's version, for conditional writes (RFC 9110 §8.8.3, §13.1.1): its strong
 * entity tag is its `update_date` to the millisecond, which every write moves
 * forward (conditional-write.ts checks `If-Match` against it).
 */
import { sql } from 'kysely';

type Row = Record<string, unknown>;

/**
 * The `update_date` a write sets: now, and at least a millisecond past the stored one,
 * so that two writes in one millisecond, or a transaction whose start is older than the
 * stored version, still make a new version.
 */
export const nextVersion = sql<string>`greatest(clock_timestamp(), update_date + interval '1 millisecond')`;

/** The record's entity tag, or none for a record without `update_date` (the audit log's). */
export function etagOf(row: Row): string | undefined {
  return typeof row.update_date === 'string' ? `"${Date.parse(row.update_date)}"` : undefined;
}

/**
 * RFC 9110 §13.1.1: `*` holds for any current record, else one of the comma-separated tags
 * must equal the record's (strong comparison: a weak tag never does). Our tags hold no comma.
 */
export function ifMatchHolds(header: string, etag: string | undefined): boolean {
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim() === etag);
}
