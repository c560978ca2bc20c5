/**
 * Sign-in and token refresh (OAuth 2 password and refresh_token grants), with a
 * per-account, per-address limit on failed attempts kept in the database so it
 * holds across replicas.
 */
import { sql } from 'kysely';
import type { Db } from '../db/client';
import type { Academy, RequestContext, SignedInUser } from '../context';
import type { Role } from '../../resources.config';
import { forbidden, notFound } from '../errors';
import { DECOY_HASH, verifyPassword } from './passwords';
import { issueTokens, spendRefreshToken, type TokenPair, type TokenSettings } from './tokens';

export const MAX_FAILED_LOGINS = 10;
export const FAILED_LOGIN_WINDOW_MINUTES = 15;

export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 429,
    readonly error: 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_client' | 'slow_down',
    /** Key under `oauth.` in the i18n files: the description is told in the caller's language. */
    readonly descriptionKey: string,
    readonly vars: Record<string, unknown> = {},
  ) {
    super(descriptionKey);
  }
}

interface UserRow {
  id: number;
  name: string;
  user_name: string;
  user_type: Role;
  branch_ids: number[];
  auditing_status: number;
  password_hash: string;
}

export function toSignedInUser(row: UserRow): SignedInUser {
  return { id: row.id, name: row.name, userName: row.user_name, role: row.user_type, branchIds: row.branch_ids ?? [] };
}

/** The active user behind a token, or null when deleted or suspended. */
export async function loadActiveUser(db: Db, academyId: number, userId: number): Promise<SignedInUser | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('academy_id', '=', academyId)
    .where('auditing_status', '=', 1)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return row ? toSignedInUser(row as UserRow) : null;
}

export async function passwordGrant(
  db: Db, s: TokenSettings, academy: Academy, userName: string, password: string, ip: string,
): Promise<TokenPair> {
  const { failures } = await db
    .selectFrom('login_failures')
    .select(sql<number>`count(*)`.as('failures'))
    .where('academy_id', '=', academy.id)
    .where('user_name', '=', userName)
    .where('ip', '=', ip)
    .where('at', '>', sql<Date>`now() - make_interval(mins => ${FAILED_LOGIN_WINDOW_MINUTES})`)
    .executeTakeFirstOrThrow();
  if (Number(failures) >= MAX_FAILED_LOGINS) {
    throw new OAuthError(429, 'slow_down', 'tooManyAttempts', { minutes: FAILED_LOGIN_WINDOW_MINUTES });
  }
  const row = (await db
    .selectFrom('users')
    .selectAll()
    .where('academy_id', '=', academy.id)
    .where('user_name', '=', userName)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) as UserRow | undefined;
  // Same work and the same answer whether the account exists or not.
  const ok = await verifyPassword(password, row?.password_hash ?? DECOY_HASH);
  if (!row || !ok || row.auditing_status !== 1) {
    await db.insertInto('login_failures').values({ academy_id: academy.id, user_name: userName, ip }).execute();
    await db.deleteFrom('login_failures').where('at', '<', sql<Date>`now() - interval '1 day'`).execute();
    throw new OAuthError(400, 'invalid_grant', 'invalidCredentials');
  }
  await db.deleteFrom('login_failures').where('academy_id', '=', academy.id).where('user_name', '=', userName).execute();
  await db.deleteFrom('refresh_tokens').where('user_id', '=', row.id).where('expires_at', '<', sql<Date>`now()`).execute();
  return issueTokens(db, s, { userId: row.id, academyId: academy.id, branchId: defaultBranch(row) });
}

export async function refreshGrant(db: Db, s: TokenSettings, academy: Academy, refreshToken: string): Promise<TokenPair> {
  const spent = await spendRefreshToken(db, academy.id, refreshToken);
  const user = spent && (await loadActiveUser(db, academy.id, spent.user_id));
  if (!spent || !user) throw new OAuthError(400, 'invalid_grant', 'invalidRefreshToken');
  return issueTokens(db, s, { userId: user.id, academyId: academy.id, branchId: spent.branch_id }, spent.family_id);
}

/** A manager bound to one branch starts on it; others start on all branches. */
function defaultBranch(row: UserRow): number | null {
  return row.user_type !== 'admin' && row.branch_ids?.length === 1 ? row.branch_ids[0] : null;
}

/**
 * Re-issues both tokens for another branch (spec §4): null means all branches,
 * which only a user bound to no branch (the admin) may pick.
 */
export async function switchBranch(ctx: RequestContext, s: TokenSettings, branchId: number | null): Promise<TokenPair> {
  const { user, academy, db } = ctx;
  if (branchId === null ? user.branchIds.length > 0 : user.branchIds.length > 0 && !user.branchIds.includes(branchId)) {
    throw forbidden(ctx.t('errors.branchNotAllowed'), 'BRANCH_NOT_ALLOWED');
  }
  if (branchId !== null) {
    const branch = await db
      .selectFrom('branches').select('id')
      .where('academy_id', '=', academy.id).where('id', '=', branchId).where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!branch) throw notFound(ctx.t('errors.notFound'));
  }
  return issueTokens(db, s, { userId: user.id, academyId: academy.id, branchId });
}
