import { describe, expect, it } from 'vitest';
import { levelsOutOfOrder, memberLevel, orderPoints, repeatedIds } from './loyalty';

const LEVELS = [
  { id: 0, benchmarks: 0 },
  { id: 1, benchmarks: 200 },
  { id: 2, benchmarks: 500 },
  { id: 3, benchmarks: 1000 },
  { id: 4, benchmarks: 2000 },
];

describe('points for a paid order', () => {
  it('are the percentage of its total, a point per 1.000 đ, rounded down', () => {
    expect(orderPoints(1_000_000, 5)).toBe(50);
    expect(orderPoints(459_000, 5)).toBe(22);
    expect(orderPoints(19_999, 5)).toBe(0);
  });

  it('are none for a free order or a zero rate', () => {
    expect(orderPoints(0, 5)).toBe(0);
    expect(orderPoints(800_000, 0)).toBe(0);
  });
});

describe('the member level of a balance', () => {
  it('is the highest level whose threshold it reaches', () => {
    expect(memberLevel(0, LEVELS)).toBe(0);
    expect(memberLevel(199, LEVELS)).toBe(0);
    expect(memberLevel(200, LEVELS)).toBe(1);
    expect(memberLevel(1999, LEVELS)).toBe(3);
    expect(memberLevel(50_000, LEVELS)).toBe(4);
  });

  it('whatever order the levels come in', () => {
    expect(memberLevel(600, [...LEVELS].reverse())).toBe(2);
  });
});

describe('member level thresholds', () => {
  it('climb with the level', () => {
    expect(levelsOutOfOrder(LEVELS)).toEqual([]);
    expect(levelsOutOfOrder([...LEVELS].reverse())).toEqual([]);
  });

  it('name the levels not above the one below them', () => {
    const levels = [
      { id: 0, benchmarks: 0 },
      { id: 1, benchmarks: 500 },
      { id: 2, benchmarks: 500 },
      { id: 3, benchmarks: 300 },
      { id: 4, benchmarks: 2000 },
    ];
    expect(levelsOutOfOrder(levels)).toEqual([2, 3]);
  });
});

describe('rows set twice', () => {
  it('are named after their first', () => {
    expect(repeatedIds([{ id: 1 }, { id: 2 }, { id: 1 }, { id: 2 }, { id: 3 }])).toEqual([2, 3]);
  });
});
