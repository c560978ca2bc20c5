/**
 * Branches a request may see: those asked for in the `branchIds` header (or the
 * token's selected branch), narrowed to the user's own; null means no limit.
 */
export function effectiveBranches(requested: number[] | null, own: number[]): number[] | null {
  if (!own.length) return requested;
  if (!requested) return own;
  return requested.filter((b) => own.includes(b));
}
