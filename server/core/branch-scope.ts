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
 * Branches a request may see: those asked for in the `branchIds` header (or the
 * token's selected branch), narrowed to the user's own; null means no limit.
 */
export function effectiveBranches(requested: number[] | null, own: number[]): number[] | null {
  if (!own.length) return requested;
  if (!requested) return own;
  return requested.filter((b) => own.includes(b));
}
