/**
 * Earn points arithmetic (settings → earn points), pure and shared by the server
 * and the earn-points page: what a paid order is worth, which member level a
 * balance reaches, and whether the levels climb.
 */

export interface LevelThreshold {
  id: number;
  benchmarks: number;
}

/** A point per this much VND of the `buy product %` share of an order. */
export const VND_PER_POINT = 1000;

/** `percent` % of an order's total, one point per 1.000 đ, rounded down: 5 % of 1.000.000 đ → 50 points. */
export function orderPoints(total: number, percent: number): number {
  if (total <= 0 || percent <= 0) return 0;
  return Math.floor((total * percent) / 100 / VND_PER_POINT);
}

/** The highest level whose threshold the balance reaches; the lowest level (0) otherwise. */
export function memberLevel(points: number, levels: LevelThreshold[]): number {
  let reached = 0;
  let reachedAt = -1;
  for (const level of levels) {
    if (points >= level.benchmarks && level.benchmarks >= reachedAt) {
      reached = level.id;
      reachedAt = level.benchmarks;
    }
  }
  return reached;
}

/**
 * Positions (in the given list) of the levels out of order: taken by level,
 * each threshold must be above the one of the level below it.
 */
export function levelsOutOfOrder(levels: LevelThreshold[]): number[] {
  const byLevel = levels.map((level, index) => ({ ...level, index })).sort((a, b) => a.id - b.id);
  return byLevel.filter((level, i) => i > 0 && level.benchmarks <= byLevel[i - 1].benchmarks).map((level) => level.index);
}

/** Positions of rows repeating the id of an earlier row (a level or an action set twice). */
export function repeatedIds(rows: Array<{ id: number }>): number[] {
  return rows.flatMap((row, i) => (rows.findIndex((r) => r.id === row.id) < i ? [i] : []));
}
