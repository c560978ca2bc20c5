/** The user behind an access token, as every request context holds it. */
import type { Db } from '../db/client';
import type { Role } from '../../resources.config';
import type { SignedInUser } from './context';

export interface UserRow {
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

/**
 * The active user behind a token, or null when deleted or suspended, or when the
 * token's session (`sessionId`, its refresh family) has ended: signed out, replayed,
 * or closed by a password change. One query, so it costs no extra round trip.
 */
export async function loadActiveUser(db: Db, academyId: number, userId: number, sessionId?: string): Promise<SignedInUser | null> {
  const row = await db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', userId)
    .where('academy_id', '=', academyId)
    .where('auditing_status', '=', 1)
    .where('deleted_at', 'is', null)
    .$if(sessionId !== undefined, (q) =>
      q.where(({ and, exists, not, selectFrom }) =>
        and([
          exists(
            selectFrom('refresh_tokens')
              .select('id')
              .whereRef('refresh_tokens.academy_id', '=', 'users.academy_id')
              .where('family_id', '=', sessionId!)
              .whereRef('user_id', '=', 'users.id'),
          ),
          // As for refreshing: one revoked token is enough, a child minted during the revocation is dead too.
          not(
            exists(
              selectFrom('refresh_tokens')
                .select('id')
                .whereRef('refresh_tokens.academy_id', '=', 'users.academy_id')
                .where('family_id', '=', sessionId!)
                .where('revoked_at', 'is not', null),
            ),
          ),
        ]),
      ),
    )
    .executeTakeFirst();
  return row ? toSignedInUser(row as UserRow) : null;
}
