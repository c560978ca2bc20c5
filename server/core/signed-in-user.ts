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
