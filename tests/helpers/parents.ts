/**
 * Parents' logins for suites, straight into the database: a user of type `user` whose phone (as
 * kept) is the phone their children are registered with, as the parents' sign-in finds them.
 */
import type { RouteOptions } from 'fastify';
import type { Db } from '../../server/db/client';
import { hashPassword } from '../../server/modules/auth/passwords';
import { foldText } from '../../server/core/search-text';

export const PARENT_PASSWORD = 'Parent@12345';
let parentHash: Promise<string> | null = null;

export async function addParent(db: Db, academyId: number, userName: string, mobile: string | null): Promise<number> {
  parentHash ??= hashPassword(PARENT_PASSWORD);
  const { id } = await db
    .insertInto('users')
    .values({
      academy_id: academyId,
      user_name: userName,
      password_hash: await parentHash,
      name: 'Phụ Huynh Kiểm Thử',
      user_type: 'user',
      mobile,
      auditing_status: 1,
      branch_ids: JSON.stringify([]),
      search_text: foldText(`Phụ Huynh Kiểm Thử ${userName} ${mobile ?? ''}`),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id as number;
}

/** A route of the parents' area, which admits a parent's login and no staff: a suite driving every route as the admin calls these as a parent. */
export const forParentsOnly = (route: RouteOptions): boolean =>
  !!route.config?.gate && !route.config.gate.roles.includes('admin') && route.config.gate.roles.includes('user');
