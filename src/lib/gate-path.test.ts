import { describe, expect, it } from 'vitest';
import { FEATURES, type Feature, type ResourceConfig, type Role } from '../../resources.config';
import { denialFor, type Denial } from '../../domain/gate';
import { gateForPath } from './gate-path';

const entry = (name: string, features: Feature[], roles: Role[], views: ResourceConfig['views']): ResourceConfig => ({
  name,
  route: `/${name}`,
  section: 'academy',
  icon: 'AppstoreOutlined',
  scope: 'academy',
  api: { list: `admin/${name}`, create: `admin/${name}`, item: `admin/${name}` },
  features,
  roles,
  views,
});

const all: ResourceConfig['views'] = { list: 'generated', show: 'generated', create: 'generated', edit: 'generated' };

/** A registry shaped like spec §2/§6: one entry per kind of gate. */
const registry = [
  entry('branches', ['manager.branch'], ['admin', 'manager'], all),
  entry('players', ['general.basic'], ['admin', 'manager'], all),
  entry('customers', ['manager.customer'], ['admin', 'manager'], all),
  entry('payroll', ['general.payroll'], ['admin'], { list: 'payroll-page' }),
  entry('users', ['setup.user_access'], ['admin'], all),
];

/** The seeded packages (server/seed/seed.ts). */
const packages: Record<'trial' | 'basic' | 'full', ReadonlySet<string>> = {
  trial: new Set(['general.basic', 'general.attendance', 'general.schedule', 'general.profile', 'manager.branch']),
  basic: new Set(
    FEATURES.filter(
      (f) => f.startsWith('general.') || ['manager.branch', 'manager.course', 'setup.application', 'setup.language'].includes(f),
    ),
  ),
  full: new Set(FEATURES),
};

describe('gateForPath', () => {
  it('finds the resource behind every view path, ids, query and trailing slash included', () => {
    const players = { roles: ['admin', 'manager'], features: ['general.basic'] };
    for (const path of ['/players', '/players/', '/players/create', '/players/42', '/players/42/edit', '/players?page=2'])
      expect(gateForPath(path, registry), path).toEqual(players);
  });

  it('answers null for paths no view of the registry answers', () => {
    for (const path of ['/', '/my-planx', '/playersx', '/players/42/delete', '/payroll/3', '/nowhere/1'])
      expect(gateForPath(path, registry), path).toBeNull();
  });

  it('answers a page by its route: the plan is open to every role of the app, whatever the package', () => {
    expect(gateForPath('/my-plan', registry)).toEqual({ roles: ['admin', 'manager'], features: [] });
    expect(gateForPath('/my-plan/packages', registry)).toEqual({ roles: ['admin', 'manager'], features: [] });
  });

  it('prefers a literal segment over an id, like the router', () => {
    const nested = [
      entry('transports', ['service.transport'], ['admin'], all),
      { ...entry('pickups', ['general.attendance'], ['manager'], all), route: '/transports/attendances' },
    ];
    expect(gateForPath('/transports/attendances', nested)?.features).toEqual(['general.attendance']);
    expect(gateForPath('/transports/9', nested)?.features).toEqual(['service.transport']);
  });

  it('reads the real registry by default', () => {
    expect(gateForPath('/players/1')).not.toBeNull();
    expect(gateForPath('/no-such-page')).toBeNull();
  });
});

describe('denialFor(gateForPath(path), role, package features)', () => {
  const cases: Array<[string, Role, keyof typeof packages, Denial | null]> = [
    ['/players', 'admin', 'trial', null],
    ['/players/7/edit', 'manager', 'trial', null],
    ['/branches/create', 'manager', 'trial', null],
    ['/customers', 'admin', 'trial', 'FEATURE_NOT_IN_PACKAGE'],
    ['/customers/3', 'manager', 'basic', 'FEATURE_NOT_IN_PACKAGE'],
    ['/customers/3', 'manager', 'full', null],
    ['/payroll', 'admin', 'trial', 'FEATURE_NOT_IN_PACKAGE'],
    ['/payroll', 'admin', 'basic', null],
    ['/payroll', 'manager', 'full', 'FORBIDDEN_ROLE'],
    ['/users', 'admin', 'basic', 'FEATURE_NOT_IN_PACKAGE'],
    ['/users/2/edit', 'admin', 'full', null],
    ['/users', 'manager', 'full', 'FORBIDDEN_ROLE'],
    ['/users', 'manager', 'trial', 'FORBIDDEN_ROLE'],
  ];
  it.each(cases)('%s as %s on %s → %s', (path, role, pkg, denial) => {
    const gate = gateForPath(path, registry);
    expect(gate).not.toBeNull();
    expect(denialFor(gate!, role, packages[pkg])).toBe(denial);
  });
});
