import { describe, expect, it } from 'vitest';
import { denialFor } from './gate';

describe('denialFor', () => {
  const gate = { roles: ['admin' as const], features: ['general.payroll' as const] };
  it('lets an allowed role in when the package has one of the features', () => {
    expect(denialFor(gate, 'admin', new Set(['general.payroll']))).toBeNull();
  });
  it('refuses a role the gate does not list, whatever the package', () => {
    expect(denialFor(gate, 'manager', new Set(['general.payroll']))).toBe('FORBIDDEN_ROLE');
  });
  it('refuses when the package lacks every feature of the gate', () => {
    expect(denialFor(gate, 'admin', new Set(['general.basic']))).toBe('FEATURE_NOT_IN_PACKAGE');
  });
  it('needs no feature when the gate names none', () => {
    expect(denialFor({ roles: ['admin'], features: [] }, 'admin', new Set())).toBeNull();
  });
});
