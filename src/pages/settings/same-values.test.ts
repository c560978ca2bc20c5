import { describe, expect, it } from 'vitest';
import { sameValues } from './same-values';

describe('form values compared for unsaved changes', () => {
  it('ignore the order of keys and absent fields', () => {
    expect(sameValues({ a: 1, b: [{ x: 1, y: 2 }] }, { b: [{ y: 2, x: 1 }], a: 1, c: undefined })).toBe(true);
  });

  it('see a changed value, a changed row order or a new row', () => {
    expect(sameValues({ a: 1 }, { a: 2 })).toBe(false);
    expect(sameValues([1, 2], [2, 1])).toBe(false);
    expect(sameValues([{ id: 1 }], [{ id: 1 }, { id: 2 }])).toBe(false);
  });
});
