import { describe, expect, it } from 'vitest';
import { allPresent, countMarks, isDirty, itemsOf, marksOf, nextCheckIn, nextStop } from './pickup-marks';

const loaded = marksOf([
  { player_id: 1, check_in: -1, note: null },
  { player_id: 2, check_in: 0, note: 'Ốm' },
]);

describe('pickup marks', () => {
  it('cycles a box empty → present → absent → empty', () => {
    expect([nextCheckIn(-1), nextCheckIn(1), nextCheckIn(0)]).toEqual([1, 0, -1]);
  });

  it('marks everyone present and keeps the notes', () => {
    expect(allPresent(loaded)).toEqual({ 1: { check_in: 1, note: '' }, 2: { check_in: 1, note: 'Ốm' } });
  });

  it('counts present and absent riders', () => {
    expect(countMarks(loaded)).toEqual({ present: 0, absent: 1 });
    expect(countMarks(allPresent(loaded))).toEqual({ present: 2, absent: 0 });
  });

  it('knows when something changed, ignoring spaces around a note', () => {
    expect(isDirty(loaded, { ...loaded, 2: { check_in: 0, note: ' Ốm ' } })).toBe(false);
    expect(isDirty(loaded, { ...loaded, 1: { check_in: 1, note: '' } })).toBe(true);
    expect(isDirty(loaded, { ...loaded, 2: { check_in: 0, note: 'Sốt' } })).toBe(true);
  });

  it('sends each rider with a trimmed note, or none', () => {
    expect(itemsOf({ ...loaded, 1: { check_in: 1, note: '  ' } })).toEqual([
      { player_id: 1, check_in: 1, note: null },
      { player_id: 2, check_in: 0, note: 'Ốm' },
    ]);
  });

  it('finds the next stop in pickup order, none after the last', () => {
    const stops = [{ id: 7 }, { id: 3 }, { id: 9 }];
    expect(nextStop(stops, 7)).toEqual({ id: 3 });
    expect(nextStop(stops, 9)).toBeNull();
    expect(nextStop(stops, 42)).toBeNull();
  });
});
