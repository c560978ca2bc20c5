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
