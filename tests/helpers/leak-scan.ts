/**
 * What no response may carry (goals R2 and T1): a password or its hash, a
 * refresh token or any token issued to someone, and anything of another
 * academy. Other academies' rows are marked first (`markForeignRows`), so a
 * leak shows as the mark even where ids of two academies look alike.
 */
import { sql } from 'kysely';
import type { Db } from '../../server/db/client';

/** Put in front of every text of other academies' rows. */
export const FOREIGN_MARK = 'ZFOREIGN';

/** Tables whose rows are not tenant data to mark (append-only or auth bookkeeping). */
const UNMARKED = new Set(['audit_logs', 'refresh_tokens', 'login_failures']);
const MARKED_COLUMNS = ['name', 'title', 'description', 'note', 'address', 'content', 'parent_name', 'search_text'];

export interface Tenancy {
  ownAcademyId: number;
  foreignBranchIds: Set<number>;
}

/** Prefixes the texts of every row not of `ownAcademyId`; returns what a leak would look like. */
export async function markForeignRows(db: Db, ownAcademyId: number): Promise<Tenancy> {
  const { rows } = await sql<{ table_name: string; column_name: string }>`
    select c.table_name, c.column_name from information_schema.columns c
    where c.table_schema = 'public' and c.data_type = 'text' and c.column_name in (${sql.join(MARKED_COLUMNS)})
      and exists (select 1 from information_schema.columns k
                  where k.table_schema = 'public' and k.table_name = c.table_name and k.column_name = 'academy_id')`.execute(db);
  for (const { table_name, column_name } of rows) {
    if (UNMARKED.has(table_name)) continue;
    await sql`update ${sql.table(table_name)} set ${sql.ref(column_name)} = ${`${FOREIGN_MARK} `} || ${sql.ref(column_name)}
              where academy_id <> ${ownAcademyId} and ${sql.ref(column_name)} is not null`.execute(db);
  }
  await sql`update academies set name = ${`${FOREIGN_MARK} `} || name where id <> ${ownAcademyId}`.execute(db);
  const branches = await db.selectFrom('branches').select('id').where('academy_id', '<>', ownAcademyId).execute();
  return { ownAcademyId, foreignBranchIds: new Set(branches.map((b) => b.id as number)) };
}

const SECRET_KEY = /^(password|password_hash|new_password|old_password|refresh_token|token_hash|access_token|jwt_secret|secret)$/i;

/**
 * Every leak in one response body, described for the failure message.
 * `secrets` are tokens issued during the suite: no body but their own token answer may hold one.
 */
export function leaksIn(body: string, tenancy: Tenancy, secrets: Iterable<string> = []): string[] {
  const found: string[] = [];
  if (body.includes(FOREIGN_MARK)) found.push("another academy's record");
  if (/scrypt\$\d+\$/.test(body)) found.push('a password hash');
  for (const secret of secrets) if (secret && body.includes(secret)) found.push('a token issued to a session');
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return found;
  }
  const visit = (value: unknown, path: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${path}[${i}]`));
    if (!value || typeof value !== 'object') return;
    for (const [key, v] of Object.entries(value)) {
      const at = `${path}.${key}`;
      // A value under a secret's name; the API's document names such fields with an object that describes them.
      if (SECRET_KEY.test(key) && (typeof v !== 'object' || v === null)) found.push(`secret field ${at}`);
      if ((key === 'academy_id' || key === 'academyId') && typeof v === 'number' && v !== tenancy.ownAcademyId)
        found.push(`academy id at ${at}`);
      if ((key === 'branch_id' || key === 'branchId') && typeof v === 'number' && tenancy.foreignBranchIds.has(v))
        found.push(`foreign branch at ${at}`);
      if (key === 'branch_ids' && Array.isArray(v) && v.some((b) => tenancy.foreignBranchIds.has(b))) found.push(`foreign branch at ${at}`);
      visit(v, at);
    }
  };
  visit(parsed, '$');
  return found;
}
