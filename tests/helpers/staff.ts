/**
 * Extra staff accounts for security suites: any role, any academy, any
 * branches, straight into the database (the demo seed has admin, manager and
 * teacher only), so a suite can lock, suspend or re-password them freely.
 */
import type { Db } from '../../server/db/client';
import { hashPassword } from '../../server/modules/auth/passwords';
import { foldText } from '../../server/core/search-text';

export const STAFF_PASSWORD = 'Staff@12345';
let staffHash: Promise<string> | null = null;

export async function addStaff(db: Db, academyCode: string, userName: string, role: string, branchIds: number[] = []): Promise<number> {
  staffHash ??= hashPassword(STAFF_PASSWORD);
  const academy = await db.selectFrom('academies').select('id').where('code', '=', academyCode).executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('users')
    .values({
      academy_id: academy.id,
      user_name: userName,
      password_hash: await staffHash,
      // Letters only: the users schema checks names, and an admin's edit re-checks the stored one.
      name: 'Nhân Viên Kiểm Thử',
      user_type: role,
      branch_ids: JSON.stringify(branchIds),
      search_text: foldText(`Nhân Viên Kiểm Thử ${userName}`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}

export async function academyIdOf(db: Db, code: string): Promise<number> {
  return (await db.selectFrom('academies').select('id').where('code', '=', code).executeTakeFirstOrThrow()).id as number;
}
