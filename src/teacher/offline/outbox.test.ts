import { describe, expect, it, vi } from 'vitest';
import { ABSENT, NONE, PRESENT } from '../../../domain/check-in';
import type { MarkConflict, TeacherRoster, TeacherSavedRoster } from '../../../domain/teacher-area';
import type { PendingSave } from './changes';
import { Outbox, type QueueStorage, type SendResult } from './outbox';

const roster = (date = '2026-11-27'): TeacherRoster => ({
  class: { id: 7, name: 'U10', branch_id: 1, branch_name: null },
  date,
  lesson_day: true,
  max_units: 1,
  locked: null,
  locked_message: '',
  counts: { present: 0, absent: 0, none: 1 },
  players: [
    {
      id: 1,
      name: 'A',
      avatar: null,
      date_of_birth: null,
      number_of_units: 3,
      guest: false,
      frozen: false,
      makeup: false,
      fee_unpaid: false,
      low_balance: false,
      time_off: null,
      check_in: NONE,
      units: 1,
      note: null,
    },
  ],
  my_check_in: { manager_id: 4, check_in: NONE, note: null },
});
const saved = (r: TeacherRoster): TeacherSavedRoster => ({ ...r, parent_notices: null });

/** The queue as IndexedDB would keep it, readable after the outbox is gone (a closed tab). */
function memoryStorage(initial: PendingSave[] = []): QueueStorage & { queue: PendingSave[] } {
  const storage = {
    queue: initial,
    load: async () => storage.queue,
    update: async (change: (q: PendingSave[]) => PendingSave[]) => (storage.queue = change(storage.queue)),
  };
  return storage;
}

function outboxWith(answers: SendResult[], storage = memoryStorage(), online = () => true) {
  const sent: Array<{ key: string; body: unknown }> = [];
  const stored: TeacherSavedRoster[] = [];
  let n = 0;
  const outbox = new Outbox({
    storage,
    send: async (save) => {
      sent.push({ key: save.key, body: save.body });
      return answers.shift() ?? { kind: 'saved', roster: saved(roster(save.date)) };
    },
    onStored: (r) => stored.push(r),
    online,
    newKey: () => `key-${++n}`,
    pauseMs: 60_000,
  });
  outbox.signedIn(9);
  return { outbox, sent, stored, storage };
}

describe('the outbox', () => {
  it('keeps a change at once, sends it once, and empties on success', async () => {
    const { outbox, sent, stored, storage } = outboxWith([]);
    await outbox.change(roster(), { players: { 1: { check_in: PRESENT } } });
    expect(storage.queue).toHaveLength(1);
    await outbox.flush();
    expect(sent).toEqual([{ key: 'key-1', body: { marks: [{ player_id: 1, check_in: PRESENT, seen: { check_in: NONE, note: null } }] } }]);
    expect(stored).toHaveLength(1);
    expect(storage.queue).toEqual([]);
  });

  it('sends nothing while offline, and what was kept survives the outbox (a closed tab)', async () => {
    let online = false;
    const first = outboxWith([], memoryStorage(), () => online);
    await first.outbox.change(roster(), { players: { 1: { check_in: ABSENT } } });
    await first.outbox.flush();
    expect(first.sent).toEqual([]);

    online = true;
    const reopened = outboxWith([], first.storage, () => online);
    await reopened.outbox.ready;
    expect(reopened.outbox.mine()).toHaveLength(1);
    await reopened.outbox.flush();
    expect(reopened.sent.map((s) => s.key)).toEqual(['key-1']);
    expect(first.storage.queue).toEqual([]);
  });

  it('a save without an answer goes again under the same key, and later taps make a save of their own', async () => {
    const { outbox, sent, storage } = outboxWith([{ kind: 'unanswered' }]);
    await outbox.change(roster(), { players: { 1: { check_in: PRESENT } } });
    await outbox.flush();
    expect(storage.queue[0].unanswered).toBe(true);
    await outbox.change(roster(), { lessonNote: 'ok' });
    expect(storage.queue).toHaveLength(2);
    await outbox.flush();
    expect(sent.map((s) => s.key)).toEqual(['key-1', 'key-1', 'key-2']);
    expect(storage.queue).toEqual([]);
  });

  it('after a save without an answer, tries again in 2 s, then 4 s, 8 s, at most every 20 s', async () => {
    vi.useFakeTimers();
    try {
      const unanswered: SendResult = { kind: 'unanswered' };
      const { outbox, sent, storage } = outboxWith(Array(6).fill(unanswered));
      await outbox.change(roster(), { players: { 1: { check_in: PRESENT } } });
      outbox.soon(0);
      const triesAt = async (ms: number) => {
        await vi.advanceTimersByTimeAsync(ms);
        return sent.length;
      };
      expect(await triesAt(0)).toBe(1);
      expect([await triesAt(1_999), await triesAt(1)]).toEqual([1, 2]);
      expect([await triesAt(3_999), await triesAt(1)]).toEqual([2, 3]);
      expect([await triesAt(7_999), await triesAt(1)]).toEqual([3, 4]);
      expect([await triesAt(15_999), await triesAt(1)]).toEqual([4, 5]);
      expect([await triesAt(19_999), await triesAt(1)]).toEqual([5, 6]);
      expect([await triesAt(19_999), await triesAt(1)]).toEqual([6, 7]);
      expect(storage.queue).toEqual([]);
      expect(new Set(sent.map((s) => s.key))).toEqual(new Set(['key-1']));
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a conflict and a refusal for the teacher, and goes on with the rest', async () => {
    const conflict: MarkConflict = {
      target: 'player',
      player_id: 1,
      name: 'A',
      seen: { check_in: NONE, note: null },
      yours: { check_in: PRESENT, note: null },
      theirs: { check_in: ABSENT, note: null },
    };
    const { outbox, storage } = outboxWith([
      { kind: 'conflict', conflicts: [conflict], roster: saved(roster()) },
      { kind: 'refused', message: 'Ngày này đã quá hạn điểm danh' },
    ]);
    await outbox.change(roster(), { players: { 1: { check_in: PRESENT } } });
    await outbox.change(roster('2026-11-20'), { myCheckIn: PRESENT });
    await outbox.change(roster('2026-11-21'), { myCheckIn: PRESENT });
    await outbox.flush();
    expect(storage.queue.map((s) => [s.date, s.state])).toEqual([
      ['2026-11-27', 'conflict'],
      ['2026-11-20', 'refused'],
    ]);
    expect(storage.queue[1].message).toBe('Ngày này đã quá hạn điểm danh');

    await outbox.resolve(storage.queue[0], conflict, 'mine');
    await outbox.dismiss(storage.queue.find((s) => s.state === 'refused')!);
    await outbox.flush();
    expect(storage.queue).toEqual([]);
  });

  it("sends only the signed-in teacher's saves", async () => {
    const other: PendingSave = {
      key: 'theirs',
      userId: 1,
      classId: 7,
      date: '2026-11-27',
      className: 'U10',
      body: {},
      createdAt: 0,
      state: 'waiting',
    };
    const { outbox, sent, storage } = outboxWith([], memoryStorage([other]));
    await outbox.flush();
    expect(sent).toEqual([]);
    expect(outbox.mine()).toEqual([]);
    expect(storage.queue).toEqual([other]);
  });
});
