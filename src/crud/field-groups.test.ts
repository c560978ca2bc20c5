import { describe, expect, it } from 'vitest';
import { groupFields } from './field-groups';

const label = { vi: 'Nhóm', en: 'Group' };
const specs = ['name', 'mobile', 'email', 'points', 'level', 'note'].map((field) => ({ field }));

describe('groupFields', () => {
  it('puts ungrouped fields first, then each group in the order it names them', () => {
    const groups = [
      { name: 'contact', label, fields: ['email', 'mobile'] },
      { name: 'loyalty', label, fields: ['points', 'level'] },
    ];
    expect(groupFields(specs, groups)).toEqual([
      { fields: [{ field: 'name' }, { field: 'note' }] },
      { name: 'contact', fields: [{ field: 'email' }, { field: 'mobile' }] },
      { name: 'loyalty', fields: [{ field: 'points' }, { field: 'level' }] },
    ]);
  });

  it('keeps one untitled section without groups, and drops sections whose fields the page does not show', () => {
    expect(groupFields(specs)).toEqual([{ fields: specs }]);
    expect(groupFields(specs.slice(0, 2), [{ name: 'contact', label, fields: ['email'] }])).toEqual([{ fields: specs.slice(0, 2) }]);
  });
});
