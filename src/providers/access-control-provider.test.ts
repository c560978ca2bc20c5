import { describe, expect, it } from 'vitest';
import type { ResourceConfig } from '../../resources.config';
import { accessDenial, canAccess } from './access-control-provider';

const entry = (name: string, over: Partial<ResourceConfig>): ResourceConfig =>
  ({ name, section: 'academy', roles: ['admin', 'manager'], features: ['general.basic'], ...over }) as ResourceConfig;

const resources = [
  entry('players', {}),
  entry('branches', { features: ['manager.branch'] }),
  entry('users', { section: 'settings', roles: ['admin'], features: ['setup.user_access'] }),
];

describe('canAccess', () => {
  const admin = { user_type: 'admin' as const, features: ['general.basic', 'setup.user_access'] as never[] };
  const manager = { user_type: 'manager' as const, features: ['general.basic', 'setup.user_access'] as never[] };

  it('needs the package feature', () => {
    expect(canAccess('players', resources, admin)).toBe(true);
    expect(canAccess('branches', resources, admin)).toBe(false);
  });

  it('needs the role', () => {
    expect(canAccess('users', resources, admin)).toBe(true);
    expect(canAccess('users', resources, manager)).toBe(false);
  });

  it('says why an entry is closed: the role, or the package', () => {
    expect(accessDenial('users', resources, manager)).toBe('FORBIDDEN_ROLE');
    expect(accessDenial('branches', resources, admin)).toBe('FEATURE_NOT_IN_PACKAGE');
    expect(accessDenial('players', resources, admin)).toBeNull();
  });

  it('opens a section when any of its entries is open', () => {
    expect(canAccess('academy', resources, manager)).toBe(true);
    expect(canAccess('settings', resources, manager)).toBe(false);
  });

  it('offers a read-only resource to read, never to create, edit or delete', () => {
    const log = [entry('audit_logs', { section: 'settings', roles: ['admin'], features: [], readOnly: true })];
    expect(['list', 'show'].map((action) => canAccess('audit_logs', log, admin, action))).toEqual([true, true]);
    expect(['create', 'edit', 'delete'].map((action) => canAccess('audit_logs', log, admin, action))).toEqual([false, false, false]);
    expect(canAccess('players', resources, admin, 'delete')).toBe(true);
  });

  it('keeps roles outside the admin app out entirely', () => {
    expect(canAccess('dashboard', resources, { user_type: 'teacher', features: [] })).toBe(false);
    expect(canAccess('dashboard', resources, manager)).toBe(true);
  });
});
