import { describe, expect, it } from 'vitest';
import { dayPart } from './greeting';

const at = (h: number, m: number) => new Date(2026, 0, 15, h, m, 0);

describe('dayPart', () => {
  it.each([
    [2, 59, 'night'],
    [3, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [14, 59, 'afternoon'],
    [15, 0, 'evening'],
    [19, 59, 'evening'],
    [20, 0, 'night'],
    [23, 59, 'night'],
    [0, 0, 'night'],
  ] as const)('%i:%i is %s', (h, m, part) => {
    expect(dayPart(at(h, m))).toBe(part);
  });
});
