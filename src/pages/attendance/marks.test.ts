import { describe, expect, it } from 'vitest';
import { allPresent, cellKey, changedIds, changesByDay, countMarks, marksOf, nextCheckIn, rowErrors, withCheckIn } from './marks';

const loaded = marksOf([
  { id: 1, check_in: -1, units: 1, note: null },
  { id: 2, check_in: 1, units: 2, note: 'late' },
  { id: 3, check_in: 0, units: 1 },
]);

describe('attendance marks', () => {
  it('sees what changed since loading, ignoring units unless present and blank edges of notes', () => {
    expect(changedIds(loaded, loaded)).toEqual([]);
    expect(changedIds(loaded, { ...loaded, 1: { check_in: 1, units: 1, note: '' } })).toEqual([1]);
    expect(changedIds(loaded, { ...loaded, 2: { ...loaded[2], units: 1 } })).toEqual([2]);
    expect(changedIds(loaded, { ...loaded, 3: { ...loaded[3], units: 4 } })).toEqual([]);
    expect(changedIds(loaded, { ...loaded, 2: { ...loaded[2], note: ' late ' } })).toEqual([]);
  });

  it('counts present, absent and not taken', () => {
    expect(countMarks(loaded)).toEqual({ present: 1, absent: 1, none: 1 });
    expect(countMarks(allPresent(loaded))).toEqual({ present: 3, absent: 0, none: 0 });
  });

  it('marks everyone present, keeping the units of those already present', () => {
    const all = allPresent(loaded);
    expect(all[2]).toEqual(loaded[2]);
    expect(all[1]).toEqual({ check_in: 1, units: 1, note: '' });
  });

  it('resets units when the check-in changes', () => {
    expect(withCheckIn(loaded[2], 0)).toEqual({ check_in: 0, units: 1, note: 'late' });
    expect(withCheckIn(loaded[2], 1)).toBe(loaded[2]);
  });

  it('cycles none → present → absent → none', () => {
    expect([-1, 1, 0].map(nextCheckIn)).toEqual([1, 0, -1]);
  });

  it("puts the server's row errors on the people sent in that order", () => {
    const errors = {
      'player_check_in.1.check_in': 'B has no sessions left',
      'player_check_in.1.units': 'later',
      at_date: 'x',
      'teacher_check_in.0.note': 'y',
    };
    expect(rowErrors(errors, 'player_check_in', [7, 9])).toEqual({ 9: 'B has no sessions left' });
    expect(rowErrors(undefined, 'player_check_in', [7])).toEqual({});
  });

  it("groups a grid's edited cells by day", () => {
    const changes = {
      [cellKey(4, '2025-03-03')]: { check_in: 1, units: 1 },
      [cellKey(5, '2025-03-03')]: { check_in: 0, units: 1 },
      [cellKey(4, '2025-03-05')]: { check_in: -1, units: 1 },
    };
    expect(changesByDay(changes)).toEqual({
      '2025-03-03': [
        { id: 4, check_in: 1, units: 1 },
        { id: 5, check_in: 0, units: 1 },
      ],
      '2025-03-05': [{ id: 4, check_in: -1, units: 1 }],
    });
  });
});
