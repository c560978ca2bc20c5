/**
 * Sign-in and token refresh (OAuth 2 password and refresh_token grants) for the
 * first-party app only; every pathway respects the brute-force lockout
 * (`login-attempts.ts`).
 */
import { sql } from 'kysely';
import type { Db } from '../../db/client';
import type { Academy, RequestContext } from '../../core/context';
import type { AuditNote } from '../../core/audit-log';
import { ApiError, forbidden, notFound } from '../../core/errors';
import { bookAttempt, clearFailures, FAILED_LOGIN_WINDOW_MINUTES, isLockedOut } from './login-attempts';
import { DECOY_HASH, verifyPassword } from './passwords';
import { loadActiveUser, type UserRow } from '../../core/signed-in-user';
import { issueTokens, refreshTokenOwner, spendRefreshToken, type TokenPair, type TokenSettings } from '../../core/tokens';

/** The one client allowed at the token endpoint: this app (which may also send no client_id). */
export const FIRST_PARTY_CLIENT_ID = 'academy-admin-web';

export const slowDown = () => new OAuthError(429, 'slow_down', 'tooManyAttempts', { minutes: FAILED_LOGIN_WINDOW_MINUTES });

/** The envelope form of the lockout, for authenticated pathways (branch switch, password change). */
export const lockedOut = (t: RequestContext['t']) =>
  new ApiError(429, 'TOO_MANY_ATTEMPTS', t('oauth.tooManyAttempts', { minutes: FAILED_LOGIN_WINDOW_MINUTES }));

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

export async function passwordGrant(
  db: Db,
  s: TokenSettings,
  academy: Academy,
  userName: string,
  password: string,
  ip: string,
  audit: AuditNote = {},
): Promise<TokenPair> {
  if (!(await bookAttempt(db, academy.id, userName, ip))) throw slowDown();
  const row = (await db
    .selectFrom('users')
    .selectAll()
    .where('academy_id', '=', academy.id)
    .where('user_name', '=', userName)
    .where('deleted_at', 'is', null)
    .executeTakeFirst()) as UserRow | undefined;
  // Same work and the same answer whether the account exists or not.
  const ok = await verifyPassword(password, row?.password_hash ?? DECOY_HASH);
  // The booked attempt stays as the failure.
  if (!row || !ok || row.auditing_status !== 1) throw new OAuthError(400, 'invalid_grant', 'invalidCredentials');
  Object.assign(audit, { userId: row.id, userName: row.user_name, branchId: defaultBranch(row) });
  await clearFailures(db, academy.id, userName);
  await db
    .deleteFrom('refresh_tokens')
    .where('academy_id', '=', academy.id)
    .where('user_id', '=', row.id)
    .where('expires_at', '<', sql<string>`now()`)
    .execute();
  return issueTokens(db, s, { userId: row.id, academyId: academy.id, branchId: defaultBranch(row) });
}

export async function refreshGrant(
  db: Db,
  s: TokenSettings,
  academy: Academy,
  refreshToken: string,
  audit: AuditNote = {},
): Promise<TokenPair> {
  // A locked account keeps its sessions for later, but none of them renews while the lock holds.
  const ownerId = await refreshTokenOwner(db, academy.id, refreshToken);
  const owner = ownerId === null ? null : await loadActiveUser(db, academy.id, ownerId);
  if (owner && (await isLockedOut(db, academy.id, owner.userName))) throw slowDown();
  const spent = await spendRefreshToken(db, academy.id, refreshToken, (userId) => {
    audit.action = 'REFRESH_REUSE';
    audit.userId = userId;
  });
  const user = spent && (await loadActiveUser(db, academy.id, spent.user_id));
  if (!spent || !user) throw new OAuthError(400, 'invalid_grant', 'invalidRefreshToken');
  Object.assign(audit, { userId: user.id, userName: user.userName, branchId: spent.branch_id });
  return issueTokens(db, s, { userId: user.id, academyId: academy.id, branchId: spent.branch_id }, spent.family_id);
}

/** A manager bound to one branch starts on it; others start on all branches. */
function defaultBranch(row: UserRow): number | null {
  return row.user_type !== 'admin' && row.branch_ids?.length === 1 ? row.branch_ids[0] : null;
}

/**
 * Re-issues both tokens for another branch (spec §4): null means all the user's
 * branches (every branch for a user bound to none, the admin; a manager's own and
 * never another, as every request narrows to them: core/branch-scope.ts). The session
 * goes on: signing out of it later ends the tokens of every branch it visited.
 */
export async function switchBranch(ctx: RequestContext, s: TokenSettings, branchId: number | null): Promise<TokenPair> {
  const { user, academy, db } = ctx;
  if (await isLockedOut(db, academy.id, user.userName)) throw lockedOut(ctx.t);
  if (branchId !== null && user.branchIds.length > 0 && !user.branchIds.includes(branchId)) {
    throw forbidden(ctx.t('errors.branchNotAllowed'), 'BRANCH_NOT_ALLOWED');
  }
  if (branchId !== null) {
    const branch = await db
      .selectFrom('branches')
      .select('id')
      .where('academy_id', '=', academy.id)
      .where('id', '=', branchId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!branch) throw notFound(ctx.t('errors.notFound'));
  }
  return issueTokens(db, s, { userId: user.id, academyId: academy.id, branchId }, ctx.bearer?.sessionId);
}
