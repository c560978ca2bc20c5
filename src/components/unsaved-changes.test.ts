import { describe, expect, it } from 'vitest';
import { sameValues } from './unsaved-changes';

describe('sameValues', () => {
  it('reads an empty value as none and ignores key order', () => {
    expect(sameValues({ name: 'U9', note: '', tags: [], fee: null }, { name: 'U9' })).toBe(true);
    expect(sameValues({ a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 })).toBe(true);
    expect(sameValues(undefined, {})).toBe(true);
  });

  it('tells a changed, added or reordered value', () => {
    expect(sameValues({ name: 'U9' }, { name: 'U10' })).toBe(false);
    expect(sameValues({ name: 'U9', fee: 0 }, { name: 'U9' })).toBe(false);
    expect(sameValues({ slots: [{ start: '17:00' }, { start: '18:00' }] }, { slots: [{ start: '18:00' }, { start: '17:00' }] })).toBe(
      false,
    );
  });
});
