import { describe, expect, it } from 'vitest';
import { relationKey } from './relation-key';

describe('relationKey', () => {
  it('names a single relation by its field without `_id`', () => {
    expect(relationKey('class_id', { type: 'integer', 'x-ref': 'classes' })).toBe('class');
    expect(relationKey('product_category_id')).toBe('product_category');
  });
  it('names a list of ids by the resource it refers to', () => {
    expect(relationKey('branch_ids', { type: 'array', 'x-ref': 'branches' })).toBe('branches');
    expect(relationKey('manager_ids', { type: 'array', 'x-ref': 'managers' })).toBe('managers');
  });
});
