import { describe, expect, it } from 'vitest';
import { relatedName, relationKey } from './relation-key';

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

describe('relatedName', () => {
  it('reads the name of the record a row carries under its key', () => {
    expect(relatedName({ class_id: 3, class: { id: 3, name: 'Bơi 1' } }, 'class')).toBe('Bơi 1');
  });
  it('is null when the row names no record there', () => {
    expect(relatedName({ class_id: null, class: null }, 'class')).toBeNull();
    expect(relatedName({ class_id: 3 }, 'class')).toBeNull();
  });
});
