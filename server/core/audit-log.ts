/**
 * The audit log: one row per write and per sign-in event in the append-only
 * `audit_logs` table (migration 0010, schemas/audit_logs.json). Only facts go
 * in: who, in which academy and branch, did what to which record, with what
 * outcome, from where, under which request id. Never a body, so never a
 * password or a token.
 */
import type { Db } from '../db/client';
import { academyToday } from './academy-clock';
import { searchTextOf } from './search-text';

export type AuditAction =
  'CREATE' | 'UPDATE' | 'DELETE' | 'RESTORE' | 'SIGN_IN' | 'REFRESH' | 'REFRESH_REUSE' | 'SIGN_OUT' | 'SWITCH_BRANCH' | 'DENIED';

/**
 * What a route or a service knows better than the request shows (whose token a
 * sign-in issued, that a refresh token was a replay), filled in on the way and
 * read when the answer leaves.
 */
export interface AuditNote {
  action?: AuditAction;
  userId?: number | null;
  userName?: string | null;
  branchId?: number | null;
  /** The record a call changed when its route does not name it (VNPay's IPN pays a revenue). */
  resource?: string;
  recordId?: number;
  /** A write route's call that saved nothing (an import's dry run): no entry, like a read. */
  wroteNothing?: boolean;
}

export interface AuditEntry {
  academyId: number;
  /** The academy's time zone: the entry's day is the academy's. */
  timeZone: string;
  userId: number | null;
  userName: string | null;
  branchId: number | null;
  action: AuditAction;
  /** A registry resource name, or the route's path pattern for other endpoints. */
  resource: string | null;
  recordId: number | null;
  method: string;
  /** Without the query string: links may carry a token there. */
  path: string;
  statusCode: number;
  /** The API's error code (`FORBIDDEN_ROLE`) or the OAuth error (`invalid_grant`). */
  errorCode: string | null;
  requestId: string;
  ip: string;
}

const MAX_TEXT = 500;
const clip = (text: string | null) => (text === null ? null : text.slice(0, MAX_TEXT));

/** Appends one entry; `searchFields` are the schema's `x-search`, folded into the row's search text. */
export async function recordAudit(db: Db, entry: AuditEntry, searchFields: string[], now = new Date()): Promise<void> {
  const row = {
    academy_id: entry.academyId,
    create_date: now,
    update_date: now,
    on_date: academyToday(entry.timeZone, now),
    user_id: entry.userId,
    user_name: clip(entry.userName),
    branch_id: entry.branchId,
    action: entry.action,
    resource: clip(entry.resource),
    record_id: entry.recordId,
    method: entry.method,
    path: clip(entry.path)!,
    status_code: entry.statusCode,
    result: entry.statusCode < 400 ? 'SUCCESS' : 'FAILURE',
    error_code: clip(entry.errorCode),
    request_id: entry.requestId,
    ip: entry.ip,
  };
  await db
    .insertInto('audit_logs')
    .values({ ...row, search_text: searchTextOf(row, searchFields) })
    .execute();
}
