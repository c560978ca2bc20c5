import { sql, type RawBuilder } from 'kysely';
import type { RequestContext } from './context';

/**
 * Rows of the user's own branches (by `column`, a branch id): a manager reads and
 * names nothing of another branch. Null for a user bound to no branch (the admin).
 */
export function withinOwnBranches(ctx: Pick<RequestContext, 'user'>, column: string): RawBuilder<boolean> | null {
  const own = ctx.user.branchIds;
  return own.length ? sql<boolean>`${sql.ref(column)} in (${sql.join(own)})` : null;
}

/**
 * Rows of `branches` (by `column`, a branch id): null is every branch, an empty list none.
 * One rule for every query that keeps a request to the branches it may see (`ctx.branchIds`).
 */
export function withinBranches(branches: readonly number[] | null, column: string): RawBuilder<boolean> {
  if (branches === null) return sql<boolean>`true`;
  return branches.length ? sql<boolean>`${sql.ref(column)} in (${sql.join(branches)})` : sql<boolean>`false`;
}

/**
 * Branches a request may see: those asked for in the `branchIds` header (or the
 * token's selected branch), narrowed to the user's own; null means no limit.
 */
export function effectiveBranches(requested: number[] | null, own: number[]): number[] | null {
  if (!own.length) return requested;
  if (!requested) return own;
  return requested.filter((b) => own.includes(b));
}

/** An id of an integer column, 1 to 2^31 - 1 (leading zeros read as Number reads them). */
const ID =
  '0*(?:[1-9]\\d{0,8}|1\\d{9}|20\\d{8}|21[0-3]\\d{7}|214[0-6]\\d{6}|2147[0-3]\\d{5}|21474[0-7]\\d{4}|214748[0-2]\\d{3}|2147483[0-5]\\d{2}|21474836[0-3]\\d|214748364[0-7])';

/**
 * The `branchIds` header: blank for every branch the caller may see, else
 * comma-joined branch ids (blanks around each allowed). The API refuses anything
 * else with 400, and its document states this pattern.
 */
export const BRANCH_IDS_PATTERN = `^\\s*$|^\\s*${ID}\\s*(,\\s*${ID}\\s*)*$`;
const BRANCH_IDS = new RegExp(BRANCH_IDS_PATTERN);

/** The ids the header names, null when blank; undefined when it is no list of ids. */
export function branchIdsIn(header: string): number[] | null | undefined {
  if (!BRANCH_IDS.test(header)) return undefined;
  return header.trim() ? header.split(',').map((id) => Number(id.trim())) : null;
}
