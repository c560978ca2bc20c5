/**
 * A parent is the phone number on their children's records (`players.mobile`, stored form),
 * per academy. Signed in the first time, they get a login of their own: a `users` row of type
 * `user` named `parent.<phone>`, with no password (a code signs them in), so the office's rules
 * for logins hold for them too: sessions, sign-out, suspension (Users), the audit log's author.
 */
import type { Db } from '../../../db/client';
import { foldText } from '../../../core/search-text';

/** The login name of the parent of this phone: never a staff member's, who cannot be called so by chance. */
export const parentUserName = (phone: string) => `parent.${phone}`;

/** What no password ever hashes to: a parent's login signs in by code only (passwords.ts refuses other schemes). */
const NO_PASSWORD = 'none';

export interface Child {
  id: number;
  name: string;
  parent_name: string | null;
  email: string | null;
  branch_id: number | null;
}

/** The academy's players whose records carry this phone, oldest first. */
export function childrenOn(db: Db, academyId: number, phone: string): Promise<Child[]> {
  return db
    .selectFrom('players')
    .select(['id', 'name', 'parent_name', 'email', 'branch_id'])
    .where('academy_id', '=', academyId)
    .where('mobile', '=', phone)
    .where('deleted_at', 'is', null)
    .orderBy('id')
    .execute() as Promise<Child[]>;
}

/**
 * The parent's login, made on their first sign-in; null when the phone is on no child's record
 * any more, when the office suspended the login, or when the name is a staff member's.
 */
export async function parentAccount(db: Db, academyId: number, phone: string): Promise<{ id: number } | null> {
  const children = await childrenOn(db, academyId, phone);
  if (!children.length) return null;
  const userName = parentUserName(phone);
  const name = children.find((c) => c.parent_name?.trim())?.parent_name?.trim() ?? phone;
  await db
    .insertInto('users')
    .values({
      academy_id: academyId,
      name,
      user_name: userName,
      user_type: 'user',
      mobile: phone,
      password_hash: NO_PASSWORD,
      branch_ids: '[]',
      search_text: foldText(`${name} ${userName} ${phone}`),
    })
    .onConflict((oc) => oc.columns(['academy_id', 'user_name']).doNothing())
    .execute();
  const login = await db
    .selectFrom('users')
    .select(['id', 'user_type', 'auditing_status'])
    .where('academy_id', '=', academyId)
    .where('user_name', '=', userName)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return login?.user_type === 'user' && login.auditing_status === 1 ? { id: login.id } : null;
}
