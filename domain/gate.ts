/**
 * The one access rule of spec §6, used by the server (which enforces it) and the
 * app (which hides what would be refused): the caller's role must be listed and
 * the academy's package must offer one of the gate's features.
 */
import type { Feature, Role } from '../resources.config';

export interface Gate {
  roles: Role[];
  /** Any one of them suffices; none means always available. */
  features: Feature[];
}

/** The gate of a resource's writes (create, change, delete, import, uploads): its `writeRoles` where it names fewer. */
export function writeGate(entry: Gate & { writeRoles?: Role[] }): Gate {
  return { roles: entry.writeRoles ?? entry.roles, features: entry.features };
}

export type Denial = 'FORBIDDEN_ROLE' | 'FEATURE_NOT_IN_PACKAGE';

export function denialFor(gate: Gate, role: Role, features: ReadonlySet<string>): Denial | null {
  if (!gate.roles.includes(role)) return 'FORBIDDEN_ROLE';
  if (gate.features.length && !gate.features.some((f) => features.has(f))) return 'FEATURE_NOT_IN_PACKAGE';
  return null;
}
