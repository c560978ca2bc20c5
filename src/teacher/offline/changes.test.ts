import { describe, expect, it } from 'vitest';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';
import type { MarkConflict, TeacherRoster } from '../../../domain/teacher-area';
import { believedMarks, queueChange, resolveConflict, waitingPlayers, type PendingSave } from './changes';

const player = (id: number, check_in: -1 | 0 | 1 = NONE, note: string | null = null) => ({
  id,
  name: `Player ${id}`,
  avatar: null,
  date_of_birth: null,
  number_of_units: 8,
  guest: false,
  frozen: false,
  makeup: false,
  fee_unpaid: false,
  low_balance: false,
  time_off: null,
  check_in,
  units: 1,
  note,
});

const roster: TeacherRoster = {
  class: { id: 7, name: 'U10', branch_id: 1, branch_name: 'Cầu Giấy' },
  date: '2026-11-27',
  lesson_day: true,
  max_units: 1,
  locked: null,
  locked_message: '',
  counts: { present: 0, absent: 1, none: 2 },
  players: [player(1), player(2, ABSENT, 'ốm'), player(3)],
  my_check_in: { manager_id: 4, check_in: NONE, note: null },
};

let keys = 0;
const change = (queue: PendingSave[], c: Parameters<typeof queueChange>[1]['change'], sending?: string) =>
  queueChange(queue, { userId: 9, roster, change: c, key: `k${++keys}`, now: keys }, sending);

describe('the teacher’s changes kept on the phone', () => {
  it('sends each change with the mark the roster showed as its `seen`', () => {
    const queue = change([], { players: { 2: { check_in: PRESENT } }, lessonNote: 'Tập sút', myCheckIn: PRESENT });
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ classId: 7, date: '2026-11-27', className: 'U10', state: 'waiting', userId: 9 });
    expect(queue[0].body).toEqual({
      marks: [{ player_id: 2, check_in: PRESENT, seen: { check_in: ABSENT, note: 'ốm' } }],
      lesson_note: { note: 'Tập sút', seen: null },
      my_check_in: { check_in: PRESENT, seen: NONE },
    });
  });

  it('folds a run of taps into one save under a new key, each part keeping the seen it was made with', () => {
    let queue = change([], { players: { 1: { check_in: PRESENT } } });
    const first = queue[0].key;
    queue = change(queue, { players: { 1: { check_in: ABSENT }, 3: { note: 'giỏi' } } });
    expect(queue).toHaveLength(1);
    expect(queue[0].key).not.toBe(first);
    expect(queue[0].body.marks).toEqual([
      { player_id: 1, check_in: ABSENT, seen: { check_in: NONE, note: null } },
      { player_id: 3, note: 'giỏi', seen: { check_in: NONE, note: null } },
    ]);
  });

  it('never folds into a save being sent or sent without an answer: the next one sees the earlier as stored', () => {
    const sending = change([], { players: { 1: { check_in: PRESENT } } });
    const queue = change(sending, { players: { 1: { check_in: ABSENT } } }, sending[0].key);
    expect(queue).toHaveLength(2);
    expect(queue[1].body.marks).toEqual([{ player_id: 1, check_in: ABSENT, seen: { check_in: PRESENT, note: null } }]);

    const unanswered = [{ ...sending[0], unanswered: true }];
    expect(change(unanswered, { players: { 3: { check_in: PRESENT } } })).toHaveLength(2);
  });

  it('shows the roster with the waiting saves over it, and which players wait', () => {
    let queue = change([], { players: { 1: { check_in: PRESENT }, 2: { note: null } }, lessonNote: 'x' });
    queue = [
      ...queue,
      {
        ...queue[0],
        key: 'gone',
        state: 'refused',
        body: { marks: [{ player_id: 3, check_in: ABSENT, seen: { check_in: NONE, note: null } }] },
      },
    ];
    const marks = believedMarks(roster, queue);
    expect(marks.players.get(1)).toEqual({ check_in: PRESENT, note: null });
    expect(marks.players.get(2)).toEqual({ check_in: ABSENT, note: null });
    expect(marks.players.get(3)).toEqual({ check_in: NONE, note: null });
    expect(marks.lessonNote).toBe('x');
    expect([...waitingPlayers(queue, { classId: 7, date: '2026-11-27' })]).toEqual([1, 2]);
    expect(waitingPlayers(queue, { classId: 7, date: '2026-11-28' }).size).toBe(0);
  });

  describe('a conflict with the office', () => {
    const save: PendingSave = {
      ...change([], { players: { 1: { check_in: PRESENT } }, lessonNote: 'mine' })[0],
      state: 'conflict',
    };
    const onPlayer: MarkConflict = {
      target: 'player',
      player_id: 1,
      name: 'Player 1',
      seen: { check_in: NONE, note: null },
      yours: { check_in: PRESENT, note: null },
      theirs: { check_in: ABSENT, note: 'office note' },
    };
    const onNote: MarkConflict = {
      target: 'lesson_note',
      player_id: null,
      name: 'U10',
      seen: { check_in: NONE, note: null },
      yours: { check_in: NONE, note: 'mine' },
      theirs: { check_in: NONE, note: 'theirs' },
    };
    const conflicted = { ...save, conflicts: [onPlayer, onNote] };

    it("keeping the teacher's sends only the field they changed, over what is stored now", () => {
      const queue = resolveConflict([conflicted], conflicted, onPlayer, 'mine', 'new', 50);
      expect(queue).toHaveLength(2);
      expect(queue[0].conflicts).toEqual([onNote]);
      expect(queue[1]).toMatchObject({ key: 'new', state: 'waiting', createdAt: 50 });
      expect(queue[1].body).toEqual({ marks: [{ player_id: 1, check_in: PRESENT, seen: { check_in: ABSENT, note: 'office note' } }] });
    });

    it("keeping the office's drops the change; the save goes with its last conflict", () => {
      const once = resolveConflict([conflicted], conflicted, onPlayer, 'theirs', 'unused', 50);
      expect(once).toEqual([{ ...conflicted, conflicts: [onNote] }]);
      const twice = resolveConflict(once, once[0], onNote, 'mine', 'n2', 60);
      expect(twice).toHaveLength(1);
      expect(twice[0].body).toEqual({ lesson_note: { note: 'mine', seen: 'theirs' } });
    });
  });
});
