/** The gate every route passes: the caller's role and the academy's package features. */
import type { Feature, Role } from '../../resources.config';

export interface Gate {
  roles: Role[];
  /** Any one of them suffices; none means always available. */
  features: Feature[];
}

export type Denial = 'FORBIDDEN_ROLE' | 'FEATURE_NOT_IN_PACKAGE';

export function denialFor(gate: Gate, role: Role, features: Set<string>): Denial | null {
  if (!gate.roles.includes(role)) return 'FORBIDDEN_ROLE';
  if (gate.features.length && !gate.features.some((f) => features.has(f))) return 'FEATURE_NOT_IN_PACKAGE';
  return null;
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
