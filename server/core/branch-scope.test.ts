import { describe, expect, it } from 'vitest';
import { effectiveBranches } from './branch-scope';

describe('effectiveBranches', () => {
  it('gives an admin (no own branches) what was asked, or everything', () => {
    expect(effectiveBranches([2], [])).toEqual([2]);
    expect(effectiveBranches(null, [])).toBeNull();
  });
  it('keeps a manager inside their own branches', () => {
    expect(effectiveBranches(null, [1, 2])).toEqual([1, 2]);
    expect(effectiveBranches([2, 9], [1, 2])).toEqual([2]);
    expect(effectiveBranches([9], [1, 2])).toEqual([]);
  });
});
