import { describe, expect, it } from 'vitest';
import { pointRows } from './earn-points';

describe('earn points rows', () => {
  it('list every action and level once, in order, saved values first', () => {
    const rows = pointRows({
      actions: [
        { id: 3, value: 8 },
        { id: 1, value: 20 },
      ],
      level: [{ id: 4, benchmarks: 5000 }],
    });
    expect(rows.actions).toEqual([
      { id: 1, value: 20 },
      { id: 2, value: 100 },
      { id: 3, value: 8 },
      { id: 4, value: 50 },
    ]);
    expect(rows.level.map((l) => l.id)).toEqual([0, 1, 2, 3, 4]);
    expect(rows.level[4]).toEqual({ id: 4, benchmarks: 5000 });
  });
});
