/**
 * Menu and route gates from resources.config.ts (spec §6): an entry is open when
 * the user's role is listed and the package offers one of its features (resources and hand-written pages alike). The
 * server enforces the same rule; this only hides what would be refused.
 */
import type { AccessControlProvider } from '@refinedev/core';
import { ADMIN_APP_ROLES, SECTIONS, type ResourceConfig, type Section } from '../../resources.config';
import { denialFor, writeGate, type Denial, type Gate } from '../../domain/gate';
import type { Profile } from './profile';

type Access = Pick<Profile, 'user_type' | 'features'>;

/** A registry resource or a hand-written page: what the menu and the routes gate. */
export type GatedEntry = Pick<ResourceConfig, 'name' | 'section' | 'roles' | 'features' | 'readOnly' | 'writeRoles'>;

/** What a read-only resource (the audit log) never offers, and what `writeRoles` narrows. */
const CHANGES = new Set(['create', 'edit', 'delete']);

export function isAllowed(entry: Gate, who: Access): boolean {
  return denialFor(entry, who.user_type, new Set(who.features)) === null;
}

/** Why `resource` (a config entry, a sidebar section, or the home page) is closed to `who` for `action`, or null when it is open. */
export function accessDenial(resource: string | undefined, resources: GatedEntry[], who: Access, action?: string): Denial | null {
  if (!ADMIN_APP_ROLES.includes(who.user_type)) return 'FORBIDDEN_ROLE';
  const features = new Set(who.features);
  const entry = resources.find((r) => r.name === resource);
  if (entry && CHANGES.has(action ?? '')) {
    return entry.readOnly
      ? 'FORBIDDEN_ROLE'
      : (denialFor(entry, who.user_type, features) ?? denialFor(writeGate(entry), who.user_type, features));
  }
  if (entry) return denialFor(entry, who.user_type, features);
  if ((SECTIONS as readonly string[]).includes(resource ?? '') && resource !== 'dashboard') {
    return resources.some((r) => r.section === (resource as Section) && isAllowed(r, who)) ? null : 'FORBIDDEN_ROLE';
  }
  return null;
}

export function canAccess(resource: string | undefined, resources: GatedEntry[], who: Access, action?: string): boolean {
  return accessDenial(resource, resources, who, action) === null;
}

export function createAccessControlProvider(resources: GatedEntry[], profile: () => Promise<Profile>): AccessControlProvider {
  return {
    async can({ resource, action }) {
      try {
        const reason = accessDenial(resource, resources, await profile(), action);
        // The reason tells a refused page why (NoAccess): the role, or the package.
        return reason ? { can: false, reason } : { can: true };
      } catch {
        return { can: false };
      }
    },
    options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
  };
}
